// What the archive, profile, ranking and replay pages show about a game or a rating, localized: dates in the
// reader's language (Intl), results from one player's side, "1500?" for a provisional rating.
import { h } from './dom';
import { t, tOr } from './i18n';
import { pageLocale } from './dates';

export type Color = 'white' | 'black';
export interface RatingChange { before: number; after: number }
/** A line of GET /api/players/{name}/games (docs/protocol.md). */
export interface ArchivedGame {
  id: number; game: string; timeControl: string; rated: boolean; white: string; black: string;
  status: 'playing' | 'ended'; outcome: string | null; termination: string | null; createdAt: string; endedAt: string | null;
  color: Color | null; result: 'win' | 'loss' | 'draw' | null; plies: number; moves: number;
  ratings: { white: RatingChange; black: RatingChange } | null;
}
export interface CurrentRating { game: string; pool: string; rating: number; deviation: number; provisional: boolean; games: number; updatedAt: string }

export { formatDate, formatDateTime, formatNumber } from './dates';
const locale = pageLocale;

/** A time control as the pages write it: "5+3", or "Sem relógio" for a game without a clock. */
export const timeControlText = (tc: string) => (tc === 'unlimited' ? t('computer.unlimited') : tc);

/** "1500?" while provisional (deviation over 110), as lichess writes it: a rating is never written "1.500". */
export const ratingText = (rating: number, provisional: boolean) => String(rating) + (provisional ? '?' : '');

export const gameName = (game: string) => tOr('game.' + game, game);
export const poolName = (pool: string) => tOr('pool.' + pool, pool);

/** "+12", "−8", "±0": a rating change with a real minus sign. */
export function diffText(change: RatingChange): string {
  const d = change.after - change.before;
  return d > 0 ? `+${d}` : d < 0 ? `−${-d}` : '±0';
}

/** "1516 +16": a rating after a game and its change, for a player's line of a finished game. */
export function ratingChangeEl(change: RatingChange | undefined | null): HTMLElement | null {
  if (!change) return null;
  return h('span.rating-after', { 'data-testid': 'rating-change' }, ` ${change.after} `,
    h('span.diff', { class: 'diff ' + (change.after >= change.before ? 'up' : 'down') }, diffText(change)));
}

/** The badge for a game's result from the archive owner's side: win, loss, draw, aborted or playing. */
export function resultBadge(g: ArchivedGame): HTMLElement {
  const kind = g.status === 'playing' ? 'playing' : g.result ?? 'aborted';
  return h('span.badge.' + kind, { 'data-result': kind }, tOr('archive.' + kind, kind));
}

/** A country's name in the reader's language from its ISO code, with its flag. */
export function countryName(code: string): string {
  const flag = String.fromCodePoint(...[...code.toUpperCase()].map(c => 0x1f1a5 + c.charCodeAt(0)));
  let name = code;
  try { name = new Intl.DisplayNames([locale()], { type: 'region' }).of(code) ?? code; } catch { /* an unknown code stays as it is */ }
  return `${flag} ${name}`;
}

/** A player's name as the pages show it: a closed account's ("~12") as "conta encerrada". */
export const shownName = (name: string) => (name.startsWith('~') ? t('account.closedName') : name);

export const playerLink = (name: string) =>
  name === '?' ? h('span', '?') : name.startsWith('~') ? h('span.closed-name', shownName(name))
    : h('a', { href: `/player/${encodeURIComponent(name)}`, 'data-link': true }, name);
