// What a screen reader needs beside the picture of the board: a live region that speaks moves, results and clock
// warnings; the chess board as a table of labelled squares to explore (chessground draws pieces, not squares);
// and the page's shortcuts.
import { h } from './dom';
import { t } from './i18n';

export interface Announcer { el: HTMLElement; say(text: string): void }

/** A polite live region: each `say` is read once, even when it repeats the last one. */
export function announcer(): Announcer {
  const el = h('div.sr-only', { 'aria-live': 'polite', role: 'status', 'data-testid': 'live' });
  let timer = 0;
  return {
    el,
    say(text) {
      // Emptied first, then filled a moment later: readers announce a change, not a text that stays the same.
      el.textContent = '';
      clearTimeout(timer);
      timer = window.setTimeout(() => { el.textContent = text; }, 60);
    },
  };
}

const NAMES: Record<string, string> = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };

/** The chess position as a table of 64 labelled cells, rank by rank from the player's side: "e4, peão branco". */
export function chessSquares(fen: string, orientation: 'white' | 'black'): HTMLElement {
  const rows = fen.split(' ')[0].split('/').map(row => {
    const cells: string[] = [];
    for (const ch of row) {
      if (/\d/.test(ch)) for (let i = 0; i < Number(ch); i++) cells.push('');
      else cells.push(ch);
    }
    return cells;
  });
  const ranks = orientation === 'white' ? [0, 1, 2, 3, 4, 5, 6, 7] : [7, 6, 5, 4, 3, 2, 1, 0];
  // The hiding class is on a wrapper: a table will not shrink below its content, so it cannot be clipped itself.
  return h('div.sr-only', h('table', { 'data-testid': 'sr-board' }, h('caption', t('a11y.board')),
    ...ranks.map(r => h('tr', ...ranks.map(f => orientation === 'white' ? f : 7 - f).map(f => {
      const piece = rows[r][f];
      const square = 'abcdefgh'[f] + (8 - r);
      const color = piece === piece.toUpperCase() ? t('color.white') : t('color.black');
      return h('td', piece ? `${square}, ${t(`piece.${NAMES[piece.toLowerCase()]}` as 'piece.king')} (${color})` : square);
    })))));
}

/** Alt+L reads the board, Alt+J goes to the move field; removed with the page. */
export function shortcuts(read: () => void, field: () => HTMLElement | null): () => void {
  const onKey = (e: KeyboardEvent) => {
    if (!e.altKey || e.ctrlKey || e.metaKey) return;
    const key = e.key.toLowerCase();
    if (key === 'l') { e.preventDefault(); read(); }
    else if (key === 'j') { e.preventDefault(); field()?.focus(); }
  };
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}
