// The laws pages' strings (/leis): Brazilian Portuguese first, European Portuguese where it differs, English.
// The rule books themselves come in the reader's language from the server (laws/*.md, laws/pt-PT, laws/en).
import { choice } from './i18n';

const pt = {
  'navChess': 'Leis da FIDE', 'navDraughts': 'Regras das damas',
  'title': 'Leis e regras', 'lead': 'As Leis do Xadrez da FIDE e as regras das damas, artigo por artigo, com as nossas palavras. Cada artigo tem o seu número e um link próprio, para poder ser citado.',
  'articles': '{n} artigos', 'summaries': 'Para aprender jogando, veja também os resumos com tabuleiros interativos:',
  'chessSummary': 'Regras do xadrez', 'draughtsSummary': 'Regras das damas',
  'search': 'Buscar nos artigos', 'placeholder': 'ex.: roque, en passant, 9.6', 'found': '{n} artigos encontrados',
  'foundOne': '1 artigo encontrado', 'none': 'Nenhum artigo contém “{q}”.', 'contents': 'Índice',
  'official': 'Textos oficiais', 'index': 'Todas as leis', 'loading': 'Carregando…', 'link': 'Link para o artigo {n}',
  'diagram': 'Diagrama', 'navIntl': 'Damas internacionais', 'navBrazilian': 'Damas brasileiras',
} as const;

export type LawsKey = keyof typeof pt;

const ptPT: Partial<Record<LawsKey, string>> = {
  'lead': 'As Leis do Xadrez da FIDE e as regras das damas, artigo a artigo, por palavras nossas. Cada artigo tem o seu número e uma ligação própria, para poder ser citado.',
  'summaries': 'Para aprender a jogar, veja também os resumos com tabuleiros interativos:',
  'search': 'Pesquisar nos artigos', 'loading': 'A carregar…', 'link': 'Ligação para o artigo {n}',
};

const en: Record<LawsKey, string> = {
  'navChess': 'FIDE Laws', 'navDraughts': 'Draughts rules',
  'title': 'Laws and rules', 'lead': 'The FIDE Laws of Chess and the rules of draughts, article by article, in our own words. Every article has its number and its own link, so it can be cited.',
  'articles': '{n} articles', 'summaries': 'To learn by playing, see also the summaries with boards to try:',
  'chessSummary': 'Rules of chess', 'draughtsSummary': 'Rules of draughts',
  'search': 'Search the articles', 'placeholder': 'e.g. castling, en passant, 9.6', 'found': '{n} articles found',
  'foundOne': '1 article found', 'none': 'No article contains “{q}”.', 'contents': 'Contents',
  'official': 'Official texts', 'index': 'All the laws', 'loading': 'Loading…', 'link': 'Link to article {n}',
  'diagram': 'Diagram', 'navIntl': 'International draughts', 'navBrazilian': 'Brazilian draughts',
};

/** The language the server writes the books in for this reader (GET /api/laws?lang=...). */
export const lawsLang = (): 'pt-BR' | 'pt-PT' | 'en' => (choice === 'pt' ? 'pt-BR' : choice);

/** The bundles, for the build's language check (checks/languages.ts). */
export const lawsStrings = { pt, ptPT, en };

export function lawsT(key: LawsKey, vars?: Record<string, string | number>): string {
  let s: string = choice === 'en' ? en[key] : (choice === 'pt-PT' ? ptPT[key] : undefined) ?? pt[key];
  if (vars) for (const [k, v] of Object.entries(vars)) s = s.replace('{' + k + '}', String(v));
  return s;
}
