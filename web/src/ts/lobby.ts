// The lobby: post a seek, list the open ones (polled), accept one. The poster finds the new game among their games
// once the seek is gone (the lobby has no push channel yet).
import { h } from './dom';
import { t, tOr } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { go } from './main';
import { computerCard } from './computer';

interface Seek { id: number; username: string; game: string; timeControl: string; rated: boolean; color: string }
const CONTROLS = ['1+0', '3+2', '5+3', '10+5', '15+10', '30+0'];

export function lobbyPage(main: HTMLElement): () => void {
  const error = h('p.error', { role: 'alert' });
  const list = h('div.seeks');
  const mine = new Set<number>();
  let stopped = false;
  let timer = 0;

  const select = (name: string, options: [string, string][]) =>
    h('select', { name }, ...options.map(([v, text]) => h('option', { value: v }, text)));
  const form = h('form.card.seek-form', {
    onsubmit: async (e: Event) => {
      e.preventDefault();
      const d = new FormData(e.target as HTMLFormElement);
      try {
        if (!known) known = new Set(await playingGames());
        const seek = await call<Seek>('POST', '/api/seeks', { game: d.get('game'), timeControl: d.get('timeControl'),
          rated: d.get('rated') === 'on', color: d.get('color') });
        mine.add(seek.id);
        error.textContent = '';
        await refresh();
      } catch (err) { error.textContent = errorText(err); }
    },
  },
    h('h2', t('lobby.create')),
    h('label', t('lobby.game'), select('game', ['chess', 'international', 'brazilian'].map(g => [g, tOr('game.' + g, g)]))),
    h('label', t('lobby.time'), select('timeControl', CONTROLS.map(c => [c, c]))),
    h('label', t('lobby.color'), select('color', ['random', 'white', 'black'].map(c => [c, tOr('color.' + c, c)]))),
    h('label.check', h('input', { type: 'checkbox', name: 'rated' }), t('lobby.rated')),
    error,
    h('button.primary', { type: 'submit' }, t('lobby.post')));

  /** Games in progress before our seek was taken: the new game is the one not among them. */
  let known: Set<number> | null = null;
  let awaiting = 0;  // polls left to find the new game once our seek is gone (the game may lag the seek by a moment)

  async function playingGames(): Promise<number[]> {
    if (!me) return [];
    const games = (await call<{ games: { id: number; status: string }[] }>('GET', `/api/players/${encodeURIComponent(me.username)}/games`)).games;
    return games.filter(g => g.status === 'playing').map(g => g.id);
  }

  async function refresh(): Promise<void> {
    let seeks: Seek[];
    try { seeks = (await call<{ seeks: Seek[] }>('GET', '/api/seeks')).seeks; } catch { return; }
    if (stopped) return;
    const open = new Set(seeks.map(s => s.id));
    const taken = [...mine].filter(id => !open.has(id));
    if (taken.length) { taken.forEach(id => mine.delete(id)); awaiting = 10; }
    if (awaiting > 0 && known) {
      awaiting--;
      const fresh = (await playingGames()).find(id => !known!.has(id));
      if (fresh !== undefined && !stopped) { go('/game/' + fresh); return; }
    }
    seeks.filter(s => me && s.username.toLowerCase() === me.username.toLowerCase()).forEach(s => mine.add(s.id));
    list.replaceChildren(seeks.length === 0 ? h('p.muted', t('lobby.none')) : h('table.seek-table',
      h('thead', h('tr', h('th', t('lobby.player')), h('th', t('lobby.game')), h('th', t('lobby.time')),
        h('th', t('lobby.mode')), h('th', t('lobby.color')), h('th'))),
      h('tbody', ...seeks.map(s => h('tr', { 'data-seek': s.id },
        h('td', s.username), h('td', tOr('game.' + s.game, s.game)), h('td', s.timeControl, h('span.phone-only', ' · ', s.rated ? t('lobby.rated') : t('lobby.casual'))),
        h('td', s.rated ? t('lobby.rated') : t('lobby.casual')), h('td', tOr('color.' + s.color, s.color)),
        h('td', !me ? null : mine.has(s.id)
          ? h('button.small', { onclick: () => { mine.delete(s.id); return call('DELETE', `/api/seeks/${s.id}`).then(refresh, err => { error.textContent = errorText(err); }); } }, t('lobby.cancel'))
          : h('button.small.primary', { onclick: () => accept(s.id) }, t('lobby.accept'))))))));
    if (mine.size) list.append(h('p.muted.waiting', t('lobby.waiting')));
  }

  async function accept(id: number): Promise<void> {
    try {
      const r = await call<{ gameId: number }>('POST', `/api/seeks/${id}/accept`);
      go('/game/' + r.gameId);
    } catch (err) { error.textContent = errorText(err); refresh(); }
  }

  main.append(h('div.lobby', me ? form : h('p.card', h('a', { href: '/login', 'data-link': true }, t('lobby.loginFirst'))),
    h('section.card', h('h2', t('lobby.open')), list), me ? computerCard() : null));
  const loop = async () => {
    try { await refresh(); } catch { /* the next poll tries again */ }
    if (!stopped) timer = window.setTimeout(loop, 1500);
  };
  loop();
  return () => { stopped = true; clearTimeout(timer); };
}
