// What the event pages share: points with the reader's decimal mark, ½ for half points, a board's result, tiebreak
// headers named in a tooltip and a legend, tables that scroll sideways on a phone, and links between the pages.
import { h } from './dom';
import { t, tf, tOr, lang } from './i18n';
import { TiebreakName, EventInfo } from './eventApi';
import { formatDay } from './dates';


/** Points with one decimal and the reader's decimal mark ("5,5", "5,0"); tiebreak values as the server wrote them. */
export function pts(v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  const s = typeof v === 'number' ? v.toFixed(1) : v;
  return lang === 'pt' ? s.replace('.', ',') : s;
}

/** A round's score: 1, ½, 0 (1.5 → 1½). */
export function half(score: number): string {
  const whole = Math.floor(score);
  const frac = score - whole;
  return frac === 0 ? String(whole) : (whole === 0 ? '' : String(whole)) + '½';
}

/** A board's result as the API writes it ("1/2-1/2"), shown "½-½". */
export const resultText = (r: string | null) => r === null ? '' : tOr('evm.r.' + r, r);

export function dateText(iso: string): string {
  return formatDay(iso);
}

export function dateRange(e: EventInfo): string {
  if (!e.startsOn) return '';
  if (!e.endsOn || e.endsOn === e.startsOn) return dateText(e.startsOn);
  return `${dateText(e.startsOn)} – ${dateText(e.endsOn)}`;
}

export const genderName = (g: string | null) => g === 'F' ? t('ev.F') : g === 'M' ? t('ev.M') : '';

export const tbName = (tb: TiebreakName) => lang === 'pt' ? tb.name : tb.nameEn;

/** Which way the column is better, in words: "maior é melhor" (every column but BC, a sum of board numbers). */
export const tbBetter = (tb: TiebreakName) => t(tb.better === 'lower' ? 'ev.better.lower' : 'ev.better.higher');

/**
 * A tiebreak's column header: the code with an arrow saying which way is better (↑ higher, ↓ lower), its name and
 * that direction in a tooltip (and for screen readers).
 */
export const tbHeader = (tb: TiebreakName) => h('th.num.tb', { scope: 'col' },
  h('abbr', { title: `${tbName(tb)} · ${tbBetter(tb)}` }, tb.code),
  h('span.tb-dir', { 'aria-hidden': 'true', 'data-better': tb.better }, tb.better === 'lower' ? '↓' : '↑'));

/** The legend under a table: every tiebreak's code, name and which way is better, in order. */
export function tbLegend(tiebreaks: TiebreakName[]): HTMLElement {
  return h('dl.tb-legend', { 'data-testid': 'tiebreak-legend' }, h('div.tb-legend-title', t('ev.legend')),
    ...tiebreaks.flatMap(tb => [h('dt', tb.code), h('dd', `${tbName(tb)} — ${tbBetter(tb)}`)]));
}

/**
 * A table in a box that scrolls sideways on a narrow screen (the page itself never does), its edge shaded on the
 * side where more columns are hidden.
 */
export function scroll(table: HTMLElement): HTMLElement {
  const inner = h('div.table-scroll', table);
  const outer = h('div.table-wrap', inner);
  const update = () => {
    outer.classList.toggle('more-right', inner.scrollLeft + inner.clientWidth < inner.scrollWidth - 2);
    outer.classList.toggle('more-left', inner.scrollLeft > 2);
  };
  inner.addEventListener('scroll', update, { passive: true });
  new ResizeObserver(update).observe(inner);
  return outer;
}

export const eventHref = (id: number, rest = '') => `/torneios/${id}${rest}`;

export const link = (href: string, text: string | Node, attrs: Record<string, unknown> = {}) =>
  h('a', { href, 'data-link': true, ...attrs }, text);

/** The player's name linked to their card. */
export const playerCard = (id: number, no: number, name: string) => link(eventHref(id, `/jogador/${no}`), name, { class: 'pname' });

export const roundTitle = (n: number) => tf('ev.round', { n });

/** What a requested bye is worth: ½, 0 or 1 (H, Z, F). */
export const byeWorth = (kind: string) => kind === 'H' ? '½' : kind === 'F' ? '1' : '0';
