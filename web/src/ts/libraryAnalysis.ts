// The analysis board (/biblioteca/analise?fen=): set up a position (FEN) or play moves freely on the board. Chess is
// analysed by Stockfish in the browser (enginePanel.ts, loaded on demand with its worker) as soon as the page opens;
// draughts asks the server's engine (POST /api/library/analysis, then its lines streamed from .../stream as server-sent events,
// polled if the stream fails): depth, score, best line in Portuguese notation. The moves played from the position set
// up and each analysed position's last line make a game, downloaded as PGN/PDN with the lines as comments
// (POST /api/library/analysis/export).
import { Chessground } from '@lichess-org/chessground';
import type { Key } from '@lichess-org/chessground/types';
import { Chess } from 'chessops/chess';
import { parseFen, makeFen, INITIAL_FEN } from 'chessops/fen';
import { chessgroundDests } from 'chessops/compat';
import { makeUci, parseSquare, parseUci } from 'chessops/util';
import type { Move } from 'chessops/types';
import { h } from './dom';
import { call, csrfToken, me } from './api';
import { errorText } from './pages';
import { lt, LibKey } from './libraryText';
import { draughtsBoard } from './draughts';
import type { EnginePanel } from './enginePanel';
import type { ReviewSubject } from './gameReview';
import type { AnalysisExplorer } from './analysisExplorer';
import { sanOf } from './notation';
import { lang } from './i18n';
import { fenErrorText } from './libraryText';
import { linesSelect, showDraughtsLines } from './draughtsAnalysis';
import { dt } from './draughtsAnalysisText';

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
  const lines = h('div.dr-lines', { 'aria-live': 'polite' });
  const host = h('div.cg-wrap-host');
  const cg = Chessground(host, { coordinates: true });
  let pos: Chess | undefined;
  // The game being analysed: the position set up, the moves played from it (UCI, and SAN to show), the engine's last
  // line of each analysed position by ply.
  let base = start;
  let ucis: string[] = [];
  let sans: string[] = [];
  let evals = new Map<number, any>();
  let source: EventSource | undefined;
  const playedEl = h('p.lib-played', { 'data-testid': 'lib-played' });
  const showPlayed = () => {
    playedEl.replaceChildren(h('strong', lt('played') + ': '), sans.length ? sans.map((s, i) => (i % 2 === 0 ? `${i / 2 + 1}. ` : '') + s
      + (evals.has(i + 1) ? ` (${score(evals.get(i + 1))})` : '')).join(' ') : lt('noneplayed'), ' · ', lt('analysed', { n: evals.size }));
  };
  const draughts = game === 'chess' ? undefined : draughtsBoard(game === 'international' ? 10 : 8, () => undefined);
  // Chess: Stockfish's panel, its code and worker fetched only now; until it comes the board works without it.
  let panel: EnginePanel | undefined;
  const panelHost = h('div.sf-host');
  const barHost = h('div.sf-bar-host');
  if (!draughts) import('./enginePanel').then(m => {
    if (stopped) return;
    panel = m.enginePanel(line => { for (const u of line) playUci(u); },
      (ply, top) => { evals.set(ply, top); showPlayed(); }, () => ucis.length, !clubGame && !libraryGame);
    panelHost.replaceChildren(panel.el);
    barHost.replaceChildren(panel.bar);
    panel.setPosition(pos?.clone());
    if (reviewing) panel.setOn(false);
  }, e => { error.textContent = String(e); });
  // The explorer beside the engine's lines (chess): this position's moves in a collection and in the club's games.
  let explorer: AnalysisExplorer | undefined;
  const explorerHost = h('div.ax-host');
  if (!draughts) import('./analysisExplorer').then(m => {
    if (stopped) return;
    explorer = m.analysisExplorer(playUci);
    explorerHost.replaceChildren(explorer.el);
    explorer.setPosition(pos);
  }, e => { error.textContent = String(e); });
  // "Analisar partida" (chess): a pasted PGN, the moves played here, or the game of ?jogo= (club) / ?partida= (library).
  let review: { destroy(): void } | undefined;
  let reviewing = false;
  const reviewHost = h('div.rv-host');
  const pgnInput = h('textarea.rv-pgn', { name: 'pgn', rows: 3, 'data-testid': 'rv-pgn' }) as HTMLTextAreaElement;
  const startReview = async (source: string | { initialFen: string | null; moves: string[]; white?: string; black?: string },
    subject?: ReviewSubject) => {
    const m = await import('./gameReview');
    if (stopped) return;
    const g = typeof source === 'string' ? m.pgnGame(source) : { ...source, initialFen: source.initialFen ?? INITIAL_FEN };
    if (typeof g === 'string') { error.textContent = g; return; }
    error.textContent = '';
    // Saved with its game (a club or library game), or under its moves (pasted or played here): shown, not re-run.
    const about = subject ?? { fen: g.initialFen, moves: g.moves, white: g.white, black: g.black };
    const saved = await m.findSaved(about);
    if (stopped) return;
    review?.destroy();
    reviewing = true;
    panel?.setOn(false);
    const r = m.gameReview(g, (fen, uci) => {
      reset(fen);
      if (uci) cg.set({ lastMove: [uci.slice(0, 2) as Key, uci.slice(2, 4) as Key] });
    }, () => { reviewing = false; if (!saved) panel?.setOn(true); }, about, saved);
    review = r;
    reviewHost.replaceChildren(r.el);
  };
  const reviewButton = h('button', { type: 'button', 'data-testid': 'rv-start', onclick: () => {
    if (pgnInput.value.trim()) void startReview(pgnInput.value);
    else if (ucis.length) void startReview({ initialFen: base, moves: [...ucis] });
    else import('./engineText').then(m => { error.textContent = m.et('noGame'); });
  } }, lt('review'));
  // Draughts: our engine reviews the game on the server (draughtsReview.ts).
  const draughtsMoves = h('textarea.rv-pgn', { name: 'moves', rows: 3, 'data-testid': 'drv-moves-input' }) as HTMLTextAreaElement;
  let openedGame: { fen: string; moves: string[]; white?: string; black?: string } | undefined;
  const startDraughtsReview = async (g: { fen: string; moves: string[]; white?: string; black?: string }) => {
    const m = await import('./draughtsReview');
    if (stopped || !draughts) return;
    review?.destroy();
    error.textContent = '';
    const r = m.draughtsReview({ game, ...g }, (fen, move) => {
      draughts.set(fen, [], false, move);
      fenInput.value = fen;
    }, () => undefined);
    review = r;
    reviewHost.replaceChildren(r.el);
  };
  const draughtsReviewButton = h('button', { type: 'button', 'data-testid': 'drv-start', onclick: async () => {
    const m = await import('./draughtsReview');
    const typed = m.movesOf(draughtsMoves.value);
    if (typed.length) void startDraughtsReview({ fen: fenInput.value.trim() === DRAUGHTS_START[game] ? '' : fenInput.value.trim(), moves: typed });
    else if (openedGame) void startDraughtsReview(openedGame);
    else error.textContent = dt('noMoves');
  } }, lt('review'));
  const reviewBox = draughts ? (me ? h('details.rv-box', { open: true }, h('summary', lt('review')),
    h('label', dt('reviewMoves'), draughtsMoves), h('p', draughtsReviewButton)) : null)
    : h('details.rv-box', h('summary', lt('review')), h('label', lt('reviewPgn'), pgnInput), h('p', reviewButton));
  const clubGame = params.get('jogo'), libraryGame = params.get('partida');
  const refused = (e: unknown) => { error.textContent = errorText(e); };
  const openDraughts = (g: { fen: string; moves: string[]; white?: string; black?: string }) => {
    openedGame = g;
    if (g.fen) reset(g.fen);
    if (me) void startDraughtsReview(g);
  };
  if (draughts && clubGame) call<any>('GET', `/api/games/${encodeURIComponent(clubGame)}`).then(g => {
    if (g.game !== game) error.textContent = dt('otherGame');
    else openDraughts({ fen: g.initialFen ?? '', moves: g.moves, white: g.white, black: g.black });
  }, refused);
  if (draughts && libraryGame) call<any>('GET', `/api/library/games/${encodeURIComponent(libraryGame)}`).then(g => {
    if (g.game !== game) error.textContent = dt('otherGame');
    else openDraughts({ fen: g.positions?.[0] === DRAUGHTS_START[game] ? '' : (g.positions?.[0] ?? ''), moves: g.moves, white: g.white, black: g.black });
  }, refused);
  if (!draughts && clubGame) call<any>('GET', `/api/games/${encodeURIComponent(clubGame)}`).then(g => {
    if (g.game !== 'chess') error.textContent = lt('reviewChessOnly');
    else void startReview({ initialFen: g.initialFen, moves: g.moves, white: g.white, black: g.black }, { club: clubGame });
  }, refused);
  if (!draughts && libraryGame) call<any>('GET', `/api/library/games/${encodeURIComponent(libraryGame)}`).then(g => {
    if (g.game !== 'chess') error.textContent = lt('reviewChessOnly');
    else void startReview(g.text, { library: libraryGame });
  }, refused);
  /** A new position typed or the start: a new game to analyse. */
  const reset = (fen: string) => { base = fen.trim(); ucis = []; sans = []; evals = new Map(); setPosition(base); showPlayed(); };
  const setPosition = (fen: string) => {
    if (draughts) { draughts.set(fen.trim(), [], false); fenInput.value = fen.trim(); pos = undefined; return; }
    const setup = parseFen(fen);
    const p = setup.isOk ? Chess.fromSetup(setup.value) : undefined;
    if (!p || p.isErr) { error.textContent = fenErrorText(setup.isErr ? setup.error.message : p!.isErr ? p!.error.message : ''); return; }
    error.textContent = '';
    pos = p.value;
    fenInput.value = makeFen(pos.toSetup());
    cg.set({ fen: fenInput.value, turnColor: pos.turn, check: pos.isCheck(), movable: { free: false, color: pos.isEnd() ? undefined : pos.turn,
      dests: chessgroundDests(pos) as Map<Key, Key[]>, showDests: true, events: { after: played } } });
    panel?.setPosition(pos.clone());
    explorer?.setPosition(pos);
  };
  const played = (from: Key, to: Key) => {
    if (!pos) return;
    const piece = pos.board.get(parseSquare(from)!);
    const promote = piece?.role === 'pawn' && (to[1] === '8' || to[1] === '1');
    playMove({ from: parseSquare(from)!, to: parseSquare(to)!, promotion: promote ? 'queen' as const : undefined });
  };
  /** A move of an engine's line (its promotion piece as the engine gives it). */
  const playUci = (u: string) => {
    const move = parseUci(u);
    if (pos && move && pos.isLegal(move)) playMove(move);
  };
  const playMove = (move: Move) => {
    if (!pos) return;
    sans.push(sanOf(pos, makeUci(move), lang !== 'en'));   // Portuguese SAN (R D T B C) on a Portuguese page
    ucis.push(makeUci(move));
    pos.play(move);
    setPosition(makeFen(pos.toSetup()));
    cg.set({ lastMove: [makeUci(move).slice(0, 2) as Key, makeUci(move).slice(2, 4) as Key] });
    showPlayed();
  };
  const score = (l: any) => l.win !== undefined ? (l.win > 0 ? '+∞' : '−∞') : l.mate !== undefined ? `#${l.mate}` : (l.score > 0 ? '+' : '') + (l.score / 100).toFixed(2);
  const show = (all: any[]) => { if (draughts) showDraughtsLines(lines, all); };
  const linesCount = draughts ? linesSelect() : null;
  const finished = (ply: number, all: any[]) => {
    if (all.length) evals.set(ply, all[all.length - 1]);
    analyse.disabled = false;
    showPlayed();
  };
  const poll = (id: number, ply: number) => {
    call<any>('GET', `/api/library/analysis/${id}`).then(r => {
      if (stopped) return;
      show(r.lines);
      if (r.state !== 'done') timer = window.setTimeout(() => poll(id, ply), 300);
      else finished(ply, r.lines);
    }, e => { error.textContent = errorText(e); analyse.disabled = false; });
  };
  /** The lines as the engine finds them (server-sent events); polled when the stream cannot be read. */
  const follow = (id: number, ply: number) => {
    const got: any[] = [];
    source = new EventSource(`/api/library/analysis/${id}/stream`);
    source.addEventListener('line', e => { got.push(JSON.parse((e as MessageEvent).data)); if (!stopped) show(got); });
    source.addEventListener('done', () => { source?.close(); if (!stopped) finished(ply, got); });
    source.onerror = () => { source?.close(); if (!stopped) poll(id, ply); };
  };
  const analyse = h('button.primary', { type: 'button', 'data-testid': 'lib-analyse', onclick: async () => {
    if (fenInput.value.trim() !== (pos ? makeFen(pos.toSetup()) : fenInput.value.trim())) reset(fenInput.value);
    setPosition(fenInput.value);
    if (!pos && !draughts) return;
    try {
      analyse.disabled = true;
      showDraughtsLines(lines, []);
      const r = await call<{ id: number }>('POST', '/api/library/analysis', { fen: fenInput.value, game, lines: Number(linesCount?.value ?? 1) });
      follow(r.id, ucis.length);
    } catch (e) { error.textContent = errorText(e); lines.replaceChildren(); analyse.disabled = false; }
  } }, lt('analyse')) as HTMLButtonElement;
  const exportGame = h('button', { type: 'button', 'data-testid': 'lib-export', onclick: async () => {
    error.textContent = '';
    const res = await fetch('/api/library/analysis/export', { method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken() },
      body: JSON.stringify({ game, fen: base, moves: ucis, evals: [...evals].map(([ply, l]) => ({ ply, ...l })) }) });
    if (!res.ok) { error.textContent = (await res.json().catch(() => null))?.error?.message ?? res.statusText; return; }
    const a = h('a', { href: URL.createObjectURL(await res.blob()), download: game === 'chess' ? 'analise.pgn' : 'analise.pdn' }) as HTMLAnchorElement;
    document.body.append(a);
    a.click();
    a.remove();
  } }, lt(game === 'chess' ? 'exportPgn' : 'exportPdn'));
  const undo = h('button', { type: 'button', 'data-testid': 'lib-undo', onclick: () => {
    if (!ucis.length) return;
    const keep = ucis.slice(0, -1);
    const keptEvals = new Map([...evals].filter(([ply]) => ply <= keep.length));
    reset(base);
    for (const u of keep) playUci(u);
    evals = keptEvals;
    showPlayed();
  } }, lt('undo'));
  main.append(h('h1', lt('analysis')), h('div.lib-viewer', h('div.lib-board-row', draughts ? null : barHost, h('div.board-wrap.lib-board', draughts ? draughts.el : host)), h('div',
    h('label', lt('game'), ' ', gameSelect), h('label.lib-fen', lt('fen'), ' ', fenInput),
    h('p.lib-nav', h('button', { type: 'button', onclick: () => reset(fenInput.value) }, lt('setUp')),
      h('button', { type: 'button', onclick: () => reset(game === 'chess' ? INITIAL_FEN : DRAUGHTS_START[game]) }, lt('start')),
      draughts ? null : undo, !draughts ? null : me ? h('label', dt('lines'), ' ', linesCount, ' ', analyse) : h('span', lt('loginToAnalyse'))),
    error, draughts ? lines : panelHost, draughts ? null : explorerHost, playedEl, me ? h('p', exportGame) : null, reviewBox, reviewHost)));
  reset(start);
  return () => { stopped = true; clearTimeout(timer); source?.close(); panel?.destroy(); explorer?.destroy(); review?.destroy(); cg.destroy(); };
}
