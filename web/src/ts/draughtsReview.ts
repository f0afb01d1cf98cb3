// "Analisar partida" for draughts: our engine reviews the game on the server (POST /api/library/analysis/review,
// bounded per account: one analysis at a time, positions per hour), a fixed number of nodes per position; the page
// polls its progress, then draws the evaluation graph (reviewGraph.ts: White's win percentage from the server's
// mapping of the engine's score), the moves marked ?! / ? / ?? with the best move instead, and each side's accuracy
// (docs/server/library.md has the mapping and thresholds). A click on a move or on the graph shows that position.
import { h } from './dom';
import { call } from './api';
import { errorText } from './pages';
import { dt, numberLocale } from './draughtsAnalysisText';
import { drawReviewGraph, GLYPH, Judgement } from './reviewGraph';

export interface DraughtsGame { game: string; fen: string; moves: string[]; white?: string; black?: string }

interface Ply { ply: number; move?: string; fen: string; winPercent: number; mark?: Judgement; best?: string; score?: number; win?: number }

export interface Review { el: HTMLElement; destroy(): void }

/** The moves of a pasted PDN text or move list: tags, comments, variations, numbers and results left out. */
export function movesOf(text: string): string[] {
  const body = text.replace(/\[[^\]]*\]/g, ' ').replace(/\{[^}]*\}/g, ' ');
  let depth = 0, main = '';
  for (const c of body) {   // variations (...) dropped, nested too
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) main += c;
  }
  return main.split(/\s+/).map(t => t.replace(/^\d+\.+/, '').replace(/[!?]+$/, '')).filter(t => /^\d+([-x]\d+)+$/.test(t));
}

/** Reviews `game` on the server; `show(fen, move)` puts a position on the board; `done()` once it ends. */
export function draughtsReview(game: DraughtsGame, show: (fen: string, move?: string) => void, done: () => void): Review {
  const n = game.moves.length + 1;
  const plies: (Ply | undefined)[] = new Array(n);
  let current = 0, id = 0, timer = 0, over = false, stopped = false;
  const progress = h('progress', { max: n, value: 0, 'data-testid': 'drv-progress' }) as HTMLProgressElement;
  const state = h('p.rv-state', { 'data-testid': 'drv-state', 'aria-live': 'polite' }, dt('reviewing', { i: 0, n }));
  const error = h('p.error', { role: 'alert' });
  const graph = h('div.rv-graph', { 'data-testid': 'drv-graph', title: dt('graph') });
  const summary = h('div.rv-summary', { 'data-testid': 'drv-summary' });
  const moves = h('div.rv-moves', { 'data-testid': 'drv-moves' });
  const stop = h('button', { type: 'button', 'data-testid': 'drv-stop', onclick: () => end() }, dt('stop')) as HTMLButtonElement;
  const el = h('section.rv', { 'data-testid': 'drv' }, h('h2', dt('reviewTitle')), state, h('div.sf-head', progress, stop), error,
    graph, summary, moves, h('p.hint', dt('notSaved')));
  const whiteFirst = !game.fen.trim().startsWith('B');

  const go = (i: number) => {
    const p = plies[i];
    if (!p) return;
    current = i;
    show(p.fen, p.move);
    moves.querySelectorAll('.rv-move').forEach((b, k) => b.classList.toggle('current', k + 1 === i));
    draw();
  };
  const draw = () => drawReviewGraph(graph, [...plies].map(p => ({ winPercent: p?.winPercent, mark: p?.mark })), current, dt('graph'), go);

  const finish = (r: any) => {
    over = true;
    stop.remove();
    const count = (white: boolean, j: Judgement) => r.marks?.[white ? 'white' : 'black']?.[j] ?? 0;
    const acc = (white: boolean) => { const a = r.accuracy?.[white ? 'white' : 'black']; return a == null ? '–' : `${Math.round(a)}%`; };
    const row = (white: boolean, name?: string) => h('tr', { 'data-side': white ? 'white' : 'black' },
      h('th', dt(white ? 'white' : 'black') + (name ? ` (${name})` : '')),
      h('td.rv-i', String(count(white, 'inaccuracy'))), h('td.rv-m', String(count(white, 'mistake'))),
      h('td.rv-b', String(count(white, 'blunder'))), h('td.rv-acc', acc(white)));
    if (r.accuracy) summary.replaceChildren(h('table.rv-table', h('thead', h('tr', h('th', dt('side')), h('th', dt('inaccuracies')),
      h('th', dt('mistakes')), h('th', dt('blunders')), h('th', dt('accuracy')))),
      h('tbody', row(true, game.white), row(false, game.black))));
    moves.replaceChildren(...game.moves.flatMap((m, k) => {
      const i = k + 1, p = plies[i];
      const white = (k % 2 === 0) === whiteFirst;
      const number = white ? `${Math.floor((k + (whiteFirst ? 0 : 1)) / 2) + 1}. ` : k === 0 ? '1… ' : '';
      const title = p?.mark ? dt(p.mark) + (p.best ? ', ' + dt('best', { move: p.best }) : '') : undefined;
      return [h('button.rv-move' + (p?.mark ? '.' + p.mark : ''), { type: 'button', title, 'data-mark': p?.mark, onclick: () => go(i) },
        number + (p?.move ?? m) + (p?.mark ? GLYPH[p.mark] : '')), ' '];
    }));
    const evaluated = plies.filter(Boolean).length;
    state.textContent = r.stopped ? dt('stopped', { i: evaluated, n })
      : dt('reviewed', { n, k: (Math.round((r.plies[0]?.nodes ?? 0) / 1000)).toLocaleString(numberLocale()) });
    progress.value = evaluated;
    draw();
    done();
  };

  const poll = () => {
    call<any>('GET', `/api/library/analysis/${id}`).then(r => {
      if (stopped) return;
      for (const p of r.plies as Ply[]) plies[p.ply] = p;
      const evaluated = r.plies.length;
      progress.value = evaluated;
      if (r.state === 'queued') state.textContent = r.ahead > 0 ? dt('queued', { n: r.ahead }) : dt('queuedNext');
      else state.textContent = dt('reviewing', { i: evaluated, n });
      if (r.state === 'done') { finish(r); return; }
      draw();
      timer = window.setTimeout(poll, 400);
    }, e => { error.textContent = errorText(e); over = true; done(); });
  };

  const end = () => {
    if (over || !id) return;
    void call('DELETE', `/api/library/analysis/${id}`).catch(() => undefined);
  };

  call<{ id: number }>('POST', '/api/library/analysis/review', { game: game.game, fen: game.fen, moves: game.moves }).then(r => {
    if (stopped) { id = r.id; end(); return; }
    id = r.id;
    poll();
  }, e => { error.textContent = errorText(e); state.textContent = ''; stop.remove(); over = true; done(); });
  draw();
  return { el, destroy() { stopped = true; clearTimeout(timer); end(); } };
}
