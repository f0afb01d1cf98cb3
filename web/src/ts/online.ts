// Who is online (GET /api/online: the players with a page of the club open), for the lobby: each name links to the
// profile, a game being played to its page, and "Desafiar" opens a challenge to that player in place.
import { h } from './dom';
import { t, tf } from './i18n';
import { call, me } from './api';
import { challengeForm } from './challenge';

interface Online { username: string; playing: number | null }

const EVERY_MS = 15_000;

export function onlineCard(): { el: HTMLElement; stop: () => void } {
  const list = h('ul.online-list', { 'data-testid': 'online' });
  const count = h('span.muted.small');
  const el = h('section.card.online-card', h('h2', t('online.title'), ' ', count), list);
  let form: ReturnType<typeof challengeForm> | null = null;
  let stopped = false;

  async function load(): Promise<void> {
    let players: Online[];
    try { players = (await call<{ players: Online[] }>('GET', '/api/online')).players; } catch { return; }
    players = withMe(players);
    if (stopped || list.querySelector('form')) return;   // never redraw under a challenge being written
    count.textContent = `(${players.length})`;
    list.replaceChildren(...(players.length ? players.map(row) : [h('li.muted', t('online.none'))]));
  }

  // The viewer is online (this page opens their feed as it loads): listed even when the list was asked first.
  function withMe(players: Online[]): Online[] {
    const self = me?.username;
    if (!self || players.some(p => p.username.toLowerCase() === self.toLowerCase())) return players;
    return [...players, { username: self, playing: null }]
      .sort((a, b) => a.username.localeCompare(b.username, undefined, { sensitivity: 'base' }));
  }

  function row(p: Online): HTMLElement {
    const self = !!me && me.username.toLowerCase() === p.username.toLowerCase();
    const li = h('li', { 'data-online': p.username },
      h('a', { href: `/player/${encodeURIComponent(p.username)}`, 'data-link': true }, p.username),
      p.playing ? h('a.small.playing', { href: `/game/${p.playing}`, 'data-link': true }, t('online.playing')) : null,
      me && !self ? h('button.small', { type: 'button', 'data-action': 'challenge', onclick: () => {
        form?.stop();
        list.querySelector('form')?.remove();
        form = challengeForm(p.username);
        li.append(form.el);
      } }, t('challenge.button')) : null);
    li.title = tf('online.of', { user: p.username });
    return li;
  }

  load();
  const timer = window.setInterval(load, EVERY_MS);
  return { el, stop: () => { stopped = true; clearInterval(timer); form?.stop(); } };
}
