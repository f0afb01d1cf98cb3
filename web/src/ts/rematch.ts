// After a game: "Revanche" (the same game and clock, colours swapped) once both players agree. The first to ask
// offers it (the other sees it here and in the bell); the second's click starts the game for both.
import { h } from './dom';
import { t, tf } from './i18n';
import { call } from './api';
import { errorText } from './pages';
import { go } from './main';
import { onNotice, currentNotices, challengeButtons, Notice } from './notify';

export function rematchBox(gameId: number): { el: HTMLElement; stop: () => void } {
  const el = h('div.rematch', { 'data-testid': 'rematch' });
  const ask = () => h('button.primary', { type: 'button', 'data-action': 'rematch', onclick: async () => {
    try {
      const r = await call<{ gameId?: number }>('POST', `/api/games/${gameId}/rematch`);
      if (r.gameId !== undefined) go(`/game/${r.gameId}`);
      else el.replaceChildren(h('p.muted', t('rematch.offered')));
    } catch (err) { el.replaceChildren(ask(), h('p.error', errorText(err))); }
  } }, t('rematch.ask'));
  const offered = (n: Notice) => el.replaceChildren(h('p.offer', tf('rematch.theyAsk', { user: n.from })), challengeButtons(n));
  const mine = (n: Notice) => n.type === 'challenge' && n.rematchOf === gameId;
  const waiting = currentNotices().find(mine);
  if (waiting) offered(waiting); else el.replaceChildren(ask());
  const stop = onNotice(n => {
    if (mine(n)) offered(n);
    else if (n.type === 'challengeDeclined' && n.rematchOf === gameId) el.replaceChildren(h('p.muted', tf('notify.rematchDeclined', { user: n.by })));
  });
  return { el, stop };
}
