// The draughts lines of the analysis board: our engine on the server gives, per finished iteration, its best 1-5
// lines (multi-PV) with depth, nodes and nodes per second (GET /api/library/analysis/{id}/stream); the page shows the
// latest iteration's lines, each its score from White's side and its moves in PDN.
import { h } from './dom';
import { dt, numberLocale } from './draughtsAnalysisText';

/** A score from White's side as the page writes it: +0.35 (hundredths of a man), or +∞ / −∞ for a forced win. */
export const draughtsScore = (l: { score?: number; win?: number }): string =>
  l.win !== undefined ? (l.win > 0 ? '+∞' : '−∞') : ((l.score ?? 0) > 0 ? '+' : '') + ((l.score ?? 0) / 100).toFixed(2);

/** The select of how many lines to ask for (1-5), 3 unless the reader chose. */
export function linesSelect(): HTMLSelectElement {
  const saved = Number(localStorage.getItem('tabuleiro.draughtsLines') ?? 3);
  const select = h('select', { name: 'lines', 'data-testid': 'dr-lines-count', 'aria-label': dt('lines'),
    onchange: () => localStorage.setItem('tabuleiro.draughtsLines', select.value) },
    ...[1, 2, 3, 4, 5].map(k => h('option', { value: k, selected: k === saved }, String(k)))) as HTMLSelectElement;
  return select;
}

/** Shows the latest iteration of `iterations` in `host`: depth, nodes, nodes/s, then its lines, best first. */
export function showDraughtsLines(host: HTMLElement, iterations: any[]): void {
  const last = iterations[iterations.length - 1];
  if (!last) { host.replaceChildren(h('p.sf-info', dt('thinking'))); return; }
  const nf = new Intl.NumberFormat(numberLocale());
  const lines: any[] = last.lines ?? [last];
  host.replaceChildren(
    h('p.sf-info', { 'data-testid': 'dr-info' }, dt('info', { d: last.depth, n: nf.format(last.nodes ?? 0), nps: nf.format(last.nps ?? 0) })),
    h('ol.sf-lines.lib-lines', { 'data-testid': 'lib-lines' }, ...lines.map((l: any) =>
      h('li', { 'data-testid': 'dr-line' }, h('strong.sf-score', draughtsScore(l)), ' ', l.pv))));
}
