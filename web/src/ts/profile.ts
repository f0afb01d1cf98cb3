// A player's page (/player/{name}): who they are (display name, country, club), their ratings per game and pool
// ("1500?" while provisional), the chart of the chosen rating's history, their recent games and the way to the archive.
import { h } from './dom';
import { t, tf } from './i18n';
import { call, me } from './api';
import { challengeForm } from './challenge';
import { errorText } from './pages';
import { ratingChart, RatingPoint } from './chart';
import { gameTable } from './archive';
import { shownName, ArchivedGame, CurrentRating, countryName, formatDate, formatNumber, gameName, poolName, ratingText } from './archiveFormat';

interface Player { username: string; displayName: string | null; country: string | null; club: string | null; createdAt: string }
interface Series { game: string; pool: string; points: RatingPoint[] }

const RECENT = 10;

export function profilePage(main: HTMLElement, name: string): () => void {
  let stopped = false;
  let challenge: ReturnType<typeof challengeForm> | null = null;
  const path = `/api/players/${encodeURIComponent(name)}`;
  Promise.all([
    call<Player>('GET', path),
    call<{ ratings: CurrentRating[] }>('GET', `${path}/ratings`),
    call<{ series: Series[] }>('GET', `${path}/rating-history`),
    call<{ games: ArchivedGame[] }>('GET', `${path}/games?limit=${RECENT}`),
  ]).then(([player, ratings, history, games]) => {
    if (stopped) return;
    render(main, player, ratings.ratings, history.series, games.games);
    // "Desafiar": a signed-in visitor challenges the player from here.
    if (me && me.username.toLowerCase() !== player.username.toLowerCase() && !player.username.startsWith('~')) {
      const box = h('div.challenge-box');
      const open = h('button.primary', { type: 'button', 'data-testid': 'challenge-open', onclick: () => {
        if (!challenge) { challenge = challengeForm(player.username); box.append(challenge.el); }
        open.remove();
      } }, t('challenge.button'));
      box.append(open);
      main.querySelector('.profile-head')?.append(box);
    }
  }, e => { if (!stopped) main.append(h('p.error', { role: 'alert' }, errorText(e))); });
  return () => { stopped = true; challenge?.stop(); };
}

function render(main: HTMLElement, p: Player, ratings: CurrentRating[], series: Series[], games: ArchivedGame[]): void {
  document.title = `${p.displayName ?? p.username} · Tabuleiro`;
  const archive = `/player/${encodeURIComponent(p.username)}/games`;
  const facts = h('dl.facts');
  if (p.country) facts.append(h('dt', t('profile.country')), h('dd', countryName(p.country)));
  if (p.club) facts.append(h('dt', t('profile.club')), h('dd', p.club));

  const chartBox = h('div.chart-box', { 'data-testid': 'rating-chart' });
  const chartTitle = h('h2', t('profile.history'));
  const cards = ratings.map(r => h('button.rating-card', { type: 'button', 'data-key': `${r.game}/${r.pool}`,
    title: `±${r.deviation}`, onclick: () => choose(r.game, r.pool) },
    h('span.small', gameName(r.game), ' · ', poolName(r.pool)),
    h('strong.rating', { 'data-testid': 'rating' }, ratingText(r.rating, r.provisional)),
    h('span.muted.small', r.games === 1 ? t('profile.oneGame') : tf('profile.games', { n: formatNumber(r.games) }))));

  function choose(game: string, pool: string): void {
    const s = series.find(x => x.game === game && x.pool === pool);
    cards.forEach(c => c.classList.toggle('chosen', c.dataset.key === `${game}/${pool}`));
    chartTitle.textContent = `${t('profile.history')}: ${gameName(game)} · ${poolName(pool)}`;
    chartBox.replaceChildren(s && s.points.length ? ratingChart(s.points, Math.min(800, chartBox.clientWidth || 800)) : h('p.muted', t('profile.noRatings')));
  }

  main.append(h('section.profile',
    h('header.profile-head',
      h('h1', p.displayName ?? shownName(p.username), p.displayName ? h('span.muted.username', ` @${p.username}`) : null),
      h('p.muted.small', tf('profile.since', { date: formatDate(p.createdAt) })), facts),
    h('h2', t('profile.ratings')),
    ratings.length
      ? h('div.rating-cards', ...cards)
      : h('p.muted', t('profile.noRatings')),
    ratings.some(r => r.provisional) ? h('p.muted.small', t('profile.provisional')) : null,
    ratings.length ? h('div.card.chart-card', chartTitle, chartBox) : null,
    h('h2', t('profile.recent')),
    games.length ? h('div.archive-list', gameTable(games)) : h('p.muted', t('profile.noGames')),
    h('p', h('a.button', { href: archive, 'data-link': true }, t('profile.archive')))));
  // The rating with most games first: the one a visitor most likely wants to see.
  const best = [...ratings].sort((a, b) => b.games - a.games)[0];
  if (best) choose(best.game, best.pool);
}
