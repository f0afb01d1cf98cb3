// The signed-in player's own feed (/ws/me, docs/protocol.md Notifications), open on every page: the bell in the
// header with its list, a notice box for a challenge or an answer wherever the player is, and the pages' hooks
// (the game page's rematch, a challenge form waiting for its answer). A challenge accepted by the other side takes
// the challenger to the new game at once, as in the lobby.
import { h } from './dom';
import { timeControlText } from './archiveFormat';
import { t, tf, tOr } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { go } from './main';
import { eventGameNotice } from './eventOnline';

export interface Notice { id: number; type: string; at: string; read: boolean; [field: string]: any }
type Listener = (n: Notice) => void;

let socket: WebSocket | null = null;
let socketOf = '';          // whose socket it is (a sign-out or another account closes it)
let retry = 0;
let notices: Notice[] = []; // newest first
let unread = 0;
let open = false;           // the bell's list is shown
const listeners = new Set<Listener>();
const bells = new Set<HTMLElement>();
let toasts: HTMLElement | null = null;

/** Opens the feed for the signed-in player (idempotent), or closes it after a sign-out. */
export function startNotify(): void {
  const who = me?.username ?? '';
  if (who === socketOf && (socket || !who)) return;
  socket?.close();
  socket = null;
  socketOf = who;
  notices = [];
  unread = 0;
  if (who) connect(who);
}

function connect(who: string): void {
  if (socketOf !== who) return;
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/me`);
  socket = ws;
  ws.onopen = redraw;
  ws.onmessage = e => {
    const m = JSON.parse(e.data);
    retry = 0;
    if (m.t === 'notifications') { notices = m.notifications; unread = m.unread; }
    else if (m.t === 'notification') { notices = [m.notification, ...notices.filter(n => n.id !== m.notification.id)]; unread = m.unread; arrived(m.notification); }
    else if (m.t === 'gone') { notices = notices.filter(n => n.id !== m.id); unread = m.unread; document.querySelector(`[data-toast="${m.id}"]`)?.remove(); }
    else if (m.t === 'read') { unread = 0; notices = notices.map(n => ({ ...n, read: true })); }
    redraw();
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    redraw();
    window.setTimeout(() => { if (!socket) connect(who); }, Math.min(15_000, 500 * 2 ** retry++));
  };
}

/** A page's hook on new notices; returns what removes it. */
export function onNotice(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** The notices held now, newest first (a page opened after a notice came). */
export const currentNotices = () => notices;

function arrived(n: Notice): void {
  listeners.forEach(fn => fn(n));
  if (n.type === 'challengeAccepted') { go(`/game/${n.gameId}`); return; }
  // A player already taken to the game (the event's page does it) needs no box over its controls.
  if (n.type === 'eventGame' && location.pathname === `/game/${n.gameId}`) return;
  if (n.type === 'challenge' || n.type === 'challengeDeclined' || n.type === 'opponentBack' || n.type === 'eventGame' || n.type === 'yourTurn') toast(n);
}

/** The header's bell: a count of unread notices; its list opens under it. */
export function bell(): HTMLElement {
  const el = h('div.bell', { 'data-testid': 'bell' });
  bells.add(el);
  draw(el);
  return el;
}

function redraw(): void {
  for (const el of [...bells]) {
    if (!el.isConnected) bells.delete(el); else draw(el);
  }
}

function draw(el: HTMLElement): void {
  el.dataset.connected = String(socket?.readyState === WebSocket.OPEN);   // the feed is up (tests wait for it)
  const button = h('button.bell-button', { type: 'button', 'aria-expanded': String(open), 'aria-label': tf('notify.bell', { n: unread }),
    'data-testid': 'bell-button', onclick: () => {
      open = !open;
      if (open && unread > 0) call('POST', '/api/notifications/read').catch(() => undefined);
      redraw();
    } }, bellIcon(), unread > 0 ? h('span.bell-count', { 'data-testid': 'bell-count' }, String(unread)) : null);
  const list = open ? h('div.bell-list', { 'data-testid': 'bell-list' },
    notices.length === 0 ? h('p.muted.small', t('notify.none')) : h('ul', ...notices.map(n => h('li', { 'data-notice': n.id, class: n.read ? '' : 'unread' }, ...noticeBody(n))))) : null;
  el.replaceChildren(button, list ?? '');
}

/** A bell drawn in SVG (an emoji needs a font the machine may lack). */
function bellIcon(): SVGSVGElement {
  const NS = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('class', 'bell-icon');
  svg.setAttribute('aria-hidden', 'true');
  const path = document.createElementNS(NS, 'path');
  path.setAttribute('d', 'M12 2a1.5 1.5 0 0 0-1.5 1.5v.7A6 6 0 0 0 6 10v4.5L4 17v1h16v-1l-2-2.5V10a6 6 0 0 0-4.5-5.8v-.7A1.5 1.5 0 0 0 12 2zm-2 17a2 2 0 0 0 4 0z');
  svg.append(path);
  return svg;
}

/** What a notice says, with its buttons. */
function noticeBody(n: Notice): (HTMLElement | string)[] {
  switch (n.type) {
    case 'challenge': return [h('span', challengeText(n)), challengeButtons(n)];
    case 'challengeAccepted': return [h('span', tf('notify.accepted', { user: n.by })), ' ', h('a', { href: `/game/${n.gameId}`, 'data-link': true }, t('notify.goToGame'))];
    case 'challengeDeclined': return [h('span', n.rematchOf ? tf('notify.rematchDeclined', { user: n.by }) : tf('notify.declined', { user: n.by }))];
    case 'opponentBack': return [h('span', tf('notify.back', { user: n.by })), ' ', h('a', { href: `/game/${n.gameId}`, 'data-link': true }, t('notify.openGame'))];
    case 'eventGame': return eventGameNotice(n);
    case 'arenaGame': return [h('span', tf('pc.arenaNotice', { arena: n.arenaName, opponent: n.opponent })), ' ',
      h('a', { href: `/game/${n.gameId}`, 'data-link': true, 'data-testid': 'notice-game' }, t('on.goToGame'))];
    case 'yourTurn': return [h('span', tf('notify.yourTurn', { user: n.by })), ' ', h('a', { href: `/game/${n.gameId}`, 'data-link': true }, t('notify.openGame'))];
    default: return [h('span', n.type)];
  }
}

export function challengeText(n: Notice): string {
  const yourColor = n.color === 'white' ? t('color.black') : n.color === 'black' ? t('color.white') : t('challenge.colorRandom');
  const terms = `${tOr('game.' + n.game, n.game)} ${timeControlText(n.timeControl)} · ${n.rated ? t('lobby.rated') : t('lobby.casual')} · ${yourColor}`;
  return n.rematchOf ? tf('notify.rematch', { user: n.from, terms }) : tf('notify.challenge', { user: n.from, terms });
}

/** Accept (the game opens) and decline; a refusal (expired, cancelled) is said in place. */
export function challengeButtons(n: Notice): HTMLElement {
  const note = h('span.small.error');
  return h('span.notice-actions',
    h('button.small.primary', { type: 'button', 'data-action': 'accept', onclick: async () => {
      try { const r = await call<{ gameId: number }>('POST', `/api/challenges/${n.challengeId}/accept`); go(`/game/${r.gameId}`); }
      catch (err) { note.textContent = errorText(err); }
    } }, t('challenge.accept')),
    h('button.small', { type: 'button', 'data-action': 'decline', onclick: async () => {
      try { await call('POST', `/api/challenges/${n.challengeId}/decline`); }
      catch (err) { note.textContent = errorText(err); }
    } }, t('challenge.decline')), note);
}

/** A box in the corner of whatever page is open; a challenge's stays until answered or gone, the others a while. */
function toast(n: Notice): void {
  if (!toasts || !toasts.isConnected) {
    toasts = h('div.toasts', { 'aria-live': 'polite' });
    document.body.append(toasts);
  }
  const close = h('button.chat-tool', { type: 'button', 'aria-label': t('notify.close'), onclick: () => box.remove() }, '×');
  const box = h('div.toast', { 'data-toast': n.id, 'data-testid': 'toast-' + n.type }, ...noticeBody(n), close);
  toasts.append(box);
  // Its link followed, the box has done its work.
  box.querySelectorAll('a').forEach(link => link.addEventListener('click', () => box.remove()));
  if (n.type !== 'challenge' && n.type !== 'eventGame') window.setTimeout(() => box.remove(), 12_000);   // a game to go to stays
}
