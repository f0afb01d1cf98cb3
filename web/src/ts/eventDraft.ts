// A draft round on the arbiter's rounds page: the boards as the engine paired them, which the arbiter may change
// before publishing: swap two players' seats (a click on one, then on the other; the bye's seat too) or a board's
// colours. The server checks every change against the Dutch rules (C.04); a change that breaks one is refused with
// what it breaks, in Portuguese, and is made only when the arbiter confirms it.
import { h } from './dom';
import { t, tf } from './i18n';
import { csrfToken } from './api';
import { Board, Break, CrossRow, eventPath } from './eventApi';
import { pts, scroll } from './eventFormat';

type Change = { swap: [number, number] } | { colors: number };

/**
 * The draft's table and its notes. `changed` redraws the page after a change was made; `say` puts a message above.
 */
export function draftTable(id: number, round: number, boards: Board[], byNo: Map<number, CrossRow>,
    changed: () => Promise<void>, say: (text: string, bad: boolean) => void): HTMLElement[] {
  let chosen = 0;
  const pending = h('div.breaks', { 'data-testid': 'breaks', role: 'alert' });
  const before = (no: number) => round === 1 ? 0 : byNo.get(no)?.rounds[round - 2]?.points ?? 0;
  const seat = (no: number) => h('button.small.seat', { type: 'button', 'data-player': no, 'aria-pressed': 'false', title: t('evm.swapHint'),
    onclick: (e: Event) => pick(no, e.currentTarget as HTMLElement) }, `${no}. ${byNo.get(no)?.name ?? ''} (${pts(before(no))})`);

  function pick(no: number, button: HTMLElement): void {
    if (chosen === 0) {
      chosen = no;
      button.setAttribute('aria-pressed', 'true');
      say(tf('evm.swapWith', { no }), false);
      return;
    }
    const a = chosen;
    chosen = 0;
    if (a === no) { button.setAttribute('aria-pressed', 'false'); say('', false); return; }
    send({ swap: [a, no] }, false);
  }

  async function send(change: Change, confirm: boolean): Promise<void> {
    const res = await fetch(eventPath(id, `/rounds/${round}/changes`), {
      method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': csrfToken() },
      body: JSON.stringify({ ...change, confirm }),
    });
    const json = await res.json().catch(() => null);
    if (res.ok) {
      pending.replaceChildren();
      const kept = (json?.breaks ?? []) as Break[];
      say(kept.length ? tf('evm.changedBreaking', { n: kept.length }) : t('evm.changed'), false);
      await changed();
      return;
    }
    if (res.status === 409 && json?.error?.code === 'breaks_rules') {
      const breaks = (json.error.breaks ?? []) as Break[];
      pending.replaceChildren(h('p', h('strong', t('evm.breaks'))),
        h('ul', ...breaks.map(b => h('li', { class: b.absolute ? 'absolute' : '' }, b.message))),
        h('p.inline', h('button.danger', { type: 'button', 'data-testid': 'confirm-change', onclick: () => send(change, true) }, t('evm.confirmChange')),
          h('button', { type: 'button', onclick: async () => { pending.replaceChildren(); say('', false); await changed(); } }, t('evm.cancelChange'))));
      say(t('evm.notChanged'), true);
      return;
    }
    say(json?.error?.message ?? res.statusText, true);
  }

  const rows = boards.map(b => b.black === null
    ? h('tr.bye', { 'data-board': b.board }, h('td.num', String(b.board)), h('td', seat(b.white)), h('td', t('ev.bye.U')), h('td', ''))
    : h('tr', { 'data-board': b.board }, h('td.num', String(b.board)), h('td', seat(b.white)),
        h('td', h('button.small', { type: 'button', 'data-testid': 'colors-' + b.board, title: t('evm.colorsHint'), onclick: () => send({ colors: b.board }, false) }, '⇄')),
        h('td', seat(b.black))));
  return [h('p.small.muted', t('evm.draftHelp')), pending,
    scroll(h('table.ev-table.draft-table', { 'data-testid': 'draft' },
      h('thead', h('tr', h('th.num', t('ev.board')), h('th', t('ev.white')), h('th', ''), h('th', t('ev.black')))),
      h('tbody', ...rows)))];
}
