// Chess moves as players write them: the server speaks UCI (e2e4); the move list shows SAN (e4, Cf3), with the
// Portuguese piece letters in Portuguese (R rei, D dama, T torre, B bispo, C cavalo).
import { Chess } from 'chessops/chess';
import { parseFen, makeFen, INITIAL_FEN } from 'chessops/fen';
import { parseUci } from 'chessops/util';
import { makeSan, makeSanAndPlay } from 'chessops/san';
import type { Position } from 'chessops/chess';

const PT: Record<string, string> = { K: 'R', Q: 'D', R: 'T', B: 'B', N: 'C' };
/** A SAN move (English letters), with what may follow it in a PGN: a number before, check, NAGs after. */
const SAN = /^(\d+\.+|\d+…)?([KQRBN]?)([a-h]?[1-8]?x?[a-h][1-8])(=[QRBN])?([+#]?[!?]*)$/;

/**
 * One SAN move (as chessops or the server write it, English letters) in the page's notation: Portuguese letters
 * (R D T B C) when `portuguese`. Anything that is not a SAN move (castling, "--", a result) is left as it is.
 */
export function sanText(san: string, portuguese: boolean): string {
  if (!portuguese) return san;
  const m = SAN.exec(san);
  if (!m) return san;
  return (m[1] ?? '') + (m[2] ? PT[m[2]] : '') + m[3] + (m[4] ? '=' + PT[m[4][1]] : '') + m[5];
}

/**
 * A PGN's text as the screen shows it: the moves (of the main line and the variations) in the page's notation; tag
 * pairs, comments ({...}, ;...) and escaped lines as written. The file one downloads stays in English SAN, as the PGN
 * standard says (8.2.3): this is for reading only.
 */
export function pgnText(text: string, portuguese: boolean): string {
  if (!portuguese) return text;
  let out = '';
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i];
    const lineStart = i === 0 || text[i - 1] === '\n';
    let end: number;
    if (c === '{') end = text.indexOf('}', i) + 1 || n;
    else if (c === ';' || (lineStart && (c === '[' || c === '%'))) end = text.indexOf('\n', i) + 1 || n;
    else if (/[\s()]/.test(c)) end = i + 1;
    else {
      end = i;
      while (end < n && !/[\s(){;]/.test(text[end])) end++;
      out += sanText(text.slice(i, end), true);
      i = end;
      continue;
    }
    out += text.slice(i, end);
    i = end;
  }
  return out;
}

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
    san.push(sanText(s, portuguese));
  }
  return { san, check: ok && game.isCheck(), fen: ok ? makeFen(game.toSetup()) : null };
}

/** The SAN of one UCI move in `pos` (which it leaves as it was), with Portuguese letters when asked. */
export function sanOf(pos: Position, uci: string, portuguese: boolean): string {
  const move = parseUci(uci);
  if (!move) return uci;
  const s = makeSan(pos, move);
  return sanText(s, portuguese);
}

/** The SAN of a line of UCI moves from `pos` (left as it was), stopping at the first that will not play. */
export function sanLine(pos: Position, uci: string[], portuguese: boolean): string[] {
  const game = pos.clone();
  const out: string[] = [];
  for (const u of uci) {
    const move = parseUci(u);
    if (!move || !game.isLegal(move)) break;
    const s = makeSanAndPlay(game, move);
    out.push(sanText(s, portuguese));
  }
  return out;
}
