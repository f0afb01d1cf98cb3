// A player's games (/player/{name}/games): filters kept in the address (so a filtered list can be shared), the list
// newest first a page at a time (the server's `next` cursor), each game's result from this player's side, links to
// replay them, "Adicionar a uma coleção" on each finished game (as on its page), and downloads of every game the
// filters pass (PGN for chess, PDN for draughts).
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { addToLibrary } from './libraryAdd';
import { ArchivedGame, timeControlText, diffText, formatDate, gameName, playerLink, resultBadge } from './archiveFormat';

const FILTERS = ['game', 'rated', 'result', 'status', 'opponent'] as const;
const PAGE = 30;

/**
 * One game as a table row, from `owner`'s side (also the profile's recent games); `addable`: a finished game offers
 * "Adicionar a uma coleção" to a signed-in reader.
 */
export function gameRow(g: ArchivedGame, addable = false): HTMLElement {
  const side = (color: 'white' | 'black') => {
    const change = g.ratings?.[color];
    // ○ White, ● Black, as on the play page; a screen reader says the colour's name instead.
    return h('span.side-name', h('span.piece-color', { 'aria-hidden': 'true' }, color === 'white' ? '○ ' : '● '),
      h('span.sr-only', t(`color.${color}` as const) + ': '),
      playerLink(color === 'white' ? g.white : g.black),
      change ? h('span.rating-after', ` ${change.after} `, h('span.diff', { class: 'diff ' + (change.after >= change.before ? 'up' : 'down') }, diffText(change))) : null);
  };
  const open = g.status === 'playing' ? t('archive.watch') : t('archive.replay');
  const href = `/game/${g.id}`;
  return h('tr', { 'data-game': String(g.id) },
    h('td.date', formatDate(g.createdAt)),
    h('td.game', h('a.game-link', { href, 'data-link': true }, gameName(g.game)),
      h('span.details', `${timeControlText(g.timeControl)} · ${g.rated ? t('lobby.rated') : t('lobby.casual')}`),
      h('span.phone-date', formatDate(g.createdAt)),
      addable && g.status === 'ended' && g.outcome ? addToLibrary(g.game, { gameId: g.id }, 'addGame') : null),
    h('td.players', side('white'), side('black')),
    h('td.outcome', resultBadge(g)),
    h('td.moves', String(g.moves)),
    h('td.open', h('a', { href, 'data-link': true }, open)));
}

export function gameTable(games: ArchivedGame[], addable = false): HTMLElement {
  return h('table.archive-table',
    h('thead', h('tr', ...['archive.date', 'archive.game', 'archive.players', 'archive.result', 'archive.moves'].map(k => h('th', t(k as any))), h('th'))),
    h('tbody', ...games.map(g => gameRow(g, addable))));
}

function select(name: string, label: string, options: [string, string][], value: string | null): HTMLElement {
  return h('label', label, h('select', { name },
    h('option', { value: '' }, t('archive.any')),
    ...options.map(([v, text]) => h('option', { value: v, selected: v === value }, text))));
}

export function archivePage(main: HTMLElement, name: string): () => void {
  let stopped = false;
  const query = new URLSearchParams(location.search);
  const filters = () => {
    const q = new URLSearchParams();
    for (const f of FILTERS) { const v = query.get(f); if (v) q.set(f, v); }
    return q;
  };
  const list = h('div.archive-list', { 'data-testid': 'archive-list' });
  const more = h('button.more', { type: 'button' }, t('archive.more')) as HTMLButtonElement;
  const count = h('p.muted.small', { 'aria-live': 'polite' });
  const downloads = h('p.downloads');
  const error = h('p.error', { role: 'alert' });
  const form = h('form.filters', { onchange: () => apply(), onsubmit: (e: Event) => { e.preventDefault(); apply(); } },
    select('game', t('archive.game'), ['chess', 'international', 'brazilian'].map(g => [g, gameName(g)]), query.get('game')),
    select('rated', t('archive.mode'), [['true', t('lobby.rated')], ['false', t('lobby.casual')]], query.get('rated')),
    select('result', t('archive.result'), ['win', 'loss', 'draw'].map(r => [r, t(`archive.${r}` as any)]), query.get('result')),
    select('status', t('archive.status'), [['ended', t('archive.ended')], ['playing', t('archive.playing')]], query.get('status')),
    h('label', t('archive.opponent'), h('input', { name: 'opponent', value: query.get('opponent') ?? '', autocomplete: 'off', size: 12 })),
    h('button', { type: 'submit' }, t('archive.filter')));
  main.append(h('section.archive',
    h('h1', tf('archive.title', { name })),
    h('p', h('a', { href: `/player/${encodeURIComponent(name)}`, 'data-link': true }, '← ' + name)),
    form, downloads, error, list, count, more));

  let shown: ArchivedGame[] = [];
  let next: string | null = null;
  let generation = 0;  // a new filter starts a new list: answers to an older one are dropped when they arrive

  function apply(): void {
    const data = new FormData(form as HTMLFormElement);
    for (const f of FILTERS) {
      const v = String(data.get(f) ?? '').trim();
      if (v) query.set(f, v); else query.delete(f);
    }
    const q = filters().toString();
    history.replaceState(null, '', location.pathname + (q ? '?' + q : ''));
    load(true);
  }

  function renderDownloads(): void {
    const q = filters();
    const game = q.get('game');
    const link = (ext: 'pgn' | 'pdn', text: string) => h('a.button', {
      href: `/api/players/${encodeURIComponent(name)}/games.${ext}${q.toString() ? '?' + q : ''}`, download: '' }, '⤓ ' + text);
    const links: HTMLElement[] = [];
    if (!game || game === 'chess') links.push(link('pgn', t('archive.pgn')));
    if (!game || game !== 'chess') links.push(link('pdn', t('archive.pdn')));
    downloads.replaceChildren(...links);
  }

  async function load(fresh: boolean): Promise<void> {
    if (fresh) { shown = []; next = null; generation++; }
    const asked = generation;
    const q = filters();
    q.set('limit', String(PAGE));
    if (next) q.set('before', next);
    more.disabled = true;
    try {
      const page = await call<{ games: ArchivedGame[]; next: string | null }>('GET', `/api/players/${encodeURIComponent(name)}/games?${q}`);
      if (stopped || asked !== generation) return;
      error.textContent = '';
      shown = shown.concat(page.games);
      next = page.next;
      list.replaceChildren(shown.length ? gameTable(shown, true) : h('p.muted', t('archive.none')));
      count.textContent = shown.length === 1 ? t('archive.countOne') : shown.length ? tf('archive.count', { n: shown.length }) : '';
      more.hidden = !next;
      renderDownloads();
    } catch (e) {
      if (!stopped) error.textContent = errorText(e);
    } finally {
      more.disabled = false;
    }
  }

  more.addEventListener('click', () => load(false));
  load(true);
  return () => { stopped = true; };
}
