// /campeonatos/novo: an arbiter creates a school championship (name and season; the school-sport preset of that
// season gives its age groups), then adds its sections on the championship's page.
import { h } from './dom';
import { t } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { go } from './main';
import { isArbiterAccount } from './eventApi';

/** The school year that is running, by its first year: 2026 from September 2026 to August 2027. */
export function currentSeason(now = new Date()): number {
  return now.getMonth() >= 8 ? now.getFullYear() : now.getFullYear() - 1;
}

export function newChampionshipPage(main: HTMLElement): void {
  if (!me || !isArbiterAccount()) {
    main.append(h('p.error', { role: 'alert' }, me ? t('evm.notArbiter') : t('evm.loginFirst')));
    return;
  }
  const now = currentSeason();
  const name = h('input', { name: 'name', required: true, maxlength: 100, 'data-testid': 'champ-name' }) as HTMLInputElement;
  const season = h('select', { name: 'season', 'data-testid': 'champ-season' },
    ...[now - 1, now, now + 1].map(y => h('option', { value: String(y), selected: y === now }, `${y}/${y + 1}`))) as HTMLSelectElement;
  const error = h('p.error', { role: 'alert' });
  const submit = h('button.primary', { type: 'submit', 'data-testid': 'champ-create' }, t('ch.create')) as HTMLButtonElement;
  const form = h('form.card.event-form', { 'data-testid': 'champ-form' },
    h('h1', t('ch.newTitle')), h('p.muted', t('ch.newLead')),
    h('label', t('ch.name'), name), h('label', t('ch.seasonLabel'), season), error, submit);
  form.addEventListener('submit', async ev => {
    ev.preventDefault();
    submit.disabled = true;
    error.textContent = '';
    try {
      const r = await call<{ id: number }>('POST', '/api/championships', { name: name.value.trim(), season: Number(season.value) });
      go(`/campeonatos/${r.id}`);
    } catch (e) {
      error.textContent = errorText(e);
      submit.disabled = false;
    }
  });
  main.append(form);
  name.focus();
}
