// A finished game, replayed (/game/{id} once the game is over; the play page serves games in progress): the board
// at any move, with first / previous / next / last buttons, the arrow keys (Home, End too), and a click on a move in
// the list. Chess positions come from replaying the moves with chessops; draughts positions from the server's
// `positions` (the browser has no draughts rules).
import { Chessground } from '@lichess-org/chessground';
import type { Api as CgApi } from '@lichess-org/chessground/api';
import type { Key } from '@lichess-org/chessground/types';
import { Chess } from 'chessops/chess';
import { parseFen, makeFen, INITIAL_FEN } from 'chessops/fen';
import { parseUci } from 'chessops/util';
import { makeSanAndPlay } from 'chessops/san';
import { h } from './dom';
import { t, tf, tOr, lang } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { draughtsBoard } from './draughts';
import { sanText } from './notation';
import { playPage, formatClock } from './play';
import { formatDateTime, timeControlText, gameName, playerLink, ratingChangeEl, RatingChange } from './archiveFormat';
import { rematchBox } from './rematch';
import { addToLibrary } from './libraryAdd';
import { lt } from './libraryText';

/** GET /api/games/{id}. */
export interface GameRecord {
  id: number; game: string; timeControl: string; rated: boolean; white: string; black: string;
  status: 'playing' | 'ended'; outcome: string | null; termination: string | null; createdAt: string; endedAt: string | null;
  initialFen: string | null; fen: string; moves: string[]; positions?: string[];
  /** Both ratings before and after, once a rated game moved them. */
  ratings?: { white: RatingChange; black: RatingChange } | null;
  /** The mover's milliseconds left after each move; empty without a clock. */
  clocks: number[];
}

/** One step of a replay: the position after the move (index 0: the start), how the move is written, and checks. */
interface Step { fen: string; san: string; uci: string; check: boolean }


/** The chess steps: the start, then one per move, with SAN (Portuguese piece letters in Portuguese). */
export function chessSteps(initialFen: string | null, moves: string[], portuguese: boolean): Step[] {
  const setup = parseFen(initialFen ?? INITIAL_FEN);
  const pos = setup.isOk ? Chess.fromSetup(setup.value) : undefined;
  if (!pos || !pos.isOk) return [];
  const game = pos.value;
  const steps: Step[] = [{ fen: makeFen(game.toSetup()), san: '', uci: '', check: game.isCheck() }];
  for (const uci of moves) {
    const move = parseUci(uci);
    if (!move || !game.isLegal(move)) break;  // a stored game replays; anything else stops the list honestly
    const san = makeSanAndPlay(game, move);
    steps.push({ fen: makeFen(game.toSetup()), san: sanText(san, portuguese), uci, check: game.isCheck() });
  }
  return steps;
}

/** The game page: a replay once the game is over, the live play page while it is being played. */
export function gamePage(main: HTMLElement, id: number): () => void {
  let cleanup: (() => void) | undefined;
  let stopped = false;
  call<GameRecord>('GET', `/api/games/${id}`).then(g => {
    if (stopped) return;
    cleanup = g.status === 'ended' ? replayPage(main, g) : playPage(main, id);
  }, e => { if (!stopped) main.append(h('p.error', { role: 'alert' }, errorText(e))); });
  return () => { stopped = true; cleanup?.(); };
}

export function replayPage(main: HTMLElement, g: GameRecord): () => void {
  const chess = g.game === 'chess';
  const steps: Step[] = chess
    ? chessSteps(g.initialFen, g.moves, lang === 'pt')
    : (g.positions ?? [g.fen]).map((fen, i) => ({ fen, san: i ? g.moves[i - 1] : '', uci: i ? g.moves[i - 1] : '', check: false }));
  const last = steps.length - 1;
  let ply = last;  // a finished game opens at its end, as lichess does
  let flipped = me?.username === g.black;  // a player sees their own game from their side
  let cg: CgApi | null = null;
  const boardEl = h('div.board-wrap', { 'data-testid': 'replay-board' });
  const draughts = chess ? null : draughtsBoard(g.game === 'international' ? 10 : 8, () => undefined);
  if (draughts) boardEl.append(draughts.el);

  const nav = (label: string, symbol: string, to: () => number, testid: string) =>
    h('button.nav', { type: 'button', 'aria-label': label, title: label, 'data-testid': testid, onclick: () => show(to()) }, symbol);
  const buttons = h('div.replay-nav',
    nav(t('replay.first'), '«', () => 0, 'first'), nav(t('replay.prev'), '‹', () => ply - 1, 'prev'),
    nav(t('replay.next'), '›', () => ply + 1, 'next'), nav(t('replay.last'), '»', () => last, 'last'),
    h('button.nav', { type: 'button', 'aria-label': t('replay.flip'), title: t('replay.flip'), 'data-testid': 'flip',
      onclick: () => { flipped = !flipped; show(ply); } }, '↕'));
  const where = h('p.muted.small', { 'data-testid': 'replay-ply', 'aria-live': 'polite' });
  const clocks = { white: h('span.replay-clock', { 'data-testid': 'clock-white' }), black: h('span.replay-clock', { 'data-testid': 'clock-black' }) };
  // Who made each move: the side to move in the position before it (White in a draughts FEN is "W:...").
  const movers = steps.map(s => (chess ? s.fen.split(' ')[1] === 'b' : s.fen.startsWith('B')) ? 'black' : 'white');
  const movesEl = h('ol.moves.replay-moves', { 'data-testid': 'moves', 'aria-label': t('play.moves') });
  const plies: HTMLElement[] = [];
  for (let i = 1; i <= last; i += 2) {
    const cell = (n: number) => {
      const el = h('button.ply', { type: 'button', 'data-ply': String(n), onclick: () => show(n) }, steps[n].san);
      plies[n] = el;
      return el;
    };
    movesEl.append(h('li', cell(i), i + 1 <= last ? cell(i + 1) : null));
  }
  // A player opening their finished game may ask for a rematch (or answer one).
  const rematch = me && (me.username === g.white || me.username === g.black) ? rematchBox(g.id) : null;
  const outcome = g.outcome ? t(('result.' + g.outcome) as any) : t('result.aborted');
  const ext = chess ? 'pgn' : 'pdn';
  main.append(h('div.play.replay',
    boardEl,
    h('aside.side',
      h('div.replay-head', h('strong', gameName(g.game)), h('span.muted.small', ` ${timeControlText(g.timeControl)} · ${g.rated ? t('lobby.rated') : t('lobby.casual')}`),
        h('div.muted.small', formatDateTime(g.createdAt))),
      h('div.replay-players', h('div', '○ ', playerLink(g.white), ratingChangeEl(g.ratings?.white), clocks.white),
        h('div', '● ', playerLink(g.black), ratingChangeEl(g.ratings?.black), clocks.black)),
      h('div.result', { 'data-testid': 'result' }, outcome, ...(g.termination ? [' · ', h('span.nowrap', tOr('term.' + g.termination, g.termination))] : [])),
      rematch?.el ?? null, buttons, where, movesEl,
      h('p.muted.small', t('replay.keys')),
      h('div.foot', h('a', { href: `/api/games/${g.id}.pgn`, download: `tabuleiro-${g.id}.${ext}` }, chess ? t('play.pgn') : t('play.pdn'))),
      g.outcome ? addToLibrary(g.game, { gameId: g.id }, 'addGame') : null,
      g.outcome ? h('p', h('a.button', { href: `/biblioteca/analise?${chess ? '' : `game=${g.game}&`}jogo=${g.id}`, 'data-link': true,
        'data-testid': 'review-game' }, lt('review'))) : null)));
  document.title = `${g.white} – ${g.black} · Tabuleiro`;

  function show(n: number): void {
    ply = Math.max(0, Math.min(last, n));
    const step = steps[ply];
    if (chess) {
      const toMove = step.fen.split(' ')[1] === 'b' ? 'black' : 'white';
      const config = {
        fen: step.fen.split(' ')[0], orientation: flipped ? 'black' : 'white', viewOnly: true, coordinates: true,
        // The side to move from the FEN, not from the ply's parity: a game may start from a position with Black to move.
        turnColor: toMove, check: step.check ? toMove : false,
        lastMove: step.uci ? [step.uci.slice(0, 2), step.uci.slice(2, 4)] as Key[] : undefined,
      };
      if (!cg) {
        const host = h('div.cg-wrap-host');
        boardEl.replaceChildren(host);
        cg = Chessground(host, config as any);
      } else cg.set(config as any);
    } else draughts!.set(step.fen, [], flipped, step.uci || undefined);
    plies.forEach((el, i) => { if (el) { el.classList.toggle('current', i === ply); el.setAttribute('aria-current', String(i === ply)); } });
    // The list scrolls, never the page (on a phone the list is below the board).
    const cell = plies[ply];
    if (cell) movesEl.scrollTop = cell.offsetTop - movesEl.clientHeight / 2;
    for (const color of ['white', 'black'] as const) {
      // The clock a side had after its last move up to here; before its first move, nothing to show.
      let n = ply;
      while (n > 0 && movers[n - 1] !== color) n--;
      clocks[color].textContent = n > 0 && g.clocks[n - 1] !== undefined ? formatClock(g.clocks[n - 1]) : '';
    }
    where.textContent = ply === 0 ? t('replay.start') : tf('replay.position', { n: ply, total: last });
    boardEl.dataset.ply = String(ply);
    boardEl.dataset.orientation = flipped ? 'black' : 'white';
  }

  const keys = (e: KeyboardEvent) => {
    if ((e.target as Element)?.closest?.('input, select, textarea')) return;
    const to = { ArrowLeft: ply - 1, ArrowRight: ply + 1, Home: 0, End: last, ArrowUp: 0, ArrowDown: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    show(to);
  };
  document.addEventListener('keydown', keys);
  show(ply);
  return () => { document.removeEventListener('keydown', keys); cg?.destroy(); rematch?.stop(); };
}
