// Home, sign-in and sign-up.
import { h } from './dom';
import { t, tOr } from './i18n';
import { call, remember, ApiError, SessionInfo } from './api';

export function homePage(main: HTMLElement): void {
  main.append(h('section.hero',
    h('h1', t('home.title')),
    h('p.lead', t('home.lead')),
    h('p.actions', h('a.button.primary', { href: '/lobby', 'data-link': true }, t('home.play')), ' ',
      h('a.button', { href: '/signup', 'data-link': true }, t('home.signup'))),
    h('ul.games', ...(['chess', 'international', 'brazilian'] as const).map(g =>
      h('li.card', h('strong', t(`game.${g}`)), h('span.muted', t(`home.${g}`)))))));
}

export function errorText(e: unknown): string {
  if (e instanceof ApiError) return tOr('error.' + e.code, e.message);
  return t('error.generic');
}

export function authPage(main: HTMLElement, signup: boolean, done: () => void): void {
  const field = (name: string, label: string, type = 'text') =>
    h('label', label, h('input', { name, type, required: name !== 'displayName', autocomplete: name === 'password' ? (signup ? 'new-password' : 'current-password') : 'username' }));
  const error = h('p.error', { role: 'alert' });
  const form = h('form.card', {
    onsubmit: async (e: Event) => {
      e.preventDefault();
      const data = Object.fromEntries(new FormData(e.target as HTMLFormElement)) as Record<string, string>;
      if (!data.displayName) delete data.displayName;
      try {
        remember(await call<SessionInfo>('POST', signup ? '/api/accounts' : '/api/session', data));
        done();
      } catch (err) {
        error.textContent = errorText(err);
      }
    },
  },
    h('h1', signup ? t('auth.signup') : t('auth.login')),
    field('username', t('auth.username')),
    field('password', t('auth.password'), 'password'),
    signup ? field('displayName', t('auth.displayName')) : null,
    error,
    h('button.primary', { type: 'submit' }, signup ? t('auth.signup') : t('auth.login')),
    h('p.small', signup ? t('auth.haveAccount') : t('auth.noAccount'), ' ',
      h('a', { href: signup ? '/login' : '/signup', 'data-link': true }, signup ? t('auth.login') : t('auth.signup'))));
  main.append(form);
}
