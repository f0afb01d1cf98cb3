// Our draughts board: an SVG of 8x8 (Brazilian) or 10x10 (international) with PDN square numbers (1 at the top
// left dark square, from White's side). Click-to-move: the player clicks the piece, then the squares it lands on in
// order (a capture's intermediate landings too, or straight its last one when that says which capture); the pieces
// that must capture are ringed; along a capture the piece stands on its last landing, the men it took stay on the
// board (marked) until the capture is complete, and the route is drawn; where two routes agree so far, the next
// click decides.
import { t } from './i18n';
import { DraughtsPosition } from './diagramDraughts';

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

/** A legal move as the board plays it: the server's notation, every square the piece lands on, the men it takes. */
interface Route { move: string; path: number[]; taken: number[] }

const isSubsequence = (part: number[], whole: number[]) => {
  let i = 0;
  for (const n of whole) if (i < part.length && part[i] === n) i++;
  return i === part.length;
};

/**
 * The full routes of `moves` (the server's notation: a capture's intermediate squares only where two routes share
 * its start and end) from the position: each capture's landing squares and the men it takes, from our own move
 * generator. A move it cannot place keeps the squares its notation names.
 */
export function routesOf(fen: string, size: number, moves: string[]): Route[] {
  if (!moves.some(m => m.includes('x'))) return moves.map(m => ({ move: m, path: pathOf(m), taken: [] }));
  const generated = DraughtsPosition.fromFen(fen, size).moves();
  const routes: Route[] = [];
  for (const m of moves) {
    const named = pathOf(m);
    const found = generated.filter(g => g.path[0] === named[0] && g.path.at(-1) === named.at(-1) && isSubsequence(named, g.path));
    if (found.length === 0) routes.push({ move: m, path: named, taken: [] });
    for (const g of found) routes.push({ move: m, path: g.path, taken: g.taken });
  }
  return routes;
}

export function draughtsBoard(size: number, onMove: (move: string) => void): DraughtsBoard {
  const el = document.createElementNS(NS, 'svg');
  el.setAttribute('viewBox', `0 0 ${size} ${size}`);
  el.setAttribute('class', 'draughts');
  el.setAttribute('role', 'group');
  el.setAttribute('aria-label', t('a11y.board'));
  const perRow = size / 2;
  let moves: string[] = [];
  let routes: Route[] = [];
  let clicked: number[] = [];   // the piece's square, then each landing square clicked, in order
  let state: { fen: string; flip: boolean; last?: string } = { fen: 'W:W:B', flip: false };

  const xy = (n: number, flip: boolean): [number, number] => {
    const row = Math.floor((n - 1) / perRow);
    const col = 2 * ((n - 1) % perRow) + (row % 2 === 0 ? 1 : 0);
    return flip ? [size - 1 - col, size - 1 - row] : [col, row];
  };

  /** The routes that agree with the clicks: the same piece, the landing squares clicked in order along the way. */
  const candidates = () => routes.filter(r => r.path[0] === clicked[0] && isSubsequence(clicked, r.path));

  /** How far along `r` the last click is (its index in the path). */
  const reached = (r: Route) => {
    let i = 0;
    for (const c of clicked.slice(1)) i = r.path.indexOf(c, i + 1);
    return i;
  };

  function click(n: number): void {
    const again = clicked.length > 1 && clicked.at(-1) === n;
    if (!again) clicked.push(n);
    let found = candidates();
    if (found.length === 0) {
      // Not on any route: another of the player's pieces starts anew; anywhere else lets the piece go.
      clicked = [n];
      found = candidates();
      if (found.length === 0) clicked = [];
      draw();
      return;
    }
    if (clicked.length > 1) {
      const ending = found.filter(r => r.path.at(-1) === n && reached(r) === r.path.length - 1);
      const goingOn = found.filter(r => reached(r) < r.path.length - 1);
      const names = new Set(ending.map(r => r.move));
      // Done when the routes ending here are one move and none goes on (or the square was clicked again to stop).
      if (names.size === 1 && (goingOn.length === 0 || again)) {
        clicked = [];
        onMove(ending[0].move);
      }
    }
    draw();
  }

  function draw(): void {
    const pieces = parseFen(state.fen);
    const found = clicked.length ? candidates() : [];
    // Along the way: the piece stands on its last landing square, the men it took are still on the board (marked),
    // the next landing squares are dotted, the route so far is drawn.
    const shared = found[0];
    const at = shared ? reached(shared) : 0;
    const onTheWay = clicked.length > 1 && found.length > 0 && found.every(r => reached(r) === at && r.path.slice(0, at + 1).join() === shared.path.slice(0, at + 1).join());
    const taken = new Set(onTheWay ? shared.taken.slice(0, at) : []);
    const moving = onTheWay ? pieces.get(shared.path[0]) : undefined;
    if (moving) { pieces.delete(shared.path[0]); pieces.set(shared.path[at], moving); }
    const targets = new Set<number>();   // every landing square still ahead on a route that agrees with the clicks
    for (const r of found) r.path.slice(reached(r) + 1).forEach(n => targets.add(n));
    const starts = new Set(routes.map(r => r.path[0]));
    const mustCapture = routes.some(r => r.taken.length > 0 || r.move.includes('x'));
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
      if (starts.has(n)) cls.push('movable');
      if (starts.has(n) && mustCapture) cls.push('must-capture');
      if (taken.has(n)) cls.push('taken');
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
    if (onTheWay && at > 0) {
      const line = document.createElementNS(NS, 'polyline');
      line.setAttribute('points', shared.path.slice(0, at + 1).map(n => xy(n, state.flip).map(v => v + 0.5).join(',')).join(' '));
      line.setAttribute('class', 'route');
      line.setAttribute('data-testid', 'route');
      el.append(line);
    }
  }

  return {
    el,
    set(fen, legal, flip, last) {
      if (fen !== state.fen || legal.join() !== moves.join()) clicked = [];
      if (fen !== state.fen || legal.join() !== moves.join()) routes = routesOf(fen, size, legal);
      moves = legal;
      state = { fen, flip, last };
      draw();
    },
  };
}
