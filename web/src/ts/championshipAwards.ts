// A championship's results across its sections: the school classification of each age group (the server's
// /api/championships/{id}/schools, which counts every section that takes the group) and the medal list (each
// section's /medals, one after another: a pupil plays in one section only, so is listed at most once). Shown on
// /campeonatos/{id}/escolas and printed on /campeonatos/{id}/imprimir/escolas and .../medalhas (A4, print.css).
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import type { Medals } from './eventApi';
import { genderName, pts } from './eventFormat';
import type { ChampionshipInfo } from './championship';
import { schoolSport } from './eventAgeGroups';

interface ChampSchool { rank: number; school: string; points: number; pupils: number; incomplete: boolean;
  counted: { name: string; section: string; points: number }[] }
interface ChampSchools { category: string; best: number; schools: ChampSchool[] }

const getChampionship = (id: number) => call<ChampionshipInfo>('GET', `/api/championships/${id}`);
const head = (c: ChampionshipInfo, title: string) => h('header.print-head', h('p.print-event-name', c.name),
  h('p.print-where', tf('ch.season', { y: c.season, y1: c.season + 1 })), h('h2.print-title', title));
const placeName = (rank: number) => rank === 1 ? t('ev.place1') : rank === 2 ? t('ev.place2') : t('ev.place3');

/** The age groups some section takes, in the preset's order. */
async function groupsPlayed(c: ChampionshipInfo): Promise<string[]> {
  const preset = (await schoolSport(c.season)).groups.map(g => g.name);
  return preset.filter(g => c.sections.some(s => s.players > 0 && (s.ageGroups.length === 0 || s.ageGroups.includes(g))));
}

/** One sheet per age group with schools. */
export async function schoolsSheets(c: ChampionshipInfo): Promise<HTMLElement[]> {
  const all = await Promise.all((await groupsPlayed(c)).map(g =>
    call<ChampSchools>('GET', `/api/championships/${c.id}/schools?category=${encodeURIComponent(g)}`)));
  return all.filter(s => s.schools.length > 0).map(s => h('section.print-sheet.page-break', { 'data-category': s.category, 'data-testid': 'champ-schools' },
    head(c, `${t('ch.schoolsTitle')} · ${s.category}`),
    h('div.table-scroll', h('table.print-table.print-schools.ev-table',
      h('thead', h('tr', h('th.num', t('ev.rank')), h('th', t('ev.school')), h('th', t('ev.counted')), h('th.num', t('ev.pts')), h('th.num', t('ev.pupils')))),
      h('tbody', ...s.schools.map(sc => h('tr', { 'data-school': sc.school },
        h('td.num', String(sc.rank)),
        h('td.pname', sc.school, sc.incomplete ? h('span.print-club', t('ev.incomplete')) : null),
        h('td.counted', sc.counted.map(p => `${p.name} (${pts(p.points)})`).join(', ')),
        h('td.num.points', pts(sc.points)), h('td.num', String(sc.pupils))))))),
    h('p.print-note', tf('ev.schoolsNote', { n: s.best }))));
}

/** The medal list: every section's age groups and genders, their first three. */
export async function medalsSheet(c: ChampionshipInfo): Promise<HTMLElement[]> {
  const bySection = await Promise.all(c.sections.map(s => call<Medals>('GET', `/api/events/${s.event}/medals`).then(m => ({ s, m }))));
  const groups = bySection.flatMap(({ s, m }) => m.medals.map(g => ({ section: s.name, ...g })));
  if (groups.length === 0) return [];
  return [h('section.print-sheet', { 'data-testid': 'champ-medals' }, head(c, t('ch.medalsTitle')),
    ...groups.map(g => h('div.print-medal-group', { 'data-category': g.category, 'data-gender': g.gender },
      h('h3', `${g.category} · ${genderName(g.gender)}`, h('span.print-club', ` (${g.section})`)),
      h('div.table-scroll', h('table.print-table.print-medals.ev-table',
        h('thead', h('tr', h('th.num', t('evp.place')), h('th', t('ev.name')), h('th', t('ev.club')), h('th.num', t('ev.pts')))),
        h('tbody', ...g.players.map(p => h('tr', { 'data-medalist': p.name },
          h('td.num', `${p.rank}º`, h('span.print-club', placeName(p.rank))), h('td.pname', p.name), h('td.club', p.club ?? ''),
          h('td.num.points', pts(p.points))))))))))];
}

let printWhenDrawn = false;

/** A link to a championship print that prints once drawn (one click); opened in a new tab it is a preview. */
export function champPrintButton(id: number, kind: 'escolas' | 'medalhas', label: string): HTMLElement {
  return h('a.button.small', { href: `/campeonatos/${id}/imprimir/${kind}`, 'data-link': true, 'data-testid': `champ-print-${kind}`,
    onclick: (ev: MouseEvent) => { if (!ev.ctrlKey && !ev.metaKey && !ev.shiftKey && ev.button === 0) printWhenDrawn = true; } }, label);
}

/** /campeonatos/{id}/imprimir/{escolas|medalhas}: the document under a toolbar that never prints. */
export function champPrintPage(main: HTMLElement, id: number, kind: string): (() => void) | null {
  if (kind !== 'escolas' && kind !== 'medalhas') return null;
  const autoPrint = printWhenDrawn;
  printWhenDrawn = false;
  let stopped = false;
  const doc = h(`div.print-doc.print-${kind}`, { 'data-testid': 'print-doc' });
  main.classList.add('print-main');
  main.append(h('div.print-toolbar.no-print',
    h('button.primary', { type: 'button', 'data-testid': 'print-now', onclick: () => window.print() }, t('evp.printNow')),
    h('a', { href: `/campeonatos/${id}`, 'data-link': true }, t('evp.back')), h('p.small.muted', t('evp.hint'))), doc);
  (async () => {
    try {
      const c = await getChampionship(id);
      const sheets = kind === 'escolas' ? await schoolsSheets(c) : await medalsSheet(c);
      if (stopped) return;
      document.title = `${c.name} · ${t('evp.print')}`;
      doc.replaceChildren(...(sheets.length ? sheets : [h('p.muted', t('evp.none'))]));
      doc.dataset.ready = 'true';
      await document.fonts.ready;
      if (autoPrint && !stopped && sheets.length) window.print();
    } catch (err) {
      if (!stopped) doc.replaceChildren(h('p.error', { role: 'alert' }, errorText(err)));
    }
  })();
  return () => { stopped = true; main.classList.remove('print-main'); };
}

/** /campeonatos/{id}/escolas: the school classification and the medals on screen, with their print buttons. */
export function champSchoolsPage(main: HTMLElement, id: number): () => void {
  let stopped = false;
  const box = h('section.championship.champ-awards', { 'data-testid': 'champ-awards' });
  main.append(box);
  (async () => {
    try {
      const c = await getChampionship(id);
      const [schools, medals] = await Promise.all([schoolsSheets(c), medalsSheet(c)]);
      if (stopped) return;
      document.title = `${t('ch.schoolsLink')} · ${c.name}`;
      box.replaceChildren(
        h('p', h('a', { href: `/campeonatos/${id}`, 'data-link': true }, c.name)),
        h('h1.event-title', t('ch.schoolsLink')),
        h('div.print-bar.no-print', { role: 'group', 'aria-label': t('evp.print') }, h('span.print-label', t('evp.print') + ':'),
          champPrintButton(id, 'escolas', t('ch.printSchools')), champPrintButton(id, 'medalhas', t('ch.printMedals'))),
        ...(schools.length ? schools : [h('p.muted', t('ev.noSchools'))]),
        ...(medals.length ? medals : [h('p.muted', t('ch.noMedals'))]));
      box.dataset.ready = 'true';
    } catch (err) {
      if (!stopped) box.replaceChildren(h('p.error', { role: 'alert' }, errorText(err)));
    }
  })();
  return () => { stopped = true; };
}
