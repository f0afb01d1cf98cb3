// The build's language check: every string a European Portuguese reader gets (i18nPtPt.ts over the Brazilian
// bundle) is free of the words Portugal says otherwise, and no pt-PT string is left in English. Run by build.mjs;
// a failure names the key, the word and what Portugal says.
import './globals';

declare const process: { exit(code: number): never };
import { allStrings } from '../src/ts/i18n';
import { ptPT } from '../src/ts/i18nPtPt';

const { pt, en } = allStrings as unknown as { pt: Record<string, string>; en: Record<string, string> };

/** Brazilian words (as patterns) and what Portugal says. Placeholders such as {time} are removed before matching. */
const BRAZIL: [RegExp, string][] = [
  [/emparceir/i, 'emparelhar'], [/(^|[^\p{L}])rodadas?($|[^\p{L}])/iu, 'ronda'], [/(^|[^\p{L}])se[çc][ãõ](o|es)($|[^\p{L}])/iu, 'secção'],
  [/usuári/i, 'utilizador'], [/(^|[^\p{L}])tela($|[^\p{L}])/iu, 'ecrã'], [/celular/i, 'telemóvel'], [/planilha/i, 'folha de cálculo'],
  [/(^|[^\p{L}])contatos?($|[^\p{L}])/iu, 'contacto'], [/(^|[^\p{L}])equipes?($|[^\p{L}])/iu, 'equipa'], [/arquivo/i, 'ficheiro'],
  [/(^|[^\p{L}])ao vivo($|[^\p{L}])/iu, 'em direto'], [/esporte/i, 'desporto'], [/cadastr/i, 'registo'], [/(^|[^\p{L}])senhas?($|[^\p{L}])/iu, 'palavra-passe'],
];

export function problems(): string[] {
  const out: string[] = [];
  for (const key of Object.keys(pt)) {
    const european = ptPT[key];
    if (european !== undefined && european === en[key] && european !== pt[key]) out.push(`${key}: "${european}" is English`);
    const text = (european ?? pt[key]).replace(/\{\w+\}/g, ' ');
    for (const [word, portugal] of BRAZIL) {
      if (word.test(text)) out.push(`${key}: "${european ?? pt[key]}" — Portugal says "${portugal}" (add it to i18nPtPt.ts)`);
    }
  }
  return out;
}

const found = problems();
if (found.length > 0) {
  console.error(`web: ${found.length} pt-PT string(s) in Brazilian Portuguese or English:\n  ` + found.join('\n  '));
  process.exit(1);
}
console.log(`web: pt-PT language check passed (${Object.keys(pt).length} strings)`);
