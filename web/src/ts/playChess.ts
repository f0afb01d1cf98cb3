// Between chessground and the server's legal moves (UCI, castling as the king's two-square move e1g1): the
// destinations to offer, with castling also by dropping the king on its rook, and the UCI of a board move.
import type { Key } from '@lichess-org/chessground/types';

/** The squares each piece may go to; a castling king also to its rook (chessground's rookCastle moves the rook). */
export function chessDests(legal: string[], fen: string): Map<Key, Key[]> {
  const dests = new Map<Key, Key[]>();
  const add = (from: Key, to: Key) => {
    const list = dests.get(from) ?? [];
    if (!list.includes(to)) list.push(to);
    dests.set(from, list);
  };
  for (const u of legal) {
    const from = u.slice(0, 2) as Key;
    add(from, u.slice(2, 4) as Key);
    const rook = castlingRook(u, fen);
    if (rook) add(from, rook);
  }
  return dests;
}

/** The server's UCI for a board move from `from` to `to` (the king dropped on its rook is the castling e1g1). */
export function uciOf(from: Key, to: Key, legal: string[], fen: string): string {
  return legal.find(u => u.startsWith(from) && castlingRook(u, fen) === to)?.slice(0, 4) ?? from + to;
}

/** For a castling move in UCI (e1g1, e1c1), the square of the rook it castles with; otherwise undefined. */
function castlingRook(uci: string, fen: string): Key | undefined {
  const from = uci.slice(0, 2), to = uci.slice(2, 4);
  if (from[1] !== to[1] || Math.abs(from.charCodeAt(0) - to.charCodeAt(0)) !== 2) return undefined;
  const row = fen.split(' ')[0].split('/')[from[1] === '1' ? 7 : 0];
  const king = from[1] === '1' ? 'K' : 'k';
  let file = 0;
  for (const ch of row) {
    if (/\d/.test(ch)) { file += Number(ch); continue; }
    if ('abcdefgh'[file] === from[0] && ch !== king) return undefined;
    file++;
  }
  return ((to > from ? 'h' : 'a') + from[1]) as Key;
}
