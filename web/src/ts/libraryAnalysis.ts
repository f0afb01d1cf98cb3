// The analysis board (/biblioteca/analise?fen=): set up a position (FEN) or play moves freely on the board, and ask
// the server's chess engine (POST /api/library/analysis, then its lines polled): depth, score, best line in
// Portuguese notation.
import { Chessground } from '@lichess-org/chessground';
import type { Key } from '@lichess-org/chessground/types';
import { Chess } from 'chessops/chess';
import { parseFen, makeFen, INITIAL_FEN } from 'chessops/fen';
import { chessgroundDests } from 'chessops/compat';
import { parseSquare } from 'chessops/util';
import { h } from './dom';
import { call, me } from './api';
import { errorText } from './pages';
import { lt, LibKey } from './libraryText';
import { draughtsBoard } from './draughts';

const DRAUGHTS_START: Record<string, string> = {
  international: 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20',
  brazilian: 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12',
};

export function analysisPage(main: HTMLElement): () => void {
  main.classList.add('library');
  let stopped = false;
  let timer = 0;
  const params = new URLSearchParams(location.search);
  const game = ['international', 'brazilian'].includes(params.get('game') ?? '') ? params.get('game')! : 'chess';
  const start = params.get('fen') ?? (game === 'chess' ? INITIAL_FEN : DRAUGHTS_START[game]);
  const gameSelect = h('select', { name: 'game', 'aria-label': lt('game'), onchange: () => {
    history.pushState(null, '', '/biblioteca/analise?game=' + gameSelect.value);
    dispatchEvent(new PopStateEvent('popstate'));
  } }, ...['chess', 'international', 'brazilian'].map(g => h('option', { value: g, selected: g === game }, lt(g as LibKey)))) as HTMLSelectElement;
  const fenInput = h('input', { name: 'fen', value: start, 'aria-label': 'FEN' }) as HTMLInputElement;
  const error = h('p.error', { role: 'alert' });
  const lines = h('ol.lib-lines', { 'data-testid': 'lib-lines', 'aria-live': 'polite' });
  const host = h('div.cg-wrap-host');
  const cg = Chessground(host, { coordinates: true });
  let pos: Chess | undefined;
  const draughts = game === 'chess' ? undefined : draughtsBoard(game === 'international' ? 10 : 8, () => undefined);
  const setPosition = (fen: string) => {
    if (draughts) { draughts.set(fen.trim(), [], false); fenInput.value = fen.trim(); pos = undefined; return; }
    const setup = parseFen(fen);
    const p = setup.isOk ? Chess.fromSetup(setup.value) : undefined;
    if (!p || p.isErr) { error.textContent = lt('badFen'); return; }
    error.textContent = '';
    pos = p.value;
    fenInput.value = makeFen(pos.toSetup());
    cg.set({ fen: fenInput.value, turnColor: pos.turn, movable: { free: false, color: pos.isEnd() ? undefined : pos.turn,
      dests: chessgroundDests(pos) as Map<Key, Key[]>, showDests: true, events: { after: played } } });
  };
  const played = (from: Key, to: Key) => {
    if (!pos) return;
    const piece = pos.board.get(parseSquare(from)!);
    const promote = piece?.role === 'pawn' && (to[1] === '8' || to[1] === '1');
    pos.play({ from: parseSquare(from)!, to: parseSquare(to)!, promotion: promote ? 'queen' : undefined });
    setPosition(makeFen(pos.toSetup()));
  };
  const score = (l: any) => l.win !== undefined ? (l.win > 0 ? '+∞' : '−∞') : l.mate !== undefined ? `#${l.mate}` : (l.score > 0 ? '+' : '') + (l.score / 100).toFixed(2);
  const poll = (id: number) => {
    call<any>('GET', `/api/library/analysis/${id}`).then(r => {
      if (stopped) return;
      lines.replaceChildren(...r.lines.slice(-5).reverse().map((l: any) =>
        h('li', h('strong', score(l)), ` · ${lt('depth')} ${l.depth} · `, l.pv)));
      if (r.state !== 'done') timer = window.setTimeout(() => poll(id), 300);
      else analyse.disabled = false;
    }, e => { error.textContent = errorText(e); analyse.disabled = false; });
  };
  const analyse = h('button.primary', { type: 'button', 'data-testid': 'lib-analyse', onclick: async () => {
    setPosition(fenInput.value);
    if (!pos && !draughts) return;
    try {
      analyse.disabled = true;
      lines.replaceChildren(h('li', lt('thinking')));
      const r = await call<{ id: number }>('POST', '/api/library/analysis', { fen: fenInput.value, game });
      poll(r.id);
    } catch (e) { error.textContent = errorText(e); lines.replaceChildren(); analyse.disabled = false; }
  } }, lt('analyse')) as HTMLButtonElement;
  main.append(h('h1', lt('analysis')), h('div.lib-viewer', h('div.board-wrap.lib-board', draughts ? draughts.el : host), h('div',
    h('label', lt('game'), ' ', gameSelect), h('label.lib-fen', lt('fen'), ' ', fenInput), h('p.lib-nav', h('button', { type: 'button', onclick: () => setPosition(fenInput.value) }, lt('setUp')),
      h('button', { type: 'button', onclick: () => setPosition(game === 'chess' ? INITIAL_FEN : DRAUGHTS_START[game]) }, lt('start')), me ? analyse : h('span', lt('loginToAnalyse'))),
    error, lines)));
  setPosition(start);
  return () => { stopped = true; clearTimeout(timer); cg.destroy(); };
}
