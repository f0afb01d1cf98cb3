// A championship's shared list (CSV or .xlsx, Portuguese or English headers) on its page: chosen, it is first shown
// as the import would read it (POST .../players/preview: each pupil's age group and section, the refusals with line
// and column), and "Importar" stores it in every section at once, all or nothing.
import { h } from './dom';
import { t, tf } from './i18n';
import { csrfToken, ApiError } from './api';
import { errorText } from './pages';
import { ListPreview, listType } from './eventApi';
import { previewView } from './eventListPreview';
import type { ChampionshipInfo } from './championship';

async function send<T>(path: string, file: File): Promise<T> {
  const res = await fetch(path, {
    method: 'POST', headers: { 'Content-Type': listType(file), 'X-CSRF-Token': csrfToken(), Accept: 'application/json' },
    body: await file.arrayBuffer(),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, json?.error?.code ?? 'http_' + res.status, json?.error?.message ?? res.statusText);
  return json;
}

/** The file button and, below the actions, the preview with "Importar"; `report` tells what the import did. */
export function listImport(c: ChampionshipInfo, report: HTMLElement, redraw: () => Promise<void>): { button: HTMLElement; preview: HTMLElement } {
  const file = h('input', { type: 'file', accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'data-testid': 'champ-csv', id: 'champ-csv' }) as HTMLInputElement;
  const preview = h('div.champ-preview', { 'data-testid': 'champ-preview' });
  file.addEventListener('change', async () => {
    const f = file.files?.[0];
    file.value = '';
    if (!f) return;
    report.replaceChildren();
    try {
      const p = await send<ListPreview>(`/api/championships/${c.id}/players/preview`, f);
      const go = h('button.primary', { type: 'button', 'data-testid': 'champ-import', disabled: !p.importable }, t('ch.importNow')) as HTMLButtonElement;
      const cancel = h('button', { type: 'button', onclick: () => preview.replaceChildren() }, t('ch.cancel'));
      go.addEventListener('click', async () => {
        go.disabled = true;
        try {
          const r = await send<{ imported: number; sections: { event: number; imported: number }[] }>(`/api/championships/${c.id}/players`, f);
          preview.replaceChildren();
          await redraw();
          const names = new Map(c.sections.map(s => [s.event, s.name]));
          report.replaceChildren(h('li', { 'data-status': 'imported' }, tf('ch.imported', { n: r.imported })),
            ...r.sections.map(s => h('li', tf('ch.importedIn', { name: names.get(s.event) ?? String(s.event), n: s.imported }))));
        } catch (e) {
          go.disabled = false;
          report.replaceChildren(h('li.error', { role: 'alert' }, errorText(e)));
        }
      });
      preview.replaceChildren(h('h2', f.name), previewView(p), h('div.champ-actions', go, cancel));
    } catch (e) {
      report.replaceChildren(h('li.error', { role: 'alert' }, errorText(e)));
    }
  });
  return { button: h('span', h('label.button', { for: 'champ-csv' }, t('ch.choose')), file), preview };
}
