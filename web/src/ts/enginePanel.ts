// Stockfish's panel on the chess analysis board (loaded on demand, with the engine's worker): start / stop, the
// number of lines (1-5), depth, nodes per second and cores, each line's score and moves in the page's SAN (R D T B C
// in Portuguese), a click on a move plays the line up to it on the board; and the evaluation bar beside the board.
import type { Chess } from 'chessops/chess';
import { makeFen } from 'chessops/fen';
import { h } from './dom';
import { lang } from './i18n';
import { sanLine } from './notation';
import { Stockfish, EngineLine } from './stockfish';
import { et, numberLocale } from './engineText';

/** The best line as the PGN export wants it: White's point of view, SAN of the page. */
export interface TopLine { score?: number; mate?: number; depth: number; pv: string }

export interface EnginePanel {
  /** The panel (controls, status, lines) and the bar (to put beside the board). */
  el: HTMLElement; bar: HTMLElement;
  /** A new position on the board: analysed at once when the engine is on. */
  setPosition(pos: Chess | undefined): void;
  /** Turns the analysis on or off, as the button does (off while a game review has the CPU). */
  setOn(on: boolean): void;
  destroy(): void;
}

const DEPTH_LIMIT = 30;   // a search ends here (the user's CPU is not burnt for ever); "Analisar" searches again

/** White's winning chances in [-1, 1], as lichess draws its bar: 2 / (1 + e^(-0.00368208 cp)) - 1. */
export function winningChances(cp: number | undefined, mate: number | undefined): number {
  if (mate !== undefined) return mate > 0 ? 1 : mate < 0 ? -1 : 0;
  return 2 / (1 + Math.exp(-0.00368208 * (cp ?? 0))) - 1;
}

/** "+0.35", "−1.20", "#3", "#-2", from White's point of view. */
export function scoreText(cp: number | undefined, mate: number | undefined): string {
  if (mate !== undefined) return '#' + mate;
  const v = (cp ?? 0) / 100;
  return (v > 0 ? '+' : v < 0 ? '−' : '') + Math.abs(v).toFixed(2);
}

/** `startOn` false: the engine waits for "Analisar" (a game opened for its review, which may be saved already). */
export function enginePanel(onPlay: (uci: string[]) => void, onTop: (ply: number, top: TopLine) => void,
  plyOf: () => number, startOn = true): EnginePanel {
  let engine: Stockfish | undefined;
  let on = startOn;
  let pos: Chess | undefined;
  let multiPv = 1;
  let timer = 0;
  let latest: EngineLine[] = [];
  const fill = h('div.sf-fill');
  const bar = h('div.sf-bar', { 'data-testid': 'sf-bar', role: 'img' }, fill);
  const status = h('span.sf-status', { 'data-testid': 'sf-status' }, et(on ? 'loading' : 'stopped'));
  const lines = h('ol.sf-lines', { 'data-testid': 'sf-lines' });
  const setOn = (value: boolean) => {
    on = value;
    toggle.textContent = et(on ? 'stop' : 'analyse');
    clearTimeout(timer);
    timer = 0;
    if (on) search(); else { engine?.stop(); status.textContent = et('stopped'); }
  };
  const toggle = h('button', { type: 'button', 'data-testid': 'sf-toggle', onclick: () => setOn(!on) }, et(on ? 'stop' : 'analyse'));
  const pvSelect = h('select', { 'data-testid': 'sf-multipv', 'aria-label': et('lines'), onchange: () => {
    multiPv = Number(pvSelect.value);
    if (on) search();
  } }, ...[1, 2, 3, 4, 5].map(n => h('option', { value: n, selected: n === multiPv }, String(n)))) as HTMLSelectElement;
  const nf = new Intl.NumberFormat(numberLocale(), { notation: 'compact', maximumFractionDigits: 1 });
  const white = () => pos?.turn === 'white';

  const setBar = (cp: number | undefined, mate: number | undefined) => {
    const wc = winningChances(cp, mate);
    fill.style.height = `${(50 + 50 * wc).toFixed(1)}%`;
    const s = scoreText(cp, mate);
    bar.setAttribute('aria-label', et('bar', { s }));
    bar.title = et('bar', { s });
  };

  const show = () => {
    timer = 0;
    if (!pos || !latest.length) return;
    const sign = white() ? 1 : -1;
    const top = latest[0];
    const cp = top.cp === undefined ? undefined : sign * top.cp;
    const mate = top.mate === undefined ? undefined : sign * top.mate;
    setBar(cp, mate);
    const cores = engine!.threads === 1 ? et('cores1') : et('cores', { n: engine!.threads });
    status.textContent = `${et('depth', { d: top.depth })} · ${et('nps', { n: nf.format(top.nps) })} · ${cores}`;
    status.dataset.depth = String(Math.min(...latest.map(l => l.depth)));
    status.dataset.lines = String(latest.length);
    const p = pos;
    lines.replaceChildren(...latest.map(l => {
      const sans = sanLine(p, l.pv, lang !== 'en');
      const lcp = l.cp === undefined ? undefined : sign * l.cp;
      const lmate = l.mate === undefined ? undefined : sign * l.mate;
      const fullmove = p.fullmoves;
      return h('li', { 'data-depth': l.depth }, h('strong.sf-score', scoreText(lcp, lmate)), ' ',
        ...sans.map((san, i) => {
          const ply = i + (white() ? 0 : 1);
          const number = ply % 2 === 0 ? `${fullmove + ply / 2}. ` : i === 0 ? `${fullmove}… ` : '';
          return h('button.sf-move', { type: 'button', onclick: () => onPlay(l.pv.slice(0, i + 1)) }, number + san);
        }));
    }));
    onTop(plyOf(), { score: cp, mate, depth: top.depth, pv: sanLine(p, top.pv, lang !== 'en').join(' ') });
  };

  const ended = (p: Chess): string | undefined =>
    p.isCheckmate() ? et('mate') : p.isStalemate() ? et('stalemate') : p.isInsufficientMaterial() ? et('draw') : undefined;

  const search = () => {
    latest = [];
    lines.replaceChildren();
    if (!pos) return;
    const end = ended(pos);
    if (end) {
      engine?.stop();
      status.textContent = end;
      if (pos.isCheckmate()) setBar(undefined, white() ? -1 : 1); else setBar(0, undefined);
      return;
    }
    if (!engine) {
      try { engine = new Stockfish(); }
      catch (e) { status.textContent = et('failed', { msg: String(e) }); return; }
    }
    status.textContent = et('loading');
    engine.start({ fen: makeFen(pos.toSetup()), multiPv, depth: DEPTH_LIMIT,
      onInfo: l => { latest = l; if (!timer && on) timer = window.setTimeout(show, 120); } });
  };

  const el = h('div.sf-panel', { 'data-testid': 'sf-panel' },
    h('p.sf-head', h('strong', et('engine')), ' ', toggle, ' ', h('label', et('lines'), ' ', pvSelect)),
    h('p.sf-info', status), lines, h('p.hint', et('hint')));
  setBar(0, undefined);
  return {
    el, bar,
    setPosition(p) { pos = p; if (on) search(); },
    setOn,
    destroy() { clearTimeout(timer); engine?.terminate(); },
  };
}
