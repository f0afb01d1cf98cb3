// One's own account (/conta): the profile the club and the school sections use (display name, country, club or
// school, birth year, gender), the e-mail for password resets and the pages' language; a new password; signing out
// everywhere; personal access tokens for lichess programs (accountTokens.ts); closing the account. Password recovery: /senha/esqueci asks for a link, /senha/nova?token= sets the
// new password from one (e-mailed, or printed by an admin).
import { h } from './dom';
import { t, tf, setLang, langOfAccount } from './i18n';
import { call, me, loadSession, remember, SessionInfo } from './api';
import { errorText } from './pages';
import { go } from './main';
import { tokensSection } from './accountTokens';

interface Own { username: string; displayName: string | null; country: string | null; club: string | null;
  birthYear: number | null; gender: string | null; email: string | null; language: string | null }

const field = (label: string, input: HTMLElement, hint?: string) => h('label', label, input, hint ? h('span.small.muted', hint) : null);

export function accountPage(main: HTMLElement): () => void {
  if (!me) { main.append(h('p.card', h('a', { href: '/login', 'data-link': true }, t('account.signIn')))); return () => undefined; }
  let stopped = false;
  call<Own>('GET', '/api/me').then(own => { if (!stopped) render(main, own); }, err => main.append(h('p.error', errorText(err))));
  return () => { stopped = true; };
}

function render(main: HTMLElement, own: Own): void {
  const input = (name: string, value: string | number | null, attrs: Record<string, unknown> = {}) =>
    h('input', { name, value: value ?? '', ...attrs });
  const select = (name: string, value: string | null, options: [string, string][]) =>
    h('select', { name }, ...options.map(([v, text]) => h('option', { value: v, selected: (value ?? '') === v }, text)));
  const profileNote = h('p.small', { role: 'status', 'data-testid': 'profile-note' });
  const profile = h('form.card.account-form', { 'data-testid': 'profile-form', onsubmit: async (e: Event) => {
    e.preventDefault();
    const d = new FormData(e.target as HTMLFormElement);
    const text = (k: string) => { const v = String(d.get(k) ?? '').trim(); return v === '' ? null : v; };
    const year = text('birthYear');
    try {
      const saved = await call<Own>('PATCH', '/api/me', { displayName: text('displayName'), country: text('country'), club: text('club'),
        birthYear: year === null ? null : Number(year), gender: text('gender'), email: text('email'), language: text('language') });
      profileNote.className = 'small ok';
      profileNote.textContent = t('account.saved');
      await loadSession();
      setLang(langOfAccount(saved.language));
    } catch (err) { profileNote.className = 'small error'; profileNote.textContent = errorText(err); }
  } },
    h('h2', t('account.profile')),
    field(t('auth.displayName'), input('displayName', own.displayName, { maxlength: 60 })),
    field(t('profile.country'), input('country', own.country, { maxlength: 2, size: 3, autocomplete: 'country' }), t('account.countryHint')),
    field(t('account.club'), input('club', own.club, { maxlength: 100 })),
    field(t('account.birthYear'), input('birthYear', own.birthYear, { type: 'number', min: 1900, max: new Date().getFullYear() }), t('account.birthYearHint')),
    field(t('account.gender'), select('gender', own.gender, [['', t('account.unsaid')], ['female', t('account.female')], ['male', t('account.male')], ['other', t('account.other')]])),
    field(t('account.email'), input('email', own.email, { type: 'email', maxlength: 254, autocomplete: 'email' }), t('account.emailHint')),
    field(t('account.language'), select('language', own.language, [['', t('account.browserLanguage')], ['pt-BR', 'Português (Brasil)'], ['pt-PT', 'Português (Portugal)'], ['en', 'English']])),
    profileNote, h('button.primary', { type: 'submit' }, t('account.save')));

  const passwordNote = h('p.small', { role: 'status', 'data-testid': 'password-note' });
  const password = h('form.card.account-form', { 'data-testid': 'password-form', onsubmit: async (e: Event) => {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const d = new FormData(form);
    if (d.get('newPassword') !== d.get('repeat')) { passwordNote.className = 'small error'; passwordNote.textContent = t('account.mismatch'); return; }
    try {
      await call('POST', '/api/me/password', { currentPassword: d.get('currentPassword'), newPassword: d.get('newPassword') });
      form.reset();
      passwordNote.className = 'small ok';
      passwordNote.textContent = t('account.passwordChanged');
    } catch (err) { passwordNote.className = 'small error'; passwordNote.textContent = errorText(err); }
  } },
    h('h2', t('account.password')),
    field(t('account.current'), h('input', { name: 'currentPassword', type: 'password', autocomplete: 'current-password', required: true })),
    field(t('account.new'), h('input', { name: 'newPassword', type: 'password', autocomplete: 'new-password', required: true })),
    field(t('account.repeat'), h('input', { name: 'repeat', type: 'password', autocomplete: 'new-password', required: true })),
    passwordNote, h('button.primary', { type: 'submit' }, t('account.changePassword')));

  const everywhere = h('section.card.account-form',
    h('h2', t('account.sessions')), h('p.small.muted', t('account.sessionsLead')),
    h('button', { type: 'button', 'data-testid': 'sign-out-everywhere', onclick: async () => {
      await call('DELETE', '/api/me/sessions').catch(() => undefined);
      await loadSession().catch(() => undefined);
      go('/login');
    } }, t('account.signOutEverywhere')));

  const closeNote = h('p.small.error', { role: 'alert', 'data-testid': 'close-note' });
  const close = h('form.card.account-form.danger-zone', { 'data-testid': 'close-form', onsubmit: async (e: Event) => {
    e.preventDefault();
    const d = new FormData(e.target as HTMLFormElement);
    if (!d.get('confirm')) { closeNote.textContent = t('account.closeConfirmFirst'); return; }
    try {
      await call('DELETE', '/api/me', { password: d.get('password') });
      remember(await call<SessionInfo>('GET', '/api/session'));
      go('/');
    } catch (err) { closeNote.textContent = errorText(err); }
  } },
    h('h2', t('account.close')), h('p.small', t('account.closeLead')),
    field(t('auth.password'), h('input', { name: 'password', type: 'password', autocomplete: 'current-password', required: true })),
    h('label.check', h('input', { type: 'checkbox', name: 'confirm' }), tf('account.closeConfirm', { user: own.username })),
    closeNote, h('button.danger', { type: 'submit' }, t('account.closeButton')));

  main.append(h('section.account', h('h1', t('account.title')),
    h('p.muted', tf('account.lead', { user: own.username }), ' ', h('a', { href: `/player/${encodeURIComponent(own.username)}`, 'data-link': true }, t('nav.profile'))),
    h('div.account-grid', profile, h('div.account-side', password, everywhere, tokensSection(), close))));
}

/** "Esqueceu a senha?": the club mails a link when it can; else the player is told to ask an admin. */
export function forgotPage(main: HTMLElement): () => void {
  const note = h('p', { role: 'status', 'data-testid': 'forgot-note' });
  main.append(h('form.card', { 'data-testid': 'forgot-form', onsubmit: async (e: Event) => {
    e.preventDefault();
    const d = new FormData(e.target as HTMLFormElement);
    try {
      await call('POST', '/api/password-reset', { login: d.get('login') });
      note.className = 'ok';
      note.textContent = t('reset.sent');
    } catch (err) { note.className = 'error'; note.textContent = errorText(err); }
  } },
    h('h1', t('reset.forgotTitle')), h('p.small.muted', t('reset.forgotLead')),
    field(t('reset.login'), h('input', { name: 'login', required: true, autocomplete: 'username' })),
    note, h('button.primary', { type: 'submit' }, t('reset.send'))));
  return () => undefined;
}

/** The new password from a one-time link (/senha/nova?token=...). */
export function newPasswordPage(main: HTMLElement): () => void {
  const token = new URLSearchParams(location.search).get('token') ?? '';
  const note = h('p', { role: 'status', 'data-testid': 'reset-note' });
  const form = h('form.card', { 'data-testid': 'reset-form', onsubmit: async (e: Event) => {
    e.preventDefault();
    const d = new FormData(e.target as HTMLFormElement);
    if (d.get('password') !== d.get('repeat')) { note.className = 'error'; note.textContent = t('account.mismatch'); return; }
    try {
      const r = await call<{ username: string }>('POST', '/api/password-reset/complete', { token, password: d.get('password') });
      note.className = 'ok';
      note.replaceChildren(tf('reset.done', { user: r.username }), ' ', h('a', { href: '/login', 'data-link': true }, t('auth.login')));
      form.querySelector('button')?.setAttribute('disabled', '');
    } catch (err) { note.className = 'error'; note.textContent = errorText(err); }
  } },
    h('h1', t('reset.newTitle')),
    field(t('account.new'), h('input', { name: 'password', type: 'password', autocomplete: 'new-password', required: true })),
    field(t('account.repeat'), h('input', { name: 'repeat', type: 'password', autocomplete: 'new-password', required: true })),
    note, h('button.primary', { type: 'submit' }, t('reset.save')));
  main.append(form);
  return () => undefined;
}
