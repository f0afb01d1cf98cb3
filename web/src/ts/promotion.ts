// The promotion choice after a pawn is dropped on the last rank: four buttons over the board (queen first, as
// most promotions are), reachable by Tab and named for screen readers; Escape takes the move back.
import { h } from './dom';
import { t } from './i18n';

const CHOICES = [['q', 'queen', '♛'], ['r', 'rook', '♜'], ['b', 'bishop', '♝'], ['n', 'knight', '♞']] as const;

export function choosePromotion(host: HTMLElement, color: 'white' | 'black', pick: (letter: string | null) => void): void {
  const close = (letter: string | null) => { box.remove(); pick(letter); };
  const box = h('div.promotion', { role: 'dialog', 'aria-label': t('play.promoteTo'), 'data-testid': 'promotion',
    onkeydown: (e: KeyboardEvent) => { if (e.key === 'Escape') close(null); } },
    h('p', t('play.promoteTo')),
    ...CHOICES.map(([letter, role, glyph]) => h('button.' + color, { type: 'button', 'data-role': role,
      'aria-label': t(`piece.${role}`), title: t(`piece.${role}`), onclick: () => close(letter) }, glyph)));
  host.append(box);
  (box.querySelector('button') as HTMLButtonElement).focus();
}
