// The single-page app: a header, then one page chosen by the path (/, /login, /signup, /lobby, /game/{id}).
import { h } from './dom';
import { t, lang, setLang, Lang } from './i18n';
import { loadSession, call, me, remember } from './api';
import { homePage, authPage } from './pages';
import { lobbyPage } from './lobby';
import { playPage } from './play';

export type Cleanup = () => void;
let cleanup: Cleanup | undefined;

export function go(path: string): void {
  history.pushState(null, '', path);
  render();
}

function header(): HTMLElement {
  const link = (href: string, text: string) => h('a', { href, 'data-link': true }, text);
  const langSelect = h('select.lang', { 'aria-label': 'Idioma / Language', onchange: (e: Event) => {
    setLang((e.target as HTMLSelectElement).value as Lang); render();
  } }, h('option', { value: 'pt', selected: lang === 'pt' }, 'Português'), h('option', { value: 'en', selected: lang === 'en' }, 'English'));
  const account = me
    ? h('span.who', h('strong', { 'data-testid': 'me' }, me.username), ' ',
        h('button.link', { onclick: async () => { await call('DELETE', '/api/session'); await loadSession(); go('/'); } }, t('nav.logout')))
    : h('span.who', link('/login', t('nav.login')), ' ', link('/signup', t('nav.signup')));
  return h('header.top', h('a.brand', { href: '/', 'data-link': true }, '♞ Tabuleiro'),
    h('nav', link('/', t('nav.home')), link('/lobby', t('nav.lobby'))), account, langSelect);
}

function render(): void {
  cleanup?.();
  cleanup = undefined;
  const app = document.getElementById('app')!;
  const main = h('main');
  app.replaceChildren(header(), main);
  const path = location.pathname;
  const game = /^\/game\/(\d+)$/.exec(path);
  if (path === '/') homePage(main);
  else if (path === '/login' || path === '/signup') authPage(main, path === '/signup', () => go('/lobby'));
  else if (path === '/lobby') cleanup = lobbyPage(main);
  else if (game) cleanup = playPage(main, Number(game[1]));
  else main.append(h('p', t('notFound')));
}

document.addEventListener('click', e => {
  const a = (e.target as Element).closest?.('a[data-link]') as HTMLAnchorElement | null;
  if (a && !e.ctrlKey && !e.metaKey && !e.shiftKey) {
    e.preventDefault();
    go(a.getAttribute('href')!);
  }
});
window.addEventListener('popstate', render);

export async function refreshSession(s?: Parameters<typeof remember>[0]): Promise<void> {
  if (s) remember(s); else await loadSession();
}

setLang(lang);
loadSession().catch(() => undefined).then(render);
