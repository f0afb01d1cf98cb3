// The play page's status line and buttons: what the player may do now. Takebacks and saving the game (adjournment)
// are offered in casual games only, as the server allows; a saved game shows who may resume it.
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import type { State, Color } from './play';

type Send = (msg: Record<string, unknown>) => void;
const PROPOSALS = ['draw', 'takeback', 'adjournment'] as const;
const OFFERED: Record<string, Parameters<typeof t>[0]> = {
  draw: 'play.drawOffered', takeback: 'play.takebackOffered', adjournment: 'play.adjournOffered',
};
const OFFER: Record<string, Parameters<typeof t>[0]> = { draw: 'play.offerDraw', takeback: 'play.takeback', adjournment: 'play.adjourn' };

/** `action` names the button across redraws, so the page can give focus back to the same one. */
const button = (action: string, text: string, onclick: () => void, cls = '') =>
  h('button' + cls, { type: 'button', onclick, 'data-action': action }, text);

/** The status line for `s`: the result, the spectator's or the saved game's line; the turn is shown by the clocks. */
export function statusOf(s: State): HTMLElement | string {
  if (s.result) {
    // An event's game ended by the server because a side did not move in time: that side's forfeit.
    if (!s.result.outcome && s.game.origin) {
      return h('div.result', { 'data-testid': 'result' }, h('strong', s.turn === 'white' ? '−/+' : '+/−'), ' ',
        tf('on.forfeit', { result: t(s.turn === 'white' ? 'result.black_wins' : 'result.white_wins') }));
    }
    const outcome = s.result.outcome ? t(('result.' + s.result.outcome) as 'result.draw') : t('result.aborted');
    return h('div.result', { 'data-testid': 'result' }, h('strong', s.result.text ?? ''), ' ',
      outcome, ' · ', h('span.nowrap', tOr('term.' + s.result.termination, s.result.termination)));
  }
  if (!s.you) return h('p.muted', t('play.spectator'));
  if (s.adjourned) return h('p.adjourned', { 'data-testid': 'adjourned' }, t('play.adjourned'));
  return '';
}

/** The turn's label, which the page puts beside the clock of the side to move (as lichess does): "Sua vez" by the
 * player's own clock, "Vez do adversário" by the opponent's; none for a spectator or once the game stands still. */
export function turnOf(s: State): HTMLElement | null {
  if (!s.you || s.result || s.adjourned) return null;
  const mine = s.turn === s.you;
  return h('span', { class: mine ? 'turn mine' : 'turn', 'data-testid': 'turn', 'data-side': s.turn },
    mine ? t('play.yourTurn') : t('play.theirTurn'));
}

/** The buttons for `s`; `resign` is the two-click resignation's state, `again` redraws after its first click. */
export function buttonsOf(s: State, send: Send, resign: { confirm: boolean }, again: () => void): HTMLElement[] {
  const you = s.you;
  if (!you || s.result) return [];
  const items: HTMLElement[] = [];
  if (s.adjourned) return [button('resume', t('play.resume'), () => send({ t: 'resume' }), '.primary')];
  // An arena's berserk: before your first move, once (the server says no otherwise).
  const moved = s.moves.length >= (you === 'white' ? 1 : 2);
  if (s.game.berserk && !moved && !(s as State & { berserked?: Record<string, boolean> }).berserked?.[you]) {
    items.push(button('berserk', t('ar.berserk'), () => send({ t: 'berserk' })));
  }
  if (s.canAbort) items.push(button('abort', t('play.abort'), () => send({ t: 'abort' })));
  else items.push(button('resign', resign.confirm ? t('play.confirm') : t('play.resign'), () => {
    if (resign.confirm) send({ t: 'resign' });
    resign.confirm = !resign.confirm;
    again();
  }, '.danger'));
  for (const what of PROPOSALS) {
    const by = s.offers[what];
    if (what !== 'draw' && s.game.rated) continue;
    if (by && by !== you) {
      items.push(h('p.offer', t(OFFERED[what])),
        button('accept-' + what, what === 'draw' ? t('play.acceptDraw') : t('play.accept'), () => send({ t: 'accept', what }), '.primary'),
        button('decline-' + what, t('play.declineDraw'), () => send({ t: 'decline', what })));
    } else if (by === you) {
      items.push(h('p.muted', what === 'draw' ? t('play.youOffered') : t('play.youAsked')));
    } else if (what === 'draw' ? !s.canAbort : what === 'adjournment' || hasMoved(s, you)) {
      items.push(button('offer-' + what, t(OFFER[what]), () => send({ t: 'offer', what })));
    }
  }
  if (s.canClaimDraw) items.push(button('claim', t('play.claimDraw'), () => send({ t: 'claim', move: null }), '.primary'));
  return items;
}

/** Whether `you` has a move of your own to take back (White's first move is ply 1, Black's ply 2). */
function hasMoved(s: State, you: Color): boolean {
  return s.moves.length >= (you === 'white' ? 1 : 2);
}
