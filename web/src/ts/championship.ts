// A championship's day (docs/server/events.md, "Championships and sections"): its page under /campeonatos/{id} with
// the sections, "Emparelhar todas as secções" and one list for all; and the section picker every event page of a
// section shows (a <select>, which a phone opens as its own list).
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { eventHref, link, scroll } from './eventFormat';
import { go } from './main';
import { follow } from './eventPairingJob';
import { newChampionshipPage } from './championshipNew';
import { sectionForm } from './championshipSection';
import { listImport } from './championshipImport';
import { champPrintButton, champPrintPage, champSchoolsPage } from './championshipAwards';
import { printButton } from './eventPrint';

export interface Section {
  event: number; name: string; position: number; ageGroups: string[]; genders: string[]; system: string;
  rounds: number; roundsPaired: number; players: number;
}
export interface ChampionshipInfo { id: number; name: string; season: number; schoolBest: number; canManage: boolean; sections: Section[] }

const champHref = (id: number) => `/campeonatos/${id}`;

/**
 * The picker above an event's page when the event is a section of a championship: the championship's name and a
 * select of its sections; choosing one opens the same page ({@code sub}: "/classificacao"...) of that section.
 * Empty for an event that is no section.
 */
export function sectionPicker(eventId: number, sub: string): HTMLElement {
  const box = h('nav.section-picker.no-print', { 'data-testid': 'section-picker', hidden: true });
  call<ChampionshipInfo>('GET', `/api/events/${eventId}/championship`).then(c => {
    if (c.sections.length === 0) return;
    const select = h('select', { id: 'section-select', 'data-testid': 'section-select' },
      ...c.sections.map(s => h('option', { value: String(s.event), selected: s.event === eventId }, s.name))) as HTMLSelectElement;
    select.addEventListener('change', () => go(eventHref(Number(select.value), sub)));
    box.replaceChildren(link(champHref(c.id), c.name, { class: 'section-champ' }),
      h('label.section-label', { for: 'section-select' }, t('ch.picker')), select);
    box.hidden = false;
  }, () => undefined);   // 404: the event is no section
  return box;
}

/** Routes /campeonatos/novo, /campeonatos/{id}, .../escolas and .../imprimir/{escolas|medalhas}. */
export function championshipRoute(main: HTMLElement, path: string): (() => void) | null {
  if (path === '/campeonatos/novo') { newChampionshipPage(main); return () => undefined; }
  const m = /^\/campeonatos\/(\d+)(?:\/(escolas|imprimir\/[a-z]+))?$/.exec(path);
  if (!m) return null;
  if (m[2] === 'escolas') return champSchoolsPage(main, Number(m[1]));
  if (m[2]) return champPrintPage(main, Number(m[1]), m[2].slice('imprimir/'.length));
  return championshipPage(main, Number(m[1]));
}

/** Each section's wall prints: its last published round's boards, alphabetical list and slips, and its standings. */
function sectionPrints(c: ChampionshipInfo): HTMLElement {
  return h('div.champ-prints.no-print', { 'data-testid': 'champ-prints' },
    h('h2', t('ch.bySection')),
    ...c.sections.map(s => h('div.print-bar', { role: 'group', 'aria-label': `${t('ch.prints')}: ${s.name}`, 'data-section': s.name },
      h('span.print-label', s.roundsPaired ? `${s.name} (${tf('ch.round', { n: s.roundsPaired })}):` : `${s.name}:`),
      ...(s.roundsPaired ? [
        printButton(s.event, 'mesas', t('evp.boards'), () => `/${s.roundsPaired}`, `print-mesas-${s.event}`),
        printButton(s.event, 'alfabetica', t('evp.alpha'), () => `/${s.roundsPaired}`, `print-alfabetica-${s.event}`),
        c.canManage ? printButton(s.event, 'boletins', t('evp.slips'), () => `/${s.roundsPaired}`, `print-boletins-${s.event}`) : null,
        c.canManage ? link(eventHref(s.event, `/gerir/rodadas/${s.roundsPaired}`), t('ch.results'), { class: 'button small', 'data-testid': `results-${s.event}` }) : null,
      ] : []),
      printButton(s.event, 'classificacao', t('evp.standings'), () => '?escalao=*', `print-classificacao-${s.event}`))),
    h('div.print-bar', { role: 'group', 'aria-label': t('ch.schoolsLink') },
      link(`/campeonatos/${c.id}/escolas`, t('ch.schoolsLink'), { class: 'button small', 'data-testid': 'champ-schools-link' }),
      champPrintButton(c.id, 'escolas', t('ch.printSchools')), champPrintButton(c.id, 'medalhas', t('ch.printMedals'))));
}

function championshipPage(main: HTMLElement, id: number): () => void {
  let stopped = false;
  const box = h('section.championship', { 'data-testid': 'championship' });
  // Kept across drawings: what the last action did (a drawing after it must not wipe it).
  const report = h('ul.champ-report', { 'data-testid': 'champ-report', 'aria-live': 'polite' });
  main.append(box);
  async function draw(): Promise<void> {
    let c: ChampionshipInfo;
    try {
      c = await call<ChampionshipInfo>('GET', `/api/championships/${id}`);
    } catch (e) {
      if (!stopped) box.replaceChildren(h('p.error', { role: 'alert' }, errorText(e)));
      return;
    }
    if (stopped) return;
    document.title = `${c.name} · Tabuleiro`;
    const select = h('select', { id: 'champ-section', 'data-testid': 'section-select' },
      h('option', { value: '' }, t('ch.all')), ...c.sections.map(s => h('option', { value: String(s.event) }, s.name))) as HTMLSelectElement;
    select.addEventListener('change', () => { if (select.value) go(eventHref(Number(select.value), '')); });
    const genders = (s: Section) => s.genders.length === 2 ? t('ch.FM') : t(s.genders[0] === 'F' ? 'ev.F' : 'ev.M');
    const table = c.sections.length === 0 ? h('p.muted', t('ch.noSections')) : scroll(h('table.ev-table', { 'data-testid': 'sections' },
      h('thead', h('tr', h('th', t('ch.section')), h('th', t('ch.groups')), h('th', t('ch.genders')), h('th.num', t('ch.players')), h('th.num', t('ch.rounds')))),
      h('tbody', ...c.sections.map(s => h('tr',
        h('td', link(eventHref(s.event, ''), s.name)),
        h('td', s.ageGroups.length === 0 ? t('ch.allGroups') : s.ageGroups.join(', ')),
        h('td', genders(s)), h('td.num', String(s.players)), h('td.num', `${s.roundsPaired}/${s.rounds}`))))));
    const actions = c.canManage ? manageActions(c, report, draw) : null;
    box.replaceChildren(
      h('h1.event-title', { 'data-testid': 'championship-name' }, c.name),
      h('p.event-sub.muted', tf('ch.season', { y: c.season, y1: c.season + 1 })),
      h('p.section-picker', h('label.section-label', { for: 'champ-section' }, t('ch.picker')), select),
      table, actions ?? '', report, c.sections.length ? sectionPrints(c) : '', c.canManage ? sectionForm(c, draw) : '');
  }
  draw();
  return () => { stopped = true; };
}

/** One section's line of POST /api/championships/{id}/rounds. */
interface SectionPairing {
  event: number; name: string; status: 'paired' | 'refused' | 'running'; round?: number; boards?: number; message?: string;
  job?: number; phase?: 'reading' | 'pairing' | 'storing' | null; elapsedMs?: number;
}

function showPairing(li: HTMLElement, s: SectionPairing): void {
  const what = s.status === 'paired' ? tf('ch.paired', { r: s.round ?? 0, n: s.boards ?? 0 })
    : s.status === 'running' ? tf('ch.running', { r: s.round ?? 0, s: Math.round((s.elapsedMs ?? 0) / 1000) })
    : tf('ch.refused', { message: s.message ?? '' });
  li.replaceChildren(h('strong', s.name), ': ', what);
}

function manageActions(c: ChampionshipInfo, report: HTMLElement, redraw: () => Promise<void>): HTMLElement {
  const pair = h('button.primary', { type: 'button', 'data-testid': 'pair-all' }, t('ch.pairAll')) as HTMLButtonElement;
  pair.addEventListener('click', async () => {
    pair.disabled = true;
    pair.textContent = t('ch.pairing');
    try {
      const r = await call<{ sections: SectionPairing[] }>('POST', `/api/championships/${c.id}/rounds`);
      await redraw();
      const rows = r.sections.map(s => {
        const li = h('li', { class: s.status, 'data-status': s.status });
        showPairing(li, s);
        return li;
      });
      report.replaceChildren(...rows);
      // Sections still pairing after the server's wait: followed each on its own, the button free meanwhile.
      r.sections.forEach((s, i) => {
        if (s.status !== 'running' || s.job === undefined) return;
        follow(s.event, { job: s.job, round: s.round ?? 0, published: true, state: 'running', phase: s.phase ?? null, elapsedMs: 0 },
          j => showPairing(rows[i], { ...s, phase: j.phase ?? undefined, elapsedMs: j.elapsedMs }), () => rows[i].isConnected)
          .then(async j => {
            if (!j) return;
            const ended: SectionPairing = j.state === 'done'
              ? { ...s, status: 'paired', round: j.result?.round ?? s.round, boards: (j.result as { boards?: unknown[] } | undefined)?.boards?.length ?? 0 }
              : { ...s, status: 'refused', message: j.error?.message ?? '' };
            rows[i].className = ended.status;
            rows[i].dataset.status = ended.status;
            showPairing(rows[i], ended);
            await redraw();
          }, e => rows[i].replaceChildren(h('strong', s.name), ': ', errorText(e)));
      });
    } catch (e) {
      report.replaceChildren(h('li.error', { role: 'alert' }, errorText(e)));
    } finally {
      pair.disabled = false;
      pair.textContent = t('ch.pairAll');
    }
  });
  const list = listImport(c, report, redraw);
  return h('div.no-print', h('div.champ-actions', c.sections.length ? pair : null, list.button), list.preview);
}
