// Arenas (docs/server/events.md, "Arenas"): the list (/arenas, with the arbiters' form to create one) and an arena's page
// (/arenas/{id}): time left, join or pause, the live leaderboard (read every 2 s), the player taken to each new game.
import { h } from './dom';
import { t, tf } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { gameName } from './archiveFormat';
import { go } from './main';
import { onNotice, Notice } from './notify';
import { isArbiterAccount } from './eventApi';
import { scroll } from './eventFormat';
import { startText } from './eventStart';

interface ArenaInfo {
  id: number; name: string; game: string; timeControl: string; rated: boolean; berserk: boolean; waitSeconds: number; minutes: number;
  startsAt: string; endsAt: string; status: 'upcoming' | 'running' | 'finished'; players: number;
}
interface Row {
  rank: number; username: string; score: number; games: number; wins: number; berserks: number; onFire: boolean;
  sheet: number[]; rating: number; state: 'waiting' | 'playing' | 'paused'; game: number | null; pausedFor: 'noFirstMove' | 'left' | null;
}
interface ArenaPage extends ArenaInfo { now: string; secondsLeft: number; joined?: boolean; leaderboard: Row[] }

const READ_MS = 2000;

/** Routes /arenas and /arenas/{id}; null when the path is neither. */
export function arenaRoute(main: HTMLElement, path: string): (() => void) | null {
  if (path === '/arenas') return arenaList(main);
  const m = /^\/arenas\/(\d+)$/.exec(path);
  return m ? arenaPage(main, Number(m[1])) : null;
}

function arenaList(main: HTMLElement): () => void {
  const list = h('div', { 'data-testid': 'arenas' });
  main.append(h('section.events', h('h1', t('ar.title')), h('p.lead', t('ar.lead')), isArbiterAccount() ? createForm() : '', list));
  const card = (a: ArenaInfo) => h('li.card', { 'data-arena': a.id, 'data-status': a.status },
    h('a.event-name', { href: `/arenas/${a.id}`, 'data-link': true }, a.name),
    h('span.badge.mode', t(`ar.status.${a.status}` as Parameters<typeof t>[0])),
    h('span.small', `${gameName(a.game)} · ${a.timeControl} · ${tf('ar.minutes', { n: a.minutes })} · ${tf('on.playersCount', { n: a.players })}`),
    a.status === 'upcoming' ? h('span.small.countdown', startText(a.startsAt, Date.now())) : null);
  call<{ arenas: ArenaInfo[] }>('GET', '/api/arenas').then(
    r => list.replaceChildren(r.arenas.length === 0 ? h('p.muted', t('ar.none')) : h('ul.event-cards', ...r.arenas.map(card))),
    e => list.replaceChildren(h('p.error', { role: 'alert' }, errorText(e))));
  return () => undefined;
}

function createForm(): HTMLElement {
  const error = h('p.error', { role: 'alert' });
  const input = (name: string, label: string, attrs: Record<string, unknown> = {}) => h('label', label, h('input', { name, ...attrs }));
  const form = h('form.card.event-form', { 'data-testid': 'arena-form' },
    h('h2', t('ar.create')), input('name', t('evm.name'), { required: true, maxlength: 100 }),
    h('div.row', h('label', t('evm.game'), h('select', { name: 'game' }, h('option', { value: 'chess' }, t('game.chess')),
      h('option', { value: 'international' }, t('game.international')), h('option', { value: 'brazilian' }, t('game.brazilian')))),
      input('timeControl', t('evm.timeControl'), { required: true, value: '3+0' })),
    h('div.row', input('minutes', t('ar.duration'), { type: 'number', min: 1, max: 720, value: 30 }),
      input('waitSeconds', t('pc.arenaWait'), { type: 'number', min: 5, max: 600, value: 30 })),
    h('div.row', h('label', t('pc.arenaStartsAt'), h('input', { name: 'startsAt', type: 'datetime-local', step: 1, 'aria-describedby': 'arena-start-help' }),
      h('span.small.muted', { id: 'arena-start-help' }, t('pc.arenaStartHelp')))),
    h('label.check', h('input', { type: 'checkbox', name: 'berserk', checked: true }), t('ar.allowBerserk')),
    h('label.check', h('input', { type: 'checkbox', name: 'rated', checked: true }), t('on.form.rated')),
    error, h('button.primary', { type: 'submit' }, t('ar.create')));
  const f = (n: string) => form.querySelector(`[name=${n}]`) as HTMLInputElement;
  form.addEventListener('submit', async e => {
    e.preventDefault();
    try {
      const body: Record<string, unknown> = { name: f('name').value.trim(), game: f('game').value, timeControl: f('timeControl').value.trim(),
        minutes: Number(f('minutes').value), waitSeconds: Number(f('waitSeconds').value), berserk: f('berserk').checked, rated: f('rated').checked };
      if (f('startsAt').value) body.startsAt = new Date(f('startsAt').value).toISOString();   // the browser's time zone
      const r = await call<{ id: number }>('POST', '/api/arenas', body);
      go(`/arenas/${r.id}`);
    } catch (err) { error.textContent = errorText(err); }
  });
  return form;
}

function arenaPage(main: HTMLElement, id: number): () => void {
  let stopped = false;
  const head = h('header.event-head');
  const actions = h('div.join', { 'data-testid': 'arena-actions' });
  const clock = h('p.countdown', { 'data-testid': 'arena-clock', 'aria-live': 'polite' });
  const board = h('div', { 'data-testid': 'leaderboard' });
  main.append(h('section.arena', head, clock, actions, board));
  let page: ArenaPage | null = null;
  let readAt = 0;
  const stopNotices = onNotice((n: Notice) => { if (n.type === 'arenaGame' && n.arena === id && !stopped) go(`/game/${n.gameId}`); });
  const tick = () => {
    if (!page) return;
    const left = Math.max(0, page.secondsLeft - Math.floor((Date.now() - readAt) / 1000));
    clock.textContent = page.status === 'upcoming' ? startText(page.startsAt, Date.parse(page.now) + (Date.now() - readAt))
      : page.status === 'running' ? tf('ar.left', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` }) : t('ar.status.finished');
  };
  const read = async () => {
    if (stopped) return;
    try {
      page = await call<ArenaPage>('GET', `/api/arenas/${id}`);
      readAt = Date.now();
    } catch (e) { board.replaceChildren(h('p.error', { role: 'alert' }, errorText(e))); return; }
    const a = page;
    document.title = `${a.name} · Tabuleiro`;
    head.replaceChildren(h('h1.event-title', a.name), h('p.event-sub.muted',
      `${gameName(a.game)} · ${a.timeControl} · ${tf('ar.minutes', { n: a.minutes })}${a.berserk ? ' · ' + t('ar.berserkOn') : ''} · ${a.rated ? t('on.rated') : t('on.casual')}`));
    drawActions(a, actions, read);
    board.replaceChildren(leaderboard(a.leaderboard));
    tick();
  };
  read();
  const timer = window.setInterval(() => { if (!document.hidden) read(); }, READ_MS);
  const ticker = window.setInterval(tick, 1000);
  return () => { stopped = true; window.clearInterval(timer); window.clearInterval(ticker); stopNotices(); };
}

function drawActions(a: ArenaPage, box: HTMLElement, again: () => Promise<void>): void {
  const note = h('p.note', { role: 'status' });
  if (!me) { box.replaceChildren(a.status === 'finished' ? '' : h('a', { href: '/login', 'data-link': true }, t('ar.signIn'))); return; }
  if (a.status === 'finished') { box.replaceChildren(); return; }
  const act = (path: string, label: string, primary: boolean, testid: string) => h(primary ? 'button.primary' : 'button', {
    type: 'button', 'data-testid': testid, onclick: async () => {
      try { await call('POST', `/api/arenas/${a.id}/${path}`); await again(); } catch (err) { note.textContent = errorText(err); }
    } }, label);
  const mine = a.leaderboard.find(r => r.username === me!.username);
  const paused = !a.joined && mine?.state === 'paused'
    ? h('p.arena-paused', { 'data-testid': 'arena-paused' }, mine.pausedFor === 'noFirstMove' ? tf('pc.pausedNoMove', { wait: a.waitSeconds }) : t('pc.pausedSelf')) : '';
  box.replaceChildren(paused, a.joined ? act('pause', t('ar.pause'), false, 'arena-pause') : act('join', t('ar.join'), true, 'arena-join'),
    mine?.game ? h('a.button', { href: `/game/${mine.game}`, 'data-link': true }, t('on.goToGame')) : '', note);
}

function leaderboard(rows: Row[]): HTMLElement {
  if (rows.length === 0) return h('p.muted', t('ar.nobody'));
  return scroll(h('table.ev-table.arena-board', h('thead', h('tr', h('th.num', '#'), h('th', t('ranking.player')), h('th.sheet', t('ar.sheet')),
    h('th.num', t('ar.score')), h('th.num', t('ranking.games')))),
  h('tbody', ...rows.map(r => h('tr', { 'data-player': r.username, 'data-state': r.state },
    h('td.num', String(r.rank)),
    h('td', h('a', { href: `/player/${encodeURIComponent(r.username)}`, 'data-link': true }, r.username), h('span.small.muted', ` ${r.rating}`),
      r.state === 'playing' && r.game ? h('a.small', { href: `/game/${r.game}`, 'data-link': true }, ' ▶') : ''),
    h('td.small.sheet', r.sheet.join(' ')),
    h('td.num', h('strong', String(r.score)), r.onFire ? h('span.streak', { title: t('ar.onFire') }, ' 🔥') : ''),
    h('td.num', String(r.games)))))));
}
