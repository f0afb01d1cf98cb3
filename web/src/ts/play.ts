// The play page, also the spectator's: board, clocks, moves, and the buttons the player may use now. It follows the
// game over /ws/game/{id} (docs/protocol.md): applies events in `v` order, asks `sync` on a gap or a reconnect.
// The last event of each batch carries `after`, the game as it then stands (position, legal moves, claims, clocks).
import { Chessground } from '@lichess-org/chessground';
import type { Api as CgApi } from '@lichess-org/chessground/api';
import type { Key } from '@lichess-org/chessground/types';
import { h } from './dom';
import { t, tf, tOr, lang } from './i18n';
import { draughtsBoard, DraughtsBoard } from './draughts';
import { replay } from './notation';
import { chessMove, draughtsMove, moveField } from './keyboard';
import { announcer, chessSquares, shortcuts } from './a11y';
import { sayChess, sayDraughts, readChessBoard, readDraughtsBoard } from './speech';
import { beep, soundToggle } from './sound';
import { choosePromotion } from './promotion';
import { chessDests, uciOf } from './playChess';
import { statusOf, buttonsOf, turnOf } from './playControls';
import { chatPanel, ChatPanel, isChatError } from './chat';
import { rematchBox } from './rematch';
import { shownName, ratingChangeEl } from './archiveFormat';
import { busyUntil, call } from './api';
import type { GameRecord } from './replay';
import { onNotice, Notice } from './notify';
import { go } from './main';
import { originLink } from './eventOnline';
import { followClub } from './playClub';

export type Color = 'white' | 'black';
/** What an event's `after` carries: everything of `state` that events change, but the moves. */
interface After {
  fen: string; turn: Color;
  clock: { white: number; black: number; running: Color | null } | null;
  result: { outcome: string | null; termination: string; text: string | null } | null;
  offers: Record<string, Color | null>; adjourned: boolean; canClaimDraw: boolean; canAbort: boolean; legalMoves: string[];
}
export interface State extends After {
  v: number;
  game: { id: number; variant: string; rated: boolean; timeControl: string; initialFen: string | null; players: Record<Color, string>;
    /** An event's or arena's game (event:E:R:B): never aborted, a side that does not move in time forfeits. */
    origin?: string; firstMoveSeconds?: number; berserk?: boolean };
  you: Color | null; moves: string[];
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** When a clock is low: a tenth of the base time, between 10 and 30 seconds (lichess warns at about the same). */
export function lowTimeMs(timeControl: string): number {
  const minutes = Number(timeControl.split('+')[0]);
  return Number.isFinite(minutes) ? Math.min(30_000, Math.max(10_000, minutes * 6_000)) : 10_000;
}

export function formatClock(ms: number): string {
  ms = Math.max(0, ms);
  const s = Math.floor(ms / 1000);
  const base = `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  return s < 10 ? `${base}.${Math.floor((ms % 1000) / 100)}` : base;
}

export function playPage(main: HTMLElement, id: number): () => void {
  let st: State | null = null;
  let ws: WebSocket | null = null;
  let stopped = false;
  let online = false;
  let retry = 0;
  let retryTimer = 0;
  /**
   * The cluster node the server sent this page to (close code 4307: Redis away, the game played on that node):
   * asked of the balancer for the next socket only (`?node=`), and how many times in a row since the last `state`.
   */
  let via = '';
  let sentAway = 0;
  let clockAt = performance.now();
  const resign = { confirm: false };
  let warned = false;     // the low-time warning was given for this turn's clock
  let san: string[] = []; // the moves as the list shows them (chess: SAN), for the spoken announcements
  let shownFen = '';
  let msgId = 0;
  let cg: CgApi | null = null;
  let board: DraughtsBoard | null = null;
  let chat: ChatPanel | null = null;   // the players' room for a player, the spectators' for anyone else
  let rematch: ReturnType<typeof rematchBox> | null = null;   // a player's, once the game is over
  let declined: string | null = null;   // "your opponent declined ...", until the next move
  let ratingsAsked = false;             // a finished rated game's rating changes, asked once
  /**
   * The move this page sent that no event has shown yet, with the socket it went on (null: none was open) and the
   * legal moves it was chosen from. A socket that broke (its node killed) may have lost it: the next socket's
   * `state` has it sent again while the game still waits for it. A refusal gives the board back.
   */
  let pending: { id: number; move: string; plies: number; legal: string[]; on: WebSocket | null } | null = null;
  /** The rating changes beside the players' names, once the server has them (a moment after the end). */
  async function showRatings(gameId: number, tries = 5): Promise<void> {
    const g = await call<GameRecord>('GET', `/api/games/${gameId}`).catch(() => null);
    if (stopped) return;
    if (!g?.ratings) { if (tries > 1) window.setTimeout(() => showRatings(gameId, tries - 1), 600); return; }
    for (const c of ['white', 'black'] as Color[]) {
      names[c].querySelector('.rating-after')?.remove();
      const el = ratingChangeEl(g.ratings[c]);
      if (el) names[c].append(el);
    }
  }
  const afterGame = h('div.after-game');

  const boardEl = h('div.board-wrap', { tabindex: '-1' });
  const clocks = { white: h('div.clock', { 'data-testid': 'clock-white' }), black: h('div.clock', { 'data-testid': 'clock-black' }) };
  const names = { white: h('div.player'), black: h('div.player') };
  const top = h('div.side-player.top'), bottom = h('div.side-player.bottom');
  const status = h('div.status', { 'data-testid': 'status' });
  const controls = h('div.controls');
  const movesEl = h('ol.moves', { 'data-testid': 'moves', 'aria-label': t('play.moves') });
  const conn = h('span.conn', { 'data-testid': 'conn' });
  const links = h('div.links');
  const live = announcer();
  const srBoard = h('div.sr-board');
  const field = moveField('', text => {
    if (!st) return { error: t('kb.notYourTurn') };
    const legal = st.you === st.turn && !st.result ? st.legalMoves : [];
    return st.game.variant === 'chess' ? chessMove(text, shownFen, legal) : draughtsMove(text, legal);
  }, move => { sendMove(move); renderAll(); });
  const readBoard = () => {
    if (st) live.say(st.game.variant === 'chess' ? readChessBoard(shownFen) : readDraughtsBoard(st.fen));
  };
  const tools = h('div.tools', h('button.tool', { type: 'button', onclick: readBoard, 'data-testid': 'read-board', 'aria-keyshortcuts': 'Alt+L' }, t('a11y.readBoard')),
    soundToggle(), h('p.small.muted', t('a11y.shortcuts')));
  main.append(h('div.play', h('div.board-col', boardEl, srBoard),
    h('aside.side', top, status, controls, afterGame, field.el, movesEl, bottom, h('div.foot', conn, tools, links))), live.el);
  const unbind = shortcuts(readBoard, () => (field.el.hidden ? null : field.input));

  const send = (msg: Record<string, unknown>): boolean => {
    if (ws?.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify({ id: ++msgId, ...msg }));
    return true;
  };
  const side = main.querySelector('aside.side')!;

  /** Sends the player's move; until its event comes it is {@link pending}, and the board takes no other. */
  function sendMove(move: string): void {
    if (!st) return;
    const on = send({ t: 'move', move }) ? ws : null;
    pending = { id: on ? msgId : 0, move, plies: st.moves.length, legal: st.legalMoves, on };
    st.legalMoves = [];
  }

  /** A new socket's state: the pending move, sent on a socket that broke or on none, goes again if still to play. */
  function resendPending(s: State): void {
    const p = pending;
    if (!p || p.on === ws) return;
    pending = null;
    if (s.moves.length === p.plies && s.you === s.turn && !s.result && s.legalMoves.includes(p.move)) sendMove(p.move);
  }

  /** The pending move refused: the board is as before it, with its legal moves (the owner's silence: ask the game). */
  function refused(s: State, code: string): void {
    const p = pending!;
    pending = null;
    if (s.moves.length === p.plies && !s.result) s.legalMoves = p.legal;
    if (code === 'owner_unreachable') send({ t: 'sync', since: s.v });
    renderAll();
  }

  function connect(): void {
    if (stopped) return;
    const to = via ? `?node=${encodeURIComponent(via)}` : '';
    via = '';
    const sock = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/game/${id}${to}`);
    ws = sock;
    sock.onopen = () => {
      retry = 0;
      if (st) send({ t: 'sync', since: st.v });
    };
    sock.onmessage = e => { if (ws === sock) receive(JSON.parse(e.data)); };
    sock.onclose = e => {
      if (ws !== sock || stopped) return;
      online = false;
      renderConn();
      if (e.code === 4307 && e.reason.startsWith('game_elsewhere:')) {
        // The node that owns the game, reached through the balancer: at once, then more slowly if sent again.
        via = e.reason.slice('game_elsewhere:'.length);
        retryTimer = window.setTimeout(connect, sentAway++ === 0 ? 0 : Math.min(5000, 300 * 2 ** sentAway));
        return;
      }
      retryTimer = window.setTimeout(connect, Math.min(5000, 300 * 2 ** retry++));
    };
  }

  function receive(m: any): void {
    if (m.t === 'state') {
      sentAway = 0;
      st = m as State;
      resendPending(st);
      if (!chat) {
        const room = st.you ? 'player' : 'spectator';
        chat = chatPanel(room, text => send({ t: 'chat', room, text }), id);
        side.append(chat.el);
      }
      clockAt = performance.now();
      online = true;
      renderAll();
      firstState();
    } else if (m.t === 'event' && st) {
      if (m.v <= st.v) return;
      if (m.v > st.v + 1) { send({ t: 'sync', since: st.v }); return; }
      st.v = m.v;
      apply(st, m.event);
      if (m.after) {
        Object.assign(st, m.after as After);
        clockAt = performance.now();
      }
      renderAll();
      announce(st, m.event);
    } else if (m.t === 'chat') {
      chat?.add(m);
    } else if (m.t === 'error' && st && pending && m.id === pending.id) {
      refused(st, m.code);
      if (m.code !== 'rate_limited') live.say(tOr('error.' + m.code, m.message ?? m.code));
    } else if (m.t === 'error' && isChatError(m.code)) {
      chat?.refused(m.code, m.message);
    } else if (m.t === 'error' && m.code !== 'rate_limited') {
      live.say(tOr('error.' + m.code, m.message ?? m.code));  // the server's message is Portuguese only
    }
  }

  /** The event in words for the live region (and a tone for a move, when sounds are on). */
  function announce(s: State, e: any): void {
    switch (e.type) {
      case 'move':
        beep();
        live.say(s.game.variant === 'chess' ? sayChess(san.at(-1) ?? e.move, lang === 'pt') : sayDraughts(e.move));
        break;
      case 'ended': live.say(resultWords(s)); break;
      case 'takenBack': live.say(t('say.takenBack')); break;
      case 'adjourned': live.say(t('say.adjourned')); break;
      case 'resumed': live.say(t('say.resumed')); break;
      case 'offered': if (e.by !== s.you) live.say(tf('say.offered', { what: tOr('offer.' + e.what, e.what) })); break;
      case 'declined':
        // The one who offered is told (the offer's line just goes away otherwise).
        if (s.you && e.by !== s.you) {
          declined = tf('play.declined', { what: tOr('offer.' + e.what, e.what) });
          live.say(declined);
          renderControls(s);
        }
        break;
    }
  }

  function resultWords(s: State): string {
    if (!s.result) return '';
    const outcome = s.result.outcome ? tOr('result.' + s.result.outcome, s.result.outcome) : t('result.aborted');
    return `${outcome}, ${tOr('term.' + s.result.termination, s.result.termination)}.`;
  }

  function apply(s: State, e: any): void {
    switch (e.type) {
      case 'move':
        declined = null;
        pending = null;
        s.moves.push(e.move);
        s.turn = other(e.by);
        s.legalMoves = [];
        if (s.clock) {
          const now = performance.now();
          if (s.clock.running) s.clock[s.clock.running] -= now - clockAt;
          clockAt = now;
          s.clock[e.by as Color] = e.clock;
          s.clock.running = other(e.by);
        }
        for (const k in s.offers) s.offers[k] = null;
        break;
      case 'offered': s.offers[e.what] = e.by; break;
      case 'berserk': (s as State & { berserked?: Record<string, boolean> }).berserked = { ...(s as any).berserked, [e.by]: true }; break;
      case 'declined': case 'lapsed': s.offers[e.what] = null; break;
      case 'takenBack': pending = null; s.moves.splice(s.moves.length - e.plies, e.plies); s.legalMoves = []; break;
      case 'adjourned': s.adjourned = true; if (s.clock) s.clock.running = null; break;
      case 'resumed': s.adjourned = false; break;
      case 'ended':
        pending = null;
        s.result = { outcome: e.outcome, termination: e.termination, text: null };
        if (s.clock) s.clock.running = null;
        s.legalMoves = [];
        break;
    }
  }

  function renderConn(): void {
    chat?.online(online);
    conn.className = 'conn ' + (online ? 'on' : 'off');
    conn.textContent = online ? t('play.online') : t('play.offline');
  }

  function renderClocks(): void {
    if (!st?.clock) { clocks.white.textContent = clocks.black.textContent = '∞'; return; }
    const elapsed = performance.now() - clockAt;
    for (const c of ['white', 'black'] as Color[]) {
      // Offline, the clock stands: the server does not charge a restart's downtime, and the next state says.
      const running = st.clock.running === c && !st.result && online;
      const ms = st.clock[c] - (running ? elapsed : 0);
      clocks[c].textContent = formatClock(ms);
      clocks[c].classList.toggle('running', running);
      const low = ms < lowTimeMs(st.game.timeControl);
      clocks[c].classList.toggle('low', low);
      clocks[c].title = low ? t('play.lowTime') : '';
      // One spoken (and, when on, sounded) warning per turn, for the player's own clock only.
      if (c === st.you && running) {
        if (low && !warned) { warned = true; beep(true); live.say(tf('say.lowTime', { s: Math.ceil(lowTimeMs(st.game.timeControl) / 1000) })); }
        if (!low) warned = false;
      }
    }
  }

  /** `fen`: the position to show; for chess, replayed from the moves (the same as `after`, and it gives the check). */
  function renderBoard(s: State, check: boolean, fen = s.fen): void {
    const orientation: Color = s.you ?? 'white';
    const mine = s.you !== null && s.you === s.turn && !s.result;
    const last = s.moves.at(-1);
    if (s.game.variant === 'chess') {
      const dests = mine ? chessDests(s.legalMoves, fen) : new Map<Key, Key[]>();
      const config = {
        fen: fen.split(' ')[0], orientation, turnColor: s.turn, viewOnly: s.you === null,
        lastMove: last ? [last.slice(0, 2), last.slice(2, 4)] as Key[] : undefined,
        check: check ? s.turn : false,
        movable: { free: false, color: mine ? s.you! : undefined, dests, showDests: true,
          events: { after: (from: Key, to: Key) => {
            const uci = uciOf(from, to, s.legalMoves, fen);
            const play = (promo: string) => sendMove(uci + promo);
            if (!s.legalMoves.some(u => u.startsWith(uci) && u.length === 5)) play('');
            // Focus goes back to the board once chosen: the dialog that held it is gone.
            else choosePromotion(boardEl, s.you!, letter => { boardEl.focus(); if (letter) play(letter); else renderAll(); });
          } } },
        premovable: { enabled: false }, draggable: { showGhost: true },
      };
      if (!cg) {
        const el = h('div.cg-wrap-host');
        boardEl.replaceChildren(el);
        cg = Chessground(el, config as any);
      } else cg.set(config as any);
    } else {
      if (!board) {
        board = draughtsBoard(s.game.variant === 'international' ? 10 : 8, move => { sendMove(move); if (st) renderBoard(st, false); });
        boardEl.replaceChildren(board.el);
      }
      board.set(s.fen, mine ? s.legalMoves : [], orientation === 'black', last);
    }
    srBoard.replaceChildren(s.game.variant === 'chess' ? chessSquares(fen, orientation) : '');
    boardEl.dataset.orientation = orientation;
    boardEl.dataset.movable = String(mine && s.legalMoves.length > 0);
  }

  function renderControls(s: State): void {
    status.replaceChildren(statusOf(s));
    if (s.result && s.you && !rematch && !s.game.origin) {
      rematch = rematchBox(s.game.id);
      afterGame.replaceChildren(rematch.el);
    } else if (s.game.origin && !afterGame.hasChildNodes()) {
      afterGame.replaceChildren(originLink(s.game.origin));   // an event's or arena's game: back to it
    }
    if (s.game.origin && s.you && !stopClub) stopClub = followClub(s.game.origin, s.game.id, afterGame, () => !!st?.result);
    if (s.result && s.game.rated && !ratingsAsked) {
      ratingsAsked = true;
      showRatings(s.game.id);
    }
    // Every event redraws the buttons: the one that had the focus gets it back (a keyboard or screen-reader user
    // would otherwise be thrown to the top of the page at each move); if it is gone, the first button takes it.
    const focused = controls.contains(document.activeElement) ? document.activeElement?.getAttribute('data-action') : null;
    controls.replaceChildren(...buttonsOf(s, send, resign, () => renderControls(s)),
      declined && !s.result ? h('p.muted.declined', { 'data-testid': 'declined' }, declined) : '');
    if (focused !== null && focused !== undefined) {
      (controls.querySelector<HTMLElement>(`[data-action="${focused}"]`) ?? controls.querySelector<HTMLElement>('button') ?? boardEl).focus();
    }
    field.el.hidden = !s.you || !!s.result || s.adjourned;
    field.input.placeholder = s.game.variant === 'chess' ? t('kb.hintChess') : t('kb.hintDraughts');
    const chess = s.game.variant === 'chess';
    links.replaceChildren(h('a', { href: `/api/games/${s.game.id}.pgn`, download: `tabuleiro-${s.game.id}.${chess ? 'pgn' : 'pdn'}` },
      chess ? t('play.pgn') : t('play.pdn')), ' · ', h('a', { href: `/game/${s.game.id}` }, t('play.watchLink')));
  }

  function renderMoves(moves: string[]): void {
    const rows: HTMLElement[] = [];
    for (let i = 0; i < moves.length; i += 2) {
      rows.push(h('li', h('span.ply', moves[i]), moves[i + 1] ? h('span.ply', moves[i + 1]) : null));
    }
    movesEl.replaceChildren(...rows);
    movesEl.scrollTop = movesEl.scrollHeight;
  }

  function renderAll(): void {
    if (!st) return;
    const s = st;
    const bottomColor: Color = s.you ?? 'white';
    for (const c of ['white', 'black'] as Color[]) {
      const change = names[c].querySelector('.rating-after');
      names[c].textContent = (c === 'white' ? '○ ' : '● ') + shownName(s.game.players[c]);
      if (change) names[c].append(change);
    }
    // The turn's label stands by the clock of the side to move: the player's own (below the board) or the opponent's.
    const turn = turnOf(s);
    const box = (c: Color) => [names[c], turn && s.turn === c ? turn : '', clocks[c]];
    top.replaceChildren(...box(other(bottomColor)));
    bottom.replaceChildren(...box(bottomColor));
    document.title = `${s.game.players.white} – ${s.game.players.black} · Tabuleiro`;
    const chess = s.game.variant === 'chess' ? replay(s.game.initialFen, s.moves, lang === 'pt') : null;
    san = chess?.san ?? s.moves;
    shownFen = chess?.fen ?? s.fen;
    renderBoard(s, chess?.check ?? false, shownFen);
    renderControls(s);
    renderMoves(chess?.san ?? s.moves);
    renderClocks();
    renderConn();
  }

  const tick = window.setInterval(renderClocks, 100);
  // An event's or an arena's game: on to the next game, and in an arena its end and the player's pause (playClub.ts).
  let stopClub: (() => void) | null = null;
  const firstState = busyUntil();   // the page is drawn once the game's state came over the socket
  connect();
  return () => {
    stopped = true;
    firstState();
    stopClub?.();
    clearInterval(tick);
    clearTimeout(retryTimer);
    ws?.close(1000);
    cg?.destroy();
    unbind();
    rematch?.stop();
  };
}

