// The rankings (/ranking?game=chess&pool=blitz): the best 100 of a game and pool, provisional ratings ("1500?")
// after the established ones as the server orders them, each player a link to their profile.
import { h } from './dom';
import { t } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { formatNumber, gameName, playerLink, poolName, ratingText } from './archiveFormat';

interface Ranked { username: string; rating: number; deviation: number; provisional: boolean; games: number }

const GAMES = ['chess', 'international', 'brazilian'];
const POOLS = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'];

export function rankingPage(main: HTMLElement): () => void {
  let stopped = false;
  const query = new URLSearchParams(location.search);
  let game = GAMES.includes(query.get('game') ?? '') ? query.get('game')! : 'chess';
  let pool = POOLS.includes(query.get('pool') ?? '') ? query.get('pool')! : 'blitz';
  const table = h('div.ranking-list', { 'data-testid': 'ranking' });
  const pick = (name: string, values: string[], label: (v: string) => string, value: string) =>
    h('label', t(name === 'game' ? 'archive.game' : 'lobby.time'), h('select', { name, onchange: (e: Event) => {
      const v = (e.target as HTMLSelectElement).value;
      if (name === 'game') game = v; else pool = v;
      history.replaceState(null, '', `/ranking?game=${game}&pool=${pool}`);
      load();
    } }, ...values.map(v => h('option', { value: v, selected: v === value }, label(v)))));
  main.append(h('section.ranking',
    h('h1', t('ranking.title')),
    h('form.filters', { onsubmit: (e: Event) => e.preventDefault() }, pick('game', GAMES, gameName, game), pick('pool', POOLS, poolName, pool)),
    table,
    h('p.muted.small', t('ranking.note'))));

  async function load(): Promise<void> {
    try {
      const r = await call<{ players: Ranked[] }>('GET', `/api/ranking/${game}/${pool}`);
      if (stopped) return;
      table.replaceChildren(r.players.length === 0 ? h('p.muted', t('ranking.none')) : h('table.ranking-table',
        h('thead', h('tr', h('th.num', t('ranking.rank')), h('th', t('ranking.player')), h('th.num', t('ranking.rating')),
          h('th.num.deviation', t('ranking.deviation')), h('th.num', t('ranking.games')))),
        h('tbody', ...r.players.map((p, i) => h('tr', { class: p.provisional ? 'provisional' : '' },
          h('td.num', formatNumber(i + 1)), h('td', playerLink(p.username)),
          h('td.num', h('strong', ratingText(p.rating, p.provisional))),
          h('td.num.deviation', '±' + p.deviation), h('td.num', formatNumber(p.games)))))));
    } catch (e) {
      if (!stopped) table.replaceChildren(h('p.error', { role: 'alert' }, errorText(e)));
    }
  }
  load();
  return () => { stopped = true; };
}
