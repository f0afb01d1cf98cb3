// "Analisar partida": Stockfish over every position of a chess game in the browser (NODES nodes each, one position
// after the other, with progress), then the evaluation graph (our SVG: White's win percentage), each move marked
// inaccuracy / mistake / blunder by the winning chances it lost (reviewMath.ts, lichess's thresholds) with the best
// move instead, and each side's accuracy. A click on a move or on the graph shows that position on the board.
// Loaded on demand with the engine; the review is not stored (yet): it stays on the page.
import { Chess } from 'chessops/chess';
import { parseFen, makeFen, INITIAL_FEN } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeUci, parseUci } from 'chessops/util';
import { h } from './dom';
import { lang } from './i18n';
import { sanLine } from './notation';
import { Stockfish } from './stockfish';
import { et } from './engineText';
import { Evaluation, Judgement, judge, gameAccuracy, winPercent } from './reviewMath';

/** Nodes searched per position: about half a second of one core for the lite net. */
export const NODES = 200_000;

export interface ReviewGame { initialFen: string; moves: string[]; white?: string; black?: string }

/** The main line of the first game of a PGN text, as UCI from its start; an error text when it cannot be read. */
export function pgnGame(text: string): ReviewGame | string {
  const game = parsePgn(text)[0];
  if (!game) return et('badPgn', { msg: '?' });
  const start = startingPosition(game.headers);
  if (start.isErr) return et('badPgn', { msg: start.error.message });
  const pos = start.value;
  const initialFen = makeFen(pos.toSetup());
  const moves: string[] = [];
  for (const node of game.moves.mainline()) {
    const move = parseSan(pos, node.san);
    if (!move) return et('badPgn', { msg: `${Math.floor(moves.length / 2) + 1}${moves.length % 2 ? '…' : '.'} ${node.san}` });
    moves.push(makeUci(move));
    pos.play(move);
  }
  if (!moves.length) return et('noGame');
  return { initialFen, moves, white: game.headers.get('White'), black: game.headers.get('Black') };
}

interface Ply { fen: string; san: string; uci: string; white: boolean; eval?: Evaluation; best?: string; mark?: Judgement }

const GLYPH: Record<Judgement, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };
const COLOUR: Record<Judgement, string> = { inaccuracy: '#56b4e9', mistake: '#e69f00', blunder: '#df5353' };
const NS = 'http://www.w3.org/2000/svg';

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

export interface Review { el: HTMLElement; destroy(): void }

/** Reviews `game`; `show(fen, uci)` puts a position on the board; `done()` when every position is evaluated. */
export function gameReview(game: ReviewGame, show: (fen: string, lastUci?: string) => void, done: () => void): Review {
  const portuguese = lang !== 'en';
  const setup = parseFen(game.initialFen || INITIAL_FEN);
  const start = Chess.fromSetup(setup.unwrap()).unwrap();
  const plies: Ply[] = [{ fen: makeFen(start.toSetup()), san: '', uci: '', white: start.turn === 'black' }];
  const positions: Chess[] = [start.clone()];
  {
    const p = start.clone();
    for (const u of game.moves) {
      const white = p.turn === 'white';
      const san = sanLine(p, [u], portuguese)[0];
      if (!san) break;
      p.play(parseUci(u)!);
      plies.push({ fen: makeFen(p.toSetup()), san, uci: u, white });
      positions.push(p.clone());
    }
  }
  const n = plies.length;
  let current = n - 1;
  const progress = h('progress', { max: n, value: 0, 'data-testid': 'rv-progress' }) as HTMLProgressElement;
  const state = h('p.rv-state', { 'data-testid': 'rv-state', 'aria-live': 'polite' }, et('reviewing', { i: 0, n }));
  const graph = h('div.rv-graph', { 'data-testid': 'rv-graph', title: et('graph') });
  const summary = h('div.rv-summary', { 'data-testid': 'rv-summary' });
  const moves = h('div.rv-moves', { 'data-testid': 'rv-moves' });
  const el = h('section.rv', { 'data-testid': 'rv' }, h('h2', et('reviewTitle')), state, progress, graph, summary, moves,
    h('p.hint', et('notSaved')));

  const go = (i: number) => {
    current = i;
    show(plies[i].fen, plies[i].uci || undefined);
    moves.querySelectorAll('.rv-move').forEach((b, k) => b.classList.toggle('current', k + 1 === i));
    drawGraph();
  };

  const drawGraph = () => {
    const W = Math.max(200, Math.round(graph.clientWidth || 600)), H = 120;   // drawn at its size: round dots
    const known = plies.filter(p => p.eval);
    const s = svg('svg', { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', role: 'img', 'aria-label': et('graph') });
    const PAD = 6;   // the first and last points' marks whole inside the box
    s.append(svg('rect', { x: PAD, y: 0, width: W - 2 * PAD, height: H, class: 'rv-bg' }));
    const x = (i: number) => n > 1 ? PAD + (i / (n - 1)) * (W - 2 * PAD) : PAD;
    const y = (e: Evaluation) => H - (winPercent(e) / 100) * H;
    if (known.length) {
      let d = `M ${PAD} ${H}`;
      plies.forEach((p, i) => { if (p.eval) d += ` L ${x(i).toFixed(1)} ${y(p.eval).toFixed(1)}`; });
      const lastKnown = plies.reduce((k, p, i) => p.eval ? i : k, 0);
      d += ` L ${x(lastKnown).toFixed(1)} ${H} Z`;
      s.append(svg('path', { d, class: 'rv-area' }));
    }
    s.append(svg('line', { x1: 0, x2: W, y1: H / 2, y2: H / 2, class: 'rv-mid' }));
    s.append(svg('line', { x1: x(current), x2: x(current), y1: 0, y2: H, class: 'rv-now' }));
    plies.forEach((p, i) => {
      if (p.mark && p.eval) s.append(svg('circle', { cx: x(i), cy: y(p.eval), r: 4, fill: COLOUR[p.mark], class: 'rv-dot', 'data-mark': p.mark }));
    });
    s.addEventListener('click', e => {
      const box = s.getBoundingClientRect();
      const at = ((e.clientX - box.left) / box.width * W - PAD) / (W - 2 * PAD);
      go(Math.max(0, Math.min(n - 1, Math.round(at * (n - 1)))));
    });
    graph.replaceChildren(s);
  };

  const finish = () => {
    for (let i = 1; i < n; i++) {
      const before = plies[i - 1].eval, after = plies[i].eval;
      if (before && after) plies[i].mark = judge(before, after, plies[i].white);
    }
    const count = (white: boolean, j: Judgement) => plies.filter(p => p.white === white && p.mark === j && p.uci).length;
    const acc = gameAccuracy(plies.map(p => p.eval ?? {}), plies[1]?.white ?? true);
    const row = (white: boolean, name?: string) => h('tr', { 'data-side': white ? 'white' : 'black' },
      h('th', et(white ? 'white' : 'black') + (name ? ` (${name})` : '')),
      h('td.rv-i', String(count(white, 'inaccuracy'))), h('td.rv-m', String(count(white, 'mistake'))),
      h('td.rv-b', String(count(white, 'blunder'))),
      h('td.rv-acc', (white ? acc.white : acc.black) === undefined ? '–' : `${Math.round((white ? acc.white : acc.black)!)}%`));
    summary.replaceChildren(h('table.rv-table', h('thead', h('tr', h('th', et('side')), h('th', et('inaccuracies')),
      h('th', et('mistakes')), h('th', et('blunders')), h('th', et('accuracy')))),
      h('tbody', row(true, game.white), row(false, game.black))));
    moves.replaceChildren(...plies.slice(1).flatMap((p, k) => {
      const i = k + 1;
      const number = p.white ? `${positions[k].fullmoves}. ` : k === 0 ? `${positions[k].fullmoves}… ` : '';
      const best = p.mark && plies[i - 1].best ? sanLine(positions[k], [plies[i - 1].best!], portuguese)[0] : undefined;
      const title = p.mark ? et(p.mark) + (best ? ', ' + et('best', { san: best }) : '') : undefined;
      return [h('button.rv-move' + (p.mark ? '.' + p.mark : ''), { type: 'button', title, 'data-mark': p.mark, onclick: () => go(i) },
        number + p.san + (p.mark ? GLYPH[p.mark] : '')), ' '];
    }));
    state.textContent = et('reviewed', { n, k: NODES / 1000 });
    progress.value = n;
    drawGraph();
    done();
  };

  const engine = new Stockfish();
  let stopped = false;
  const evaluate = (i: number) => {
    if (stopped) return;
    if (i >= n) { engine.terminate(); finish(); return; }
    state.textContent = et('reviewing', { i: i + 1, n });
    progress.value = i;
    const p = positions[i];
    const toMove = p.turn === 'white' ? 1 : -1;
    if (p.isCheckmate()) { plies[i].eval = { mate: -toMove }; evaluate(i + 1); return; }   // the side to move is mated
    if (p.isStalemate() || p.isInsufficientMaterial()) { plies[i].eval = { cp: 0 }; evaluate(i + 1); return; }
    engine.start({ fen: plies[i].fen, multiPv: 1, nodes: NODES, onInfo: () => undefined, onDone: lines => {
      const top = lines[0];
      plies[i].eval = top?.mate !== undefined ? { mate: top.mate * toMove } : { cp: (top?.cp ?? 0) * toMove };
      plies[i].best = top?.pv[0];
      if (i % 4 === 0) drawGraph();
      evaluate(i + 1);
    } });
  };
  drawGraph();
  evaluate(0);
  return { el, destroy() { stopped = true; engine.terminate(); } };
}
