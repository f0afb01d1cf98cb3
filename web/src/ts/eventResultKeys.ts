// Results by keyboard on the arbiter's rounds page, as Swiss-Manager arbiters enter them: one field above the table
// shows the selected board ("13 "); a result key saves it at once (1 = 1-0, = or 5 = ½-½, 0 = 0-1, + = + −,
// - = − +) and selects the next board still without a result, so a run of results is one key each. Esc (or
// "Outra mesa") empties the field for a board number, then space or Enter; ↑/↓ move the selection; Backspace on the
// empty result, Ctrl+Z or "Desfazer" undo the last entry (the board's previous result, sent with the version the
// entry saved, so a board changed since is refused, not overwritten). Saves go one after another in key order; the
// page's own send shows a conflict (409 board_changed) on its row. The field is read from its value too (`input`),
// so a phone's keyboard, which sends no key codes, works as well.
import { h } from './dom';
import { t, tf } from './i18n';
import type { Board } from './eventApi';
import { resultText } from './eventFormat';

const KEYS: Record<string, string> = { '1': '1-0', '=': '1/2-1/2', '5': '1/2-1/2', '0': '0-1', '+': '+-', '-': '-+' };

export interface KeyHost {
  /** The round's boards as last read, in the table's order. */
  boards(): Board[];
  row(board: number): HTMLElement | undefined;
  /** Saves one board (with `version` when given, else the one last read): the board saved, or null when refused. */
  save(board: number, result: string | null, version?: number): Promise<Board | null>;
}

export interface KeyEntry {
  el: HTMLElement;
  /** A new round's rows: the first board without a result selected, the undo list emptied. */
  reset(): void;
  /** The same rows read again. */
  refresh(): void;
  /** Selects a board (a click on its row). */
  pick(board: number): void;
  focus(): void;
}

export function keyEntry(host: KeyHost): KeyEntry {
  const input = h('input.kb-field', {
    id: 'kb-results', type: 'text', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', enterkeyhint: 'go',
    'data-testid': 'kb-results', 'aria-describedby': 'kb-help',
  }) as HTMLInputElement;
  const status = h('p.kb-status', { role: 'status', 'aria-live': 'polite', 'data-testid': 'kb-status' });
  // The selected board's players, read out as the selection moves; the status below says what was saved or refused.
  const players = h('span.kb-players', { 'aria-live': 'polite', 'data-testid': 'kb-players' });
  const undoButton = h('button.small', { type: 'button', 'data-testid': 'kb-undo', onclick: () => { undo(); input.focus(); } }, t('evm.kb.undo'));
  const otherButton = h('button.small', { type: 'button', 'data-testid': 'kb-other', onclick: () => { select(null); input.focus(); } }, t('evm.kb.other'));
  const el = h('div.kb-entry', { 'data-testid': 'kb-entry' },
    h('div.kb-line', h('label', { for: 'kb-results' }, t('evm.kb.label')), input, undoButton, otherButton, players),
    h('p.kb-help.muted.small', { id: 'kb-help' }, t('evm.kb.help')), status);

  let selected: number | null = null;
  const pending = new Map<number, string | null>();  // board → result typed, not yet answered
  const done: { board: number; before: string | null; version: number }[] = [];  // saved entries, last on top
  let queue: Promise<unknown> = Promise.resolve();
  let busy = 0;

  const games = () => host.boards().filter(b => b.black !== null);
  const resultOf = (b: Board) => pending.has(b.board) ? pending.get(b.board)! : b.result;
  const label = (board: number) => {
    const row = host.row(board);
    const cell = (c: string) => row?.querySelector(`td.${c}`)?.textContent?.replace(/\s*\([^)]*\)$/, '') ?? '';
    return `${cell('white')} – ${cell('black')}`;
  };
  const say = (text: string, bad = false) => { status.textContent = text; status.classList.toggle('error', bad); };

  /** Selects `board` (null: none, the field waits for a board number), highlighted and scrolled into view. */
  function select(board: number | null, typed = ''): void {
    if (selected !== null) host.row(selected)?.classList.remove('kb-selected');
    selected = board;
    input.value = board === null ? typed : `${board} `;
    players.textContent = board === null ? '' : tf('evm.kb.now', { board, players: label(board) });
    el.dataset.selected = board === null ? '' : String(board);
    if (board === null) return;
    const row = host.row(board);
    row?.classList.add('kb-selected');
    row?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }

  /** The first board after `from` (wrapping round) still without a result, or null. */
  function nextOpen(from: number | null): number | null {
    const list = games();
    const start = from === null ? -1 : list.findIndex(b => b.board === from);
    for (let i = 1; i <= list.length; i++) {
      const b = list[(start + i + list.length) % list.length];
      if (resultOf(b) === null) return b.board;
    }
    return null;
  }

  function step(delta: number): void {
    const list = games();
    if (!list.length) return;
    const at = list.findIndex(b => b.board === selected);
    const i = at < 0 ? (delta > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + delta));
    select(list[i].board);
  }

  /** Runs the writes one after another, in the order the keys came. */
  function enqueue(job: () => Promise<void>): void {
    busy++;
    el.dataset.busy = 'true';
    queue = queue.then(job).catch(() => undefined).finally(() => { if (--busy === 0) el.dataset.busy = 'false'; });
  }

  function enter(board: number, result: string): void {
    const b = games().find(x => x.board === board);
    if (!b) return;
    pending.set(board, result);
    const next = nextOpen(board);
    select(next);
    say(tf('evm.resultSaved', { board, result: resultText(result) }) + (next === null ? ' ' + t('evm.kb.allIn') : ''));
    enqueue(async () => {
      const before = host.boards().find(x => x.board === board)?.result ?? null;
      const saved = await host.save(board, result);
      pending.delete(board);
      if (saved && before !== saved.result) done.push({ board, before, version: saved.version });
      if (!saved) say(host.row(board)?.querySelector('td.msg')?.textContent || t('error.generic'), true);
    });
  }

  function undo(): void {
    enqueue(async () => {
      const last = done.pop();
      if (!last) { say(t('evm.kb.nothing')); return; }
      const saved = await host.save(last.board, last.before, last.version);
      select(last.board);
      if (saved) say(tf('evm.kb.undone', { board: last.board, result: last.before ? resultText(last.before) : t('evm.kb.none') }));
      else say(host.row(last.board)?.querySelector('td.msg')?.textContent || t('error.generic'), true);
    });
  }

  /** Picks the board typed; says why not when the round has no such game. */
  function choose(board: number): boolean {
    const b = host.boards().find(x => x.board === board);
    if (!b || b.black === null) { say(tf(b ? 'evm.kb.bye' : 'evm.kb.noBoard', { board }), true); select(null); return false; }
    select(board);
    say('');
    return true;
  }

  // What the field holds decides: "13 1" saves board 13, "13 " selects it, "13" is a board number being typed.
  input.addEventListener('input', () => {
    const v = input.value;
    let m = /^\s*(\d+)[\s.,]+(\S)\s*$/.exec(v);
    if (m) {
      const board = Number(m[1]), result = KEYS[m[2]];
      if (!result) { say(tf('evm.kb.badKey', { key: m[2] }), true); select(selected ?? (choose(board) ? board : null)); return; }
      if (selected === board || choose(board)) enter(board, result);
      return;
    }
    if ((m = /^\s*(\d+)\s+$/.exec(v))) { choose(Number(m[1])); return; }
    if (/^\d*$/.test(v)) { select(null, v); return; }
    say(tf('evm.kb.badKey', { key: v.trim().slice(-1) }), true);
    select(selected);
  });

  input.addEventListener('keydown', e => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') { e.preventDefault(); undo(); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') { e.preventDefault(); select(null); say(t('evm.kb.typeBoard')); return; }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); step(e.key === 'ArrowDown' ? 1 : -1); return; }
    if (e.key === 'Backspace' && selected !== null && input.value === `${selected} `) { e.preventDefault(); undo(); return; }
    if (e.key === 'Enter') {
      e.preventDefault();
      const m = /^\s*(\d+)\s*$/.exec(input.value);
      if (m && selected === null) choose(Number(m[1]));
      return;
    }
    // A result key with the board selected: saved here, so the field never shows a half-typed entry.
    if (selected !== null && e.key.length === 1 && input.value === `${selected} ` && input.selectionStart === input.value.length) {
      e.preventDefault();
      if (KEYS[e.key]) enter(selected, KEYS[e.key]);
      else if (e.key !== ' ') say(tf('evm.kb.badKey', { key: e.key }), true);
    }
  });

  return {
    el,
    reset() {
      pending.clear();
      done.length = 0;
      select(nextOpen(null));
      say(selected === null ? t('evm.kb.allIn') : '');
    },
    refresh() {
      if (selected === null) return;
      const row = host.row(selected);
      row?.classList.add('kb-selected');
      // Notes above the table may have grown: the selected row back in sight, while the field is the one in use.
      if (document.activeElement === input) row?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    },
    pick(board) { if (choose(board)) input.focus({ preventScroll: true }); },
    focus() { input.focus({ preventScroll: true }); },
  };
}
