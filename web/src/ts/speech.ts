// Moves and positions in words, for the screen reader's live region: "Cavalo para f3, xeque", "Knight to f3, check";
// draughts "32 para 28", "19 captura em 28". Made from the SAN the move list shows, so what is heard is what is read.
import { t, tf } from './i18n';
import { parseFen } from './draughts';

const ROLES: Record<string, string> = {
  K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight',     // English SAN
  D: 'queen', T: 'rook', C: 'knight',                             // Portuguese SAN (R is rei there: see below)
};
const SAN = /^([KQRBNDTC])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=([QRBNDTC]))?([+#])?$/;

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const roleName = (letter: string, portuguese: boolean) =>
  t(`piece.${letter === 'R' && portuguese ? 'king' : ROLES[letter]}` as 'piece.king');

/** A chess move in words, from its SAN (`portuguese`: written with R D T B C). */
export function sayChess(san: string, portuguese: boolean): string {
  const suffix = san.endsWith('#') ? ', ' + t('say.mate') : san.endsWith('+') ? ', ' + t('say.check') : '';
  if (/^O-O(-O)?[+#]?$/.test(san)) return (san.startsWith('O-O-O') ? t('say.castleLong') : t('say.castleShort')) + suffix;
  const m = SAN.exec(san);
  if (!m) return san;
  const [, letter, from, takes, sq, promo] = m;
  let piece = letter ? roleName(letter, portuguese) : t('piece.pawn');
  if (from) piece = tf('say.from', { piece, from });
  let words = tf(takes ? 'say.takes' : 'say.to', { piece, sq });
  if (promo) words += ', ' + tf('say.promotes', { piece: roleName(promo, portuguese) });
  return capital(words) + suffix;
}

/** A draughts move in words: "32 para 28"; a capture names each landing square it was written with. */
export function sayDraughts(move: string): string {
  const squares = move.split(/[-x]/);
  return tf(move.includes('x') ? 'say.dTakes' : 'say.dTo', { from: squares[0], to: squares.slice(1).join(', ') });
}

/** The pieces of each side, in words: "Brancas: rei e1, dama d1, peão a2…". */
export function readChessBoard(fen: string): string {
  const sides: Record<'w' | 'b', string[]> = { w: [], b: [] };
  const order = 'KQRBNP';
  const found: [string, string][] = [];
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) { file += Number(ch); continue; }
      found.push([ch, 'abcdefgh'[file] + (8 - i)]);
      file++;
    }
  });
  found.sort((a, b) => order.indexOf(a[0].toUpperCase()) - order.indexOf(b[0].toUpperCase()) || a[1].localeCompare(b[1]));
  for (const [ch, sq] of found) {
    const role = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', P: 'pawn' }[ch.toUpperCase()]!;
    sides[ch === ch.toUpperCase() ? 'w' : 'b'].push(`${t(`piece.${role}` as 'piece.king')} ${sq}`);
  }
  return side(t('color.white'), sides.w) + ' ' + side(t('color.black'), sides.b);
}

/** The pieces of each side on a draughts board: "Brancas: pedras 31, 32…; damas 5." */
export function readDraughtsBoard(fen: string): string {
  const groups = { white: { man: [] as number[], king: [] as number[] }, black: { man: [] as number[], king: [] as number[] } };
  for (const [sq, p] of [...parseFen(fen)].sort((a, b) => a[0] - b[0])) groups[p.white ? 'white' : 'black'][p.king ? 'king' : 'man'].push(sq);
  const words = (g: { man: number[]; king: number[] }) => [
    g.man.length ? `${t('a11y.men')} ${g.man.join(', ')}` : '',
    g.king.length ? `${t('a11y.kings')} ${g.king.join(', ')}` : ''].filter(Boolean);
  return side(t('color.white'), words(groups.white)) + ' ' + side(t('color.black'), words(groups.black));
}

const side = (name: string, items: string[]) => `${name}: ${items.length ? items.join('; ') : t('a11y.none')}.`;
