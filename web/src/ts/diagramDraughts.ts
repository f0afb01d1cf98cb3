// The legal moves of international draughts (10×10) and Brazilian draughts (8×8, the same rules), for the rules
// pages' diagrams: the play page never needs this, the server lists the legal moves there. Men step forward and
// capture both ways; kings fly; a capture goes on while it can, the pieces taken stay on the board until it ends
// (so none is jumped twice), and only the sequences taking the most pieces are allowed.
import { parseFen } from './draughts';

export interface Piece { white: boolean; king: boolean }
export interface DraughtsMove { path: number[]; taken: number[]; notation: string }

const DIRS = [[-1, -1], [-1, 1], [1, -1], [1, 1]] as const;

export class DraughtsPosition {
  private constructor(readonly size: number, readonly pieces: Map<number, Piece>, readonly whiteToMove: boolean) {}

  /** From a PDN FEN such as "W:W31,32,K40:B1,2". */
  static fromFen(fen: string, size: number): DraughtsPosition {
    return new DraughtsPosition(size, parseFen(fen), !fen.startsWith('B'));
  }

  fen(): string {
    const side = (white: boolean) => [...this.pieces].filter(([, p]) => p.white === white).sort((a, b) => a[0] - b[0])
      .map(([n, p]) => (p.king ? 'K' : '') + n).join(',');
    return `${this.whiteToMove ? 'W' : 'B'}:W${side(true)}:B${side(false)}`;
  }

  private square(row: number, col: number): number | null {
    if (row < 0 || col < 0 || row >= this.size || col >= this.size || (row + col) % 2 === 0) return null;
    return row * (this.size / 2) + Math.floor(col / 2) + 1;
  }

  private coords(n: number): [number, number] {
    const perRow = this.size / 2, row = Math.floor((n - 1) / perRow);
    return [row, 2 * ((n - 1) % perRow) + (row % 2 === 0 ? 1 : 0)];
  }

  /** The legal moves of the side to move: captures of the most pieces when any capture exists, else steps. */
  moves(): DraughtsMove[] {
    const mine = [...this.pieces].filter(([, p]) => p.white === this.whiteToMove);
    const captures = mine.flatMap(([n, p]) => this.captures(n, p, n, [n], []));
    if (captures.length) {
      const most = Math.max(...captures.map(c => c.taken.length));
      const seen = new Set<string>();
      return captures.filter(c => c.taken.length === most && !seen.has(c.notation) && seen.add(c.notation));
    }
    return mine.flatMap(([n, p]) => this.steps(n, p));
  }

  private steps(from: number, p: Piece): DraughtsMove[] {
    const [r, c] = this.coords(from);
    const out: DraughtsMove[] = [];
    for (const [dr, dc] of DIRS) {
      if (!p.king && dr !== (p.white ? -1 : 1)) continue;   // men step forward only
      for (let k = 1; ; k++) {
        const to = this.square(r + dr * k, c + dc * k);
        if (to === null || this.pieces.has(to)) break;
        out.push({ path: [from, to], taken: [], notation: `${from}-${to}` });
        if (!p.king) break;
      }
    }
    return out;
  }

  /** Every capture sequence going on from `at`; `start` is empty while the piece travels (it left it). */
  private captures(at: number, p: Piece, start: number, path: number[], taken: number[]): DraughtsMove[] {
    const [r, c] = this.coords(at);
    const empty = (n: number) => n === start || !this.pieces.has(n);
    const out: DraughtsMove[] = [];
    for (const [dr, dc] of DIRS) {
      let k = 1, victim: number | null = null;
      // A king looks along the diagonal past empty squares; a man only at the next one.
      for (; ; k++) {
        const n = this.square(r + dr * k, c + dc * k);
        if (n === null) break;
        if (empty(n)) { if (p.king) continue; break; }
        const q = this.pieces.get(n)!;
        if (q.white !== p.white && !taken.includes(n)) victim = n;
        break;
      }
      if (victim === null) continue;
      for (let j = k + 1; ; j++) {
        const land = this.square(r + dr * j, c + dc * j);
        if (land === null || !empty(land)) break;
        const more = this.captures(land, p, start, [...path, land], [...taken, victim]);
        out.push(...(more.length ? more : [{ path: [...path, land], taken: [...taken, victim], notation: [...path, land].join('x') }]));
        if (!p.king) break;   // a man lands just beyond
      }
    }
    return out;
  }

  /** The position after `move`: the pieces taken leave only now, and a man ending on the far row is crowned. */
  play(move: DraughtsMove): DraughtsPosition {
    const pieces = new Map(this.pieces);
    const from = move.path[0], to = move.path[move.path.length - 1];
    const p = pieces.get(from)!;
    pieces.delete(from);
    move.taken.forEach(n => pieces.delete(n));
    const lastRow = p.white ? 0 : this.size - 1;
    pieces.set(to, { white: p.white, king: p.king || this.coords(to)[0] === lastRow });
    return new DraughtsPosition(this.size, pieces, !this.whiteToMove);
  }
}
