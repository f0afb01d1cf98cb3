// "Adicionar secção" on a championship's page (its managers): the section's age groups as checkboxes from the
// season's school-sport preset (each with its birth years and cycles), genders, system, rounds and time control; the
// name follows the choices until the arbiter types one.
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { AgeGroup, cycleNames, schoolSport } from './eventAgeGroups';
import type { ChampionshipInfo } from './championship';

const years = (g: AgeGroup) => g.fromYear && g.toYear ? (g.fromYear === g.toYear ? `${g.fromYear}` : `${g.fromYear}–${g.toYear}`)
  : g.fromYear ? `${g.fromYear}+` : g.toYear ? `≤ ${g.toYear}` : '';

/** The name the choices suggest: "Sub 8, Sub 10 F". */
export function suggestedName(groups: string[], genders: string[]): string {
  const who = genders.length === 1 ? ' ' + genders[0] : '';
  return groups.length > 3 ? `${groups[0]} a ${groups[groups.length - 1]}${who}` : groups.join(', ') + who;
}

export function sectionForm(c: ChampionshipInfo, added: () => Promise<void>): HTMLElement {
  // An age group another section already takes for both genders cannot be chosen again.
  const takenFor = (g: string, gender: string) => c.sections.some(s => (s.ageGroups.length === 0 || s.ageGroups.includes(g)) && s.genders.includes(gender));
  const taken = (g: string) => takenFor(g, 'F') && takenFor(g, 'M');
  const groupsBox = h('div.champ-groups', { role: 'group', 'aria-label': t('ch.ageGroups'), 'data-testid': 'section-groups' });
  const name = h('input', { name: 'name', required: true, maxlength: 100, 'data-testid': 'section-name' }) as HTMLInputElement;
  let typed = false;
  name.addEventListener('input', () => { typed = name.value.trim() !== ''; });
  const gender = (g: string) => h('label.check.champ-check', h('input', { type: 'checkbox', name: 'gender', value: g, checked: true, 'data-testid': 'section-gender-' + g }),
    t(g === 'F' ? 'ev.F' : 'ev.M'));
  const system = h('select', { name: 'system', 'data-testid': 'section-system' },
    h('option', { value: 'swiss' }, t('ch.swiss')), h('option', { value: 'round-robin' }, t('ch.rr'))) as HTMLSelectElement;
  const rounds = h('input', { type: 'number', name: 'rounds', min: 1, max: 50, value: 5, required: true, 'data-testid': 'section-rounds' }) as HTMLInputElement;
  const clock = h('input', { name: 'timeControl', value: '15+5', required: true, 'data-testid': 'section-time' }) as HTMLInputElement;
  const error = h('p.error', { role: 'alert' });
  const submit = h('button.primary', { type: 'submit', 'data-testid': 'section-add' }, t('ch.add')) as HTMLButtonElement;
  const form = h('form.card.event-form.champ-section-form', { 'data-testid': 'section-form' },
    h('h2', t('ch.addSection')), groupsBox,
    h('div.champ-genders', { role: 'group', 'aria-label': t('ch.genders') }, gender('F'), gender('M')),
    h('div.row', h('label', t('ch.system'), system), h('label', t('ch.roundsLabel'), rounds), h('label', t('ch.timeControl'), clock)),
    h('label', t('ch.sectionName'), name), error, submit) as HTMLFormElement;
  const chosen = (field: string) => [...form.querySelectorAll<HTMLInputElement>(`input[name=${field}]:checked`)].map(i => i.value);
  const suggest = () => { if (!typed) name.value = suggestedName(chosen('group'), chosen('gender')); };
  form.addEventListener('change', suggest);
  schoolSport(c.season).then(p => {
    form.hidden = p.groups.every(g => taken(g.name));   // every group taken for both genders: nothing left to add
    groupsBox.replaceChildren(h('span.ag-label', t('ch.ageGroups')), ...p.groups.map(g => h('label.check.champ-check', { 'data-testid': 'section-group' },
      h('input', { type: 'checkbox', name: 'group', value: g.name, disabled: taken(g.name) }),
      h('span', g.name), h('span.small.muted', ` ${tf('ch.born', { years: years(g) })}${g.cycles.length ? ' · ' + cycleNames(g.cycles) : ''}`))));
  }, e => groupsBox.replaceChildren(h('p.error', errorText(e))));
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    const groups = chosen('group'), genders = chosen('gender');
    if (groups.length === 0 || genders.length === 0) { error.textContent = t('ch.pickGroup'); return; }
    submit.disabled = true;
    error.textContent = '';
    try {
      await call('POST', `/api/championships/${c.id}/sections`, { name: name.value.trim(), ageGroups: groups, genders,
        system: system.value, rounds: Number(rounds.value), timeControl: clock.value.trim(), ratingUsed: 'none' });
      await added();
    } catch (e) {
      error.textContent = errorText(e);
      submit.disabled = false;
    }
  });
  return form;
}
