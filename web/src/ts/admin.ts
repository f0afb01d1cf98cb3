// The admin page (/administracao), for the club's admins: the staff (admins, moderators, arbiters), the accounts
// (search; roles granted and revoked with a tick; a one-time password reset link shown to copy; closing an account
// after a confirmation), and the admin log. Each account is a card, so a 360 px phone needs no sideways scroll.
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { call, isAdmin, FIRST_ADMIN_KEY } from './api';
import { errorText } from './pages';
import { formatDateTime } from './archiveFormat';

interface Row { username: string; displayName: string | null; roles: string[]; createdAt: string }
interface Staff { admins: Row[]; moderators: Row[]; arbiters: Row[] }
interface LogEntry { id: number; at: string; actor: string; action: string; target: string; detail: string | null }

const ROLES = ['arbiter', 'moderator', 'admin'] as const;
const roleName = (r: string) => tOr('role.' + r, r);
const profileLink = (name: string) => h('a', { href: `/player/${encodeURIComponent(name)}`, 'data-link': true }, name);

export function adminPage(main: HTMLElement): () => void {
  main.append(h('h1', t('admin.title')));
  if (!isAdmin()) {
    main.append(h('p.error', { role: 'alert' }, t('error.not_an_admin')));
    return () => undefined;
  }
  let stopped = false;
  const note = h('p.admin-note', { role: 'status', 'data-testid': 'admin-note' });
  const say = (text: string, error = false) => { note.textContent = text; note.classList.toggle('error', error); };
  const staff = h('section.card.admin-staff', { 'data-testid': 'staff' });
  const log = h('section.card.admin-log', { 'data-testid': 'admin-log' });
  const results = h('div.admin-accounts', { 'data-testid': 'accounts' });
  const count = h('p.small.muted');
  // The hint under the field, not as its placeholder: a 360 px phone cut the placeholder mid-word.
  const query = h('input', { type: 'search', name: 'q', id: 'admin-q', 'aria-describedby': 'admin-q-hint', 'data-testid': 'admin-search' }) as HTMLInputElement;

  main.append(h('p.muted', t('admin.lead')), note, staff,
    h('section.card', h('h2', t('admin.accounts')),
      h('form.admin-search', { role: 'search', onsubmit: (e: Event) => { e.preventDefault(); search(); } },
        h('label.admin-q-label', { for: 'admin-q' }, t('admin.search')),
        query, h('button', { type: 'submit' }, t('admin.searchButton')),
        h('small.muted.admin-q-hint', { id: 'admin-q-hint' }, t('admin.searchHint'))),
      count, results),
    log);

  const refresh = async () => {
    try {
      const [s, l] = await Promise.all([call<Staff>('GET', '/api/admin/staff'), call<{ entries: LogEntry[] }>('GET', '/api/admin/log')]);
      if (stopped) return;
      drawStaff(staff, s);
      drawLog(log, l.entries);
    } catch (err) { say(errorText(err), true); }
  };

  const search = async () => {
    try {
      const r = await call<{ accounts: Row[]; total: number }>('GET', '/api/admin/accounts?q=' + encodeURIComponent(query.value.trim()));
      if (stopped) return;
      count.textContent = tf('admin.count', { shown: r.accounts.length, total: r.total });
      results.replaceChildren(...(r.accounts.length === 0 ? [h('p.muted', t('admin.none'))] : r.accounts.map(card)));
    } catch (err) { say(errorText(err), true); }
  };

  /** One account: its name, a tick per role, the reset link and closing. */
  const card = (row: Row): HTMLElement => {
    const out = h('div.admin-out');
    const el = h('article.admin-account', { 'data-account': row.username });
    const roles = h('fieldset.admin-roles', h('legend.small.muted', t('admin.roles')),
      ...ROLES.map(role => {
        const box = h('input', { type: 'checkbox', checked: row.roles.includes(role), 'data-role': role }) as HTMLInputElement;
        box.onchange = async () => {
          const grant = box.checked;
          box.disabled = true;
          try {
            const changed = await call<Row>(grant ? 'PUT' : 'DELETE',
              `/api/admin/accounts/${encodeURIComponent(row.username)}/roles/${role}`);
            row.roles = changed.roles;
            say(tf(grant ? 'admin.granted' : 'admin.revoked', { user: changed.username, role: roleName(role) }));
            refresh();
          } catch (err) { box.checked = !grant; say(errorText(err), true); }
          box.disabled = false;
        };
        return h('label.admin-role', box, ' ', roleName(role));
      }));
    const reset = h('button.small', { type: 'button', 'data-testid': 'reset-link', onclick: async () => {
      try {
        const r = await call<{ username: string; path: string; link: string | null }>('POST',
          `/api/admin/accounts/${encodeURIComponent(row.username)}/reset-link`);
        const link = r.link ?? location.origin + r.path;
        const field = h('input.admin-link', { type: 'text', readonly: true, value: link, 'data-testid': 'reset-url', 'aria-label': t('admin.resetLink') }) as HTMLInputElement;
        const copied = h('span.small.muted', { role: 'status' });
        out.replaceChildren(h('p.small', tf('admin.resetMade', { user: r.username })),
          h('div.admin-copy', field, h('button.small', { type: 'button', onclick: async () => {
            field.select();
            try { await navigator.clipboard.writeText(link); } catch { document.execCommand('copy'); }
            copied.textContent = t('admin.copied');
          } }, t('admin.copy'))), copied);
        field.focus();
        field.select();
        refresh();
      } catch (err) { say(errorText(err), true); }
    } }, t('admin.resetLink'));
    const close = h('button.small.danger', { type: 'button', 'data-testid': 'close-account', onclick: () => {
      out.replaceChildren(h('p.small', tf('admin.closeConfirm', { user: row.username })),
        h('p.admin-actions',
          h('button.small.danger', { type: 'button', 'data-testid': 'close-yes', onclick: async () => {
            try {
              const closed = await call<Row>('POST', `/api/admin/accounts/${encodeURIComponent(row.username)}/close`);
              say(tf('admin.closed', { user: row.username, name: closed.username }));
              el.remove();
              refresh();
            } catch (err) { out.replaceChildren(); say(errorText(err), true); }
          } }, t('admin.closeYes')),
          h('button.small', { type: 'button', onclick: () => out.replaceChildren() }, t('admin.closeNo'))));
    } }, t('admin.close'));
    el.append(h('h3.admin-name', profileLink(row.username), row.displayName ? h('span.muted', ' · ', row.displayName) : null),
      roles, h('p.admin-actions', reset, close), out);
    return el;
  };

  refresh();
  search();
  return () => { stopped = true; };
}

/** Where the first account's notice shows: the page after the sign-up, the home page and this one (not a game's). */
const NOTICE_PAGES = ['/', '/lobby', '/administracao'];

/**
 * What the club's first account sees above the lobby, the home page and this page after its sign-up (in this tab)
 * until it dismisses it: that it is the admin, with a link to this page. Null otherwise.
 */
export function firstAdminNotice(): HTMLElement | null {
  if (!sessionStorage.getItem(FIRST_ADMIN_KEY) || !isAdmin() || !NOTICE_PAGES.includes(location.pathname)) return null;
  const welcome = h('div.card.admin-welcome', { role: 'note', 'data-testid': 'first-admin' },
    h('p', t('admin.firstAdmin'), ' ', location.pathname === '/administracao' ? null
      : h('a', { href: '/administracao', 'data-link': true }, t('admin.open'))));
  welcome.append(h('button.small', { type: 'button', 'data-testid': 'first-admin-ok',
    onclick: () => { sessionStorage.removeItem(FIRST_ADMIN_KEY); welcome.remove(); } }, t('admin.dismiss')));
  return welcome;
}

function drawStaff(into: HTMLElement, s: Staff): void {
  const group = (title: string, rows: Row[], id: string) => h('div.admin-group', { 'data-testid': id },
    h('h3', title, ' ', h('span.muted', `(${rows.length})`)),
    rows.length === 0 ? h('p.muted', t('admin.nobody'))
      : h('ul.admin-names', ...rows.map(r => h('li', profileLink(r.username), r.displayName ? h('span.muted', ' · ', r.displayName) : null))));
  into.replaceChildren(h('h2', t('admin.staff')), h('div.admin-staff-groups',
    group(t('admin.admins'), s.admins, 'staff-admins'), group(t('admin.moderators'), s.moderators, 'staff-moderators'),
    group(t('admin.arbiters'), s.arbiters, 'staff-arbiters')));
}

function drawLog(into: HTMLElement, entries: LogEntry[]): void {
  into.replaceChildren(h('h2', t('admin.log')), entries.length === 0 ? h('p.muted', t('admin.logNone'))
    : h('ul.admin-log-lines', ...entries.map(e => h('li', { 'data-entry': e.id },
      h('span.muted', formatDateTime(e.at)), ' ',
      tOr('admin.log.' + e.action, '{actor} {action} {target}').replace(/\{(\w+)\}/g, (m, k: string) =>
        k === 'actor' ? e.actor : k === 'target' ? e.target : k === 'detail' ? roleName(e.detail ?? '') : k === 'action' ? e.action : m)))));
}
