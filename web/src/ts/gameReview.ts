// "Analisar partida": Stockfish over every position of a chess game in the browser (NODES nodes each, one position
// after the other, with progress), then the evaluation graph (our SVG: White's win percentage), each move marked
// inaccuracy / mistake / blunder by the winning chances it lost (reviewMath.ts, lichess's thresholds) with the best
// move instead, and each side's accuracy. A click on a move or on the graph shows that position on the board.
// Loaded on demand with the engine. "Salvar análise" stores the review with its game (POST /api/library/reviews: a club
// game, a library game, or the moves of a pasted one); a game with a saved review shows it at once, with no engine.
import { Chess } from 'chessops/chess';
import { parseFen, makeFen, INITIAL_FEN } from 'chessops/fen';
import { parsePgn, startingPosition } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeUci, parseUci } from 'chessops/util';
import { h } from './dom';
import { lang } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { sanLine } from './notation';
import { Stockfish, ENGINE_NAME } from './stockfish';
import { et, numberLocale } from './engineText';
import { Evaluation, Judgement, judge, gameAccuracy, winPercent } from './reviewMath';
import { GLYPH, drawReviewGraph } from './reviewGraph';

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

/** What a review belongs to: a club game, a library game, or a pasted game's moves (from `fen`). */
export type ReviewSubject = { club: string } | { library: string } | { fen: string; moves: string[]; white?: string; black?: string };

/** A review as the server keeps it (GET /api/library/reviews). */
export interface SavedReview {
  engine: string; nodes: number; moves: string[]; savedBy: string; savedAt: string;
  evals: { cp?: number; mate?: number; best?: string; depth?: number; mark?: Judgement }[];
  accuracy: { white: number | null; black: number | null };
}

const subjectQuery = (s: ReviewSubject): string => 'club' in s ? 'club=' + encodeURIComponent(s.club)
  : 'library' in s ? 'library=' + encodeURIComponent(s.library)
    : (s.fen && s.fen !== INITIAL_FEN ? 'fen=' + encodeURIComponent(s.fen) + '&' : '') + 'moves=' + s.moves.join(',');

/** The game's saved review, or null (none, or it could not be read: the page then reviews the game itself). */
export async function findSaved(subject: ReviewSubject): Promise<SavedReview | null> {
  try { return (await call<{ review: SavedReview | null }>('GET', '/api/library/reviews?' + subjectQuery(subject))).review; }
  catch { return null; }
}

interface Ply {
  fen: string; san: string; uci: string; white: boolean; eval?: Evaluation; best?: string; mark?: Judgement;
  depth?: number; nodes?: number;
}

export interface Review { el: HTMLElement; destroy(): void }

/**
 * Reviews `game`; `show(fen, uci)` puts a position on the board; `done()` when every position is evaluated. With
 * `saved` (its moves the game's), the saved review is shown and no engine starts; `subject` lets it be saved.
 */
export function gameReview(game: ReviewGame, show: (fen: string, lastUci?: string) => void, done: () => void,
  subject?: ReviewSubject, saved?: SavedReview | null): Review {
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
  const saving = h('p.rv-save', { 'data-testid': 'rv-save' });
  const el = h('section.rv', { 'data-testid': 'rv' }, h('h2', et('reviewTitle')), state, progress, graph, summary, saving, moves);

  const go = (i: number) => {
    current = i;
    show(plies[i].fen, plies[i].uci || undefined);
    moves.querySelectorAll('.rv-move').forEach((b, k) => b.classList.toggle('current', k + 1 === i));
    drawGraph();
  };

  const drawGraph = () => drawReviewGraph(graph,
    plies.map(p => ({ winPercent: p.eval ? winPercent(p.eval) : undefined, mark: p.mark })), current, et('graph'), go);

  const finish = () => {
    for (let i = 1; i < n; i++) {
      const before = plies[i - 1].eval, after = plies[i].eval;
      if (saved) plies[i].mark = saved.evals[i]?.mark;   // the server's marks, computed by the same rule
      else if (before && after) plies[i].mark = judge(before, after, plies[i].white);
    }
    const count = (white: boolean, j: Judgement) => plies.filter(p => p.white === white && p.mark === j && p.uci).length;
    const acc = saved ? { white: saved.accuracy.white ?? undefined, black: saved.accuracy.black ?? undefined }
      : gameAccuracy(plies.map(p => p.eval ?? {}), plies[1]?.white ?? true);
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
    if (saved) state.textContent = savedLine(saved);
    else {
      state.textContent = et('reviewed', { n, k: NODES / 1000 });
      offerSave(acc);
    }
    progress.value = n;
    drawGraph();
    done();
  };

  const savedLine = (r: SavedReview) => {
    // A mate found ends Stockfish's iterations at its deepest (245): the range is of the positions scored in centipawns.
    const scored = r.evals.filter(e => e.cp !== undefined && e.depth);
    const depths = (scored.length ? scored : r.evals).map(e => e.depth).filter((d): d is number => !!d);
    const d = depths.length ? `${Math.min(...depths)}-${Math.max(...depths)}` : '–';
    const date = new Date(r.savedAt).toLocaleString(numberLocale(), { dateStyle: 'short', timeStyle: 'short' });
    return et('savedBy', { engine: r.engine, k: new Intl.NumberFormat(numberLocale()).format(r.nodes / 1000), d, who: r.savedBy, date });
  };

  /** "Salvar análise": the evaluations, the marks and accuracies (which the server checks against its own). */
  const offerSave = (acc: { white?: number; black?: number }) => {
    if (!subject) return;
    if (!me) { saving.replaceChildren(h('span.hint', et('signInToSave'))); return; }
    const error = h('span.error', { role: 'alert' });
    const button = h('button.primary', { type: 'button', 'data-testid': 'rv-save-button', onclick: async () => {
      button.disabled = true;
      button.textContent = et('saving');
      error.textContent = '';
      const body = { ...subject, engine: ENGINE_NAME, nodes: NODES,
        evals: plies.map(p => ({ ...p.eval, best: p.best, depth: p.depth, nodes: p.nodes })),
        marks: plies.map(p => p.mark ?? null), accuracy: acc };
      try {
        const r = await call<{ review: SavedReview }>('POST', '/api/library/reviews', body);
        saving.replaceChildren(h('span', { 'data-testid': 'rv-saved' }, savedLine(r.review)));
      } catch (e) {
        button.disabled = false;
        button.textContent = et('save');
        error.textContent = errorText(e);
      }
    } }, et('save')) as HTMLButtonElement;
    saving.replaceChildren(button, ' ', error);
  };

  if (saved && saved.moves.join(' ') === game.moves.slice(0, n - 1).join(' ') && saved.evals.length === n) {
    saved.evals.forEach((e, i) => {
      plies[i].eval = e.mate !== undefined ? { mate: e.mate } : { cp: e.cp ?? 0 };
      plies[i].best = e.best;
      plies[i].depth = e.depth;
    });
    progress.remove();   // nothing runs: no progress to show
    finish();
    return { el, destroy() { /* nothing runs */ } };
  }
  saved = null;
  const engine = new Stockfish();
  let stopped = false;
  const evaluate = (i: number) => {
    if (stopped) return;
    if (i >= n) { engine.terminate(); finish(); return; }
    state.textContent = et('reviewing', { i: i + 1, n });
    progress.value = i;
    const p = positions[i];
    const toMove = p.turn === 'white' ? 1 : -1;
    if (p.isCheckmate()) { plies[i].eval = { mate: -toMove }; plies[i].depth = 0; evaluate(i + 1); return; }   // the side to move is mated
    if (p.isStalemate() || p.isInsufficientMaterial()) { plies[i].eval = { cp: 0 }; plies[i].depth = 0; evaluate(i + 1); return; }
    engine.start({ fen: plies[i].fen, multiPv: 1, nodes: NODES, onInfo: () => undefined, onDone: lines => {
      const top = lines[0];
      plies[i].eval = top?.mate !== undefined ? { mate: top.mate * toMove } : { cp: (top?.cp ?? 0) * toMove };
      plies[i].best = top?.pv[0];
      plies[i].depth = top?.depth;
      plies[i].nodes = top?.nodes;
      if (i % 4 === 0) drawGraph();
      evaluate(i + 1);
    } });
  };
  drawGraph();
  evaluate(0);
  return { el, destroy() { stopped = true; engine.terminate(); } };
}
