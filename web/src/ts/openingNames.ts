// Opening names in the page's language. The names come from the CC0 lichess list, in English; a Portuguese page
// shows each part of a name ("Family: Variation, Subvariation") through the table in data/openings-pt.json: a
// part with its own entry, or one matched by a pattern ("Najdorf Variation" -> "Variante Najdorf"); a part with
// neither stays as the list writes it. SAN inside a name ("with Bf5") takes the page's letters.
import table from '../data/openings-pt.json';
import { choice } from './i18n';
import { sanText } from './notation';

type Text = string | { 'pt-BR': string; 'pt-PT': string };
const names = table.names as Record<string, Text>;
const patterns = (table.patterns as [string, Text][]).map(([from, to]) => {
  const [before, after] = from.split('{x}');
  return { before, after, to };
});

const pick = (t: Text) => (typeof t === 'string' ? t : choice === 'pt-PT' ? t['pt-PT'] : t['pt-BR']);

function part(p: string): string {
  const own = names[p];
  if (own !== undefined) return pick(own);
  for (const { before, after, to } of patterns) {
    if (p.length > before.length + after.length && p.startsWith(before) && p.endsWith(after)) {
      const x = p.slice(before.length, p.length - after.length);
      return pick(to).replace('{x}', x.split(' ').map(w => sanText(w, true)).join(' '));
    }
  }
  return p.split(' ').map(w => sanText(w, true)).join(' ');
}

/** `name` (English, from the server) as the page shows it; null or empty: empty. */
export function openingName(name: string | null | undefined): string {
  if (!name) return '';
  if (choice === 'en') return name;
  return name.split(': ').map(side => side.split(', ').map(part).join(', ')).join(': ');
}

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * A Portuguese opening typed in the search ("Defesa Siciliana", "siciliana", "Variante Najdorf") as the list's
 * English, which the server searches; anything else as it was typed.
 */
export function openingQuery(q: string): string {
  const want = plain(q);
  if (!want || choice === 'en') return q;
  for (const [english, text] of Object.entries(names)) {
    const pt = typeof text === 'string' ? [text] : [text['pt-BR'], text['pt-PT']];
    if (pt.some(p => plain(p) === want)) return english;
  }
  for (const { before, after, to } of patterns) {
    const pt = typeof to === 'string' ? [to] : [to['pt-BR'], to['pt-PT']];
    for (const p of pt) {
      const [b, a] = plain(p).split('{x}');
      if (want.length > b.length + a.length && want.startsWith(b) && want.endsWith(a)) {
        const x = q.trim().slice(b.length, q.trim().length - a.length);
        return before + x + after;
      }
    }
  }
  for (const [english, text] of Object.entries(names)) {
    const pt = typeof text === 'string' ? [text] : [text['pt-BR'], text['pt-PT']];
    if (want.length >= 4 && pt.some(p => plain(p).includes(want))) return english;
  }
  return q;
}
