// What a school championship hands out: the school classification per age group (the best N pupils' points;
// incomplete schools marked "falta administrativa", absent ones "falta de comparência") and the medal list (first
// three of every age group and gender). Read from /schools and /medals (docs/server/events.md).
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';
import { Medals, Schools, canManage, getCategories, eventPath } from './eventApi';
import type { View } from './eventPages';
import { printBar, printButton } from './eventPrint';
import { genderName, playerCard, pts, scroll } from './eventFormat';

const ALL = '*';

export const schoolsView: View = (box, frame) => {
  let category = new URLSearchParams(location.search).get('escalao') ?? '';
  const select = h('select', { name: 'category' }) as HTMLSelectElement;
  const out = h('div.school-groups', { 'data-testid': 'schools' });
  select.addEventListener('change', () => {
    category = select.value;
    history.replaceState(null, '', location.pathname + '?escalao=' + encodeURIComponent(category));
    draw();
  });
  box.replaceChildren(h('form.filters.no-print', { onsubmit: (e: Event) => e.preventDefault() }, h('label', t('ev.category'), select)),
    printBar(frame.event, [printButton(frame.event.id, 'escolas', t('evp.schools'), () => location.search)]), out);

  let seq = 0;

  async function draw(): Promise<void> {
    const id = frame.event.id;
    const mine = ++seq;  // a later choice's drawing wins over an earlier one still reading
    const cats = (await getCategories(id)).categories.filter(c => c.players > 0);
    if (mine !== seq) return;
    if (!category || (category !== ALL && !cats.some(c => c.name === category))) category = cats[0]?.name ?? '';
    select.replaceChildren(...cats.map(c => h('option', { value: c.name, selected: c.name === category }, c.name)),
      h('option', { value: ALL, selected: category === ALL }, t('ev.allCategories')));
    const names = category === ALL ? cats.map(c => c.name) : category ? [category] : [];
    const all = await Promise.all(names.map(c => call<Schools>('GET', eventPath(id, '/schools?category=' + encodeURIComponent(c)))));
    if (mine !== seq) return;
    const best = all[0]?.best ?? frame.event.schoolBest;
    out.replaceChildren(...all.map(s => schoolSection(id, s, frame.event.name)),
      h('p.small.muted', tf('ev.schoolsNote', { n: best })), h('p.small.muted', tf('ev.incompleteNote', { n: best })),
      h('p.small.muted', t('ev.absentNote')));
  }
  return draw;
};

function schoolSection(id: number, s: Schools, eventName: string): HTMLElement {
  return h('section.school-group', { 'data-category': s.category ?? '' },
    h('p.print-only.print-event', eventName),
    h('h2', `${t('ev.schools')} · ${s.category ?? t('ev.all')}`),
    s.schools.length === 0 ? h('p.muted', t('ev.noSchools')) : scroll(h('table.ev-table.schools-table',
      h('thead', h('tr', h('th.num', t('ev.rank')), h('th', t('ev.school'), h('span.counted-head', ' · ' + t('ev.counted'))),
        h('th.num', t('ev.pts')), h('th.num', t('ev.pupils')))),
      h('tbody', ...s.schools.map(sc => h('tr', { 'data-school': sc.school, class: sc.absent ? 'absent' : sc.incomplete ? 'incomplete' : '' },
        h('td.num', String(sc.rank)),
        h('td.school', h('strong', sc.school), sc.absent ? h('span.mark.absent', t('ev.absent')) : sc.incomplete ? h('span.mark.incomplete', t('ev.incomplete')) : null,
          h('div.counted', ...sc.counted.flatMap((p, i) => [i ? ', ' : '', playerCard(id, p.startNo, p.name), ` (${pts(p.points)})`]))),
        h('td.num.points', pts(sc.points)), h('td.num', String(sc.pupils))))))));
}

export const medalsView: View = (box, frame) => async () => {
  const id = frame.event.id;
  const m = await call<Medals>('GET', eventPath(id, '/medals'));
  const place = (rank: number) => rank === 1 ? t('ev.place1') : rank === 2 ? t('ev.place2') : t('ev.place3');
  box.replaceChildren(h('div.medal-groups', { 'data-testid': 'medals' },
    h('h2', t('ev.medals')), h('p.small.muted', t('ev.medalsNote')),
    m.medals.length === 0 ? null : printBar(frame.event, [printButton(id, 'medalhas', t('evp.medals')),
      canManage(frame.event) ? printButton(id, 'diplomas', t('evp.certificates')) : null]),
    m.medals.length === 0 ? h('p.muted', t('ev.noMedals')) : h('div.medal-grid', ...m.medals.map(g =>
      h('section.medal-group.card', { 'data-category': g.category, 'data-gender': g.gender },
        h('h3', `${g.category} · ${genderName(g.gender)}`),
        h('ol.podium', ...g.players.map(p => h('li', { class: 'place' + p.rank, 'data-start-no': p.startNo },
          h('span.medal', { 'aria-label': place(p.rank), title: place(p.rank) }, String(p.rank) + 'º'),
          h('span.medal-who', playerCard(id, p.startNo, p.name), p.club ? h('span.medal-club', p.club) : null),
          h('span.num', pts(p.points))))))))));
};
