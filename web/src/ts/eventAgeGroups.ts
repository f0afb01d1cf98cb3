// The event form's age groups: the school-sport preset with the season's years (read from the server, which owns
// the regulation's tables), shown as editable rows — name, birth years, school cycles. Unedited, the event keeps the
// preset ("school", which follows its season); edited, the rows as typed.
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';

export interface AgeGroup { name: string; fromYear: number | null; toYear: number | null; cycles: string[] }

const CYCLES = ['1', '2', '3', 'sec'] as const;

/** A group's school cycles in words: "1º ciclo"; "2º ciclo, 3º ciclo, Secundário". */
export function cycleNames(cycles: string[]): string {
  return cycles.map(c => t(('evm.cycle.' + c) as Parameters<typeof t>[0])).join(', ');
}

/** The school-sport preset of a season (`GET /api/age-groups/school`). */
export function schoolSport(season: number): Promise<{ season: number; groups: AgeGroup[] }> {
  return call('GET', '/api/age-groups/school?season=' + season);
}

export interface AgeGroupEditor {
  element: HTMLElement;
  /** The preset of the season again (unless the arbiter has edited the rows and `force` is false). */
  reload(force?: boolean): Promise<void>;
  /** What `POST /api/events` takes as `categories`. */
  value(): 'school' | AgeGroup[];
}

export function ageGroupEditor(season: () => number): AgeGroupEditor {
  let edited = false;
  let shown = 0;
  const rows = h('div.age-groups', { 'data-testid': 'age-groups' });
  const note = h('p.small.muted', { 'data-testid': 'age-groups-note' });
  const cycleName = (c: string) => t(('evm.cycle.' + c) as Parameters<typeof t>[0]);
  const field = (label: string, input: HTMLElement, cls: string, tag = 'label') => h(tag + '.ag-field.' + cls, h('span.ag-label', label), input);
  const year = (v: number | null, label: string, key: string) =>
    h('input', { type: 'number', min: 1900, max: 2100, value: v ?? '', placeholder: t('evm.ag.open'), 'aria-label': label, 'data-field': key });

  function row(g: AgeGroup): HTMLElement {
    const name = h('input', { value: g.name, maxlength: 40, required: true, 'aria-label': t('evm.ag.name'), 'data-field': 'name' }) as HTMLInputElement;
    const cycles = h('span.ag-cycles', { role: 'group', 'aria-label': t('evm.ag.cycles') },
      ...CYCLES.map(c => h('label.ag-cycle', { title: cycleName(c) },
        h('input', { type: 'checkbox', value: c, checked: g.cycles.includes(c), 'aria-label': cycleName(c) }), c === 'sec' ? 'sec' : c + 'º')));
    const el = h('div.age-group', { 'data-testid': 'age-group' },
      field(t('evm.ag.name'), name, 'ag-name'),
      field(t('evm.ag.from'), year(g.fromYear, t('evm.ag.from'), 'from'), 'ag-year'),
      field(t('evm.ag.to'), year(g.toYear, t('evm.ag.to'), 'to'), 'ag-year'),
      field(t('evm.ag.cycles'), cycles, 'ag-cycles-field', 'div'),   // its checkboxes have labels of their own
      h('button.ag-remove', { type: 'button', 'aria-label': tf('evm.ag.remove', { name: g.name || t('evm.ag.unnamed') }), title: tf('evm.ag.remove', { name: g.name || t('evm.ag.unnamed') }),
        onclick: () => { el.remove(); changed(); } }, '✕'));
    return el;
  }

  function changed(): void {
    edited = true;
    note.textContent = t('evm.ag.edited');
  }
  rows.addEventListener('input', changed);
  rows.addEventListener('change', changed);

  async function reload(force = false): Promise<void> {
    if (edited && !force) return;
    const s = season();
    if (!Number.isInteger(s) || s < 1900 || s > 2100) return;
    const preset = await schoolSport(s);
    if (edited && !force) return;   // typed into while the preset was on its way
    shown = preset.season;
    rows.replaceChildren(...preset.groups.map(row));
    edited = false;
    note.textContent = tf('evm.ag.preset', { season: shown, next: shown + 1 });
  }

  function value(): 'school' | AgeGroup[] {
    if (!edited) return 'school';
    return [...rows.querySelectorAll<HTMLElement>('.age-group')].map(el => {
      const get = (k: string) => (el.querySelector(`[data-field=${k}]`) as HTMLInputElement).value.trim();
      const num = (k: string) => (get(k) === '' ? null : Number(get(k)));
      return {
        name: get('name'), fromYear: num('from'), toYear: num('to'),
        cycles: [...el.querySelectorAll<HTMLInputElement>('.ag-cycles input:checked')].map(i => i.value),
      };
    });
  }

  const element = h('fieldset.age-group-editor', { 'data-testid': 'age-group-editor' },
    h('legend', t('evm.ag.title')), note, h('p.small.muted', t('evm.ag.help')), rows,
    h('div.ag-actions',
      h('button', { type: 'button', 'data-testid': 'age-group-add', onclick: () => {
        rows.append(row({ name: '', fromYear: null, toYear: null, cycles: [] }));
        changed();
        (rows.lastElementChild?.querySelector('input') as HTMLInputElement | null)?.focus();
      } }, t('evm.ag.add')),
      h('button', { type: 'button', 'data-testid': 'age-group-reset', onclick: () => { void reload(true); } }, t('evm.ag.reset'))));
  return { element, reload, value };
}
