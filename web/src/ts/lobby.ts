// The lobby: post a seek, see the open ones live (/ws/lobby), accept one; a seek that meets a compatible one, or is
// accepted, takes both players to the new game at once.
import { h } from './dom';
import { t, tOr } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { go } from './main';
import { computerCard } from './computer';
import { chatPanel, isChatError } from './chat';
import { onlineCard } from './online';
import { quickPairing } from './quickPairing';
import { ratingText } from './archiveFormat';
import { soonCard } from './lobbySoon';

interface Seek { id: number; username: string; game: string; timeControl: string; rated: boolean; color: string; rating: number | null; provisional: boolean }
/** The custom seek's clocks; the first is the default: a club game, not a bullet. */
const CONTROLS = ['10+5', '5+3', '3+2', '1+0', '10+0', '15+10', '30+0', '45+15'];

export function lobbyPage(main: HTMLElement): () => void {
  const error = h('p.error', { role: 'alert' });
  const list = h('div.seeks', { 'data-testid': 'seeks' });
  const seeks = new Map<number, Seek>();
  let stopped = false;
  let socket: WebSocket | null = null;
  let retry = 0;

  const select = (name: string, options: [string, string][]) =>
    h('select', { name }, ...options.map(([v, text]) => h('option', { value: v }, text)));
  const form = h('form.card.seek-form', {
    onsubmit: async (e: Event) => {
      e.preventDefault();
      const d = new FormData(e.target as HTMLFormElement);
      try {
        const r = await call<Seek & { gameId?: number }>('POST', '/api/seeks', { game: d.get('game'),
          timeControl: d.get('timeControl'), rated: d.get('rated') === 'on', color: d.get('color') });
        error.textContent = '';
        // A compatible seek was waiting: the game has begun.
        if (r.gameId !== undefined) go('/game/' + r.gameId);
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

  const online = onlineCard();
  const soon = soonCard();
  const quick = quickPairing();
  // The club's room travels on the lobby's socket.
  const club = chatPanel('club', text => {
    if (socket?.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify({ t: 'chat', room: 'club', text }));
    return true;
  });

  const isMine = (s: Seek) => !!me && s.username.toLowerCase() === me.username.toLowerCase();

  function render(): void {
    const all = [...seeks.values()];
    quick.update(all);
    list.replaceChildren(all.length === 0 ? h('p.muted', t('lobby.none')) : h('table.seek-table',
      h('thead', h('tr', h('th', t('lobby.player')), h('th', t('lobby.game')), h('th', t('lobby.time')),
        h('th', t('lobby.mode')), h('th', t('lobby.color')), h('th'))),
      h('tbody', ...all.map(s => h('tr', { 'data-seek': s.id },
        h('td', s.username, s.rating === null ? null : h('span.muted.small', ` ${ratingText(s.rating, s.provisional)}`)), h('td', tOr('game.' + s.game, s.game)), h('td', s.timeControl, h('span.phone-only', ' · ', s.rated ? t('lobby.rated') : t('lobby.casual'))),
        h('td', s.rated ? t('lobby.rated') : t('lobby.casual')), h('td', tOr('color.' + s.color, s.color)),
        h('td', !me ? null : isMine(s)
          ? h('button.small', { onclick: () => call('DELETE', `/api/seeks/${s.id}`).catch(err => { error.textContent = errorText(err); }) }, t('lobby.cancel'))
          : h('button.small.primary', { onclick: () => accept(s.id) }, t('lobby.accept'))))))));
    if (all.some(isMine)) list.append(h('p.muted.waiting', t('lobby.waiting')));
  }

  async function accept(id: number): Promise<void> {
    try {
      const r = await call<{ gameId: number }>('POST', `/api/seeks/${id}/accept`);
      go('/game/' + r.gameId);
    } catch (err) { error.textContent = errorText(err); }
  }

  // The feed (/ws/lobby): every open seek first, then each one added and gone, and "paired" when our game begins.
  function connect(): void {
    if (stopped) return;
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws/lobby`);
    socket = ws;
    ws.onmessage = e => {
      const m = JSON.parse(e.data);
      if (m.t === 'seeks') { seeks.clear(); (m.seeks as Seek[]).forEach(s => seeks.set(s.id, s)); }
      else if (m.t === 'seek') seeks.set(m.seek.id, m.seek);
      else if (m.t === 'gone') seeks.delete(m.id);
      else if (m.t === 'paired') { go('/game/' + m.gameId); return; }
      else if (m.t === 'chat') { club.add(m); return; }
      else if (m.t === 'error') { if (isChatError(m.code)) club.refused(m.code, m.message); return; }
      retry = 0;
      render();
    };
    ws.onopen = () => club.online(true);
    ws.onclose = () => {
      club.online(false);
      if (stopped) return;
      socket = null;
      window.setTimeout(connect, Math.min(10_000, 500 * 2 ** retry++));
    };
  }

  main.append(h('div.lobby', h('div.lobby-start', quick.el, me ? form : h('p.card', h('a', { href: '/login', 'data-link': true }, t('lobby.loginFirst')))),
    h('section.card', h('h2', t('lobby.open')), list), me ? computerCard() : null, soon.el, online.el, h('div.card.club-chat', club.el)));
  render();
  connect();
  return () => { stopped = true; socket?.close(); online.stop(); soon.stop(); };
}
