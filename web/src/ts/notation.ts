// Chess moves as players write them: the server speaks UCI (e2e4); the move list shows SAN (e4, Cf3), with the
// Portuguese piece letters in Portuguese (R rei, D dama, T torre, B bispo, C cavalo).
import { Chess } from 'chessops/chess';
import { parseFen, makeFen, INITIAL_FEN } from 'chessops/fen';
import { parseUci } from 'chessops/util';
import { makeSan, makeSanAndPlay } from 'chessops/san';
import type { Position } from 'chessops/chess';

const PT: Record<string, string> = { K: 'R', Q: 'D', R: 'T', B: 'B', N: 'C' };

/** `fen`: the position after the moves, null when one would not replay. */
export interface Replay { san: string[]; check: boolean; fen: string | null }

/**
 * The SAN of each move from `initialFen` (null: the usual start), and whether the side to move is in check; UCI
 * from the first move that will not replay.
 */
export function replay(initialFen: string | null, uci: string[], portuguese: boolean): Replay {
  const setup = parseFen(initialFen ?? INITIAL_FEN);
  const pos = setup.isOk ? Chess.fromSetup(setup.value) : undefined;
  if (!pos || !pos.isOk) return { san: uci, check: false, fen: null };
  const game = pos.value;
  const san: string[] = [];
  let ok = true;
  for (const u of uci) {
    const move = ok ? parseUci(u) : undefined;
    if (!move || !game.isLegal(move)) { ok = false; san.push(u); continue; }
    const s = makeSanAndPlay(game, move);
    san.push(portuguese ? s.replace(/[KQRBN]/g, c => PT[c]) : s);
  }
  return { san, check: ok && game.isCheck(), fen: ok ? makeFen(game.toSetup()) : null };
}

/** The SAN of one UCI move in `pos` (which it leaves as it was), with Portuguese letters when asked. */
export function sanOf(pos: Position, uci: string, portuguese: boolean): string {
  const move = parseUci(uci);
  if (!move) return uci;
  const s = makeSan(pos, move);
  return portuguese ? s.replace(/[KQRBN]/g, c => PT[c]) : s;
}

/** The SAN of a line of UCI moves from `pos` (left as it was), stopping at the first that will not play. */
export function sanLine(pos: Position, uci: string[], portuguese: boolean): string[] {
  const game = pos.clone();
  const out: string[] = [];
  for (const u of uci) {
    const move = parseUci(u);
    if (!move || !game.isLegal(move)) break;
    const s = makeSanAndPlay(game, move);
    out.push(portuguese ? s.replace(/[KQRBN]/g, c => PT[c]) : s);
  }
  return out;
}
