// The arithmetic of a game review, as lichess documents it (lila: modules/analyse Advice.scala, AccuracyPercent.scala,
// WinPercent.scala): each position's evaluation from White's point of view becomes White's winning chances; a move
// that loses the mover 0.1 / 0.2 / 0.3 of winning chances (on -1..+1, that is 5 / 10 / 15 points of win percentage)
// is an inaccuracy / a mistake / a blunder; each move's accuracy comes from the win percentage it lost, and a side's
// accuracy is the mean of the volatility-weighted mean and the harmonic mean of its moves' accuracies.

/** A position's evaluation from White's point of view: centipawns, or moves to mate (+ White mates, − Black). */
export interface Evaluation { cp?: number; mate?: number }

export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';

/** White's winning chances in [-1, 1]: 2 / (1 + e^(-0.00368208 cp)) - 1, a mate ±1 (lichess's winningChances). */
export function winningChances(e: Evaluation): number {
  if (e.mate !== undefined) return e.mate > 0 ? 1 : e.mate < 0 ? -1 : 0;
  const cp = Math.max(-1000, Math.min(1000, e.cp ?? 0));
  return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
}

/** White's win percentage, 0..100, as lichess's accuracy counts it: centipawns capped at ±1000, a mate as ±1000. */
export function winPercent(e: Evaluation): number {
  const cp = e.mate !== undefined ? (e.mate > 0 ? 1000 : e.mate < 0 ? -1000 : 0) : Math.max(-1000, Math.min(1000, e.cp ?? 0));
  return 50 + 50 * (2 / (1 + Math.exp(-0.00368208 * cp)) - 1);
}

/** The mover's loss of winning chances between `before` and `after` (White moved when `white`). */
export function chancesLost(before: Evaluation, after: Evaluation, white: boolean): number {
  const d = winningChances(before) - winningChances(after);
  return white ? d : -d;
}

/** The judgement of a move by the chances it lost: ≥ 0.3 blunder, ≥ 0.2 mistake, ≥ 0.1 inaccuracy. */
export function judge(before: Evaluation, after: Evaluation, white: boolean): Judgement | undefined {
  const lost = chancesLost(before, after, white);
  return lost >= 0.3 ? 'blunder' : lost >= 0.2 ? 'mistake' : lost >= 0.1 ? 'inaccuracy' : undefined;
}

/** A move's accuracy from the mover's win percentage before and after it (lichess: fromWinPercents, +1 bonus). */
export function moveAccuracy(before: number, after: number): number {
  if (after >= before) return 100;
  const raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after)) - 3.166924740191411;
  return Math.max(0, Math.min(100, raw + 1));
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const stdDev = (xs: number[]) => { const m = mean(xs); return Math.sqrt(mean(xs.map(x => (x - m) ** 2))); };

/**
 * Each side's accuracy (0..100) from the evaluations of every position of the game, the start included;
 * `whiteFirst`: White made the first move. Undefined for a side without moves.
 */
export function gameAccuracy(evals: Evaluation[], whiteFirst: boolean): { white?: number; black?: number } {
  const wins = evals.map(winPercent);
  const moves = wins.length - 1;
  if (moves < 1) return {};
  const size = Math.max(2, Math.min(8, Math.floor(moves / 10)));
  const windows: number[][] = [];
  for (let i = 0; i < Math.min(size, wins.length) - 2; i++) windows.push(wins.slice(0, size));
  for (let i = 0; i + size <= wins.length; i++) windows.push(wins.slice(i, i + size));
  const weights = windows.map(w => Math.max(0.5, Math.min(12, stdDev(w))));
  const by: Record<'white' | 'black', { acc: number; w: number }[]> = { white: [], black: [] };
  for (let i = 0; i < moves; i++) {
    const white = (i % 2 === 0) === whiteFirst;
    const [b, a] = white ? [wins[i], wins[i + 1]] : [100 - wins[i], 100 - wins[i + 1]];
    by[white ? 'white' : 'black'].push({ acc: moveAccuracy(b, a), w: weights[i] ?? 1 });
  }
  const side = (xs: { acc: number; w: number }[]) => {
    if (!xs.length) return undefined;
    const weighted = xs.reduce((s, x) => s + x.acc * x.w, 0) / xs.reduce((s, x) => s + x.w, 0);
    const harmonic = xs.length / xs.reduce((s, x) => s + 1 / Math.max(x.acc, 0.1), 0);
    return (weighted + harmonic) / 2;
  };
  return { white: side(by.white), black: side(by.black) };
}
