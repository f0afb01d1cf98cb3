// The event pages under /torneios: the list, and one event's frame (its name, tabs and the live mark) around the
// chosen view. Every view is read again when the event's version moves (eventApi.watchEvent), without a reload.
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { gameName } from './archiveFormat';
import { formatTime } from './dates';
import { addToLibrary } from './libraryAdd';
import { EventInfo, eventPath, isTeamEvent, getEvent, getCategories, getStandings, watchEvent, canManage, isArbiterAccount } from './eventApi';
import { cycleNames } from './eventAgeGroups';
import { dateRange, eventHref, link, scroll, tbLegend } from './eventFormat';
import { roundsView, standingsView, crosstableView, cardView } from './eventViews';
import { schoolsView, medalsView } from './eventAwards';
import { createEventPage, manageView } from './eventManage';
import { resultsView } from './eventResults';
import { eventSections, onlinePanel } from './eventOnline';
import { playerFinder } from './eventFind';
import { printRoute } from './eventPrint';
import { sectionPicker } from './championship';

/** A view draws into its box and answers the function that draws it again (after a change of the event). */
export interface Frame { id: number; event: EventInfo }
export type View = (box: HTMLElement, frame: Frame) => () => Promise<void>;

type Tab = 'home' | 'rounds' | 'standings' | 'crosstable' | 'schools' | 'medals' | 'manage' | 'results';

/** Routes /torneios...; undefined when the path is not an event page. */
export function eventRoute(main: HTMLElement, path: string): (() => void) | undefined | null {
  if (path === '/torneios') return eventList(main);
  if (path === '/torneios/novo') { createEventPage(main); return undefined; }
  const m = /^\/torneios\/(\d+)(?:\/([a-z]+)(?:\/(\d+))?(?:\/([a-z]+)(?:\/(\d+))?)?)?$/.exec(path);
  if (!m) return null;
  const id = Number(m[1]);
  const [page, n, sub, subN] = [m[2] ?? '', m[3] ? Number(m[3]) : 0, m[4] ?? '', m[5] ? Number(m[5]) : 0];
  if (page === '') return eventFrame(main, id, 'home', homeView);
  if (page === 'rodadas' && !sub) return eventFrame(main, id, 'rounds', roundsView(n));
  if (page === 'classificacao' && !n) return eventFrame(main, id, 'standings', standingsView);
  if (page === 'tabela' && !n) return eventFrame(main, id, 'crosstable', crosstableView);
  if (page === 'jogador' && n && !sub) return eventFrame(main, id, 'standings', cardView(n));
  if (page === 'escolas' && !n) return eventFrame(main, id, 'schools', schoolsView);
  if (page === 'medalhas' && !n) return eventFrame(main, id, 'medals', medalsView);
  if (page === 'gerir' && !n && !sub) return eventFrame(main, id, 'manage', manageView);
  if (page === 'imprimir' && !n && sub) return printRoute(main, id, sub, subN);
  if (page === 'gerir' && !n && sub === 'rodadas') return eventFrame(main, id, 'results', resultsView(subN));
  return null;
}

function eventList(main: HTMLElement): () => void {
  let stopped = false;
  const list = h('div.event-list', { 'data-testid': 'events' });
  main.append(h('section.events',
    h('div.events-head', h('h1', t('ev.title')), isArbiterAccount() ? h('span.events-new', h('a.button.primary', { href: '/torneios/novo', 'data-link': true }, t('ev.new')),
      h('a.button', { href: '/campeonatos/novo', 'data-link': true, 'data-testid': 'new-championship' }, t('ch.new'))) : null),
    h('p.lead', t('ev.lead')), list));
  call<{ events: EventInfo[] }>('GET', '/api/events').then(r => {
    if (stopped) return;
    list.replaceChildren(r.events.length === 0 ? h('p.muted', t('ev.none')) : eventSections(r.events));
  }, e => { if (!stopped) list.replaceChildren(h('p.error', { role: 'alert' }, errorText(e))); });
  return () => { stopped = true; };
}

const TABS: [Tab, string, string][] = [
  ['home', 'ev.tab.home', ''], ['rounds', 'ev.tab.rounds', '/rodadas'], ['standings', 'ev.tab.standings', '/classificacao'],
  ['crosstable', 'ev.tab.crosstable', '/tabela'], ['schools', 'ev.tab.schools', '/escolas'], ['medals', 'ev.tab.medals', '/medalhas'],
];

function eventFrame(main: HTMLElement, id: number, tab: Tab, view: View): () => void {
  let stopped = false;
  let redraw: (() => Promise<void>) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const head = h('header.event-head');
  const live = h('p.live', { 'data-testid': 'event-live', 'aria-live': 'polite' });
  const body = h('div.event-body');
  const finder = playerFinder(id);
  main.classList.add('event-main');
  // A section of a championship: the picker of its sections (the same page of another section).
  main.append(sectionPicker(id, location.pathname.slice(`/torneios/${id}`.length).replace(/\/\d+$/, '')), head, finder.box, body);
  const frame: Frame = { id, event: undefined as unknown as EventInfo };

  async function load(): Promise<void> {
    try {
      frame.event = await getEvent(id);
    } catch (e) {
      if (!stopped) body.replaceChildren(h('p.error', { role: 'alert' }, errorText(e)));
      return;
    }
    if (stopped) return;
    drawHead(head, frame.event, tab, live);
    document.title = `${frame.event.name} · Tabuleiro`;
    redraw ??= view(body, frame);
    try {
      await redraw();
    } catch (e) {
      if (!stopped) body.replaceChildren(h('p.error', { role: 'alert' }, errorText(e)));
    }
    if (!stopped) live.textContent = tf('ev.liveAt', { time: formatTime(new Date()) });
    if (!stopped) await finder.refresh(body);
  }
  // One drawing at a time; a change seen meanwhile draws once more after it.
  function changed(): void {
    if (running) { again = true; return; }
    running = load().finally(() => {
      running = undefined;
      if (again && !stopped) { again = false; changed(); }
    });
  }
  const stop = watchEvent(id, changed, ok => { if (!ok && !stopped) live.textContent = t('ev.offline'); live.classList.toggle('off', !ok); });
  return () => { stopped = true; stop(); main.classList.remove('event-main'); };
}

function drawHead(head: HTMLElement, e: EventInfo, tab: Tab, live: HTMLElement): void {
  // The school classification and the medals per age group are the school preset's: a team event has neither (its
  // table is the teams'), nor has an event played online (its players join from their club accounts, not schools).
  const online = (e as EventInfo & { mode?: string }).mode === 'online';
  const tabs: [Tab, string, string][] = TABS.filter(([key]) => !(isTeamEvent(e) || online) || (key !== 'schools' && key !== 'medals'));
  if (canManage(e)) tabs.push(['manage', 'ev.tab.manage', '/gerir'], ['results', 'ev.tab.results', '/gerir/rodadas']);
  head.replaceChildren(
    h('h1.event-title', { 'data-testid': 'event-name' }, e.name),
    h('p.event-sub.muted', [e.place, dateRange(e)].filter(Boolean).join(' · ')),
    h('nav.event-tabs', { 'aria-label': t('ev.title') }, ...tabs.map(([key, label, path]) =>
      link(eventHref(e.id, path), t(label as Parameters<typeof t>[0]), { class: key === tab ? 'current' : '', 'aria-current': key === tab ? 'page' : undefined, 'data-tab': key }))),
    live);
}

/** The event's home: what chess-results shows at the top of an event. */
const homeView: View = (box, frame) => async () => {
  const e = frame.event;
  const [cats, standings] = await Promise.all([getCategories(e.id), getStandings(e.id, '', '')]);
  const facts = h('dl.facts.event-facts', { 'data-testid': 'event-facts' });
  const fact = (label: string, value: string | Node | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    facts.append(h('dt', label), h('dd', value));
  };
  const chief = e.arbiters.find(a => a.chief);
  fact(t('ev.place'), e.place);
  fact(t('ev.dates'), dateRange(e));
  fact(t('ev.organiser'), e.organiser);
  fact(t('ev.chief'), chief?.username);
  fact(t('ev.deputies'), e.arbiters.filter(a => !a.chief).map(a => a.username).join(', '));
  fact(t('ev.game'), gameName(e.game));
  fact(t('ev.timeControl'), e.timeControl);
  fact(t('ev.system'), tOr('ev.system.' + e.system, e.system));
  if (isTeamEvent(e)) fact(t('ev.teamBoards'), tf('ev.teamBoardsValue', { n: e.boards ?? 0, points: e.matchPoints ?? '' }));
  fact(t('ev.roundsCount'), e.roundsPaired === 0 ? `${e.rounds} (${t('ev.noRounds')})` : tf('ev.roundsOf', { paired: e.roundsPaired, total: e.rounds }));
  fact(t('ev.tiebreaks'), e.tiebreaks.join(', '));
  fact(t('ev.players'), String(standings.rows.length));
  fact(t('ev.season'), e.season ? String(e.season) : null);
  const groups = cats.categories.filter(c => c.players > 0);
  const catTable = groups.length === 0 ? null : h('section.event-cats', h('h2', t('ev.categories')), scroll(h('table.ev-table',
    h('thead', h('tr', h('th', t('ev.category')), h('th', t('ev.birthYears')), h('th.num', t('ev.F')), h('th.num', t('ev.M')), h('th.num', t('ev.players')))),
    h('tbody', ...groups.map(c => h('tr',
      h('td', link(eventHref(e.id, `/classificacao?escalao=${encodeURIComponent(c.name)}`), c.name)),
      h('td', c.fromYear && c.toYear ? (c.fromYear === c.toYear ? String(c.fromYear) : `${c.fromYear}–${c.toYear}`)
        : c.fromYear ? tf('ev.from', { y: c.fromYear }) : c.toYear ? tf('ev.until', { y: c.toYear }) : '',
        c.cycles?.length ? h('span.muted', ' · ' + cycleNames(c.cycles)) : null),
      h('td.num', String(c.F)), h('td.num', String(c.M)), h('td.num', String(c.players))))))));
  const file = (path: string, label: string) => h('a.button', { href: eventPath(e.id, path), download: '' }, label);
  const files = h('section.event-files.no-print', h('h2', t('ev.files')), h('p.downloads', { 'data-testid': 'downloads' },
    file('/export.trf', t('ev.file.trf')), file('/export.trf?format=16', t('ev.file.trf16')), file('/standings.csv', t('ev.file.csv')),
    file('/standings.tsv', t('ev.file.tsv')), e.game === 'chess' ? file('/games.pgn', t('ev.file.pgn')) : file('/games.pdn', t('ev.file.pdn'))));
  // The organiser's copy of the games in a library collection (the games entered with moves, as the file has them).
  if (canManage(e)) files.append(addToLibrary(e.game, { event: e.id }, 'addEvent') ?? '');
  box.replaceChildren(h('section.event-home', onlinePanel(e, standings), facts, catTable, tbLegend(standings.tiebreaks), files));
};
