// The evaluation graph of a game review, our SVG: White's win percentage after each position (the area White's,
// the dark Black's), the marked moves' dots coloured by their judgement, a line at the position shown; a click goes
// to the nearest position. The chess review (gameReview.ts) and the draughts review (draughtsReview.ts) draw with it;
// styles in static/library.css (.rv-graph).

import type { Judgement } from './reviewMath';

export type { Judgement };

export const GLYPH: Record<Judgement, string> = { inaccuracy: '?!', mistake: '?', blunder: '??' };
const COLOUR: Record<Judgement, string> = { inaccuracy: '#56b4e9', mistake: '#e69f00', blunder: '#df5353' };
const NS = 'http://www.w3.org/2000/svg';

/** One position of the game: White's win percentage (0-100) once evaluated, and the mark of the move that reached it. */
export interface GraphPoint { winPercent?: number; mark?: Judgement }

function svg(tag: string, attrs: Record<string, string | number>): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

/** Draws `points` (the whole game's, evaluated or not) into `host`, `current` marked; `go(i)` on a click. */
export function drawReviewGraph(host: HTMLElement, points: GraphPoint[], current: number, label: string, go: (i: number) => void): void {
  const n = points.length;
  const W = Math.max(200, Math.round(host.clientWidth || 600)), H = 120;   // drawn at its size: round dots
  const s = svg('svg', { viewBox: `0 0 ${W} ${H}`, preserveAspectRatio: 'none', role: 'img', 'aria-label': label });
  const PAD = 6;   // the first and last points' marks whole inside the box
  s.append(svg('rect', { x: PAD, y: 0, width: W - 2 * PAD, height: H, class: 'rv-bg' }));
  const x = (i: number) => n > 1 ? PAD + (i / (n - 1)) * (W - 2 * PAD) : PAD;
  const y = (w: number) => H - (w / 100) * H;
  if (points.some(p => p.winPercent !== undefined)) {
    let d = `M ${PAD} ${H}`;
    points.forEach((p, i) => { if (p.winPercent !== undefined) d += ` L ${x(i).toFixed(1)} ${y(p.winPercent).toFixed(1)}`; });
    const lastKnown = points.reduce((k, p, i) => p.winPercent !== undefined ? i : k, 0);
    d += ` L ${x(lastKnown).toFixed(1)} ${H} Z`;
    s.append(svg('path', { d, class: 'rv-area' }));
  }
  s.append(svg('line', { x1: 0, x2: W, y1: H / 2, y2: H / 2, class: 'rv-mid' }));
  s.append(svg('line', { x1: x(current), x2: x(current), y1: 0, y2: H, class: 'rv-now' }));
  points.forEach((p, i) => {
    if (p.mark && p.winPercent !== undefined) {
      s.append(svg('circle', { cx: x(i), cy: y(p.winPercent), r: 4, fill: COLOUR[p.mark], class: 'rv-dot', 'data-mark': p.mark }));
    }
  });
  s.addEventListener('click', e => {
    const box = s.getBoundingClientRect();
    const at = ((e.clientX - box.left) / box.width * W - PAD) / (W - 2 * PAD);
    go(Math.max(0, Math.min(n - 1, Math.round(at * (n - 1)))));
  });
  host.replaceChildren(s);
}
