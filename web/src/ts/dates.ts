// Every date and time the pages show, in the reader's language and the browser's time zone: one place for the
// locale (pt-BR, pt-PT, or the browser's own English: en-GB writes 07/12/2026, en-US 12/7/2026) and the formats.
// The server sends instants as ISO 8601 (UTC); a calendar date alone (an event's day) as YYYY-MM-DD.
import { choice } from './i18n';

/** The locale of the page: its language, and for English the browser's own English (en-GB, en-US...). */
export function pageLocale(): string {
  if (choice === 'pt') return 'pt-BR';
  if (choice === 'pt-PT') return 'pt-PT';
  const english = (typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language])
    .find(l => /^en(-|$)/i.test(l ?? ''));
  return english ?? 'en';
}

const format = (iso: string | Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(pageLocale(), options).format(typeof iso === 'string' ? new Date(iso) : iso);

/** "7 de dez. de 2026": a day, in the reader's time zone. */
export const formatDate = (iso: string) => format(iso, { day: 'numeric', month: 'short', year: 'numeric' });
/** "7 de dez. de 2026, 23:48": an instant, in the reader's time zone. */
export const formatDateTime = (iso: string) => format(iso, { dateStyle: 'medium', timeStyle: 'short' });
/** "23:48": a clock time today, in the reader's time zone. */
export const formatTime = (iso: string | Date) => format(iso, { hour: '2-digit', minute: '2-digit' });
/** "seg., 7 de dez., 20:30": a start soon. */
export const formatWhen = (iso: string) =>
  format(iso, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
/** "7 de dezembro de 2026": a calendar date (YYYY-MM-DD) as it is, in no time zone. */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat(pageLocale(), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(day + 'T00:00:00Z'));
/** A number as the reader writes it ("1.234" in Portuguese). */
export const formatNumber = (n: number) => new Intl.NumberFormat(pageLocale()).format(n);
