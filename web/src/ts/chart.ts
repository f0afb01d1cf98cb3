// The rating chart of the profile page: our own small SVG (no chart library: the page stays light). A line of the
// rating after each rated game, a few rating grid lines and the first and last dates. Each point names its date,
// rating and deviation (a <title>) and links to its game. No deviation band: a newcomer's ±350 would fill the chart.
import { formatDate } from './archiveFormat';
import { tf } from './i18n';

export interface RatingPoint { at: string; rating: number; deviation: number; gameId: number }

const NS = 'http://www.w3.org/2000/svg';
const LEFT = 44, RIGHT = 10, TOP = 10, BOTTOM = 26;

function el(tag: string, attrs: Record<string, string | number>, text?: string): SVGElement {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Grid values: round numbers (multiples of 50 or more) spanning [lo, hi], at most about five. */
export function ticks(lo: number, hi: number): number[] {
  const step = [50, 100, 200, 250, 500].find(s => (hi - lo) / s <= 5) ?? 1000;
  const out: number[] = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) out.push(v);
  return out;
}

/**
 * {@code width}: the box's width in CSS pixels, so the text keeps its size on a phone (the SVG is drawn at the
 * size it is shown, not scaled down from a desktop drawing).
 */
export function ratingChart(points: RatingPoint[], width = 800): SVGSVGElement {
  const W = Math.round(width), H = Math.round(Math.min(240, Math.max(160, width * 0.45)));
  const svg = el('svg', { viewBox: `0 0 ${W} ${H}`, class: 'rating-chart', role: 'img' }) as SVGSVGElement;
  if (points.length === 0) return svg;
  const ratings = points.map(p => p.rating);
  const min = Math.min(...ratings), max = Math.max(...ratings);
  const lo = Math.floor((min - 30) / 50) * 50, hi = Math.ceil((max + 30) / 50) * 50;
  const x = (i: number) => LEFT + (points.length === 1 ? (W - LEFT - RIGHT) / 2 : i * (W - LEFT - RIGHT) / (points.length - 1));
  const y = (r: number) => TOP + (hi - r) * (H - TOP - BOTTOM) / (hi - lo);
  svg.setAttribute('aria-label', tf('chart.label', {
    first: formatDate(points[0].at), last: formatDate(points[points.length - 1].at), n: points.length,
    min, max }));
  for (const v of ticks(lo, hi)) {
    svg.append(el('line', { x1: LEFT, x2: W - RIGHT, y1: y(v), y2: y(v), class: 'grid' }),
      el('text', { x: LEFT - 6, y: y(v) + 4, class: 'axis', 'text-anchor': 'end' }, String(v)));
  }
  svg.append(el('polyline', { points: points.map((p, i) => `${x(i)},${y(p.rating)}`).join(' '), class: 'line' }));
  points.forEach((p, i) => {
    const a = el('a', { href: `/game/${p.gameId}`, 'data-link': '' });
    const dot = el('circle', { cx: x(i), cy: y(p.rating), r: points.length > 60 ? 2 : 3.5, class: 'point' });
    dot.append(el('title', {}, `${formatDate(p.at)}: ${p.rating} ±${p.deviation}`));
    a.append(dot);
    svg.append(a);
  });
  svg.append(el('text', { x: LEFT, y: H - 6, class: 'axis' }, formatDate(points[0].at)));
  if (points.length > 1) {
    svg.append(el('text', { x: W - RIGHT, y: H - 6, class: 'axis', 'text-anchor': 'end' }, formatDate(points[points.length - 1].at)));
  }
  return svg;
}
