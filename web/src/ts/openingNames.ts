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
