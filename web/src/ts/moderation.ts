// The moderators' page (/moderacao): the chat reports, newest first, each with the line as it was said, where, by
// whom it was reported and why, and buttons that silence its writer in every room for an hour or a day.
import { h } from './dom';
import { t, tf } from './i18n';
import { call, isModerator } from './api';
import { errorText } from './pages';
import { formatDateTime } from './archiveFormat';

interface Report { id: number; gameId: number | null; messageId: number; room: string; user: string; text: string;
  reportedBy: string; reason: string | null; at: string }

export function moderationPage(main: HTMLElement): () => void {
  let stopped = false;
  const note = h('p.chat-note', { role: 'status', 'data-testid': 'mod-note' });
  main.append(h('section.moderation', h('h1', t('mod.title')), h('p.muted', t('mod.lead')), note));
  if (!isModerator()) {
    main.append(h('p.error', { role: 'alert' }, t('error.not_a_moderator')));
    return () => undefined;
  }
  const mute = async (user: string, minutes: number) => {
    try {
      const r = await call<{ username: string; mutedUntil: string }>('POST', '/api/moderation/mute', { username: user, minutes });
      note.textContent = tf('mod.mutedUntil', { user: r.username, until: formatDateTime(r.mutedUntil) });
    } catch (err) { note.textContent = errorText(err); }
  };
  call<{ reports: Report[] }>('GET', '/api/moderation/reports').then(({ reports }) => {
    if (stopped) return;
    const rows = [...reports].reverse();
    main.append(rows.length === 0 ? h('p.muted', { 'data-testid': 'no-reports' }, t('mod.none')) : h('div.archive-list', h('table.ranking-table.reports', { 'data-testid': 'reports' },
      h('thead', h('tr', ...['mod.at', 'mod.where', 'mod.user', 'mod.text', 'mod.by', 'mod.reason'].map(k => h('th', t(k as 'mod.at'))), h('th'))),
      h('tbody', ...rows.map(r => h('tr', { 'data-report': r.id },
        h('td', formatDateTime(r.at)),
        h('td', r.gameId === null ? t('mod.club') : h('a', { href: `/game/${r.gameId}`, 'data-link': true }, tf('mod.game', { id: r.gameId }))),
        h('td', h('a', { href: `/player/${encodeURIComponent(r.user)}`, 'data-link': true }, r.user)),
        h('td.report-text', r.text), h('td', r.reportedBy), h('td', r.reason ?? ''),
        h('td.report-actions', h('button.small', { type: 'button', onclick: () => mute(r.user, 60) }, t('chat.muteShort'), ' · ', t('mod.hour')),
          h('button.small', { type: 'button', onclick: () => mute(r.user, 24 * 60) }, t('chat.muteShort'), ' · ', t('mod.day')))))))));
  }, err => { if (!stopped) main.append(h('p.error', { role: 'alert' }, errorText(err))); });
  return () => { stopped = true; };
}
