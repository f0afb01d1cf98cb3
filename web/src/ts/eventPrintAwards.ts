// What is printed once the day is over: standings (one age group and gender per sheet, or the teams' table), the
// school classification, the medal list and a certificate per medallist (A4 landscape, one a page). The groups are
// the server's (/standings, /schools, /medals): nothing here decides who belongs where.
import { h } from './dom';
import { t, tf, lang } from './i18n';
import { call } from './api';
import { EventInfo, Medals, TiebreakName, Schools, Standings, TeamStandings, eventPath, getCategories, getStandings, isTeamEvent } from './eventApi';
import { genderName, pts, tbLegend } from './eventFormat';
import type { PrintDoc } from './eventPrintHead';
import { certificateDate, printHead } from './eventPrintHead';

const ALL = '*';
/** A tiebreak's column: its code and which way is better (↑ higher, ↓ lower), as the pages and the legend say. */
const tbColumn = (tb: TiebreakName) => h('th.num', tb.code, tb.better === 'lower' ? ' ↓' : ' ↑');
const after = (round: number, complete: boolean) => tf('ev.afterRound', { n: round }) + (complete ? '' : ` (${t('ev.provisional')})`);

/** The standings as the page shows them: `escalao`/`genero` of the address (`escalao=*`: every group and gender). */
export const standingsDoc: PrintDoc = async (e, _round, q) => {
  if (isTeamEvent(e)) return [await teamSheet(e)];
  const category = q.get('escalao') ?? '';
  const gender = q.get('genero') ?? '';
  let groups: [string, string][] = [[category, gender]];
  if (category === ALL) {
    const cats = (await getCategories(e.id)).categories.filter(c => c.players > 0);
    groups = cats.flatMap(c => (['F', 'M'] as const).filter(g => c[g] > 0).map(g => [c.name, g] as [string, string]));
  }
  const all = await Promise.all(groups.map(([c, g]) => getStandings(e.id, c, g)));
  const sheets = all.map(s => standingsSheet(e, s));
  if (all.length) sheets[sheets.length - 1].append(tbLegend(all[0].tiebreaks));
  return sheets;
};

function standingsSheet(e: EventInfo, s: Standings): HTMLElement {
  const title = [s.category ?? t('ev.all'), s.gender ? genderName(s.gender) : ''].filter(Boolean).join(' · ');
  return h('section.print-sheet.page-break', { 'data-category': s.category ?? '', 'data-gender': s.gender ?? '' },
    printHead(e, title, after(s.round, s.complete)),
    s.rows.length === 0 ? h('p.muted', t('ev.noPlayers')) : h('table.print-table.print-standings',
      h('thead', h('tr', h('th.num', t('ev.rank')), h('th.num', t('ev.no')), h('th', t('ev.name')), h('th', t('ev.club')),
        h('th.num', t('ev.pts')), ...s.tiebreaks.map(tbColumn))),
      h('tbody', ...s.rows.map(r => h('tr', { 'data-start-no': r.startNo },
        h('td.num', String(r.rank)), h('td.num', String(r.startNo)),
        h('td.pname', r.name, r.withdrawnFrom ? h('span.print-club', r.withdrawnFrom === 1 ? t('ev.noShow') : t('ev.withdrawnShort')) : null),
        h('td.club', r.club ?? ''), h('td.num.points', pts(r.points)), ...r.values.map(v => h('td.num', pts(v))))))));
}

async function teamSheet(e: EventInfo): Promise<HTMLElement> {
  const s = await call<TeamStandings>('GET', eventPath(e.id, '/team-standings'));
  return h('section.print-sheet', printHead(e, t('ev.teams'), after(s.round, s.complete)),
    h('table.print-table.print-standings',
      h('thead', h('tr', h('th.num', t('ev.rank')), h('th.num', t('ev.no')), h('th', t('ev.team')), h('th.num', t('ev.mp')),
        h('th.num', t('ev.gp')), ...s.tiebreaks.map(tbColumn))),
      h('tbody', ...s.rows.map(r => h('tr', h('td.num', String(r.rank)), h('td.num', String(r.team)), h('td.pname', r.name),
        h('td.num.points', pts(r.matchPoints)), h('td.num', pts(r.gamePoints)), ...r.values.map(v => h('td.num', pts(v))))))),
    tbLegend(s.tiebreaks));
}

/** The school classification of one age group (`escalao`), or of every one (none or `*`), one per sheet. */
export const schoolsDoc: PrintDoc = async (e, _round, q) => {
  const chosen = q.get('escalao') ?? '';
  const cats = (await getCategories(e.id)).categories.filter(c => c.players > 0).map(c => c.name);
  const names = chosen && chosen !== ALL ? [chosen] : cats;
  const all = await Promise.all(names.map(c => call<Schools>('GET', eventPath(e.id, '/schools?category=' + encodeURIComponent(c)))));
  return all.map(s => h('section.print-sheet.page-break', { 'data-category': s.category ?? '' },
    printHead(e, `${t('ev.schools')} · ${s.category ?? t('ev.all')}`),
    s.schools.length === 0 ? h('p.muted', t('ev.noSchools')) : h('table.print-table.print-schools',
      h('thead', h('tr', h('th.num', t('ev.rank')), h('th', t('ev.school')), h('th', t('ev.counted')), h('th.num', t('ev.pts')), h('th.num', t('ev.pupils')))),
      h('tbody', ...s.schools.map(sc => h('tr', { 'data-school': sc.school },
        h('td.num', String(sc.rank)),
        h('td.pname', sc.school, sc.absent ? h('span.print-club', t('ev.absent')) : sc.incomplete ? h('span.print-club', t('ev.incomplete')) : null),
        h('td.counted', sc.counted.map(p => `${p.name} (${pts(p.points)})`).join(', ')),
        h('td.num.points', pts(sc.points)), h('td.num', String(sc.pupils)))))),
    h('p.print-note', tf('ev.schoolsNote', { n: s.best }))));
};

const placeName = (rank: number) => rank === 1 ? t('ev.place1') : rank === 2 ? t('ev.place2') : t('ev.place3');

/** The medal list: each age group and gender the server lists, its first three (ties share a place). */
export const medalsDoc: PrintDoc = async e => {
  const m = await call<Medals>('GET', eventPath(e.id, '/medals'));
  if (m.medals.length === 0) return [];
  return [h('section.print-sheet', printHead(e, t('evp.medalsTitle')),
    ...m.medals.map(g => h('div.print-medal-group', { 'data-category': g.category, 'data-gender': g.gender },
      h('h3', `${g.category} · ${genderName(g.gender)}`),
      h('table.print-table.print-medals',
        h('thead', h('tr', h('th.num', t('evp.place')), h('th', t('ev.name')), h('th', t('ev.club')), h('th.num', t('ev.pts')))),
        h('tbody', ...g.players.map(p => h('tr', { 'data-start-no': p.startNo },
          h('td.num', `${p.rank}º`, h('span.print-club', placeName(p.rank))), h('td.pname', p.name), h('td.club', p.club ?? ''),
          h('td.num.points', pts(p.points)))))))))];
};

const ordinalEn = (n: number) => n === 1 ? '1st' : n === 2 ? '2nd' : n === 3 ? '3rd' : `${n}th`;

/** A certificate per medallist, one A4 landscape page each. */
export const certificatesDoc: PrintDoc = async e => {
  const m = await call<Medals>('GET', eventPath(e.id, '/medals'));
  const date = certificateDate(e);
  return m.medals.flatMap(g => g.players.map(p => h('section.cert', { 'data-start-no': p.startNo, 'data-testid': 'certificate', class: 'cert place' + p.rank },
    h('div.cert-frame',
      h('p.cert-kind', t('evp.certificate')),
      h('p.cert-event', e.name),
      h('p.cert-text', t('evp.certifies')),
      h('p.cert-name', p.name),
      p.club ? h('p.cert-club', p.club) : null,
      h('p.cert-text', t('evp.obtained'), ' ', h('strong.cert-place', tf('evp.placeN', { n: lang === 'en' ? ordinalEn(p.rank) : p.rank }))),
      h('p.cert-group', tf('evp.inGroup', { group: `${g.category} · ${genderName(g.gender)}` })),
      h('p.cert-where', [e.place, date].filter(Boolean).join(', ')),
      h('div.cert-signs',
        h('div.cert-sign', h('span.slip-line', ''), h('span', t('evp.chief'))),
        h('div.cert-sign', h('span.slip-line', ''), h('span', t('evp.organiser')), e.organiser ? h('span.cert-who', e.organiser) : null))))));
};
