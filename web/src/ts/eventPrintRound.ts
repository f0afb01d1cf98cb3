// A round's wall prints, read from the crosstable (its published rounds, as the public pages show them): pairings by
// board with each player's points before the round, the alphabetical list (name → board and colour, big enough to
// read from a metre, in two columns) and the result slips (one per board, four to an A4 sheet, cut lines between).
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { CrossRow, EventInfo, getCrosstable, getMatches, isTeamEvent } from './eventApi';
import { pts, resultText } from './eventFormat';
import type { PrintDoc } from './eventPrintHead';
import { printHead } from './eventPrintHead';

interface Game { board: number; white: CrossRow; black: CrossRow; result: string | null }
interface Sitter { player: CrossRow; board: number | null; code: string; score: number }
interface RoundSheet { round: number; games: Game[]; byes: Sitter[]; before: (p: CrossRow) => number }

/** Round n of the published ones (0: the last), or null when it is not published. */
async function readRound(e: EventInfo, n: number): Promise<RoundSheet | null> {
  const published = e.roundsPaired - (e.draftRound ? 1 : 0);
  const round = n || published;
  if (round < 1 || round > published) return null;
  const cross = await getCrosstable(e.id);
  const byNo = new Map(cross.players.map(p => [p.startNo, p]));
  const games: Game[] = [];
  const byes: Sitter[] = [];
  for (const p of cross.players) {
    const c = p.rounds[round - 1];
    if (!c) continue;
    if (c.opponent === null) {
      // A player missing the round ("-": withdrawn, or entered later) is not in the hall: not on the wall either.
      if (c.result !== '-') byes.push({ player: p, board: c.board, code: c.result ?? 'U', score: c.score });
    } else if (c.color === 'w') {
      games.push({ board: c.board!, white: p, black: byNo.get(c.opponent)!, result: c.game });
    }
  }
  games.sort((a, b) => a.board - b.board);
  byes.sort((a, b) => (a.board ?? 9999) - (b.board ?? 9999) || a.player.startNo - b.player.startNo);
  return { round, games, byes, before: p => round === 1 ? 0 : p.rounds[round - 2].points };
}

const notPublished = (n: number) => [h('p.error', { role: 'alert' }, tf('evp.notPaired', { n }))];
const club = (p: CrossRow) => p.club ? h('span.print-club', p.club) : null;

/** Pairings by board: board, start numbers, White, points, result, points, Black; the byes under the boards. */
export const boardsDoc: PrintDoc = async (e, n) => {
  const r = await readRound(e, n);
  if (!r) return notPublished(n);
  const rows = r.games.map(g => h('tr', { 'data-board': g.board },
    h('td.num.board', String(g.board)), h('td.num.no', String(g.white.startNo)),
    h('td.pname', g.white.name, club(g.white)), h('td.num', pts(r.before(g.white))),
    h('td.res', resultText(g.result)),
    h('td.num', pts(r.before(g.black))), h('td.pname', g.black.name, club(g.black)), h('td.num.no', String(g.black.startNo))));
  const byes = (isTeamEvent(e) ? [] : r.byes).map(b => h('tr.bye', { 'data-bye': b.player.startNo },
    h('td.num.board', b.board ? String(b.board) : ''), h('td.num.no', String(b.player.startNo)),
    h('td.pname', b.player.name, club(b.player)), h('td.num', pts(r.before(b.player))),
    h('td.bye-text', { colspan: 4 }, tOr('ev.bye.' + b.code, b.code))));
  // A team event: each match's heading (the teams and their game points) above its boards, as the rounds page has it.
  if (isTeamEvent(e)) {
    const byBoard = new Map(rows.map(row => [Number(row.dataset.board), row]));
    const grouped = (await getMatches(e.id, r.round)).matches.flatMap(m => [
      h('tr.match-head', { 'data-match': m.match }, h('th', { colspan: 8, scope: 'rowgroup' }, m.black === null
        ? `${m.whiteName} — ${t('ev.teamBye')}`
        : `${tf('ev.match', { n: m.match })}: ${m.whiteName} ${pts(m.whiteGamePoints)} – ${pts(m.blackGamePoints)} ${m.blackName}`)),
      ...m.boards.flatMap(b => { const row = byBoard.get(b); byBoard.delete(b); return row ? [row] : []; })]);
    rows.splice(0, rows.length, ...grouped, ...byBoard.values());
  }
  return [h('section.print-sheet', printHead(e, tf('evp.pairingsTitle', { n: r.round })),
    h('table.print-table.print-pairings', { 'data-testid': 'print-pairings' },
      h('thead', h('tr', h('th.num', t('ev.board')), h('th.num', t('ev.no')), h('th', '○ ' + t('ev.white')), h('th.num', t('ev.pts')),
        h('th.res', t('ev.result')), h('th.num', t('ev.pts')), h('th', '● ' + t('ev.black')), h('th.num', t('ev.no')))),
      h('tbody', ...rows, ...byes)))];
};

/** Every player of the round by name: board and colour (or why they have no board), in two big columns. */
export const alphaDoc: PrintDoc = async (e, n) => {
  const r = await readRound(e, n);
  if (!r) return notPublished(n);
  type Line = { p: CrossRow; board: number | null; where: string; color: 'w' | 'b' | null };
  const lines: Line[] = [
    ...r.games.flatMap(g => [{ p: g.white, board: g.board, where: t('evp.whites'), color: 'w' as const },
      { p: g.black, board: g.board, where: t('evp.blacks'), color: 'b' as const }]),
    ...r.byes.map(b => ({ p: b.player, board: b.board, where: tOr('evp.bye.' + b.code, b.code), color: null })),
  ];
  const collator = new Intl.Collator(document.documentElement.lang || 'pt-BR', { sensitivity: 'base', numeric: true });
  lines.sort((a, b) => collator.compare(a.p.name, b.p.name) || a.p.startNo - b.p.startNo);
  return [h('section.print-sheet', printHead(e, tf('evp.alphaTitle', { n: r.round })),
    h('div.alpha-list', { 'data-testid': 'print-alpha' },
      h('div.alpha-head', h('span.alpha-name', t('ev.name')), h('span.alpha-board', t('ev.board')), h('span.alpha-color', t('ev.color'))),
      ...lines.map(l => h('div.alpha-row', { 'data-start-no': l.p.startNo, 'data-board': l.board ?? undefined },
        h('span.alpha-name', l.p.name, club(l.p)),
        h('span.alpha-board', l.board ? String(l.board) : t('evp.noBoard')),
        h('span.alpha-color', { class: l.color === 'w' ? 'alpha-color white' : l.color === 'b' ? 'alpha-color black' : 'alpha-color bye' },
          l.color === 'w' ? '○ ' : l.color === 'b' ? '● ' : '', l.where)))))];
};

/** One slip per board: the round, the board, both players, the three result boxes and three signatures. */
export const slipsDoc: PrintDoc = async (e, n) => {
  const r = await readRound(e, n);
  if (!r) return notPublished(n);
  const box = (label: string) => h('span.slip-box', h('span.slip-square', ''), label);
  const player = (side: string, mark: string, p: CrossRow) => h('div.slip-player',
    h('span.slip-side', mark + ' ' + side), h('span.slip-no', String(p.startNo)), h('span.slip-name', p.name, club(p)),
    h('span.slip-pts', `${t('ev.pts')} ${pts(r.before(p))}`));
  const sign = (label: string) => h('div.slip-sign', h('span.slip-line', ''), h('span.slip-sign-label', label));
  return r.games.map(g => h('section.slip', { 'data-board': g.board, 'data-testid': 'slip' },
    h('div.slip-head', h('span.slip-kind', t('evp.slip')), h('span.slip-event', e.name),
      h('span.slip-round', tf('evp.round', { n: r.round })), h('strong.slip-board', tf('evp.board', { n: g.board }))),
    player(t('ev.white'), '○', g.white), player(t('ev.black'), '●', g.black),
    h('div.slip-result', h('span.slip-mark', t('evp.mark')), box('1-0'), box('½-½'), box('0-1')),
    h('div.slip-signs', sign(t('evp.signWhite')), sign(t('evp.signBlack')), sign(t('evp.signArbiter'))),
    h('span.slip-cut', { 'aria-hidden': 'true' }, '✂ ' + t('evp.cut'))));
};
