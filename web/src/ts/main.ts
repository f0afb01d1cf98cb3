// The single-page app: a header, then one page chosen by the path (/, /login, /signup, /lobby, /game/{id},
// /torneios/... in eventPages.ts).
import { h } from './dom';
import { bell } from './notify';
import { t, choice, setLang, Choice } from './i18n';
import { loadSession, call, me, remember } from './api';
import { homePage, authPage } from './pages';
import { lobbyPage } from './lobby';
import { playPage } from './play';
import { gamePage } from './replay';
import { profilePage } from './profile';
import { archivePage } from './archive';
import { rankingPage } from './ranking';
import { rulesPage } from './rules';
import { eventRoute } from './eventPages';
import { championshipRoute } from './championship';
import { arenaRoute } from './arena';
import { socialRoute, socialNav, moreMenu, chooseLanguage, LANGUAGES } from './socialRoutes';
import { libraryRoute, libraryNavLink } from './library';
import { lawsRoute, lawsNavLinks } from './laws';
import { firstAdminNotice } from './admin';

export type Cleanup = () => void;
let cleanup: Cleanup | undefined;

/** Pages the server sends cross-origin isolated (Stockfish's threads): reached by a full load when this one is not. */
const ISOLATED = /^\/biblioteca\/analise(\?|$)/;

export function go(path: string): void {
  if (ISOLATED.test(path) && !self.crossOriginIsolated) { location.assign(path); return; }
  history.pushState(null, '', path);
  render();
}

function header(): HTMLElement {
  const link = (href: string, text: string) => h('a', { href, 'data-link': true }, text);
  const langSelect = h('select.lang', { 'aria-label': 'Idioma / Language', onchange: (e: Event) => {
    chooseLanguage((e.target as HTMLSelectElement).value as Choice); render();
  } }, ...LANGUAGES.map(([value, name]) => h('option', { value, selected: choice === value }, name)));
  const account = me
    // The bell beside the name, outside the links: it never wraps under them, and its list opens inside the screen.
    ? h('span.who', bell(), h('a', { href: `/player/${encodeURIComponent(me.username)}`, 'data-link': true, title: t('nav.profile') }, h('strong', { 'data-testid': 'me' }, me.username)), ' ',
        h('button.link', { onclick: async () => { await call('DELETE', '/api/session'); await loadSession(); go('/'); } }, t('nav.logout')))
    : h('span.who', link('/login', t('nav.login')), ' ', link('/signup', t('nav.signup')));
  return h('header.top', h('a.brand', { href: '/', 'data-link': true }, '♞ Tabuleiro'),
    h('nav', link('/', t('nav.home')), link('/lobby', t('nav.lobby')), link('/ranking', t('nav.ranking')), link('/torneios', t('nav.events')), link('/arenas', t('nav.arenas')), libraryNavLink(), ...socialNav(moreMenu(lawsNavLinks()))), account, langSelect);
}

function render(): void {
  cleanup?.();
  cleanup = undefined;
  const app = document.getElementById('app')!;
  const main = h('main');
  app.replaceChildren(header(), main);
  const notice = firstAdminNotice();   // the club's first account is told it is the admin (lobby, home, admin page)
  if (notice) main.append(notice);
  const path = location.pathname;
  const game = /^\/game\/(\d+)$/.exec(path);
  const player = /^\/player\/([^/]+)(\/games)?$/.exec(path);
  if (path === '/') homePage(main);
  else if (path === '/login' || path === '/signup') authPage(main, path === '/signup', () => go('/lobby'));
  else if (path === '/lobby') cleanup = lobbyPage(main);
  else if (path === '/regras/xadrez' || path === '/regras/damas') rulesPage(main, path.endsWith('xadrez') ? 'chess' : 'draughts');
  else if (game) cleanup = gamePage(main, Number(game[1]));  // the play page, or the replay of a finished game
  else if (player) cleanup = (player[2] ? archivePage : profilePage)(main, decodeURIComponent(player[1]));
  else if (path === '/ranking') cleanup = rankingPage(main);
  else if (path.startsWith('/biblioteca')) {
    const page = libraryRoute(main, path);
    if (page === null) main.append(h('p', t('notFound')));
    else cleanup = page;
  }
  else if (path === '/leis' || path.startsWith('/leis/')) {
    const page = lawsRoute(main, path);
    if (page === null) main.append(h('p', t('notFound')));
    else cleanup = page;
  }
  else if (path.startsWith('/arenas')) {
    const page = arenaRoute(main, path);
    if (page === null) main.append(h('p', t('notFound')));
    else cleanup = page;
  }
  else if (path.startsWith('/campeonatos/')) {
    const page = championshipRoute(main, path);
    if (page === null) main.append(h('p', t('notFound')));
    else cleanup = page;
  }
  else if (path.startsWith('/torneios')) {
    const page = eventRoute(main, path);
    if (page === null) main.append(h('p', t('notFound')));
    else cleanup = page;
  }
  else {
    const page = socialRoute(main, path);  // the club between games: moderation, live games, accounts
    if (page === null) main.append(h('p', t('notFound')));
    else cleanup = page;
  }
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

setLang(choice, false);
loadSession().catch(() => undefined).then(render);
