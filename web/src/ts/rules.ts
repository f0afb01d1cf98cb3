// The rules pages, /regras/xadrez and /regras/damas: our own text (rulesChessText.ts, rulesDraughtsText.ts) in the
// chosen language, with small boards to try the rule on (click a piece to see its legal moves).
import { h } from './dom';
import { t, choice } from './i18n';
import { CHESS_RULES } from './rulesChessText';
import { DRAUGHTS_RULES } from './rulesDraughtsText';
import { chessDiagram } from './diagramChess';
import { draughtsDiagram } from './diagramBoard';

export interface Section { id: string; title: string; text: string[]; diagram?: string; caption?: string }
export interface RulesText { title: string; intro: string; sections: Section[] }

/** The positions the sections show: chess FEN, or PDN FEN and board size for draughts. */
const DIAGRAMS: Record<string, () => HTMLElement> = {
  pieces: () => chessDiagram('4k3/pp6/8/8/3Q4/8/1P2NB2/R3K2R w KQ - 0 1'),
  mate: () => chessDiagram('6k1/5ppp/8/8/8/8/8/3R2K1 w - - 0 1'),
  enpassant: () => chessDiagram('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2'),
  promotion: () => chessDiagram('8/4P1k1/8/8/8/8/8/4K3 w - - 0 1'),
  backwards: () => draughtsDiagram('W:W22:B18,26,1', 8),
  majority: () => draughtsDiagram('W:W32,38:B27,17,33', 10),
  king: () => draughtsDiagram('W:WK46:B28,19,3', 10),
  crowning: () => draughtsDiagram('W:W13:B8,7,40', 10),
};

export function rulesPage(main: HTMLElement, game: 'chess' | 'draughts'): void {
  const text = (game === 'chess' ? CHESS_RULES : DRAUGHTS_RULES)[choice];
  document.title = `${text.title} · Tabuleiro`;
  const other = game === 'chess'
    ? h('a', { href: '/regras/damas', 'data-link': true }, t('rules.draughts'))
    : h('a', { href: '/regras/xadrez', 'data-link': true }, t('rules.chess'));
  const laws = h('a', { href: game === 'chess' ? '/leis/xadrez' : '/leis/damas-brasileiras', 'data-link': true }, t('rules.laws'));
  main.append(h('article.rules',
    h('h1', text.title), h('p.lead', text.intro), h('p.muted', t('rules.hint'), ' · ', other, ' · ', laws),
    h('nav.rules-toc', { 'aria-label': text.title }, h('ol', ...text.sections.map(s => h('li', h('a', { href: '#' + s.id }, s.title))))),
    ...text.sections.map(s => h('section.rules-section', { id: s.id, 'data-section': s.id },
      h('h2', s.title),
      h(s.diagram ? 'div.rules-body' : 'div.rules-body.text-only', h('div', ...s.text.map(p => h('p', p))),
        s.diagram ? h('figure', DIAGRAMS[s.diagram](), s.caption ? h('figcaption', s.caption) : null) : null)))));
}
