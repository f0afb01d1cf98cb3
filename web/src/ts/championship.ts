// A championship's day (docs/server/events.md, "Championships and sections"): its page under /campeonatos/{id} with
// the sections, "Emparelhar todas as secções" and one list for all; and the section picker every event page of a
// section shows (a <select>, which a phone opens as its own list).
import { h } from './dom';
import { t, tf } from './i18n';
import { call, csrfToken, ApiError } from './api';
import { errorText } from './pages';
import { eventHref, link, scroll } from './eventFormat';
import { go } from './main';
import { follow } from './eventPairingJob';

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

/** Routes /campeonatos/{id}. */
export function championshipRoute(main: HTMLElement, path: string): (() => void) | null {
  const m = /^\/campeonatos\/(\d+)$/.exec(path);
  if (!m) return null;
  return championshipPage(main, Number(m[1]));
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
      table, actions ?? "", report);
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
  const file = h('input', { type: 'file', accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'data-testid': 'champ-csv', id: 'champ-csv' }) as HTMLInputElement;
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    if (!f) return;
    try {
      const res = await fetch(`/api/championships/${c.id}/players`, {
        method: 'POST', headers: { 'Content-Type': 'text/csv', 'X-CSRF-Token': csrfToken(), Accept: 'application/json' },
        body: await f.arrayBuffer(),
      });
      const json = await res.json().catch(() => null);
      if (!res.ok) throw new ApiError(res.status, json?.error?.code ?? 'http_' + res.status, json?.error?.message ?? res.statusText);
      await redraw();
      const names = new Map(c.sections.map(s => [s.event, s.name]));
      report.replaceChildren(h('li', { 'data-status': 'imported' }, tf('ch.imported', { n: json.imported })),
        ...json.sections.map((s: { event: number; imported: number }) => h('li', tf('ch.importedIn', { name: names.get(s.event) ?? String(s.event), n: s.imported }))));
    } catch (e) {
      report.replaceChildren(h('li.error', { role: 'alert' }, errorText(e)));
    } finally {
      file.value = '';
    }
  });
  return h('div.champ-actions.no-print', pair, h('label.button', { for: 'champ-csv' }, t('ch.import')), file);
}
