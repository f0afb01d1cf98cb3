// What the play page adds under an event's or an arena's game once it is over (docs/server/events.md): the player is
// taken on to their next game (the next round's the moment it is paired; the arena's next pairing a few seconds
// after the end, with a link to go at once); in an arena, a player paused for not moving in time is told why and can
// come back with one click, and the arena's end is announced with its winner.
import { h } from './dom';
import { t, tf } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { onNotice, Notice } from './notify';
import { go } from './main';

/** How long a finished arena game stays in view before the player is taken to their next one. */
const ARENA_NEXT_MS = 4000;
/** How often a finished arena game's page reads the arena (its end, the player's pause). */
const ARENA_READ_MS = 2000;

interface ArenaRow { rank: number; username: string; score: number; games: number; state: string; pausedFor: 'noFirstMove' | 'left' | null }
interface ArenaNow { id: number; status: 'upcoming' | 'running' | 'finished'; waitSeconds: number; leaderboard: ArenaRow[] }

/**
 * Follows the club around the game `id` of `origin` (`event:E:R:B` or `arena:A:N`): `box` is the space under the
 * game's buttons, `over` says whether the game has ended. Returns what stops it.
 */
export function followClub(origin: string, id: number, box: HTMLElement, over: () => boolean): () => void {
  const [kind, owner] = origin.split(':');
  let stopped = false;
  let timer = 0;
  const stopNotices = onNotice((n: Notice) => {
    if (stopped || n.gameId === id) return;
    if (kind === 'event' && n.type === 'eventGame' && String(n.event) === owner && over()) {
      go(`/game/${n.gameId}`);   // the next round's game: at once (the box in the corner is not needed then)
    } else if (kind === 'arena' && n.type === 'arenaGame' && String(n.arena) === owner) {
      const next = `/game/${n.gameId}`;
      box.append(h('p.small', { 'data-testid': 'arena-next' }, t('ar.nextGame'), ' ', h('a', { href: next, 'data-link': true }, t('on.goToGame'))));
      window.setTimeout(() => { if (!stopped) go(next); }, ARENA_NEXT_MS);
    }
  });
  if (kind === 'arena') {
    const news = h('div.arena-news', { 'data-testid': 'arena-news', 'aria-live': 'polite' });
    const read = async () => {
      if (stopped) return;
      if (over()) {
        if (!news.isConnected) box.append(news);
        try {
          const a = await call<ArenaNow>('GET', `/api/arenas/${owner}`);
          if (stopped) return;
          drawNews(news, a);
          if (a.status === 'finished' && !a.leaderboard.some(r => r.state === 'playing')) return;   // the last word said
        } catch { /* the next read tries again */ }
      }
      timer = window.setTimeout(read, ARENA_READ_MS);
    };
    timer = window.setTimeout(read, 300);
  }
  return () => { stopped = true; window.clearTimeout(timer); stopNotices(); };
}

/** The arena seen from one of its finished games: the player's pause and its reason, the end and the winner. */
function drawNews(box: HTMLElement, a: ArenaNow): void {
  const parts: HTMLElement[] = [];
  const mine = me ? a.leaderboard.find(r => r.username === me!.username) : undefined;
  if (a.status !== 'finished' && mine?.state === 'paused') {
    const note = h('span.small.error');
    parts.push(h('p.arena-paused', { 'data-testid': 'arena-paused', role: 'status' },
      mine.pausedFor === 'noFirstMove' ? tf('pc.pausedNoMove', { wait: a.waitSeconds }) : t('pc.pausedSelf'), ' ',
      h('button.primary.small', { type: 'button', 'data-testid': 'arena-rejoin', onclick: async () => {
        try { await call('POST', `/api/arenas/${a.id}/join`); box.replaceChildren(); } catch (err) { note.textContent = errorText(err); }
      } }, t('ar.join')), note));
  }
  if (a.status === 'finished') {
    const playing = a.leaderboard.some(r => r.state === 'playing');
    const top = a.leaderboard.filter(r => r.rank === 1);
    parts.push(h('p.arena-over', { 'data-testid': 'arena-over' }, a.leaderboard.every(r => r.games === 0 && r.state !== 'playing')
      ? t('pc.arenaOverNobody')
      : tf(top.length > 1 ? 'pc.arenaOverTie' : 'pc.arenaOver', { winner: top.map(r => r.username).join(', '), score: top[0].score }),
    playing ? h('span.small.muted', ' ' + t('pc.arenaStillPlaying')) : ''));
  }
  box.replaceChildren(...parts);
}
