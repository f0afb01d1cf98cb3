// The explorer on the chess analysis board, beside Stockfish's lines, as lichess shows its opening explorer: the moves
// played from the board's position in a chosen collection of the library and in the club's own rated games of a pool
// (GET /api/library/explorer, the explorer page's API), each with its games, its share of them, and the white / draw /
// black shares as one bar. A click on a move plays it on the board. Loaded on demand with the analysis board.
import type { Chess } from 'chessops/chess';
import { makeFen } from 'chessops/fen';
import { h } from './dom';
import { call } from './api';
import { errorText } from './pages';
import { lang } from './i18n';
import { sanOf } from './notation';
import { et, numberLocale } from './engineText';

interface Collection { id: number; name: string; game: string; club: string | null; games: number }
interface ExplorerMove { uci: string; games: number; whiteWins: number; draws: number; blackWins: number }

export interface AnalysisExplorer { el: HTMLElement; setPosition(pos: Chess | undefined): void; destroy(): void }

const POOLS = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
const KEPT = 'tabuleiro.analysisExplorer';

/** `onPlay(uci)`: a move clicked, to play on the board. */
export function analysisExplorer(onPlay: (uci: string) => void): AnalysisExplorer {
  const kept = (() => { try { return JSON.parse(localStorage.getItem(KEPT) ?? '{}'); } catch { return {}; } })();
  let pos: Chess | undefined;
  let timer = 0;
  let asked = 0;   // the latest position asked: an older answer that comes late is dropped
  const collection = h('select', { 'data-testid': 'ax-collection', 'aria-label': et('exCollection'), onchange: () => { keep(); load(); } },
    h('option', { value: '' }, et('exNone'))) as HTMLSelectElement;
  const pool = h('select', { 'data-testid': 'ax-pool', 'aria-label': et('exClub'), onchange: () => { keep(); load(); } },
    ...POOLS.map(p => h('option', { value: p, selected: p === (kept.pool ?? 'blitz') }, et(('exPool.' + p) as 'exPool.blitz')))) as HTMLSelectElement;
  const fromCollection = h('div.ax-moves', { 'data-testid': 'ax-moves-collection' });
  const fromClub = h('div.ax-moves', { 'data-testid': 'ax-moves-club' });
  const el = h('section.ax', { 'data-testid': 'ax' }, h('h2', et('exTitle')),
    h('div.ax-part', h('label.ax-source', et('exCollection'), ' ', collection), fromCollection),
    h('div.ax-part', h('label.ax-source', et('exClub'), ' ', pool), fromClub));
  const keep = () => localStorage.setItem(KEPT, JSON.stringify({ collection: collection.value, pool: pool.value }));

  call<{ collections: Collection[] }>('GET', '/api/library/collections').then(r => {
    const own = r.collections.filter(c => c.game === 'chess' && !c.club);
    collection.append(...own.map(c => h('option', { value: String(c.id) }, `${c.name} (${c.games})`)));
    const first = own.find(c => String(c.id) === kept.collection) ?? own.find(c => c.games > 0);
    if (first) collection.value = String(first.id);
    load();
  }, e => { fromCollection.replaceChildren(h('p.error', errorText(e))); });

  const nf = () => new Intl.NumberFormat(numberLocale());
  const table = (p: Chess, moves: ExplorerMove[]) => {
    if (!moves.length) return h('p.hint', et('exNoMoves'));
    const total = moves.reduce((s, m) => s + m.games, 0) || 1;
    const bar = (kind: string, n: number, of: number) => {
      const pct = Math.round(100 * n / (of || 1));
      const part = h('span.' + kind, pct >= 14 ? `${pct}%` : '');
      part.style.width = pct + '%';   // through the CSSOM: the Content-Security-Policy refuses style attributes
      return part;
    };
    return h('table.ax-table', h('thead', h('tr', h('th', et('exMove')), h('th', et('exGames')), h('th', et('exResults')))),
      h('tbody', ...moves.map(m => h('tr', { 'data-uci': m.uci },
        h('td', h('button.link.ax-move', { type: 'button', 'data-testid': 'ax-move', onclick: () => onPlay(m.uci) },
          sanOf(p, m.uci, lang !== 'en'))),
        h('td.ax-count', `${nf().format(m.games)} · ${Math.round(100 * m.games / total)}%`),
        h('td.ax-bar', h('span.lib-score', { title: et('exShares', { w: m.whiteWins, d: m.draws, b: m.blackWins }) },
          bar('w', m.whiteWins, m.games), bar('d', m.draws, m.games), bar('b', m.blackWins, m.games)))))));
  };

  const fill = (into: HTMLElement, query: string, p: Chess, ask: number) => {
    call<{ moves: ExplorerMove[] }>('GET', `/api/library/explorer?${query}&fen=${encodeURIComponent(makeFen(p.toSetup()))}`)
      .then(r => { if (ask === asked) into.replaceChildren(table(p, r.moves)); },
        e => { if (ask === asked) into.replaceChildren(h('p.error', errorText(e))); });
  };

  const load = () => {
    clearTimeout(timer);
    timer = window.setTimeout(() => {
      const p = pos;
      const ask = ++asked;
      if (!p) { fromCollection.replaceChildren(); fromClub.replaceChildren(); return; }
      if (collection.value) fill(fromCollection, 'collection=' + collection.value, p, ask);
      else fromCollection.replaceChildren(h('p.hint', et('exChoose')));
      fill(fromClub, 'club=chess/' + pool.value, p, ask);
    }, 150);   // moves clicked in a row ask once, for the last position
  };

  return {
    el,
    setPosition(p) { pos = p?.clone(); load(); },
    destroy() { clearTimeout(timer); asked = -1; },
  };
}
