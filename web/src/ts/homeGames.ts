// The home page's "Suas partidas em andamento": the signed-in player's games being played now (not the saved ones,
// which have their own list), each with its opponent, clock, whose turn, and a link back to it.
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { call, me } from './api';
import type { ArchivedGame } from './archiveFormat';

export async function runningGames(into: HTMLElement): Promise<void> {
  if (!me) return;
  let games: ArchivedGame[], saved: { id: number }[];
  try {
    [games, saved] = await Promise.all([
      call<{ games: ArchivedGame[] }>('GET', `/api/players/${encodeURIComponent(me.username)}/games?status=playing&limit=20`).then(r => r.games),
      call<{ games: { id: number }[] }>('GET', '/api/me/adjourned').then(r => r.games),
    ]);
  } catch { return; }
  const savedIds = new Set(saved.map(g => g.id));
  const running = games.filter(g => !savedIds.has(g.id));
  if (running.length === 0) return;
  into.replaceChildren(h('h2', t('home.running')), h('ul.saved', ...running.map(g => {
    const opponent = g.color === 'white' ? g.black : g.white;
    return h('li', { 'data-running': g.id },
      h('span', tf('home.against', { user: opponent })), ' · ', tOr('game.' + g.game, g.game), ' ', g.timeControl, ' · ',
      g.color === 'white' ? t('color.white') : t('color.black'), ' ',
      h('a.button.small.primary', { href: `/game/${g.id}`, 'data-link': true }, t('home.continue')));
  })));
}
