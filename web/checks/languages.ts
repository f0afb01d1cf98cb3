// The build's language check, both ways: no Brazilian string uses a word of Portugal's (desporto, secção, ronda...),
// every string a European Portuguese reader gets (i18nPtPt.ts over the Brazilian bundle) is free of the words
// Portugal says otherwise, and no pt-PT string is left in English. Run by build.mjs; a failure names the key, the
// word and what the other country says.
import './globals';

declare const process: { exit(code: number): never };
import { allStrings } from '../src/ts/i18n';
import { ptPT } from '../src/ts/i18nPtPt';
import { CHESS_RULES } from '../src/ts/rulesChessText';
import { DRAUGHTS_RULES } from '../src/ts/rulesDraughtsText';
import { lawsStrings } from '../src/ts/lawsText';
import type { RulesText } from '../src/ts/rules';

const { pt, en } = allStrings as unknown as { pt: Record<string, string>; en: Record<string, string> };

/** Brazilian words (as patterns) and what Portugal says. Placeholders such as {time} are removed before matching. */
const BRAZIL: [RegExp, string][] = [
  [/emparceir/i, 'emparelhar'], [/(^|[^\p{L}])rodadas?($|[^\p{L}])/iu, 'ronda'], [/(^|[^\p{L}])se[çc][ãõ](o|es)($|[^\p{L}])/iu, 'secção'],
  [/usuári/i, 'utilizador'], [/(^|[^\p{L}])tela($|[^\p{L}])/iu, 'ecrã'], [/celular/i, 'telemóvel'], [/planilha/i, 'folha de cálculo'],
  [/(^|[^\p{L}])contatos?($|[^\p{L}])/iu, 'contacto'], [/(^|[^\p{L}])equipes?($|[^\p{L}])/iu, 'equipa'], [/arquivo/i, 'ficheiro'],
  [/(^|[^\p{L}])ao vivo($|[^\p{L}])/iu, 'em direto'], [/esporte/i, 'desporto'], [/cadastr/i, 'registo'], [/(^|[^\p{L}])senhas?($|[^\p{L}])/iu, 'palavra-passe'],
];

/** Portugal's words and what Brazil says: the Brazilian bundle must not have them. */
const PORTUGAL: [RegExp, string][] = [
  [/desporto/i, 'esporte'], [/sec[çc][ãõ](o|es)/i, 'seção'], [/emparelh/i, 'emparceirar'], [/(^|[^\p{L}])rondas?($|[^\p{L}])/iu, 'rodada'],
  [/utilizador/i, 'usuário'], [/(^|[^\p{L}])ecrã/iu, 'tela'], [/telemóvel/i, 'celular'], [/(^|[^\p{L}])equipas?($|[^\p{L}])/iu, 'equipe'],
  [/ficheiro/i, 'arquivo'], [/(^|[^\p{L}])em direto($|[^\p{L}])/iu, 'ao vivo'], [/palavra-passe/i, 'senha'], [/escal[ãõ](o|es)/i, 'categoria'],
];

export function problems(): string[] {
  const out: string[] = [];
  for (const key of Object.keys(pt)) {
    const european = ptPT[key];
    if (european !== undefined && european === en[key] && european !== pt[key]) out.push(`${key}: "${european}" is English`);
    const brazilian = pt[key].replace(/\{\w+\}/g, ' ');
    for (const [word, brazil] of PORTUGAL) {
      if (word.test(brazilian)) out.push(`${key}: "${pt[key]}" (pt-BR) — Brazil says "${brazil}"`);
    }
    const text = (european ?? pt[key]).replace(/\{\w+\}/g, ' ');
    for (const [word, portugal] of BRAZIL) {
      if (word.test(text)) out.push(`${key}: "${european ?? pt[key]}" — Portugal says "${portugal}" (add it to i18nPtPt.ts)`);
    }
  }
  return out;
}

/** Every sentence of a rules page (/regras/...): title, lead, section titles, paragraphs, captions. */
const prose = (r: RulesText): string[] => [r.title, r.intro, ...r.sections.flatMap(s => [s.title, ...s.text, s.caption ?? ''])];

/** The rules pages and the laws pages' own strings: the same check, on prose that `t()` does not hold. */
export function proseProblems(): string[] {
  const out: string[] = [];
  const check = (where: string, texts: string[], words: [RegExp, string][], country: string) => {
    for (const text of texts) {
      for (const [word, other] of words) {
        if (word.test(text)) out.push(`${where}: "${text.slice(0, 80)}…" — ${country} says "${other}"`);
      }
    }
  };
  for (const [name, rules] of [['rulesChessText', CHESS_RULES], ['rulesDraughtsText', DRAUGHTS_RULES]] as const) {
    check(name + ' pt', prose(rules.pt), PORTUGAL, 'Brazil');
    check(name + ' pt-PT', prose(rules['pt-PT']), BRAZIL, 'Portugal');
  }
  const { pt: lawsPt, ptPT: lawsPtPT } = lawsStrings;
  check('lawsText pt', Object.values(lawsPt), PORTUGAL, 'Brazil');
  check('lawsText pt-PT', Object.entries(lawsPt).map(([k, v]) => (lawsPtPT as Record<string, string>)[k] ?? v), BRAZIL, 'Portugal');
  return out;
}

const found = [...problems(), ...proseProblems()];
if (found.length > 0) {
  console.error(`web: ${found.length} string(s) in the wrong Portuguese (or English in pt-PT):\n  ` + found.join('\n  '));
  process.exit(1);
}
console.log(`web: language check passed, pt-BR and pt-PT (${Object.keys(pt).length} strings)`);
