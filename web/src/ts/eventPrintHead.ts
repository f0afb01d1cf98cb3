// What every wall print shares: the shape of a print (its sheets, drawn from the event's JSON) and the heading
// each document starts with.
import { h } from './dom';
import type { EventInfo } from './eventApi';
import { dateRange, dateText } from './eventFormat';

/** A print's sheets; `round` for the round's prints (0: the last published), `query` the page's address query. */
export type PrintDoc = (e: EventInfo, round: number, query: URLSearchParams) => Promise<HTMLElement[]>;

/** The top of every printed document: the event, where and when, and what the sheet is. */
export function printHead(e: EventInfo, title: string, sub?: string): HTMLElement {
  return h('header.print-head', h('p.print-event-name', e.name),
    h('p.print-where', [e.place, dateRange(e)].filter(Boolean).join(' · ')),
    h('h2.print-title', title, sub ? h('span.print-sub', ' · ' + sub) : null));
}

/** The day a certificate is dated: the event's last day, else today. */
export const certificateDate = (e: EventInfo) => dateText(e.endsOn ?? e.startsOn ?? new Date().toISOString().slice(0, 10));
