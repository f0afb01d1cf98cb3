// A draughts diagram for the rules page: our SVG board over a DraughtsPosition. Clicking a piece marks the squares
// of its legal moves; a move is played and said in words, and the other side may answer.
import { h } from './dom';
import { t } from './i18n';
import { draughtsBoard } from './draughts';
import { DraughtsPosition } from './diagramDraughts';
import { sayDraughts } from './speech';

export function draughtsDiagram(fen: string, size: 8 | 10): HTMLElement {
  const said = h('p.diagram-said', { 'aria-live': 'polite', 'data-testid': 'diagram-said' });
  let pos = DraughtsPosition.fromFen(fen, size);
  let last: string | undefined;
  const board = draughtsBoard(size, notation => {
    const move = pos.moves().find(m => m.notation === notation);
    if (!move) return;
    pos = pos.play(move);
    last = notation;
    said.textContent = sayDraughts(notation);
    show();
  });
  const show = () => board.set(pos.fen(), pos.moves().map(m => m.notation), false, last);
  const reset = () => { pos = DraughtsPosition.fromFen(fen, size); last = undefined; said.textContent = ''; show(); };
  show();
  return h('div.diagram', h('div.diagram-board', board.el), said, h('button.tool', { type: 'button', onclick: reset }, t('rules.reset')));
}
