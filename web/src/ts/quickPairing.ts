// The lobby's quick pairing, as lichess has it: a grid of the common clocks of each game; a click posts a seek with
// a random colour (or is paired at once with a waiting seek of the same game and clock), a second click on the
// waiting tile takes it back. Rated by default, as lichess; "Vale rating" unticked makes it casual.
import { h } from './dom';
import { t, tOr } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { go } from './main';

/** The tiles per game: chess as lichess's grid; draughts with the clocks draughts players use (lidraughts). */
export const QUICK: Record<string, string[]> = {
  chess: ['1+0', '2+1', '3+0', '3+2', '5+3', '10+0', '10+5', '15+5', '30+0'],
  international: ['1+1', '3+2', '5+3', '5+5', '10+5', '15+10', '20+10', '30+0', '45+15'],
  brazilian: ['1+1', '3+2', '5+3', '5+5', '10+5', '15+10', '20+10', '30+0', '45+15'],
};

/** lichess's names for a clock's speed: the pool by base + 40 × bonus seconds (play's RatingPool). */
export function speedOf(clock: string): string {
  const [minutes, bonus] = clock.split('+').map(Number);
  const seconds = minutes * 60 + 40 * bonus;
  return seconds < 180 ? 'bullet' : seconds < 480 ? 'blitz' : seconds < 1500 ? 'rapid' : 'classical';
}

interface Waiting { id: number; game: string; clock: string }

export function quickPairing(): { el: HTMLElement; update(open: { id: number }[]): void } {
  let game = 'chess';
  let waiting: Waiting | null = null;
  const error = h('p.error', { role: 'alert' });
  const grid = h('div.quick-grid', { 'data-testid': 'quick-grid' });
  const rated = h('input', { type: 'checkbox', name: 'quick-rated', checked: true }) as HTMLInputElement;
  const tabs = h('div.quick-tabs', { role: 'tablist' });

  function draw(): void {
    tabs.replaceChildren(...Object.keys(QUICK).map(g => h('button.quick-tab', { type: 'button', role: 'tab',
      'aria-selected': String(g === game), onclick: () => { game = g; draw(); } }, tOr('game.' + g, g))));
    grid.replaceChildren(...QUICK[game].map(clock => {
      const mine = waiting?.game === game && waiting.clock === clock;
      return h('button.quick-tile', { type: 'button', 'data-clock': clock, class: mine ? 'quick-tile waiting' : 'quick-tile',
        'aria-pressed': String(mine), disabled: !me, onclick: () => click(clock) },
        h('strong', clock), h('span.small', mine ? t('quick.searching') : tOr('pool.' + speedOf(clock), speedOf(clock))));
    }));
  }

  async function click(clock: string): Promise<void> {
    error.textContent = '';
    try {
      if (waiting) {
        const was = waiting;
        waiting = null;
        await call('DELETE', `/api/seeks/${was.id}`).catch(() => undefined);
        if (was.game === game && was.clock === clock) { draw(); return; }   // the same tile again: taken back
      }
      const r = await call<{ id?: number; gameId?: number }>('POST', '/api/seeks',
        { game, timeControl: clock, rated: rated.checked, color: 'random' });
      if (r.gameId !== undefined) { go('/game/' + r.gameId); return; }
      waiting = { id: r.id!, game, clock };
    } catch (err) { error.textContent = errorText(err); }
    draw();
  }

  draw();
  const el = h('section.card.quick', { 'data-testid': 'quick' }, h('h2', t('quick.title')), tabs, grid,
    h('label.check', rated, t('lobby.rated')), me ? null : h('p.small.muted', t('lobby.loginFirst')), error);
  return {
    el,
    // The lobby's feed says which seeks are open: a waiting tile whose seek was taken or withdrawn is cleared.
    update(open) {
      if (waiting && !open.some(s => s.id === waiting!.id)) { waiting = null; draw(); }
    },
  };
}
