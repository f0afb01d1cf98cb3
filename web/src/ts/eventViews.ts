// An event's pairings and results per round, standings per age group and gender (or all of them, one per printed
// page), the crosstable and a player's card. Read from /crosstable, /standings and /card (docs/server/events.md).
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { Category, CrossRow, Standings, TeamStandings, getCategories, getCrosstable, getMatches, getStandings, eventPath, isTeamEvent } from './eventApi';
import { call } from './api';
import type { Card } from './eventApi';
import type { View } from './eventPages';
import { printBar, printButton, roundPrintBar } from './eventPrint';
import { byeWorth, eventHref, genderName, half, link, playerCard, pts, resultText, roundTitle, scroll, tbHeader, tbLegend } from './eventFormat';

/** Round n's pairings and results (0: the last paired round), with each player's points before it. */
export const roundsView = (n: number): View => (box, frame) => async () => {
  const e = frame.event;
  const published = e.roundsPaired - (e.draftRound ? 1 : 0);  // an arbiter's draft is not public
  const round = n || published;
  const nav = h('nav.round-nav', { 'aria-label': t('ev.tab.rounds') }, ...Array.from({ length: Math.max(published, e.rounds) }, (_, i) =>
    i < published ? link(eventHref(e.id, `/rodadas/${i + 1}`), String(i + 1), { class: i + 1 === round ? 'current' : '', title: roundTitle(i + 1) })
      : h('span.future', String(i + 1))));
  if (round === 0 || round > published) {
    box.replaceChildren(nav, h('p.muted', t('ev.notPaired')));
    return;
  }
  const [cross, matches] = await Promise.all([getCrosstable(e.id), isTeamEvent(e) ? getMatches(e.id, round) : Promise.resolve(null)]);
  const before = (p: CrossRow) => round === 1 ? 0 : p.rounds[round - 2].points;
  const byNo = new Map(cross.players.map(p => [p.startNo, p]));
  const games = cross.players.filter(p => p.rounds[round - 1]?.color === 'w').sort((a, b) => a.rounds[round - 1].board! - b.rounds[round - 1].board!);
  const others = cross.players.filter(p => p.rounds[round - 1] && p.rounds[round - 1].opponent === null)
    .sort((a, b) => (a.rounds[round - 1].board ?? 9999) - (b.rounds[round - 1].board ?? 9999) || a.startNo - b.startNo);
  const rows = games.map(w => {
    const c = w.rounds[round - 1];
    const b = byNo.get(c.opponent!)!;
    return h('tr', { 'data-board': c.board },
      h('td.num.board', String(c.board)), h('td.num.no', String(w.startNo)), h('td.white', playerCard(e.id, w.startNo, w.name)),
      h('td.num.before', pts(before(w))),
      h('td.res-cell', { 'data-result': c.game ?? '' }, resultText(c.game)),
      h('td.num.before', pts(before(b))), h('td.black', playerCard(e.id, b.startNo, b.name)), h('td.num.no', String(b.startNo)));
  });
  for (const p of others) {
    const c = p.rounds[round - 1];
    rows.push(h('tr.bye', { 'data-bye': p.startNo, 'data-board': c.board ?? undefined },
      h('td.num.board', c.board ? String(c.board) : ''), h('td.num.no', String(p.startNo)), h('td.white', playerCard(e.id, p.startNo, p.name)),
      h('td.num.before', pts(before(p))), h('td.res-cell', half(c.score)),
      h('td.bye-text', { colspan: 3 }, tOr('ev.bye.' + c.result, c.result ?? ''))));
  }
  // A team event: each match's heading (the teams and their game points) above its boards.
  if (matches) {
    const byBoard = new Map(rows.filter(r => r.dataset.board).map(r => [Number(r.dataset.board), r]));
    const grouped: HTMLElement[] = [];
    for (const m of matches.matches) {
      const head = m.black === null ? `${m.whiteName} — ${t('ev.teamBye')}`
        : `${tf('ev.match', { n: m.match })}: ${m.whiteName} ${pts(m.whiteGamePoints)} – ${pts(m.blackGamePoints)} ${m.blackName}`;
      grouped.push(h('tr.match-head', { 'data-match': m.match }, h('th', { colspan: 8, scope: 'rowgroup' }, head)));
      for (const b of m.boards) { const r = byBoard.get(b); if (r) { grouped.push(r); byBoard.delete(b); } }
    }
    // A team's reserves sit out rounds as a matter of course: only the boards are listed.
    rows.splice(0, rows.length, ...grouped, ...rows.filter(r => r.dataset.board && byBoard.has(Number(r.dataset.board))));
  }
  box.replaceChildren(nav, h('h2', roundTitle(round)), roundPrintBar(e, round), scroll(h('table.ev-table.pairings', { 'data-testid': 'pairings' },
    h('thead', h('tr', h('th.num', t('ev.board')), h('th.num.no', t('ev.no')), h('th', t('ev.white')), h('th.num.before', t('ev.pts')),
      h('th.res-cell', t('ev.result')), h('th.num.before', t('ev.pts')), h('th', t('ev.black')), h('th.num.no', t('ev.no')))),
    h('tbody', ...rows))));
};

const ALL = '*';

/** The standings: the teams' table for a team event, else the players' with selectors for age group and gender. */
export const standingsView: View = (box, frame) => isTeamEvent(frame.event) ? teamStandingsView(box, frame) : playerStandingsView(box, frame);

/** A team event's table: match points, game points and the team tiebreaks, each named. */
const teamStandingsView: View = (box, frame) => async () => {
  const e = frame.event;
  const s = await call<TeamStandings>('GET', eventPath(e.id, '/team-standings'));
  box.replaceChildren(printBar(e, [printButton(e.id, 'classificacao', t('evp.standings'))]),
    h('section.standings-group', { 'data-testid': 'team-standings' },
    h('h2', t('ev.teams'), h('span.after', tf('ev.afterRound', { n: s.round }) + (s.complete ? '' : ` (${t('ev.provisional')})`))),
    scroll(h('table.ev-table.standings-table',
      h('thead', h('tr', h('th.num', t('ev.rank')), h('th.num.no', t('ev.no')), h('th', t('ev.team')),
        h('th.num', h('abbr', { title: t('ev.mpLong') }, t('ev.mp'))), h('th.num', h('abbr', { title: t('ev.gpLong') }, t('ev.gp'))),
        ...s.tiebreaks.map(tbHeader))),
      h('tbody', ...s.rows.map(r => h('tr', { 'data-team': r.team },
        h('td.num', String(r.rank)), h('td.num.no', String(r.team)), h('td.name', h('strong', r.name)),
        h('td.num.points', pts(r.matchPoints)), h('td.num', pts(r.gamePoints)), ...r.values.map(v => h('td.num.tb', pts(v))))))))),
    tbLegend(s.tiebreaks));
};

/** The players' standings with selectors for age group and gender; "all" draws every group and gender, one per printed page. */
const playerStandingsView: View = (box, frame) => {
  const query = new URLSearchParams(location.search);
  let category = query.get('escalao') ?? '';
  let gender = query.get('genero') ?? '';
  const catSelect = h('select', { name: 'category' }) as HTMLSelectElement;
  const genderSelect = h('select', { name: 'gender' }, ...[['', t('ev.both')], ['F', t('ev.F')], ['M', t('ev.M')]].map(([v, l]) =>
    h('option', { value: v, selected: v === gender }, l))) as HTMLSelectElement;
  const tables = h('div.standings-groups', { 'data-testid': 'standings' });
  const change = () => {
    category = catSelect.value;
    gender = genderSelect.value;
    const q = new URLSearchParams();
    if (category) q.set('escalao', category);
    if (gender) q.set('genero', gender);
    history.replaceState(null, '', location.pathname + (q.toString() ? '?' + q : ''));
    draw();
  };
  catSelect.addEventListener('change', change);
  genderSelect.addEventListener('change', change);
  const csv = h('a.button.small', { download: '', 'data-testid': 'standings-csv' }, t('ev.file.csv'));
  box.replaceChildren(h('form.filters.no-print', { onsubmit: (ev: Event) => ev.preventDefault() },
    h('label', t('ev.category'), catSelect), h('label', t('ev.gender'), genderSelect), csv),
    printBar(frame.event, [printButton(frame.event.id, 'classificacao', t('evp.standings'), () => location.search),
      printButton(frame.event.id, 'classificacao', t('evp.standingsAll'), () => '?escalao=*', 'print-classificacao-todos')]), tables);
  let seq = 0;

  async function draw(): Promise<void> {
    const id = frame.event.id;
    const mine = ++seq;  // a later choice's drawing wins over an earlier one still reading
    const cats: Category[] = (await getCategories(id)).categories.filter(c => c.players > 0);
    if (mine !== seq) return;
    catSelect.replaceChildren(h('option', { value: '' }, t('ev.all')), ...cats.map(c => h('option', { value: c.name, selected: c.name === category }, c.name)),
      h('option', { value: ALL, selected: category === ALL }, t('ev.allCategories')));
    genderSelect.disabled = category === ALL;
    const q = new URLSearchParams();
    if (category && category !== ALL) q.set('category', category);
    if (gender && category !== ALL) q.set('gender', gender);
    csv.setAttribute('href', eventPath(id, '/standings.csv' + (q.toString() ? '?' + q : '')));
    const groups: [string, string][] = category !== ALL ? [[category, gender]]
      : cats.flatMap(c => (['F', 'M'] as const).filter(g => c[g] > 0).map(g => [c.name, g] as [string, string]));
    const all = await Promise.all(groups.map(([c, g]) => getStandings(id, c, g)));
    if (mine !== seq) return;
    tables.replaceChildren(...all.map(s => standingsSection(id, s, frame.event.name)));
    tables.append(tbLegend(all[0]?.tiebreaks ?? []));
  }
  return draw;
};

function standingsSection(id: number, s: Standings, eventName: string): HTMLElement {
  const title = [s.category ?? t('ev.all'), s.gender ? genderName(s.gender) : ''].filter(Boolean).join(' · ');
  return h('section.standings-group', { 'data-category': s.category ?? '', 'data-gender': s.gender ?? '' },
    h('p.print-only.print-event', eventName),
    h('h2', title, h('span.after', tf('ev.afterRound', { n: s.round }) + (s.complete ? '' : ` (${t('ev.provisional')})`))),
    s.rows.length === 0 ? h('p.muted', t('ev.noPlayers')) : scroll(h('table.ev-table.standings-table',
      h('thead', h('tr', h('th.num', t('ev.rank')), h('th.num.no', t('ev.no')), h('th', t('ev.name')), h('th.club', t('ev.club')),
        h('th.num', t('ev.pts')), ...s.tiebreaks.map(tbHeader))),
      h('tbody', ...s.rows.map(r => h('tr', { 'data-start-no': r.startNo, class: r.withdrawnFrom ? 'withdrawn' : '' },
        h('td.num', String(r.rank)), h('td.num.no', String(r.startNo)),
        h('td.name', playerCard(id, r.startNo, r.name), r.withdrawnFrom ? h('span.wd', ' · ' + (r.withdrawnFrom === 1 ? t('ev.noShow') : t('ev.withdrawnShort'))) : null),
        h('td.club', r.club ?? ''), h('td.num.points', pts(r.points)),
        ...r.values.map(v => h('td.num.tb', pts(v)))))))));
}

/** Every player and round: the opponent's start number, the colour and the result, then points and tiebreaks. */
export const crosstableView: View = (box, frame) => async () => {
  const id = frame.event.id;
  const c = await getCrosstable(id);
  const rounds = Array.from({ length: c.round }, (_, i) => i + 1);
  const cell = (p: CrossRow, r: number) => {
    const x = p.rounds[r - 1];
    if (x.opponent === null) return h('td.cross.bye', { title: tOr('ev.bye.' + x.result, '') }, (x.result === '-' ? '−' : x.result ?? '') + half(x.score));
    const color = x.color === 'w' ? t('ev.w') : t('ev.b');
    const res = x.result === null ? '' : x.result === '+' || x.result === '*' ? x.result : x.result === '-' ? '−' : half(x.score);
    return h('td', { class: x.result === null ? 'cross pending' : 'cross' }, `${x.opponent}${color}${res}`);
  };
  box.replaceChildren(h('h2', tf('ev.afterRound', { n: c.round }) + (c.complete ? '' : ` (${t('ev.provisional')})`)),
    scroll(h('table.ev-table.crosstable', { 'data-testid': 'crosstable' },
      h('thead', h('tr', h('th.num', t('ev.rank')), h('th.num', t('ev.no')), h('th', t('ev.name')),
        ...rounds.map(r => h('th.cross', { scope: 'col', title: roundTitle(r) }, String(r))), h('th.num', t('ev.pts')), ...c.tiebreaks.map(tbHeader))),
      h('tbody', ...c.players.map(p => h('tr', { 'data-start-no': p.startNo },
        h('td.num', String(p.rank)), h('td.num', String(p.startNo)), h('td.name', playerCard(id, p.startNo, p.name)),
        ...rounds.map(r => cell(p, r)), h('td.num.points', pts(p.points)), ...p.values.map(v => h('td.num.tb', pts(v)))))))),
    h('p.small.muted', t('ev.crossHint')), tbLegend(c.tiebreaks));
};

/** A player's card: who, where they stand, and every round with the opponent's name, rating and points. */
export const cardView = (no: number): View => (box, frame) => async () => {
  const id = frame.event.id;
  const c = await call<Card>('GET', eventPath(id, `/players/${no}/card`));
  const p = c.player;
  const facts = h('dl.facts');
  const fact = (label: string, v: string | null | undefined) => { if (v) facts.append(h('dt', label), h('dd', v)); };
  fact(t('ev.startNo'), String(p.startNo));
  fact(t('ev.club'), p.club);
  fact(t('ev.gender'), genderName(p.gender));
  fact(t('evm.birthYear'), p.birthYear ? String(p.birthYear) : null);
  fact(t('ev.rating'), p.rating ? String(p.rating) : null);
  fact(t('ev.inCategories'), p.categories.join(', '));
  fact(t('ev.byesAsked'), Object.entries(p.byes).map(([r, k]) => `${r} (${byeWorth(k)})`).join(', '));
  c.tiebreaks.forEach((tb, i) => fact(tb.code, pts(p.values[i])));
  const rated = c.rounds.some(r => r.opponent?.rating);
  const rows = c.rounds.map(r => h('tr', { 'data-round': r.round },
    h('td.num', String(r.round)), h('td.num', r.board ? String(r.board) : ''),
    h('td', r.color === 'w' ? t('ev.white') : r.color === 'b' ? t('ev.black') : ''),
    h('td', r.opponent ? playerCard(id, r.opponent.startNo, r.opponent.name) : h('span.muted', tOr('ev.bye.' + r.result, r.result ?? ''))),
    h('td.num.no', r.opponent ? String(r.opponent.startNo) : ''), rated ? h('td.num.no', r.opponent?.rating ? String(r.opponent.rating) : '') : null,
    h('td.num', r.opponent ? pts(r.opponent.points) : ''),
    h('td.num.res-cell', r.result === null ? '' : r.result === '+' || r.result === '*' || r.result === '-' && r.opponent ? r.result.replace('-', '−') : half(r.score)),
    h('td.num', r.result === null ? '' : pts(r.points))));
  box.replaceChildren(h('section.card-page', { 'data-testid': 'player-card' },
    h('h2', p.name, p.withdrawnFrom ? h('span.wd', ' · ' + tf('ev.withdrawn', { n: p.withdrawnFrom })) : null),
    h('p.lead', tf('ev.cardRank', { rank: p.rank, pts: pts(p.points) })), facts,
    scroll(h('table.ev-table.card-table',
      h('thead', h('tr', h('th.num', t('ev.roundShort')), h('th.num', t('ev.board')), h('th', t('ev.color')),
        h('th', t('ev.opponent')), h('th.num.no', t('ev.no')), rated ? h('th.num.no', t('ev.rating')) : null, h('th.num', t('ev.pts')),
        h('th.num', t('ev.result')), h('th.num', t('ev.running')))),
      h('tbody', ...rows))),
    h('p.no-print', link(eventHref(id, '/classificacao'), t('ev.back')))));
};
