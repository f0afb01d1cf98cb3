// A chess diagram for the rules page: chessground over a chessops position. Clicking a piece of the side to move
// marks its legal moves; a move is played, said in words under the board, and the other side may answer.
import { Chessground } from '@lichess-org/chessground';
import type { Key } from '@lichess-org/chessground/types';
import { Chess } from 'chessops/chess';
import { parseFen, makeFen } from 'chessops/fen';
import { chessgroundDests } from 'chessops/compat';
import { parseSquare } from 'chessops/util';
import type { NormalMove, Role } from 'chessops/types';
import { h } from './dom';
import { t, lang } from './i18n';
import { sanOf } from './notation';
import { sayChess } from './speech';
import { choosePromotion } from './promotion';

const PROMOTED: Record<string, Role> = { q: 'queen', r: 'rook', b: 'bishop', n: 'knight' };

export function chessDiagram(fen: string): HTMLElement {
  const host = h('div.cg-wrap-host');
  const board = h('div.diagram-board', host);
  const said = h('p.diagram-said', { 'aria-live': 'polite', 'data-testid': 'diagram-said' });
  let pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap();
  const cg = Chessground(host, { coordinates: true, highlight: { lastMove: true, check: true }, animation: { duration: 150 } });

  function show(lastMove?: Key[]): void {
    const end = pos.isStalemate() ? t('term.stalemate') : '';  // mate is in the SAN already (#)
    if (end) said.textContent = `${said.textContent} — ${end}`;
    cg.set({
      fen: makeFen(pos.toSetup()), turnColor: pos.turn, orientation: 'white', lastMove,
      check: pos.isCheck() ? pos.turn : false,
      movable: { free: false, color: pos.isEnd() ? undefined : pos.turn, dests: chessgroundDests(pos) as Map<Key, Key[]>,
        showDests: true, events: { after: played } },
    });
  }

  function played(from: Key, to: Key): void {
    const move: NormalMove = { from: parseSquare(from)!, to: parseSquare(to)! };
    const piece = pos.board.get(move.from);
    const play = (promotion?: Role) => {
      const uci = from + to + (promotion ? { queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: '', king: '' }[promotion] : '');
      said.textContent = sayChess(sanOf(pos, uci, lang === 'pt'), lang === 'pt');
      pos.play({ ...move, promotion });
      show([from, to]);
    };
    if (piece?.role === 'pawn' && (to[1] === '8' || to[1] === '1')) {
      choosePromotion(board, piece.color, letter => (letter ? play(PROMOTED[letter]) : show()));
    } else play();
  }

  const reset = () => { pos = Chess.fromSetup(parseFen(fen).unwrap()).unwrap(); said.textContent = ''; show(); };
  show();
  return h('div.diagram', board, said, h('button.tool', { type: 'button', onclick: reset }, t('rules.reset')));
}
