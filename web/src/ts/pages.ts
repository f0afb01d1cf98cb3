// Home, sign-in and sign-up.
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { call, me, remember, ApiError, SessionInfo, FIRST_ADMIN_KEY } from './api';
import { runningGames } from './homeGames';
import { myEventGames } from './eventOnline';

export function homePage(main: HTMLElement): void {
  const saved = h('section.saved-games', { 'data-testid': 'saved-games' });
  const running = h('section.saved-games', { 'data-testid': 'running-games' });
  const eventGames = h('section.saved-games', { 'data-testid': 'event-games' });
  // A signed-in player's own games come first, above the club's welcome (on a phone, the welcome fills the screen).
  main.append(h('section.hero',
    eventGames, running, saved,
    h('h1', t('home.title')),
    h('p.lead', t('home.lead')),
    h('p.actions', h('a.button.primary', { href: '/lobby', 'data-link': true }, t('home.play')), ' ',
      me ? null : h('a.button', { href: '/signup', 'data-link': true }, t('home.signup'))),
    h('ul.games', ...(['chess', 'international', 'brazilian'] as const).map(g =>
      h('li.card', h('strong', t(`game.${g}`)), h('span.muted', t(`home.${g}`)),
        h('a', { href: g === 'chess' ? '/regras/xadrez' : '/regras/damas', 'data-link': true },
          g === 'chess' ? t('rules.chess') : t('rules.draughts')))))));
  if (me) { savedGames(saved); runningGames(running); myEventGames(eventGames); }
}

interface Saved { id: number; game: string; timeControl: string; white: string; black: string; plies: number }

/** The player's saved (adjourned) games, each with a link that loads it on the play page to resume. */
async function savedGames(into: HTMLElement): Promise<void> {
  let games: Saved[];
  try { games = (await call<{ games: Saved[] }>('GET', '/api/me/adjourned')).games; } catch { return; }
  if (games.length === 0) return;
  into.replaceChildren(h('h2', t('saved.title')), h('ul.saved', ...games.map(g => h('li', { 'data-saved': g.id },
    h('span', `${g.white} – ${g.black}`), ' · ', tOr('game.' + g.game, g.game), ' ', g.timeControl, ' · ',
    Math.ceil(g.plies / 2) === 1 ? t('saved.move') : tf('saved.moves', { n: Math.ceil(g.plies / 2) }), ' ',
    h('a.button.small.primary', { href: `/game/${g.id}`, 'data-link': true }, t('saved.resume'))))));
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
        const answer = await call<SessionInfo & { firstAdmin?: boolean }>('POST', signup ? '/api/accounts' : '/api/session', data);
        remember(answer);
        // The club's first account is its admin: the next pages say so (main.ts), until it is dismissed.
        if (answer.firstAdmin) sessionStorage.setItem(FIRST_ADMIN_KEY, '1');
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
    signup ? null : h('p.small', h('a', { href: '/senha/esqueci', 'data-link': true, 'data-testid': 'forgot-link' }, t('auth.forgot'))),
    h('p.small', signup ? t('auth.haveAccount') : t('auth.noAccount'), ' ',
      h('a', { href: signup ? '/login' : '/signup', 'data-link': true }, signup ? t('auth.login') : t('auth.signup'))));
  main.append(form);
}
