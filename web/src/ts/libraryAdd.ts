// "Adicionar à biblioteca" (an event's games, from its page) and "Adicionar a uma coleção" (a finished game): the
// reader's own collections of that game, or a new one, then POST /api/library/collections/{id}/add and the import's
// report read from GET /api/library/jobs/{id}.
import { h } from './dom';
import { call, me } from './api';
import { errorText } from './pages';
import { lt, LibKey } from './libraryText';

interface Collection { id: number; name: string; game: string; owner: string | null; club: string | null }
interface Job { state: string; gamesRead: number; imported: number; duplicates: number; error?: string }

/** The button and, once clicked, the form; null for a reader who is not signed in. */
export function addToLibrary(game: string, source: { event: number } | { gameId: number }, label: LibKey): HTMLElement | null {
  if (!me) return null;
  const box = h('div.lib-add', { 'data-testid': 'lib-add' });
  const open = h('button', { type: 'button', 'data-testid': 'lib-add-open', onclick: () => form() }, lt(label));
  box.append(open);
  async function form(): Promise<void> {
    let mine: Collection[];
    const status = h('p.lib-status', { 'aria-live': 'polite', 'data-testid': 'lib-add-status' });
    try {
      mine = (await call<{ collections: Collection[] }>('GET', '/api/library/collections')).collections
        .filter(c => c.owner === me!.username && c.game === game && !c.club);
    } catch (e) { box.append(h('p.error', { role: 'alert' }, errorText(e))); return; }
    const name = h('input', { name: 'collectionName', maxlength: 200, 'aria-label': lt('newName'), placeholder: lt('newName') }) as HTMLInputElement;
    const select = h('select', { name: 'collection', 'aria-label': lt('addTo') },
      ...mine.map(c => h('option', { value: String(c.id) }, c.name)), h('option', { value: 'new' }, lt('newNamed') + '…')) as HTMLSelectElement;
    const showName = () => { name.hidden = select.value !== 'new'; };
    select.onchange = showName;
    showName();
    const submit = h('button.primary', { type: 'submit' }, lt('add')) as HTMLButtonElement;
    const f = h('form.lib-add-form', {
      onsubmit: async (e: Event) => {
        e.preventDefault();
        submit.disabled = true;
        status.classList.remove('error');
        try {
          let id = Number(select.value);
          let title = select.selectedOptions[0]?.textContent ?? '';
          if (select.value === 'new') {
            id = (await call<{ id: number }>('POST', '/api/library/collections', { name: name.value, game, public: true })).id;
            title = name.value.trim();
          }
          const { job } = await call<{ job: number }>('POST', `/api/library/collections/${id}/add`, source);
          let j: Job;
          for (;;) {
            j = await call<Job>('GET', `/api/library/jobs/${job}`);
            if (j.state !== 'running') break;   // done, or interrupted (its error says what to do)
            status.textContent = lt('adding', { n: j.gamesRead });
            await new Promise(r => setTimeout(r, 400));
          }
          if (j.error) {
            status.classList.add('error');
            status.textContent = j.error;
            return;
          }
          status.replaceChildren(lt('added', { n: j.imported }), h('a', { href: `/biblioteca/${id}`, 'data-link': true }, title),
            '.', j.duplicates ? ' ' + lt('addedDup', { d: j.duplicates }) : '');
          f.remove();
          open.hidden = false;
        } catch (err) {
          status.classList.add('error');
          status.textContent = errorText(err);
        } finally { submit.disabled = false; }
      },
    }, h('label', lt('addTo'), ' ', select), name, submit,
      h('button', { type: 'button', onclick: () => { f.remove(); open.hidden = false; } }, lt('cancel')));
    open.hidden = true;
    box.querySelector('form')?.remove();
    box.querySelector('.lib-status')?.remove();
    box.append(f, status);
    (mine.length ? select : name).focus();
  }
  return box;
}
