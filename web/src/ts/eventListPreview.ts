// The players' list as the import would read it, shown before anything is stored: the columns as read, every
// refusal with its line and column, and each line with the age groups its pupil lands in.
import { h } from './dom';
import { t, tf } from './i18n';
import type { ListPreview } from './eventApi';
import type { listPt } from './eventListText';
import { genderName, scroll } from './eventFormat';

export function previewView(p: ListPreview): HTMLElement {
  const read = p.columns.map(c => c.reads ? `${c.header} → ${t(`evl.col.${c.reads}` as keyof typeof listPt)}` : tf('evl.skipped', { header: c.header }));
  const summary = h('p', { 'data-testid': 'preview-summary' },
    h('strong', tf('evl.summary', { n: p.rows.length, format: p.format ?? '—' })), read.length ? ' ' + tf('evl.columns', { list: read.join(' · ') }) : '');
  const verdict = p.importable
    ? h('p.ok', { 'data-testid': 'preview-verdict' }, t('evl.ready'))
    : h('p.error', { 'data-testid': 'preview-verdict', role: 'alert' }, p.refusals.length ? tf('evl.refused', { n: p.refusals.length }) : t('evl.empty'));
  const refusals = p.refusals.length
    ? h('ul.preview-refusals', ...p.refusals.slice(0, 50).map(r => h('li.error', { 'data-testid': 'preview-refusal' }, r.message)),
      p.refusals.length > 50 ? h('li', tf('evl.more', { n: p.refusals.length - 50 })) : null)
    : null;
  const teams = p.rows.some(r => r.team);
  const sections = p.rows.some(r => r.section !== undefined);   // a championship's preview: the section each pupil lands in
  const shown = p.rows.slice(0, 200);
  const table = h('table.ev-table.preview', { 'data-testid': 'preview-rows' },
    h('thead', h('tr', h('th', t('evl.line')), h('th', t('ev.name')), h('th', t('ev.gender')), h('th', t('evl.born')), h('th', t('ev.club')),
      h('th', t('evl.cycle')), teams ? h('th', t('evm.team')) : null, h('th', t('evl.group')), sections ? h('th', t('ch.previewSection')) : null)),
    h('tbody', ...shown.map(r => h('tr',
      h('td.num', String(r.line)), h('td.who', r.name), h('td', r.gender ? genderName(r.gender) : ''),
      h('td', r.birthDate ? r.birthDate.split('-').reverse().join('/') : r.birthYear ? String(r.birthYear) : ''),
      h('td', r.club ?? ''), h('td', r.cycle ? (r.cycleAssumed ? tf('evl.assumed', { cycle: r.cycle }) : r.cycle) : ''), teams ? h('td', r.team ?? '') : null,
      h('td', { class: r.groups.length === 1 ? 'group' : 'group warn' }, r.groups.length ? r.groups.join(', ') : t('evl.noGroup')),
      sections ? h('td', { class: r.section ? 'section' : 'section warn', 'data-testid': 'preview-section' }, r.section ?? t('ch.noSection')) : null))));
  return h('div.list-preview', { 'data-testid': 'preview' }, summary, verdict, refusals,
    p.rows.length ? scroll(table) : null,
    p.rows.length > shown.length ? h('p.small.muted', tf('evl.firstRows', { n: shown.length, total: p.rows.length })) : null);
}
