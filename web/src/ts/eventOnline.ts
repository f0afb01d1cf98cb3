// Events played in the club (docs/server/events.md, "Events played in the club"): the Torneios list by status, an
// event's online panel (join or withdraw, the countdown to the start or the next round, the player's own game, the
// live top boards), the home page's "your games", the eventGame notice, and the create form's online fields.
import { h } from './dom';
import { t, tf } from './i18n';
import { call, me, ApiError } from './api';
import { errorText } from './pages';
import { gameName } from './archiveFormat';
import { go } from './main';
import { onNotice, Notice } from './notify';
import { EventInfo, Standings, eventPath } from './eventApi';
import { dateRange, eventHref } from './eventFormat';
import { miniBoard, MiniBoard } from './liveGames';
import { countdownText, startText, whenText } from './eventStart';

export interface OnlineSettings { rated: boolean; waitSeconds: number; autoPair: boolean; pauseSeconds: number; startsAt: string | null }
export interface Entry { open: boolean; maxPlayers: number | null; minRating: number | null; maxRating: number | null; minRatedGames: number | null; ageGroup: string | null; invitation: boolean }
/** What an event's answer says of its play in the club (GET /api/events/{id}). */
export interface OnlineInfo { status: 'upcoming' | 'running' | 'finished'; players: number; mode: 'otb' | 'online' | 'hybrid'; online: OnlineSettings | null; entry: Entry }
type Event = EventInfo & OnlineInfo;

interface Side { startNo: number; name: string; account: string | null; rating: number }
interface LiveBoard {
  board: number; white: Side; black: Side | null; result: string | null; gameId: number | null;
  fen?: string; turn?: string; plies?: number; lastMove?: string | null; clock?: { white: number; black: number; running: string | null };
}
interface Live { round: number; status: string; mode: string; startsAt: string | null; nextRoundAt: string | null; now: string; boards: LiveBoard[] }
interface Standing { signedIn: boolean; joined: boolean; player: { startNo: number; withdrawnFrom: number | null } | null; canJoin: boolean; refusal: { code: string; message: string } | null }
interface MyGame { event: number; eventName: string; round: number; board: number; gameId: number; color: string; opponent: string }

const LIVE_MS = 3000;

/** The Torneios list in three parts: running, upcoming, finished; each card says where it is played. */
export function eventSections(events: EventInfo[]): HTMLElement {
  const all = events as Event[];
  const part = (status: Event['status'], title: string) => {
    const these = all.filter(e => (e.status ?? 'upcoming') === status);
    if (these.length === 0) return null;
    return h('section.event-part', { 'data-status': status }, h('h2', title), h('ul.event-cards', ...these.map(card)));
  };
  return h('div', part('running', t('on.running')), part('upcoming', t('on.upcoming')), part('finished', t('on.finished')));
}

function card(e: Event): HTMLElement {
  const starts = e.online?.startsAt && e.status === 'upcoming' ? startText(e.online.startsAt, Date.now()) : null;
  return h('li.card', { 'data-event': e.id, 'data-mode': e.mode },
    h('a.event-name', { href: eventHref(e.id), 'data-link': true }, e.name),
    h('span.badge.mode', t(`on.mode.${e.mode ?? 'otb'}` as Parameters<typeof t>[0])),
    e.published ? null : h('span.badge', t('ev.unpublished')),
    h('span.muted', [e.place, dateRange(e)].filter(Boolean).join(' · ')),
    h('span.small', `${gameName(e.game)} · ${e.timeControl} · ${tf('on.playersCount', { n: e.players ?? 0 })} · `
      + (e.roundsPaired === 0 ? t('ev.noRounds') : tf('ev.roundsOf', { paired: e.roundsPaired, total: e.rounds }))),
    starts ? h('span.small.countdown', starts) : null);
}

/**
 * The event's online panel on its home page: the rules of play, joining, the countdown, the player's own game, the
 * live top boards as small boards (each a link to its game), the round's pairings with their results, read again
 * every 3 s while it is shown, and the leaders of `standings` (the home page draws the panel again when a result
 * changes the event). A player on this page is taken to their game as soon as it is opened.
 */
export function onlinePanel(info: EventInfo, standings?: Standings): HTMLElement | null {
  const e = info as Event;
  if (!e.entry?.open && (e.mode ?? 'otb') === 'otb') return null;
  const panel = h('section.online-panel', { 'data-testid': 'online-panel' });
  const rules = e.online ? h('p.small', { 'data-testid': 'online-rules' }, tf('on.rulesText', {
    wait: duration(e.online.waitSeconds),
    pairing: e.online.autoPair ? tf('on.autoPair', { pause: duration(e.online.pauseSeconds) }) : t('on.arbiterPairs'),
  }), ' ', e.online.rated ? t('on.rated') : t('on.casual')) : null;
  const conditions = conditionsText(e.entry);
  const join = h('div.join', { 'data-testid': 'join' });
  const clock = h('p.countdown', { 'data-testid': 'countdown', 'aria-live': 'polite' });
  const mine = h('div.my-game', { 'data-testid': 'my-game' });
  const boards = h('div.top-boards', { 'data-testid': 'top-boards' });
  const pairings = h('div.round-pairings', { 'data-testid': 'round-pairings' });
  const cards = new Map<number, LiveCard>();
  const leaders = e.mode !== 'otb' && standings && e.roundsPaired > 0 ? leadersTable(e, standings) : '';
  panel.append(h('h2', e.mode === 'otb' ? t('on.mode.otb') : t('on.rules')), rules ?? '', conditions ? h('p.small', conditions) : '',
    join, clock, mine, e.mode === 'otb' ? '' : h('h3', t('on.topBoards')), boards,
    h('div.live-columns', pairings, leaders));
  let live: Live | null = null;
  let liveAt = 0;
  const stopNotices = onNotice((n: Notice) => {
    if (n.type === 'eventGame' && n.event === e.id && panel.isConnected) go(`/game/${n.gameId}`);
  });
  const tick = () => {
    if (!panel.isConnected) return;
    const now = live ? Date.parse(live.now) + (Date.now() - liveAt) : Date.now();
    if (e.status === 'upcoming' && e.online && (!live || live.round === 0)) clock.textContent = firstRound(e.online, now);
    else if (live?.nextRoundAt) clock.textContent = tf('on.nextRoundIn', { time: countdownText(live.nextRoundAt, now) });
    else if (live && live.round > 0 && live.status === 'running') clock.textContent = tf('on.roundLive', { n: live.round });
    else clock.textContent = '';
    // The running clocks of the small boards go down between two reads.
    boards.querySelectorAll<HTMLElement>('.clock-mini.running').forEach(c => {
      c.textContent = clockText(Number(c.dataset.ms) - (Date.now() - Number(c.dataset.at)));
    });
  };
  const read = async () => {
    if (!panel.isConnected) return;
    try {
      const [l, s, g] = await Promise.all([
        e.mode === 'otb' ? Promise.resolve(null) : call<Live>('GET', eventPath(e.id, '/live?top=8')),
        call<Standing>('GET', eventPath(e.id, '/join')),
        me ? call<{ games: MyGame[] }>('GET', '/api/me/event-games').catch(() => ({ games: [] as MyGame[] })) : Promise.resolve({ games: [] as MyGame[] }),
      ]);
      live = l;
      liveAt = Date.now();
      drawJoin(join, e, s, read);
      drawMine(mine, g.games.filter(x => x.event === e.id));
      if (l) { drawBoards(boards, l, e.game, cards); drawPairings(pairings, l); }
      tick();
    } catch { /* the next read tries again */ }
  };
  const timer = window.setInterval(() => {
    if (!panel.isConnected) {
      window.clearInterval(timer); window.clearInterval(ticker); stopNotices();
      cards.forEach(c => c.board.destroy());
      return;
    }
    if (!document.hidden) read();
  }, LIVE_MS);
  const ticker = window.setInterval(tick, 1000);
  // Drawn once it is in the page (isConnected).
  queueMicrotask(() => read());
  return panel;
}

/** What starts round 1 of an event not started: its start time and the countdown, or the organiser. */
function firstRound(o: OnlineSettings, now: number): string {
  if (!o.startsAt || !o.autoPair) return t('pc.round1ByArbiter');
  return Date.parse(o.startsAt) <= now ? t('on.nextRoundSoon')
    : tf('pc.round1Auto', { when: whenText(o.startsAt), time: countdownText(o.startsAt, now) });
}

function duration(seconds: number): string {
  return seconds < 120 ? tf('on.seconds', { n: seconds }) : tf('on.minutes', { n: Math.round(seconds / 60) });
}

function conditionsText(entry: Entry | undefined): string {
  if (!entry) return '';
  const list: string[] = [];
  if (entry.maxPlayers) list.push(tf('on.cond.max', { n: entry.maxPlayers }));
  if (entry.minRating !== null || entry.maxRating !== null) {
    list.push(tf('on.cond.rating', { range: entry.minRating !== null && entry.maxRating !== null ? `${entry.minRating}–${entry.maxRating}`
      : entry.minRating !== null ? `≥ ${entry.minRating}` : `≤ ${entry.maxRating}` }));
  }
  if (entry.minRatedGames) list.push(tf('on.cond.games', { n: entry.minRatedGames }));
  if (entry.ageGroup) list.push(tf('on.cond.age', { name: entry.ageGroup }));
  if (entry.invitation) list.push(t('on.cond.code'));
  return list.length === 0 ? '' : tf('on.entryConditions', { list: list.join(', ') });
}

function drawJoin(box: HTMLElement, e: Event, s: Standing, again: () => Promise<void>): void {
  const note = h('p.note', { role: 'status', 'data-testid': 'join-note' });
  if (!s.signedIn) {
    box.replaceChildren(e.entry?.open && e.status !== 'finished' ? h('p.small', h('a', { href: '/login', 'data-link': true }, t('on.signInToJoin'))) : '');
    return;
  }
  if (s.joined && s.player) {
    box.replaceChildren(h('p', tf('on.joined', { no: s.player.startNo })), e.status === 'finished' ? '' : h('button', {
      type: 'button', 'data-testid': 'withdraw', onclick: async () => {
        try { await call('POST', eventPath(e.id, '/withdraw')); await again(); } catch (err) { note.textContent = errorText(err); }
      } }, t('on.withdraw')), note);
    return;
  }
  const code = e.entry?.invitation ? h('input', { name: 'code', 'aria-label': t('on.code'), placeholder: t('on.code'), maxlength: 40 }) as HTMLInputElement : null;
  const withdrawn = s.player?.withdrawnFrom ? h('p.small', tf('on.withdrawnFrom', { n: s.player.withdrawnFrom })) : null;
  if (!s.canJoin) {
    box.replaceChildren(withdrawn ?? '', s.refusal && e.entry?.open ? h('p.small.muted', { 'data-testid': 'join-refusal' }, s.refusal.message) : '');
    return;
  }
  box.replaceChildren(withdrawn ?? '', code ?? '', h('button.primary', {
    type: 'button', 'data-testid': 'join-button', onclick: async () => {
      try {
        await call('POST', eventPath(e.id, '/join'), code ? { code: code.value } : undefined);
        await again();
      } catch (err) { note.textContent = err instanceof ApiError ? err.message : errorText(err); note.classList.add('error'); }
    } }, t('on.join')), note);
}

function drawMine(box: HTMLElement, games: MyGame[]): void {
  box.replaceChildren(...games.map(g => h('p.your-game', { 'data-game': g.gameId },
    tf('on.yourGame', { round: g.round, opponent: g.opponent, color: g.color === 'white' ? t('ev.white') : t('ev.black') }), ' ',
    h('a.button.primary', { href: `/game/${g.gameId}`, 'data-link': true, 'data-testid': 'my-game-link' }, t('on.goToGame')))));
}

interface LiveCard { el: HTMLElement; board: MiniBoard; fen: string }

const clockText = (ms: number) => { const s = Math.max(0, Math.floor(ms / 1000)); return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`; };

/**
 * The top boards being played, each a small board (the one of /ao-vivo) between its players and clocks, a link to its
 * game; a card is kept from one read to the next and only its position moves.
 */
function drawBoards(box: HTMLElement, live: Live, game: string, cards: Map<number, LiveCard>): void {
  const playing = live.boards.filter(b => b.gameId !== null && b.result === null && b.fen);
  const shown = new Set(playing.map(b => b.gameId!));
  for (const [id, c] of cards) if (!shown.has(id)) { c.board.destroy(); cards.delete(id); }
  if (playing.length === 0) { box.replaceChildren(h('p.muted.small', t('on.noLive'))); return; }
  const side = (s: Side | null, ms: number | undefined, running: boolean) => h('span.live-side', s?.name ?? '',
    s?.rating ? h('span.muted', ` ${s.rating}`) : '',
    ms === undefined ? '' : h(running ? 'span.clock-mini.running' : 'span.clock-mini', { 'data-ms': ms, 'data-at': Date.now() }, clockText(ms)));
  box.replaceChildren(h('div.live-grid.event-live', ...playing.map(b => {
    let c = cards.get(b.gameId!);
    if (!c) {
      const board = miniBoard({ game, fen: b.fen! });
      c = { el: h('a.live-card', { href: `/game/${b.gameId}`, 'data-link': true, 'data-board': b.board, 'data-game': b.gameId }), board, fen: b.fen! };
      cards.set(b.gameId!, c);
    } else if (c.fen !== b.fen) { c.board.set(b.fen!); c.fen = b.fen!; }
    c.el.replaceChildren(side(b.black, b.clock?.black, b.clock?.running === 'black'), c.board.el,
      side(b.white, b.clock?.white, b.clock?.running === 'white'),
      h('span.small.muted', `${t('ev.board')} ${b.board}`, b.lastMove ? ` · ${b.lastMove}` : ''));
    return c.el;
  })));
}

/** The round's pairings and results as they come in; a board played in the club links to its game. */
function drawPairings(box: HTMLElement, live: Live): void {
  if (live.round === 0 || live.boards.length === 0) { box.replaceChildren(); return; }
  box.replaceChildren(h('h3', tf('on.pairings', { n: live.round })), h('table.ev-table.live-boards', h('tbody', ...live.boards.map(b =>
    h('tr', { 'data-board': b.board, 'data-result': b.result ?? '' },
      h('td.num', String(b.board)),
      h('td', b.white.name),
      h('td.result', b.result?.replace(/1\/2/g, '½') ?? (b.gameId !== null ? '…' : '–')),
      h('td', b.black?.name ?? t('on.byeShort')),
      h('td', b.gameId !== null ? h('a', { href: `/game/${b.gameId}`, 'data-link': true }, b.result ? t('on.replay') : t('on.watch')) : ''))))));
}

/** The first ten of the standings, with a link to the whole table. */
function leadersTable(e: Event, s: Standings): HTMLElement {
  return h('div.live-leaders', { 'data-testid': 'live-standings' }, h('h3', t('ev.tab.standings')),
    h('table.ev-table', h('tbody', ...s.rows.slice(0, 10).map(r => h('tr', { 'data-start-no': r.startNo },
      h('td.num', String(r.rank)), h('td', r.name), h('td.num', h('strong', r.points)))))),
    h('p.small', h('a', { href: eventHref(e.id, '/classificacao'), 'data-link': true }, t('on.fullStandings'))));
}

/** The link from an event's or arena's game back to it (its origin: event:E:R:B or arena:A:N). */
export function originLink(origin: string): HTMLElement {
  const [kind, id, round] = origin.split(':');
  return kind === 'arena'
    ? h('p.small', h('a', { href: `/arenas/${id}`, 'data-link': true, 'data-testid': 'origin-link' }, t('on.backToArena')))
    : h('p.small', h('a', { href: eventHref(Number(id)), 'data-link': true, 'data-testid': 'origin-link' }, tf('on.backToEvent', { round })));
}

/** The home page: the signed-in player's games of events being played, each one click away. */
export async function myEventGames(into: HTMLElement): Promise<void> {
  if (!me) return;
  let games: MyGame[];
  try { games = (await call<{ games: MyGame[] }>('GET', '/api/me/event-games')).games; } catch { return; }
  if (games.length === 0) return;
  into.replaceChildren(h('h2', t('on.myGames')), h('ul.saved', ...games.map(g => h('li', { 'data-event-game': g.gameId },
    tf('on.myGame', { event: g.eventName, round: g.round, opponent: g.opponent }), ' ',
    h('a.button.small.primary', { href: `/game/${g.gameId}`, 'data-link': true }, t('on.goToGame'))))));
}

/** What an `eventGame` notice says (the bell's list and the box in the corner). */
export function eventGameNotice(n: Notice): (HTMLElement | string)[] {
  return [h('span', tf('on.eventGameNotice', { event: n.eventName, round: n.round, opponent: n.opponent })), ' ',
    h('a', { href: `/game/${n.gameId}`, 'data-link': true, 'data-testid': 'notice-game' }, t('on.goToGame'))];
}

/** The create form's fields for play in the club: where it is played, the waits, the start, who may join. */
export function onlineFields(): HTMLElement {
  const input = (name: string, label: string, attrs: Record<string, unknown> = {}) => h('label', label, h('input', { name, ...attrs }));
  const check = (name: string, label: string, checked: boolean) => h('label.check', h('input', { type: 'checkbox', name, checked }), label);
  const online = h('div.online-only', { hidden: true },
    h('div.row', input('waitSeconds', t('on.form.wait'), { type: 'number', min: 5, max: 1800 }),
      input('pauseSeconds', t('on.form.pause'), { type: 'number', min: 0, max: 3600, value: 60 })),
    h('div.row', check('autoPair', t('on.form.autoPair'), true), check('rated', t('on.form.rated'), true)),
    input('startsAt', t('on.form.startsAt'), { type: 'datetime-local' }));
  const entry = h('div.entry-only', { hidden: true },
    h('div.row', input('maxPlayers', t('on.form.maxPlayers'), { type: 'number', min: 2, max: 2000 }),
      input('minRatedGames', t('on.form.minGames'), { type: 'number', min: 0 })),
    h('div.row', input('minRating', t('on.form.minRating'), { type: 'number', min: 0, max: 3500 }),
      input('maxRating', t('on.form.maxRating'), { type: 'number', min: 0, max: 3500 })),
    h('div.row', input('ageGroup', t('on.form.ageGroup'), { maxlength: 40 }), input('code', t('on.form.code'), { maxlength: 40 })));
  const mode = h('select', { name: 'mode' }, h('option', { value: 'otb' }, t('on.form.otb')),
    h('option', { value: 'online' }, t('on.form.online')), h('option', { value: 'hybrid' }, t('on.form.hybrid'))) as HTMLSelectElement;
  const open = h('input', { type: 'checkbox', name: 'entryOpen' }) as HTMLInputElement;
  const sync = () => { online.hidden = mode.value === 'otb'; entry.hidden = !open.checked; };
  mode.addEventListener('change', () => { open.checked = mode.value !== 'otb'; sync(); });
  open.addEventListener('change', sync);
  return h('fieldset.online-fields', { 'data-testid': 'online-fields' }, h('label', t('on.form.mode'), mode), online,
    h('label.check', open, t('on.form.entryOpen')), entry);
}

/** The fields of `onlineFields` as `POST /api/events` takes them. */
export function onlineBody(form: HTMLElement): Record<string, unknown> {
  const f = (n: string) => form.querySelector(`[name=${n}]`) as HTMLInputElement | null;
  const v = (n: string) => f(n)?.value.trim() ?? '';
  const body: Record<string, unknown> = {};
  if (v('mode') && v('mode') !== 'otb') {
    body.mode = v('mode');
    if (v('waitSeconds')) body.waitSeconds = Number(v('waitSeconds'));
    if (v('pauseSeconds')) body.pauseSeconds = Number(v('pauseSeconds'));
    body.autoPair = !!f('autoPair')?.checked;
    body.rated = !!f('rated')?.checked;
    if (v('startsAt')) body.startsAt = new Date(v('startsAt')).toISOString();
  }
  if (f('entryOpen')?.checked) {
    const entry: Record<string, unknown> = { open: true };
    for (const k of ['maxPlayers', 'minRating', 'maxRating', 'minRatedGames']) if (v(k)) entry[k] = Number(v(k));
    if (v('ageGroup')) entry.ageGroup = v('ageGroup');
    if (v('code')) entry.code = v('code');
    body.entry = entry;
  } else if (v('mode') && v('mode') !== 'otb') {
    body.entry = null;
  }
  return body;
}
