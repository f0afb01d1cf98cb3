// "Desafiar": a challenge to a named player, from their profile or the list of who is online. Game, clock, colour
// and rated or casual; then the answer is awaited (a cancel button), and told when it comes: declined here, accepted
// by going to the game (notify.ts).
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { onNotice } from './notify';

/** The clocks offered, per game; the first of each is the default (a sensible club game, not a bullet). */
export const CLOCKS: Record<string, string[]> = {
  chess: ['10+5', '5+3', '3+2', '1+0', '10+0', '15+10', '30+0'],
  international: ['10+5', '5+5', '3+2', '15+10', '30+0'],
  brazilian: ['10+5', '5+5', '3+2', '15+10', '30+0'],
};

export function challengeForm(username: string): { el: HTMLElement; stop: () => void } {
  const status = h('p.small', { 'data-testid': 'challenge-status', role: 'status' });
  const select = (name: string, options: [string, string][]) =>
    h('select', { name }, ...options.map(([v, text]) => h('option', { value: v }, text)));
  const clock = select('timeControl', CLOCKS.chess.map(c => [c, c])) as HTMLSelectElement;
  const game = select('game', ['chess', 'international', 'brazilian'].map(g => [g, tOr('game.' + g, g)])) as HTMLSelectElement;
  game.onchange = () => clock.replaceChildren(...CLOCKS[game.value].map(c => h('option', { value: c }, c)));
  let waiting: number | null = null;
  const stopListening = onNotice(n => {
    if (n.type === 'challengeDeclined' && n.challengeId === waiting) {
      waiting = null;
      status.replaceChildren(tf('notify.declined', { user: n.by }));
      form.classList.remove('waiting');
    }
  });
  const form = h('form.card.challenge-form', { 'data-testid': 'challenge-form', onsubmit: async (e: Event) => {
    e.preventDefault();
    const d = new FormData(e.target as HTMLFormElement);
    try {
      const c = await call<{ id: number }>('POST', '/api/challenges', { username, game: d.get('game'), timeControl: d.get('timeControl'),
        color: d.get('color'), rated: d.get('rated') === 'on' });
      waiting = c.id;
      form.classList.add('waiting');
      status.replaceChildren(tf('challenge.sent', { user: username }), ' ',
        h('button.small', { type: 'button', onclick: async () => {
          try { await call('DELETE', `/api/challenges/${c.id}`); status.textContent = t('challenge.cancelled'); waiting = null; form.classList.remove('waiting'); }
          catch (err) { status.textContent = errorText(err); }
        } }, t('lobby.cancel')));
    } catch (err) { status.textContent = errorText(err); }
  } },
    h('h2', tf('challenge.title', { user: username })),
    h('label', t('lobby.game'), game), h('label', t('lobby.time'), clock),
    h('label', t('lobby.color'), select('color', ['random', 'white', 'black'].map(c => [c, tOr('color.' + c, c)]))),
    h('label.check', h('input', { type: 'checkbox', name: 'rated' }), t('lobby.rated')),
    h('button.primary', { type: 'submit' }, t('challenge.send')), status);
  return { el: form, stop: stopListening };
}
