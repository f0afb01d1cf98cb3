// Our draughts board: an SVG of 8x8 (Brazilian) or 10x10 (international) with PDN square numbers (1 at the top
// left dark square, from White's side). Click-to-move: the player clicks the squares of a move in order; a capture
// whose from and to squares leave it ambiguous is finished by clicking its intermediate landing squares, as the
// server writes it then (19x28x37).
import { t } from './i18n';

const NS = 'http://www.w3.org/2000/svg';

export interface DraughtsBoard { el: SVGSVGElement; set(fen: string, moves: string[], flip: boolean, last?: string): void }

interface Piece { white: boolean; king: boolean }

export function parseFen(fen: string): Map<number, Piece> {
  const pieces = new Map<number, Piece>();
  for (const part of fen.replace(/\..*$/, '').split(':').slice(1)) {
    const white = part[0] === 'W';
    for (let item of part.slice(1).split(',')) {
      item = item.trim();
      if (!item) continue;
      const king = item[0] === 'K';
      if (king) item = item.slice(1);
      const [a, b] = item.split('-').map(Number);
      for (let s = a; s <= (b || a); s++) pieces.set(s, { white, king });
    }
  }
  return pieces;
}

/** The squares a move names, in order: "32-28" → [32, 28], "19x28x37" → [19, 28, 37]. */
export const pathOf = (move: string): number[] => move.split(/[-x]/).map(Number);

export function draughtsBoard(size: number, onMove: (move: string) => void): DraughtsBoard {
  const el = document.createElementNS(NS, 'svg');
  el.setAttribute('viewBox', `0 0 ${size} ${size}`);
  el.setAttribute('class', 'draughts');
  el.setAttribute('role', 'group');
  el.setAttribute('aria-label', t('a11y.board'));
  const perRow = size / 2;
  let moves: string[] = [];
  let clicked: number[] = [];
  let state: { fen: string; flip: boolean; last?: string } = { fen: 'W:W:B', flip: false };

  const xy = (n: number, flip: boolean): [number, number] => {
    const row = Math.floor((n - 1) / perRow);
    const col = 2 * ((n - 1) % perRow) + (row % 2 === 0 ? 1 : 0);
    return flip ? [size - 1 - col, size - 1 - row] : [col, row];
  };

  /** The moves that agree with the clicks so far: same start, the later clicks in order along the path. */
  const candidates = () => moves.filter(m => {
    const p = pathOf(m);
    if (p[0] !== clicked[0]) return false;
    let i = 1;
    for (const c of clicked.slice(1)) { while (i < p.length && p[i] !== c) i++; if (i++ >= p.length) return false; }
    return true;
  });

  function click(n: number): void {
    clicked.push(n);
    let found = candidates();
    if (found.length === 0) { clicked = [n]; found = candidates(); if (found.length === 0) clicked = []; }
    const done = found.filter(m => { const p = pathOf(m); return p[p.length - 1] === n; });
    if (clicked.length > 1 && done.length === 1 && found.every(m => m === done[0] || pathOf(m).at(-1) !== n)) {
      clicked = [];
      onMove(done[0]);
    }
    draw();
  }

  function draw(): void {
    const pieces = parseFen(state.fen);
    const targets = new Set<number>();
    if (clicked.length) for (const m of candidates()) pathOf(m).slice(1).forEach(s => targets.add(s));
    const movable = new Set(moves.map(m => pathOf(m)[0]));
    const lastSquares = new Set(state.last ? pathOf(state.last) : []);
    el.replaceChildren();
    for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) {
      const sq = document.createElementNS(NS, 'rect');
      Object.entries({ x: c, y: r, width: 1, height: 1, class: (r + c) % 2 ? 'dark' : 'light' }).forEach(([k, v]) => sq.setAttribute(k, String(v)));
      el.append(sq);
    }
    for (let n = 1; n <= perRow * size; n++) {
      const [x, y] = xy(n, state.flip);
      const g = document.createElementNS(NS, 'g');
      g.setAttribute('data-square', String(n));
      const cls = ['sq'];
      if (lastSquares.has(n)) cls.push('last');
      if (clicked[0] === n) cls.push('selected');
      if (movable.has(n)) cls.push('movable');
      g.setAttribute('class', cls.join(' '));
      // Each dark square named for screen readers: "28, pedra (Brancas)".
      const p0 = pieces.get(n);
      g.setAttribute('role', 'img');
      g.setAttribute('aria-label', p0 ? `${n}, ${t(p0.king ? 'piece.dking' : 'piece.man')} (${t(p0.white ? 'color.white' : 'color.black')})` : String(n));
      const hit = document.createElementNS(NS, 'rect');
      Object.entries({ x, y, width: 1, height: 1, class: 'hit' }).forEach(([k, v]) => hit.setAttribute(k, String(v)));
      g.append(hit);
      const label = document.createElementNS(NS, 'text');
      Object.entries({ x: x + 0.06, y: y + 0.22, class: 'num' }).forEach(([k, v]) => label.setAttribute(k, String(v)));
      label.textContent = String(n);
      g.append(label);
      const p = p0;
      if (p) {
        const disc = document.createElementNS(NS, 'circle');
        Object.entries({ cx: x + 0.5, cy: y + 0.5, r: 0.38, class: 'man ' + (p.white ? 'white' : 'black') }).forEach(([k, v]) => disc.setAttribute(k, String(v)));
        g.append(disc);
        if (p.king) {
          const crown = document.createElementNS(NS, 'circle');
          Object.entries({ cx: x + 0.5, cy: y + 0.5, r: 0.2, class: 'crown' }).forEach(([k, v]) => crown.setAttribute(k, String(v)));
          g.append(crown);
        }
      }
      if (targets.has(n)) {
        const dot = document.createElementNS(NS, 'circle');
        Object.entries({ cx: x + 0.5, cy: y + 0.5, r: 0.14, class: 'dest' }).forEach(([k, v]) => dot.setAttribute(k, String(v)));
        g.append(dot);
      }
      g.addEventListener('click', () => click(n));
      el.append(g);
    }
  }

  return {
    el,
    set(fen, legal, flip, last) {
      if (fen !== state.fen || legal.join() !== moves.join()) clicked = [];
      moves = legal;
      state = { fen, flip, last };
      draw();
    },
  };
}
