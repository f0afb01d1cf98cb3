// The play page, also the spectator's: board, clocks, moves, and the buttons the player may use now. It follows the
// game over /ws/game/{id} (docs/protocol.md): applies events in `v` order, asks `sync` on a gap or a reconnect.
// The last event of each batch carries `after`, the game as it then stands (position, legal moves, claims, clocks).
import { Chessground } from '@lichess-org/chessground';
import type { Api as CgApi } from '@lichess-org/chessground/api';
import type { Key } from '@lichess-org/chessground/types';
import { h } from './dom';
import { t, tOr } from './i18n';
import { draughtsBoard, DraughtsBoard } from './draughts';
import { replay } from './notation';
import { lang } from './i18n';

type Color = 'white' | 'black';
/** What an event's `after` carries: everything of `state` that events change, but the moves. */
interface After {
  fen: string; turn: Color;
  clock: { white: number; black: number; running: Color | null } | null;
  result: { outcome: string | null; termination: string; text: string | null } | null;
  offers: Record<string, Color | null>; adjourned: boolean; canClaimDraw: boolean; canAbort: boolean; legalMoves: string[];
}
interface State extends After {
  v: number;
  game: { id: number; variant: string; rated: boolean; timeControl: string; initialFen: string | null; players: Record<Color, string> };
  you: Color | null; moves: string[];
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

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
  let clockAt = performance.now();
  let confirmResign = false;
  let msgId = 0;
  let cg: CgApi | null = null;
  let board: DraughtsBoard | null = null;

  const boardEl = h('div.board-wrap');
  const clocks = { white: h('div.clock', { 'data-testid': 'clock-white' }), black: h('div.clock', { 'data-testid': 'clock-black' }) };
  const names = { white: h('div.player'), black: h('div.player') };
  const top = h('div.side-player.top'), bottom = h('div.side-player.bottom');
  const status = h('div.status', { 'data-testid': 'status' });
  const controls = h('div.controls');
  const movesEl = h('ol.moves', { 'data-testid': 'moves', 'aria-label': t('play.moves') });
  const conn = h('span.conn', { 'data-testid': 'conn' });
  const links = h('div.links');
  main.append(h('div.play', boardEl, h('aside.side', top, status, controls, movesEl, bottom, h('div.foot', conn, links))));

  const send = (msg: Record<string, unknown>) => ws?.readyState === WebSocket.OPEN && ws.send(JSON.stringify({ id: ++msgId, ...msg }));

  function connect(): void {
    if (stopped) return;
    const sock = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/game/${id}`);
    ws = sock;
    sock.onopen = () => {
      retry = 0;
      if (st) send({ t: 'sync', since: st.v });
    };
    sock.onmessage = e => { if (ws === sock) receive(JSON.parse(e.data)); };
    sock.onclose = () => {
      if (ws !== sock || stopped) return;
      online = false;
      renderConn();
      retryTimer = window.setTimeout(connect, Math.min(5000, 300 * 2 ** retry++));
    };
  }

  function receive(m: any): void {
    if (m.t === 'state') {
      st = m as State;
      clockAt = performance.now();
      online = true;
      renderAll();
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
    }
  }

  function apply(s: State, e: any): void {
    switch (e.type) {
      case 'move':
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
      case 'declined': case 'lapsed': s.offers[e.what] = null; break;
      case 'ended':
        s.result = { outcome: e.outcome, termination: e.termination, text: null };
        if (s.clock) s.clock.running = null;
        s.legalMoves = [];
        break;
    }
  }

  function renderConn(): void {
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
      clocks[c].classList.toggle('low', ms < 10000);
    }
  }

  /** `fen`: the position to show; for chess, replayed from the moves (the same as `after`, and it gives the check). */
  function renderBoard(s: State, check: boolean, fen = s.fen): void {
    const orientation: Color = s.you ?? 'white';
    const mine = s.you !== null && s.you === s.turn && !s.result;
    const last = s.moves.at(-1);
    if (s.game.variant === 'chess') {
      const dests = new Map<Key, Key[]>();
      if (mine) for (const u of s.legalMoves) {
        const from = u.slice(0, 2) as Key, to = u.slice(2, 4) as Key;
        const list = dests.get(from) ?? [];
        if (!list.includes(to)) list.push(to);
        dests.set(from, list);
      }
      const config = {
        fen: fen.split(' ')[0], orientation, turnColor: s.turn, viewOnly: s.you === null,
        lastMove: last ? [last.slice(0, 2), last.slice(2, 4)] as Key[] : undefined,
        check: check ? s.turn : false,
        movable: { free: false, color: mine ? s.you! : undefined, dests, showDests: true,
          events: { after: (from: Key, to: Key) => {
            const promo = s.legalMoves.some(u => u.startsWith(from + to) && u.length === 5) ? 'q' : '';
            send({ t: 'move', move: from + to + promo });
            if (st) st.legalMoves = [];
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
        board = draughtsBoard(s.game.variant === 'international' ? 10 : 8, move => { send({ t: 'move', move }); if (st) { st.legalMoves = []; renderBoard(st, false); } });
        boardEl.replaceChildren(board.el);
      }
      board.set(s.fen, mine ? s.legalMoves : [], orientation === 'black', last);
    }
    boardEl.dataset.orientation = orientation;
    boardEl.dataset.movable = String(mine && s.legalMoves.length > 0);
  }

  function button(text: string, onclick: () => void, cls = ''): HTMLElement {
    return h('button' + cls, { onclick }, text);
  }

  function renderControls(s: State): void {
    const you = s.you;
    const theirs = you ? other(you) : null;
    const items: (HTMLElement | null)[] = [];
    if (s.result) {
      const outcome = s.result.outcome ? t(('result.' + s.result.outcome) as any) : t('result.aborted');
      status.replaceChildren(h('div.result', { 'data-testid': 'result' }, h('strong', s.result.text ?? ''), ' ',
        outcome, ' · ', tOr('term.' + s.result.termination, s.result.termination)));
    } else if (!you) {
      status.replaceChildren(h('p.muted', t('play.spectator')));
    } else {
      status.replaceChildren(h('p', { class: s.turn === you ? 'turn mine' : 'turn' }, s.turn === you ? t('play.yourTurn') : t('play.theirTurn')));
      if (s.canAbort) items.push(button(t('play.abort'), () => send({ t: 'abort' })));
      else items.push(button(confirmResign ? t('play.confirm') : t('play.resign'), () => {
        if (confirmResign) send({ t: 'resign' });
        confirmResign = !confirmResign;
        renderControls(s);
      }, '.danger'));
      if (s.offers.draw === theirs) {
        items.push(h('p.offer', t('play.drawOffered')), button(t('play.acceptDraw'), () => send({ t: 'accept', what: 'draw' }), '.primary'),
          button(t('play.declineDraw'), () => send({ t: 'decline', what: 'draw' })));
      } else if (s.offers.draw === you) items.push(h('p.muted', t('play.youOffered')));
      else if (!s.canAbort) items.push(button(t('play.offerDraw'), () => send({ t: 'offer', what: 'draw' })));
      if (s.canClaimDraw) items.push(button(t('play.claimDraw'), () => send({ t: 'claim', move: null }), '.primary'));
    }
    controls.replaceChildren(...items.filter((x): x is HTMLElement => x !== null));
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
    for (const c of ['white', 'black'] as Color[]) names[c].textContent = (c === 'white' ? '○ ' : '● ') + s.game.players[c];
    top.replaceChildren(names[other(bottomColor)], clocks[other(bottomColor)]);
    bottom.replaceChildren(names[bottomColor], clocks[bottomColor]);
    document.title = `${s.game.players.white} – ${s.game.players.black} · Tabuleiro`;
    const chess = s.game.variant === 'chess' ? replay(s.game.initialFen, s.moves, lang === 'pt') : null;
    renderBoard(s, chess?.check ?? false, chess?.fen ?? s.fen);
    renderControls(s);
    renderMoves(chess?.san ?? s.moves);
    renderClocks();
    renderConn();
  }

  const tick = window.setInterval(renderClocks, 100);
  connect();
  return () => {
    stopped = true;
    clearInterval(tick);
    clearTimeout(retryTimer);
    ws?.close(1000);
    cg?.destroy();
  };
}
