// The pages of the club between games, routed here so main.ts keeps one line for them (the moderators' page, the
// live games and the TV), and the header's links to them.
import { h } from './dom';
import { t } from './i18n';
import { isModerator, isAdmin, me, call } from './api';
import { setLang, Choice } from './i18n';
import { accountPage, forgotPage, newPasswordPage } from './account';
import { startNotify } from './notify';
import { moderationPage } from './moderation';
import { adminPage } from './admin';
import { liveGamesPage, tvPage } from './liveGames';

type Cleanup = () => void;

/** The page for `path`, or null when it is none of these. */
export function socialRoute(main: HTMLElement, path: string): Cleanup | null {
  if (path === '/moderacao') return moderationPage(main);
  if (path === '/administracao') return adminPage(main);
  if (path === '/ao-vivo') return liveGamesPage(main);
  if (path === '/tv') return tvPage(main);
  if (path === '/conta') return accountPage(main);
  if (path === '/senha/esqueci') return forgotPage(main);
  if (path === '/senha/nova') return newPasswordPage(main);
  return null;
}

/**
 * The header's links to these pages (the moderators' page for moderators only);
 * called at each header drawing, it also opens (or, after a sign-out, closes) the player's own feed.
 */
/**
 * The header's "Mais" menu: the links used less often (the rule books), so that the header keeps to one line on a
 * 1280 px screen (the moderators' page joins them). On a phone (CSS) there is no such button: "Menu" shows these links with the others.
 */
export function moreMenu(links: HTMLElement[]): HTMLElement {
  const list = h('span.more-list', { id: 'nav-more-list' }, ...links);
  const toggle = h('button.more-toggle', { type: 'button', 'aria-expanded': 'false', 'aria-controls': 'nav-more-list', 'data-testid': 'more' },
    t('nav.more'), ' ▾');
  const wrap = h('span.more', toggle, list);
  const set = (open: boolean) => { wrap.classList.toggle('open', open); toggle.setAttribute('aria-expanded', String(open)); };
  toggle.onclick = () => set(!wrap.classList.contains('open'));
  // A click anywhere else, or Escape, closes it; the header drawn again (each page) leaves the old one's listener.
  const away = (e: Event) => {
    if (!wrap.isConnected) { document.removeEventListener('click', away); document.removeEventListener('keydown', away); return; }
    if (e instanceof KeyboardEvent ? e.key === 'Escape' : !wrap.contains(e.target as Node)) set(false);
  };
  document.addEventListener('click', away);
  document.addEventListener('keydown', away);
  return wrap;
}

export function socialNav(more?: HTMLElement): HTMLElement[] {
  startNotify();
  const link = (href: string, text: string) => h('a', { href, 'data-link': true }, text);
  // On a phone the header's links fold behind this button (CSS); the account link and the bell stay in view.
  const menu = h('button.menu-toggle', { type: 'button', 'aria-expanded': 'false', 'aria-label': t('nav.menu'), 'data-testid': 'menu',
    onclick: (e: Event) => {
      const nav = (e.currentTarget as HTMLElement).parentElement!;
      const open = nav.classList.toggle('open');
      (e.currentTarget as HTMLElement).setAttribute('aria-expanded', String(open));
    } }, '☰ ', t('nav.menu'));
  // The moderators' page is a moderator's only: under "Mais" (when there is one), so the header stays on one line.
  if (isModerator()) {
    const moderation = link('/moderacao', t('nav.moderation'));
    const list = more?.querySelector('.more-list');
    if (list) list.append(moderation); else more = moderation;
  }
  // The admin page likewise, for admins only.
  if (isAdmin()) {
    const admin = h('a', { href: '/administracao', 'data-link': true, 'data-testid': 'admin-link' }, t('nav.admin'));
    const list = more?.querySelector('.more-list');
    if (list) list.append(admin); else more = admin;
  }
  return [menu, link('/ao-vivo', t('nav.live')), link('/tv', t('nav.tv')),
    more ?? null,
    me ? h('a.keep', { href: '/conta', 'data-link': true, 'data-testid': 'account-link' }, t('nav.account')) : null]
    .filter((e): e is HTMLElement => e !== null);
}

/** The header's languages: Brazilian Portuguese first. */
export const LANGUAGES: [Choice, string][] = [['pt', 'Português (Brasil)'], ['pt-PT', 'Português (Portugal)'], ['en', 'English']];

/** The header's choice: kept in this browser and, signed in, as the account's language too. */
export function chooseLanguage(c: Choice): void {
  setLang(c);
  if (me) {
    const language = c === 'pt' ? 'pt-BR' : c;
    me.language = language;
    call('PATCH', '/api/me', { language }).catch(() => undefined);
  }
}
