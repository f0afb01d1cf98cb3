// "Procurar jogador" on every event page: a parent types part of a child's name (accents and case ignored, or a
// start number) and sees where they play now (the last published round's board and colour), their points and card;
// "Seguir" keeps the player on this device (localStorage), and every page of the event then marks their rows (the
// pairings, the standings, the crosstable) and the header says where they play in each new round.
import { h } from './dom';
import { t, tf } from './i18n';
import { CrossRow, Crosstable, getCrosstable } from './eventApi';
import { eventHref, link, pts } from './eventFormat';

const MAX_SHOWN = 8;

/** Lower case, without accents: "Conceição" and "conceicao" meet. */
export const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The players whose name (or club) holds every word typed, or whose start number it is; best first. */
export function findPlayers(rows: CrossRow[], query: string): CrossRow[] {
  const q = fold(query.trim());
  if (!q) return [];
  if (/^\d+$/.test(q)) return rows.filter(r => r.startNo === Number(q));
  const words = q.split(/\s+/);
  const hits = rows.filter(r => { const text = fold(`${r.name} ${r.club ?? ''}`); return words.every(w => text.includes(w)); });
  // A name that starts with what was typed first, then by rank.
  return hits.sort((a, b) => Number(!fold(a.name).startsWith(q)) - Number(!fold(b.name).startsWith(q)) || a.rank - b.rank);
}

const key = (eventId: number) => `tabuleiro.follow.${eventId}`;

/** The start numbers this device follows in the event. */
export function followed(eventId: number): number[] {
  try {
    const v = JSON.parse(localStorage.getItem(key(eventId)) ?? '[]');
    return Array.isArray(v) ? v.filter(n => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

function setFollowed(eventId: number, nos: number[]): void {
  if (nos.length === 0) localStorage.removeItem(key(eventId));
  else localStorage.setItem(key(eventId), JSON.stringify(nos));
}

/** Where the player plays in the last round they are in: "Rodada 3 · mesa 5 · brancas contra 12. Ana". */
function whereNow(c: Crosstable, p: CrossRow, byNo: Map<number, CrossRow>): string {
  for (let r = c.round; r >= 1; r--) {
    const cell = p.rounds[r - 1];
    if (!cell) continue;
    if (cell.opponent === null) return tf('evf.byeIn', { n: r });
    const opp = byNo.get(cell.opponent);
    return tf('evf.playsAt', { n: r, board: cell.board ?? '', color: cell.color === 'w' ? t('evf.whites') : t('evf.blacks'),
      opponent: opp ? `${opp.startNo}. ${opp.name}` : String(cell.opponent) });
  }
  return t('evf.notPaired');
}

/**
 * The search box and the followed players' line for one event's pages. {@code refresh(body)} is called after each
 * drawing of the page: it reads the crosstable again when the event changed and marks the followed players' rows.
 */
export function playerFinder(eventId: number): { box: HTMLElement; refresh: (body: HTMLElement) => Promise<void> } {
  let table: Crosstable | null = null;
  let body: HTMLElement | null = null;
  const input = h('input', { type: 'search', name: 'player-search', autocomplete: 'off', enterkeyhint: 'search',
    placeholder: t('evf.placeholder'), 'data-testid': 'player-search', 'aria-controls': `found-${eventId}` }) as HTMLInputElement;
  const found = h('ul.found', { id: `found-${eventId}`, 'data-testid': 'player-found', 'aria-live': 'polite' });
  const following = h('p.following', { 'data-testid': 'following' });
  const box = h('div.player-finder.no-print',
    h('form.finder', { role: 'search', onsubmit: (ev: Event) => ev.preventDefault() }, h('label', t('evf.search'), input)), found, following);
  input.addEventListener('input', () => show());
  input.addEventListener('keydown', ev => { if (ev.key === 'Escape') { input.value = ''; show(); } });

  function show(): void {
    const q = input.value;
    if (!table || !q.trim()) { found.replaceChildren(); return; }
    const c = table;
    const byNo = new Map(c.players.map(p => [p.startNo, p]));
    const hits = findPlayers(c.players, q);
    const mine = new Set(followed(eventId));
    found.replaceChildren(...(hits.length === 0 ? [h('li.muted', tf('evf.none', { q: q.trim() }))] : [
      ...hits.slice(0, MAX_SHOWN).map(p => h('li', { 'data-start-no': p.startNo },
        h('span.found-who', link(eventHref(eventId, `/jogador/${p.startNo}`), `${p.startNo}. ${p.name}`, { class: 'pname' }),
          p.club ? h('span.muted', ` · ${p.club}`) : null, h('span.muted', ` · ${tf('evf.points', { pts: pts(p.points) })}`)),
        h('span.found-where', whereNow(c, p, byNo)),
        h('button.small', { type: 'button', 'aria-pressed': String(mine.has(p.startNo)), 'data-testid': 'follow',
          onclick: () => toggle(p.startNo) }, mine.has(p.startNo) ? t('evf.unfollow') : t('evf.follow')))),
      ...(hits.length > MAX_SHOWN ? [h('li.muted', tf('evf.more', { n: hits.length - MAX_SHOWN }))] : [])]));
  }

  function toggle(no: number): void {
    const now = followed(eventId);
    setFollowed(eventId, now.includes(no) ? now.filter(n => n !== no) : [...now, no]);
    show();
    mark();
  }

  /** The followed players' rows marked on the page, and where each plays now said in the header. */
  function mark(): void {
    const nos = followed(eventId);
    if (body) {
      body.querySelectorAll('tr.followed').forEach(r => r.classList.remove('followed'));
      for (const no of nos) {
        body.querySelectorAll(`tr[data-start-no="${no}"], tr[data-bye="${no}"]`).forEach(r => r.classList.add('followed'));
        body.querySelectorAll(`a.pname[href$="/jogador/${no}"]`).forEach(a => a.closest('tr')?.classList.add('followed'));
      }
    }
    if (!table || nos.length === 0) { following.replaceChildren(); return; }
    const c = table;
    const byNo = new Map(c.players.map(p => [p.startNo, p]));
    following.replaceChildren(h('span.label', t('evf.following')), ...nos.map(no => byNo.get(no)).filter((p): p is CrossRow => !!p)
      .map(p => h('span.chip', { 'data-start-no': p.startNo }, link(eventHref(eventId, `/jogador/${p.startNo}`), p.name, { class: 'pname' }),
        ' — ', whereNow(c, p, byNo))));
  }

  async function refresh(drawn: HTMLElement): Promise<void> {
    body = drawn;
    try {
      table = await getCrosstable(eventId);
    } catch {
      // An event without a published round yet, or a hidden one: nothing to find.
      table = null;
    }
    show();
    mark();
  }

  return { box, refresh };
}
