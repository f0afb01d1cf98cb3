// Biblioteca Online (issue 21): /biblioteca (collections, a new one), /biblioteca/{id} (import with a progress bar
// and the report, search), /biblioteca/{id}/explorador?fen= (the moves played from a position), and
// /biblioteca/partida/{id} (a game with its variations and comments: click a move, flip, arrow keys).
import { Chessground } from '@lichess-org/chessground';
import type { Api as CgApi } from '@lichess-org/chessground/api';
import { parsePgn, startingPosition, ChildNode, PgnNodeData, Node as PgnTreeNode } from 'chessops/pgn';
import { parseSan } from 'chessops/san';
import { makeFen } from 'chessops/fen';
import type { Position } from 'chessops/chess';
import { h } from './dom';
import { call, me } from './api';
import { errorText } from './pages';
import { draughtsBoard } from './draughts';
import { lt, LibKey } from './libraryText';
import { analysisPage } from './libraryAnalysis';
import { go } from './main';
import { importBox } from './libraryImport';
import { lang } from './i18n';
import { sanText, pgnText } from './notation';
import { openingName, openingQuery } from './openingNames';

type Cleanup = () => void;
interface Collection { id: number; name: string; game: string; public: boolean; owner: string | null; games: number; club: string | null }
interface GameRow { id: number; white: string; black: string; event: string; date: string; result: string; eco: string | null; opening: string | null }
interface ExplorerMove { uci: string; san: string; games: number; whiteWins: number; draws: number; blackWins: number; averageRating: number | null; fen: string | null }

const link = (href: string, ...text: (string | Node)[]) => h('a', { href, 'data-link': true }, ...text);
const gameName = (g: string) => lt(g as LibKey);
/** A club collection ("chess/blitz") is named in the reader's language; the others by their name. */
const collectionName = (c: Collection) => {
  if (!c.club) return c.name;
  const [game, pool] = c.club.split('/');
  return lt('club', { game: gameName(game), pool: lt(('pool.' + pool) as LibKey) });
};

/** The page for `path`, or null when it is not a library page. */
export function libraryRoute(main: HTMLElement, path: string): Cleanup | null {
  if (path === '/biblioteca') return collectionsPage(main);
  if (path === '/biblioteca/analise') return analysisPage(main);
  const game = /^\/biblioteca\/partida\/(\d+)$/.exec(path);
  if (game) return viewerPage(main, Number(game[1]));
  const explorer = /^\/biblioteca\/(\d+)\/explorador$/.exec(path);
  if (explorer) return explorerPage(main, Number(explorer[1]));
  const collection = /^\/biblioteca\/(\d+)$/.exec(path);
  if (collection) return collectionPage(main, Number(collection[1]));
  return null;
}

export const libraryNavLink = () => link('/biblioteca', lt('nav'));

function fail(main: HTMLElement, e: unknown): void {
  main.append(h('p.error', { role: 'alert' }, errorText(e)));
}

function collectionsPage(main: HTMLElement): Cleanup {
  main.classList.add('library');
  main.append(h('h1', lt('title')), h('p.lead', lt('lead')), h('p', link('/biblioteca/analise', lt('analysis'))));
  const list = h('ul.lib-collections', { 'data-testid': 'lib-collections' });
  main.append(h('h2', lt('collections')), list);
  const clubList = h('ul.lib-collections', { 'data-testid': 'lib-club' });
  main.append(h('h2', lt('clubTitle')), h('p', lt('clubLead')), clubList);
  call<{ collections: Collection[] }>('GET', '/api/library/collections').then(r => {
    const own = r.collections.filter(c => !c.club);
    const club = r.collections.filter(c => c.club);
    if (!own.length) list.append(h('li', lt('none')));
    for (const c of own) {
      list.append(h('li', link(`/biblioteca/${c.id}`, c.name), ' · ', gameName(c.game), ' · ', lt('games', { n: c.games }),
        ' · ', lt('owner', { name: c.owner ?? '' }), ' · ', lt(c.public ? 'public' : 'private')));
    }
    if (!club.length) clubList.append(h('li', lt('clubNone')));
    for (const c of club) {
      clubList.append(h('li', link(`/biblioteca/${c.id}/explorador`, collectionName(c)), ' · ', lt('games', { n: c.games })));
    }
  }, e => fail(main, e));
  if (!me) {
    main.append(h('p', lt('loginToCreate')));
    return () => undefined;
  }
  const name = h('input', { name: 'name', required: true, maxlength: 200, 'aria-label': lt('name') }) as HTMLInputElement;
  const game = h('select', { name: 'game', 'aria-label': lt('game') },
    ...['chess', 'international', 'brazilian'].map(g => h('option', { value: g }, gameName(g)))) as HTMLSelectElement;
  const pub = h('input', { type: 'checkbox', name: 'public', checked: true }) as HTMLInputElement;
  const error = h('p.error', { role: 'alert' });
  const form = h('form.lib-new', {
    onsubmit: async (e: Event) => {
      e.preventDefault();
      try {
        const r = await call<{ id: number }>('POST', '/api/library/collections', { name: name.value, game: game.value, public: pub.checked });
        history.pushState(null, '', `/biblioteca/${r.id}`);
        dispatchEvent(new PopStateEvent('popstate'));
      } catch (err) { error.textContent = errorText(err); }
    },
  }, h('label', lt('name'), ' ', name), h('label', lt('game'), ' ', game), h('label', pub, ' ', lt('isPublic')),
    h('button.primary', { type: 'submit' }, lt('create')), error);
  main.append(h('h2', lt('new')), form);
  return () => undefined;
}

function collectionPage(main: HTMLElement, id: number): Cleanup {
  main.classList.add('library');
  let stopped = false;
  const timers: number[] = [];
  call<Collection>('GET', `/api/library/collections/${id}`).then(c => {
    if (stopped) return;
    const count = h('span', lt('games', { n: c.games }));
    main.append(h('p', link('/biblioteca', lt('title'))), h('h1', collectionName(c)),
      h('p', gameName(c.game), ' · ', count, ' · ', lt(c.public ? 'public' : 'private'), ' · ',
        link(`/biblioteca/${id}/explorador`, lt('explorer'))));
    if (me && !c.club && me.username === c.owner) main.append(importBox(c.id, timers, () => stopped, n => { count.textContent = lt('games', { n }); }));
    main.append(searchBox(c));
  }, e => fail(main, e));
  return () => { stopped = true; timers.forEach(clearTimeout); };
}

function searchBox(c: Collection): HTMLElement {
  const field = (name: string, label: LibKey, attrs: Record<string, unknown> = {}) =>
    h('label', lt(label), ' ', h('input', { name, ...attrs }));
  const colour = h('select', { name: 'colour' }, h('option', { value: '' }, lt('any')),
    h('option', { value: 'white' }, lt('white')), h('option', { value: 'black' }, lt('black')));
  const results = h('div.lib-results', { 'data-testid': 'lib-results' });
  const params = new URLSearchParams(location.search);
  const form = h('form.lib-search', {
    onsubmit: (e: Event) => { e.preventDefault(); run(0); },
  }, field('player', 'player'), h('label', lt('colour'), ' ', colour), field('event', 'event'), field('site', 'site'),
    field('yearFrom', 'yearFrom', { type: 'number', min: 0, max: 3000 }), field('yearTo', 'yearTo', { type: 'number', min: 0, max: 3000 }),
    field('result', 'result', { placeholder: '1-0' }), field('minRating', 'minRating', { type: 'number' }), field('maxRating', 'maxRating', { type: 'number' }),
    c.game === 'chess' ? field('eco', 'eco', { placeholder: 'B90', size: 4 }) : null,
    c.game === 'chess' ? field('opening', 'opening') : null,
    h('label.lib-fen', lt('fen'), ' ', h('input', { name: 'fen', value: params.get('fen') ?? '' })),
    h('button.primary', { type: 'submit' }, lt('search')));
  const run = (offset: number) => {
    const q = new URLSearchParams({ collection: String(c.id), limit: '50', offset: String(offset) });
    for (const el of Array.from(form.querySelectorAll('input, select')) as HTMLInputElement[]) {
      // an opening typed in Portuguese is searched by the list's English name
      if (el.value.trim()) q.set(el.name, el.name === 'opening' ? openingQuery(el.value.trim()) : el.value.trim());
    }
    call<{ total: number; games: GameRow[] }>('GET', '/api/library/search?' + q).then(r => {
      const table = h('table.lib-table', h('thead', h('tr', ...[lt('white'), lt('black'), lt('result'), lt('event'), lt('date'), c.game === 'chess' ? lt('opening') : null]
        .filter(x => x !== null).map(x => h('th', x!)))),
        h('tbody', ...r.games.map(g => h('tr', h('td', link(`/biblioteca/partida/${g.id}`, g.white || '?')), h('td', g.black || '?'),
          h('td', g.result), h('td', g.event), h('td', g.date), c.game === 'chess' ? h('td', g.eco ? `${g.eco} ${openingName(g.opening)}` : '') : null))));
      const more = offset + r.games.length < r.total ? h('button', { onclick: () => run(offset + 50) }, lt('more')) : null;
      results.replaceChildren(...[h('p', { 'data-testid': 'lib-total' }, lt('found', { n: r.total })), h('div.table-scroll', table), more].filter((x): x is HTMLElement => x !== null));
    }, e => results.replaceChildren(h('p.error', { role: 'alert' }, errorText(e))));
  };
  if (params.get('fen')) setTimeout(() => run(0));
  return h('section', h('h2', lt('search')), form, results);
}

function boardFor(game: string): { el: HTMLElement; set(fen: string, flip: boolean): void } {
  if (game === 'chess') {
    const host = h('div.cg-wrap-host');
    const wrap = h('div.board-wrap.lib-board', host);
    let cg: CgApi | undefined;
    return {
      el: wrap,
      set(fen, flip) {
        const config = { fen, viewOnly: true, orientation: (flip ? 'black' : 'white') as 'white' | 'black', coordinates: true };
        if (!cg) cg = Chessground(host, config); else cg.set(config);
      },
    };
  }
  const board = draughtsBoard(game === 'international' ? 10 : 8, () => undefined);
  const wrap = h('div.board-wrap.lib-board');
  wrap.append(board.el);
  return { el: wrap, set(fen, flip) { board.set(fen, [], flip); } };
}

function explorerPage(main: HTMLElement, id: number): Cleanup {
  main.classList.add('library');
  const fen = new URLSearchParams(location.search).get('fen');
  let stopped = false;
  call<Collection>('GET', `/api/library/collections/${id}`).then(async c => {
    const [r, all] = await Promise.all([
      call<{ moves: ExplorerMove[]; recentGames: GameRow[]; topGames: GameRow[] }>('GET',
        `/api/library/explorer?collection=${id}` + (fen ? '&fen=' + encodeURIComponent(fen) : '')),
      call<{ collections: Collection[] }>('GET', '/api/library/collections')]);
    if (stopped) return;
    // The same position in another collection of the game, or in the club's rated games of a pool.
    const others = all.collections.filter(o => o.game === c.game);
    const source = h('select', { 'aria-label': lt('explorerOf'), 'data-testid': 'lib-explorer-source',
      onchange: () => {
        history.pushState(null, '', `/biblioteca/${source.value}/explorador` + (fen ? '?fen=' + encodeURIComponent(fen) : ''));
        dispatchEvent(new PopStateEvent('popstate'));
      } }, ...others.map(o => h('option', { value: String(o.id), selected: o.id === id },
      o.club ? collectionName(o) : lt('collectionOpt', { name: o.name })))) as HTMLSelectElement;
    const board = boardFor(c.game);
    const go = (f: string | null) => {
      history.pushState(null, '', `/biblioteca/${id}/explorador` + (f ? '?fen=' + encodeURIComponent(f) : ''));
      dispatchEvent(new PopStateEvent('popstate'));
    };
    const startFen = c.game === 'chess' ? 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
      : c.game === 'international' ? 'W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20'
        : 'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12';
    // Widths through the CSSOM: the Content-Security-Policy refuses style attributes.
    const bar = (kind: string, p: number) => { const el = h('span.' + kind, p >= 12 ? `${p}%` : ''); el.style.width = p + '%'; return el; };
    const rows = r.moves.map(m => {
      const total = m.games || 1;
      const pct = (n: number) => Math.round(100 * n / total);
      return h('tr', { 'data-testid': 'lib-move' },
        h('td', h('button.link', { onclick: () => go(m.fen), 'data-uci': m.uci }, c.game === 'chess' ? sanText(m.san, lang !== 'en') : m.san)), h('td', String(m.games)),
        h('td', h('span.lib-score', { title: `${m.whiteWins} / ${m.draws} / ${m.blackWins}` },
          bar('w', pct(m.whiteWins)), bar('d', pct(m.draws)), bar('b', pct(m.blackWins)))),
        h('td', m.averageRating === null ? '–' : String(m.averageRating)));
    });
    const table = r.moves.length ? h('div.table-scroll', h('table.lib-table.lib-explorer', { 'data-testid': 'lib-explorer' },
      h('thead', h('tr', h('th', lt('move')), h('th', lt('games', { n: '' }).trim() || '#'), h('th', lt('score')), h('th', lt('avg')))),
      h('tbody', ...rows))) : h('p', lt('noMoves'));
    const gamesList = (title: LibKey, games: GameRow[]) => games.length ? h('section', h('h3', lt(title)),
      h('ul', ...games.map(g => h('li', link(`/biblioteca/partida/${g.id}`, `${g.white} – ${g.black}`), ` ${g.result} ${g.date}`)))) : null;
    main.append(h('p', link(`/biblioteca/${id}`, collectionName(c))), h('h1', lt('explorer')),
      h('p.lib-source', h('label', lt('explorerOf'), ' ', source)),
      h('div.lib-explorer-layout', board.el, h('div',
        h('p', h('button', { onclick: () => go(null) }, lt('start')), ' ', h('button', { onclick: () => history.back() }, lt('back')), ' ',
          link(`/biblioteca/${id}?fen=${encodeURIComponent(fen ?? startFen)}`, lt('searchHere'))),
        table, gamesList('recent', r.recentGames), gamesList('top', r.topGames))));
    board.set(fen ?? startFen, false);
  }).catch(e => fail(main, e));
  return () => { stopped = true; };
}

/** One move of the viewer: the position after it, and where the arrow keys go from it. */
interface Step { fen: string; parent: number; next: number; el?: HTMLElement }

function viewerPage(main: HTMLElement, id: number): Cleanup {
  main.classList.add('library');
  let flip = false;
  let current = 0;
  const steps: Step[] = [];
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement)?.tagName === 'INPUT') return;
    if (e.key === 'ArrowRight' && steps[current]?.next >= 0) { show(steps[current].next); e.preventDefault(); }
    else if (e.key === 'ArrowLeft' && steps[current]?.parent >= 0) { show(steps[current].parent); e.preventDefault(); }
    else if (e.key === 'Home') { show(0); e.preventDefault(); }
    else if (e.key === 'End') { let i = current; while (steps[i].next >= 0) i = steps[i].next; show(i); e.preventDefault(); }
  };
  let board: ReturnType<typeof boardFor> | undefined;
  const show = (i: number) => {
    current = i;
    board?.set(steps[i].fen, flip);
    steps.forEach((s, k) => s.el?.classList.toggle('current', k === i));
    steps[i].el?.scrollIntoView({ block: 'nearest' });
  };
  call<any>('GET', `/api/library/games/${id}`).then(g => {
    board = boardFor(g.game);
    const moves = h('div.lib-moves', { 'data-testid': 'lib-moves' });
    if (g.game === 'chess') chessMoves(g.text, steps, moves, show);
    else {
      steps.push({ fen: g.positions[0] ?? 'W:W:B', parent: -1, next: g.moves.length ? 1 : -1 });
      g.moves.forEach((m: string, i: number) => {
        const el = h('button.lib-move', { onclick: () => show(i + 1) }, (i % 2 === 0 ? `${i / 2 + 1}. ` : '') + m);
        steps.push({ fen: g.positions[i + 1], parent: i, next: i + 1 < g.moves.length ? i + 2 : -1, el });
        moves.append(el, ' ');
      });
    }
    const nav = h('p.lib-nav', h('button', { onclick: () => show(0) }, '« ' + lt('first')),
      h('button', { onclick: () => steps[current].parent >= 0 && show(steps[current].parent) }, '◀ ' + lt('prev')),
      h('button', { onclick: () => steps[current].next >= 0 && show(steps[current].next) }, lt('next') + ' ▶'),
      h('button', { onclick: () => { let i = current; while (steps[i].next >= 0) i = steps[i].next; show(i); } }, lt('last') + ' »'),
      h('button', { onclick: () => { flip = !flip; show(current); }, 'data-testid': 'lib-flip' }, '⇅ ' + lt('flip')),
      g.game === 'chess' ? h('button', { 'data-testid': 'lib-analyse-here', onclick: () => {
        go('/biblioteca/analise?fen=' + encodeURIComponent(steps[current].fen));   // a full load when not isolated
      } }, lt('analyseHere')) : null,
      h('button', { 'data-testid': 'lib-review', onclick: () => go(`/biblioteca/analise?${g.game === 'chess' ? '' : `game=${g.game}&`}partida=${id}`) }, lt('review')));
    main.append(h('p', link(`/biblioteca/${g.collection}`, lt('title'))),
      h('h1', `${g.white || '?'} – ${g.black || '?'} ${g.result}`),
      h('p', [g.event, g.site, g.date, g.eco ? `${g.eco} ${openingName(g.opening)}` : ''].filter(Boolean).join(' · ')),
      h('div.lib-viewer', board.el, h('div', nav, h('p.hint', lt('viewerHint')), moves)),
      h('details', h('summary', lt('text')), h('pre.lib-text', g.game === 'chess' ? pgnText(g.text, lang !== 'en') : g.text)));
    show(0);
  }, e => fail(main, e));
  document.addEventListener('keydown', onKey);
  return () => document.removeEventListener('keydown', onKey);
}

const NAGS: Record<number, string> = { 1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!' };

/** The PGN's tree as clickable moves: the main line, variations in brackets, comments in italics. */
function chessMoves(text: string, steps: Step[], out: HTMLElement, show: (i: number) => void): void {
  const game = parsePgn(text)[0];
  const start = game ? startingPosition(game.headers) : undefined;
  if (!game || !start || start.isErr) { out.append(h('p.error', '?')); return; }
  steps.push({ fen: makeFen(start.value.toSetup()), parent: -1, next: -1 });
  for (const c of game.comments ?? []) out.append(h('em.lib-comment', c), ' ');
  const line = (node: PgnTreeNode<PgnNodeData>, pos: Position, parent: number, container: HTMLElement, forceNumber: boolean) => {
    let first = forceNumber;
    let p = pos;
    let par = parent;
    let n: PgnTreeNode<PgnNodeData> = node;
    while (n.children.length) {
      const [main, ...variations] = n.children;
      const before = p.clone();
      const idx = move(main, p, par, container, first);
      if (idx < 0) return;
      if (steps[par].next < 0) steps[par].next = idx;
      for (const v of variations) {
        const span = h('span.lib-variation', '( ');
        line({ children: [v] } as unknown as PgnTreeNode<PgnNodeData>, before.clone(), par, span, true);
        span.append(') ');
        container.append(span);
      }
      first = variations.length > 0;
      par = idx;
      n = main;
    }
  };
  const move = (node: ChildNode<PgnNodeData>, pos: Position, parent: number, container: HTMLElement, number: boolean): number => {
    for (const c of node.data.startingComments ?? []) container.append(h('em.lib-comment', c), ' ');
    const m = parseSan(pos, node.data.san);
    if (!m) { container.append(h('span.error', node.data.san), ' '); return -1; }
    const white = pos.turn === 'white';
    const label = (white ? `${pos.fullmoves}. ` : number ? `${pos.fullmoves}… ` : '') + sanText(node.data.san, lang !== 'en')
      + (node.data.nags ?? []).map(x => NAGS[x] ?? '').join('');
    pos.play(m);
    const i = steps.length;
    const el = h('button.lib-move', { onclick: () => show(i) }, label);
    steps.push({ fen: makeFen(pos.toSetup()), parent, next: -1, el });
    container.append(el, ' ');
    for (const c of node.data.comments ?? []) container.append(h('em.lib-comment', c), ' ');
    return i;
  };
  line(game.moves, start.value, 0, out, true);
}
