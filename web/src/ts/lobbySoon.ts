// The lobby's "Começa em breve": the online events not started yet and the arenas upcoming or running, each with
// its start time and a countdown ticking each second, read again every 30 s.
import { h } from './dom';
import { t } from './i18n';
import { call } from './api';
import { gameName } from './archiveFormat';
import { eventHref } from './eventFormat';
import { startText } from './eventStart';

interface Soon { kind: 'event' | 'arena'; id: number; name: string; game: string; timeControl: string; startsAt: string | null; endsAt?: string; running: boolean }
interface EventRow { id: number; name: string; game: string; timeControl: string; status: string; mode?: string; online?: { startsAt: string | null } | null }
interface ArenaRow { id: number; name: string; game: string; timeControl: string; status: string; startsAt: string; endsAt: string }

const READ_MS = 30_000;

/** The card and what stops its timers. */
export function soonCard(): { el: HTMLElement; stop: () => void } {
  const list = h('div', { 'data-testid': 'lobby-soon-list' });
  const el = h('section.card.lobby-soon', { 'data-testid': 'lobby-soon' }, h('h2', t('pc.soon')), list);
  let items: Soon[] = [];
  const draw = () => {
    const now = Date.now();
    list.replaceChildren(items.length === 0 ? h('p.muted.small', t('pc.soonNone')) : h('ul.soon-list', ...items.map(s => h('li', { 'data-soon': `${s.kind}-${s.id}` },
      h('a', { href: s.kind === 'arena' ? `/arenas/${s.id}` : eventHref(s.id), 'data-link': true }, s.name),
      h('span.small.muted', ` · ${t(s.kind === 'arena' ? 'pc.arena' : 'pc.event')} · ${gameName(s.game)} ${s.timeControl}`),
      h('span.small.countdown', { 'data-testid': 'soon-when' }, s.running && s.endsAt ? ' · ' + t('ar.status.running')
        : s.startsAt ? ' · ' + startText(s.startsAt, now) : ' · ' + t('pc.round1ByArbiter'))))));
  };
  const read = async () => {
    try {
      const [ev, ar] = await Promise.all([call<{ events: EventRow[] }>('GET', '/api/events'), call<{ arenas: ArenaRow[] }>('GET', '/api/arenas')]);
      const events: Soon[] = ev.events.filter(e => e.status === 'upcoming' && e.mode && e.mode !== 'otb')
        .map(e => ({ kind: 'event', id: e.id, name: e.name, game: e.game, timeControl: e.timeControl, startsAt: e.online?.startsAt ?? null, running: false }));
      const arenas: Soon[] = ar.arenas.filter(a => a.status !== 'finished')
        .map(a => ({ kind: 'arena', id: a.id, name: a.name, game: a.game, timeControl: a.timeControl, startsAt: a.startsAt, endsAt: a.endsAt, running: a.status === 'running' }));
      // Running arenas first, then by start (a start the organiser gives last).
      const key = (s: Soon) => s.running ? 0 : s.startsAt ? Date.parse(s.startsAt) : Number.MAX_SAFE_INTEGER;
      items = [...arenas, ...events].sort((a, b) => key(a) - key(b)).slice(0, 8);
      draw();
    } catch { /* the next read tries again */ }
  };
  void read();
  const reader = window.setInterval(() => { if (!document.hidden) void read(); }, READ_MS);
  const ticker = window.setInterval(draw, 1000);
  return { el, stop: () => { window.clearInterval(reader); window.clearInterval(ticker); } };
}
