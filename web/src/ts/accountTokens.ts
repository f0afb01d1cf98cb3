// The account page's section for personal access tokens (/api/account/tokens): made with their scopes and shown once,
// listed, revoked. A token opens only the Lichess-compatible API under /lichess/ (docs/server/lichess-api.md).
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { formatDate } from './dates';

interface Token { id: number; description: string; scopes: string[]; createdAt: string; revokedAt: string | null }

const SCOPES = ['board:play', 'challenge:read', 'challenge:write', 'bot:play', 'preference:read'] as const;

export function tokensSection(): HTMLElement {
  const list = h('ul.token-list', { 'data-testid': 'token-list' });
  const note = h('p.small', { role: 'status', 'data-testid': 'token-note' });
  const shown = h('div.token-shown');
  const load = async () => {
    try {
      const { tokens } = await call<{ tokens: Token[] }>('GET', '/api/account/tokens');
      list.replaceChildren(...(tokens.length === 0 ? [h('li.muted', t('tokens.none'))] : tokens.map(row)));
    } catch (err) { note.className = 'small error'; note.textContent = errorText(err); }
  };
  const row = (tk: Token) => h('li', { 'data-testid': 'token-row' },
    h('strong', tk.description), ' ', h('span.small.muted', tk.scopes.join(', ')), ' ',
    h('span.small.muted', tk.revokedAt ? tf('tokens.revoked', { at: formatDate(tk.revokedAt) })
      : tf('tokens.createdAt', { at: formatDate(tk.createdAt) })),
    tk.revokedAt ? null : h('button.small', { type: 'button', onclick: async () => {
      try { await call('DELETE', `/api/account/tokens/${tk.id}`); await load(); }
      catch (err) { note.className = 'small error'; note.textContent = errorText(err); }
    } }, t('tokens.revoke')));
  const form = h('form', { 'data-testid': 'token-form', onsubmit: async (e: Event) => {
    e.preventDefault();
    const f = e.target as HTMLFormElement;
    const d = new FormData(f);
    try {
      const made = await call<Token & { token: string }>('POST', '/api/account/tokens',
        { description: String(d.get('description') ?? ''), scopes: d.getAll('scope').map(String) });
      f.reset();
      note.className = 'small ok';
      note.textContent = t('tokens.made');
      const copied = h('span.small.ok', { role: 'status' });
      shown.replaceChildren(h('code.token', { 'data-testid': 'token-text' }, made.token), ' ',
        h('button.small', { type: 'button', onclick: async () => {
          await navigator.clipboard?.writeText(made.token).catch(() => undefined);
          copied.textContent = t('tokens.copied');
        } }, t('tokens.copy')), ' ', copied);
      await load();
    } catch (err) { note.className = 'small error'; note.textContent = errorText(err); }
  } },
    h('label', t('tokens.description'), h('input', { name: 'description', maxlength: 100, required: true }),
      h('span.small.muted', t('tokens.descriptionHint'))),
    h('fieldset', h('legend', t('tokens.scopes')), ...SCOPES.map(s =>
      h('label.check', h('input', { type: 'checkbox', name: 'scope', value: s, checked: s === 'board:play' }), t(`tokens.scope.${s}` as 'tokens.scope.board:play')))),
    h('button.primary', { type: 'submit' }, t('tokens.create')));
  void load();
  return h('section.card.account-form', { 'data-testid': 'tokens' },
    h('h2', t('tokens.title')),
    h('p.small.muted', tf('tokens.lead', { url: `${location.origin}/lichess/` })),
    form, note, shown, list);
}
