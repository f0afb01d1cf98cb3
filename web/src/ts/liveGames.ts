// "Partidas ao vivo" (/ao-vivo?game=&pool=): the games being played now, highest-rated first (GET /api/games/live),
// each as a small board with its players and ratings and a link to watch it; and the TV (/tv?game=), which follows
// the best game going on and, once it ends, the next best.
import { Chessground } from '@lichess-org/chessground';
import type { Api as CgApi } from '@lichess-org/chessground/api';
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { draughtsBoard, DraughtsBoard } from './draughts';
import { gameName, poolName, ratingText, shownName, timeControlText } from './archiveFormat';
import { playPage } from './play';

interface Side { username: string; rating: number | null; provisional: boolean }
export interface LiveGame { id: number; game: string; timeControl: string; pool: string | null; rated: boolean;
  white: Side; black: Side; plies: number; turn: string; fen: string; createdAt: string }

const GAMES = ['', 'chess', 'international', 'brazilian'];
const POOLS = ['', 'bullet', 'blitz', 'rapid', 'classical', 'correspondence'];
const EVERY_MS = 5_000;

const sideText = (s: Side) => `${shownName(s.username)}${s.rating === null ? '' : ' (' + ratingText(s.rating, s.provisional) + ')'}`;

export interface MiniBoard { el: HTMLElement; set(fen: string): void; destroy(): void }

/** A small board that follows a game's position (`game`: chess, international or brazilian; the event pages use it too). */
export function miniBoard(g: { game: string; fen: string }): MiniBoard {
  const el = h('div.mini-board', { 'data-fen': g.fen });
  if (g.game === 'chess') {
    const host = h('div.cg-wrap-host');
    el.append(host);
    let cg: CgApi | null = null;
    const set = (fen: string) => {
      el.dataset.fen = fen;
      const config = { fen: fen.split(' ')[0], viewOnly: true, coordinates: false, animation: { enabled: false } };
      if (!cg) cg = Chessground(host, config as any); else cg.set(config as any);
    };
    requestAnimationFrame(() => set(g.fen));   // chessground measures its box: draw once the card is in the page
    return { el, set, destroy: () => cg?.destroy() };
  }
  const board: DraughtsBoard = draughtsBoard(g.game === 'international' ? 10 : 8, () => undefined);
  el.append(board.el);
  board.set(g.fen, [], false);
  return { el, set: fen => { el.dataset.fen = fen; board.set(fen, [], false); }, destroy: () => undefined };
}

export function liveGamesPage(main: HTMLElement): () => void {
  const query = new URLSearchParams(location.search);
  let game = GAMES.includes(query.get('game') ?? '') ? query.get('game')! : '';
  let pool = POOLS.includes(query.get('pool') ?? '') ? query.get('pool')! : '';
  const grid = h('div.live-grid', { 'data-testid': 'live-games' });
  const error = h('p.error', { role: 'alert' });
  const cards = new Map<number, { el: HTMLElement; board: ReturnType<typeof miniBoard>; fen: string }>();
  let stopped = false;

  const pick = (name: 'game' | 'pool', values: string[], label: (v: string) => string, value: string) =>
    h('label', t(name === 'game' ? 'archive.game' : 'lobby.time'), h('select', { name, onchange: (e: Event) => {
      const v = (e.target as HTMLSelectElement).value;
      if (name === 'game') game = v; else pool = v;
      const q = new URLSearchParams();
      if (game) q.set('game', game);
      if (pool) q.set('pool', pool);
      history.replaceState(null, '', '/ao-vivo' + (q.size ? '?' + q : ''));
      load();
    } }, ...values.map(v => h('option', { value: v, selected: v === value }, v ? label(v) : t('archive.any')))));
  main.append(h('section.live',
    h('h1', t('live.title')),
    h('form.filters', { onsubmit: (e: Event) => e.preventDefault() }, pick('game', GAMES, gameName, game), pick('pool', POOLS, poolName, pool),
      h('a.button', { href: '/tv' + (game ? '?game=' + game : ''), 'data-link': true, 'data-testid': 'tv-link' }, t('live.tv'))),
    error, grid));

  async function load(): Promise<void> {
    const q = new URLSearchParams();
    if (game) q.set('game', game);
    if (pool) q.set('pool', pool);
    let games: LiveGame[];
    try { games = (await call<{ games: LiveGame[] }>('GET', '/api/games/live' + (q.size ? '?' + q : ''))).games; error.textContent = ''; }
    catch (err) { error.textContent = errorText(err); return; }
    if (stopped) return;
    const shown = new Set(games.map(g => g.id));
    for (const [id, c] of cards) if (!shown.has(id)) { c.board.destroy(); cards.delete(id); }
    grid.replaceChildren(...(games.length ? games.map(card) : [h('p.muted', t('live.none'))]));
  }

  function card(g: LiveGame): HTMLElement {
    let c = cards.get(g.id);
    if (!c) {
      const board = miniBoard(g);
      const el = h('a.live-card', { href: `/game/${g.id}`, 'data-link': true, 'data-live': g.id });
      c = { el, board, fen: g.fen };
      cards.set(g.id, c);
    } else if (c.fen !== g.fen) { c.board.set(g.fen); c.fen = g.fen; }
    c.el.replaceChildren(h('span.live-side', '● ', sideText(g.black)), c.board.el, h('span.live-side', '○ ', sideText(g.white)),
      h('span.small.muted', `${gameName(g.game)} ${timeControlText(g.timeControl)} · ${g.rated ? t('lobby.rated') : t('lobby.casual')} · `,
        Math.ceil(g.plies / 2) === 1 ? t('saved.move') : tf('saved.moves', { n: Math.ceil(g.plies / 2) })));
    return c.el;
  }

  load();
  const timer = window.setInterval(load, EVERY_MS);
  return () => { stopped = true; clearInterval(timer); cards.forEach(c => c.board.destroy()); };
}

/** The TV: the best game going on, watched as on its own page; when it is over, the next best after a moment. */
export function tvPage(main: HTMLElement): () => void {
  const game = new URLSearchParams(location.search).get('game') ?? '';
  const head = h('p.tv-head', { 'data-testid': 'tv-head' });
  const screen = h('div.tv-screen');
  main.append(h('section.tv', h('h1', t('live.tvTitle'), game ? ` · ${gameName(game)}` : ''), head, screen));
  let current: number | null = null;
  let stopPlay: (() => void) | null = null;
  let stopped = false;

  async function check(): Promise<void> {
    let best: { gameId: number | null; game: LiveGame | null };
    try { best = await call('GET', '/api/tv' + (game ? '?game=' + game : '')); } catch { return; }
    if (stopped || best.gameId === current) return;
    // Stay on a game until it is over (it leaves the live list), as a TV does.
    if (current !== null) {
      const live = await call<{ games: LiveGame[] }>('GET', '/api/games/live?limit=100').catch(() => null);
      if (stopped || !live || live.games.some(g => g.id === current)) return;
    }
    stopPlay?.();
    stopPlay = null;
    current = best.gameId;
    screen.replaceChildren();
    if (best.game) {
      head.textContent = tf('live.tvNow', { white: sideText(best.game.white), black: sideText(best.game.black) });
      stopPlay = playPage(screen, best.game.id);
    } else head.textContent = t('live.none');
  }

  check();
  const timer = window.setInterval(check, EVERY_MS);
  return () => { stopped = true; clearInterval(timer); stopPlay?.(); };
}
