// "Desafie o computador": a casual game against the computer at a level from 1 (first week) to 8 (full strength),
// in any of the three games, with or without a clock. The server seats the computer and the game page does the rest.
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { ApiError, call, me } from './api';
import { errorText } from './pages';
import { go } from './main';

const CONTROLS = ['unlimited', '5+3', '10+5', '15+10', '30+0'];

export function computerCard(): HTMLElement {
  const error = h('div.error', { role: 'alert' });
  const select = (name: string, options: [string, string][], selected?: string) =>
    h('select', { name }, ...options.map(([v, text]) => h('option', { value: v, selected: v === selected }, text)));
  const levels: [string, string][] = [1, 2, 3, 4, 5, 6, 7, 8].map(l => [String(l), tOr('computer.level' + l, String(l))]);
  return h('form.card.computer-form', {
    'data-testid': 'computer-form',
    onsubmit: async (e: Event) => {
      e.preventDefault();
      const d = new FormData(e.target as HTMLFormElement);
      try {
        const r = await call<{ gameId: number }>('POST', '/api/computer/games', {
          game: d.get('game'), level: Number(d.get('level')), timeControl: d.get('timeControl'), color: d.get('color'),
        });
        go('/game/' + r.gameId);
      } catch (err) {
        error.replaceChildren(errorText(err));
        if (err instanceof ApiError && err.code === 'too_many_computer_games') error.append(await ongoing());
      }
    },
  },
    h('h2', t('computer.title')),
    h('p.muted', t('computer.lead')),
    h('label', t('lobby.game'), select('game', ['chess', 'international', 'brazilian'].map(g => [g, tOr('game.' + g, g)]))),
    h('label', t('computer.level'), select('level', levels, '1')),
    h('label', t('computer.time'), select('timeControl', CONTROLS.map(c => [c, c === 'unlimited' ? t('computer.unlimited') : c]))),
    h('label', t('lobby.color'), select('color', ['random', 'white', 'black'].map(c => [c, tOr('color.' + c, c)]))),
    error,
    h('button.primary', { type: 'submit' }, t('computer.play')));
}

interface ArchiveGame { id: number; game: string; white: string; black: string }

/** The player's games against the computer in progress, each a link to its page: finish or resign one of them. */
async function ongoing(): Promise<HTMLElement | string> {
  if (!me) return '';
  try {
    const r = await call<{ games: ArchiveGame[] }>('GET',
      `/api/players/${encodeURIComponent(me.username)}/games?status=playing&limit=100`);
    const links = r.games.flatMap(g => {
      const computer = [g.white, g.black].find(n => n.startsWith('Computador-'));
      if (!computer) return [];
      const text = tf('computer.gameLink', { game: tOr('game.' + g.game, g.game), computer, id: g.id });
      return [h('li', h('a', { href: '/game/' + g.id, 'data-link': true }, text))];
    });
    return links.length === 0 ? '' : h('span.computer-ongoing', ' ' + t('computer.yourGames'), h('ul', ...links));
  } catch { return ''; }
}
