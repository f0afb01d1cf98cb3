// The arbiter's rounds page: pair the next round, unpair the last one while it has no result, and enter each board's
// result with one button (1-0, ½-½, 0-1, + −, − +, − −). Every write sends the board's version: a board another
// arbiter changed meanwhile is refused (409 board_changed), and the refusal stays on that board until the next write.
import { h } from './dom';
import { t, tf, tOr } from './i18n';
import { call, ApiError } from './api';
import { errorText } from './pages';
import { go } from './main';
import { Board, Round, canManage, eventPath, getCrosstable, getMatches, isTeamEvent } from './eventApi';
import { draftTable } from './eventDraft';
import { roundPrintBar } from './eventPrint';
import { keyEntry } from './eventResultKeys';
import { PairingJob, follow, isRunningJob, latestJob } from './eventPairingJob';
import type { View } from './eventPages';
import { eventHref, link, pts, resultText, roundTitle, scroll } from './eventFormat';

const RESULTS = ['1-0', '1/2-1/2', '0-1', '+-', '-+', '--', '0-0', '*'];

export const resultsView = (n: number): View => (box, frame) => {
  const messages = new Map<number, { text: string; bad: boolean }>();  // board → last message, across redraws
  const boards = new Map<number, Board>();  // what each board's buttons send: its result and version as last read
  const rows = new Map<number, HTMLElement>();
  const top = h('p.note', { role: 'status', 'data-testid': 'round-note' });
  let shown = 0;  // the round whose rows are on the page
  let parts: HTMLElement[] = [];  // the navigation, actions and heading above them
  let pairing: PairingJob | null = null;  // a pairing job running on the server (no pair button meanwhile)
  let askedForJob = false;  // whether the page asked, once, for a job started before it was opened
  const keys = keyEntry({
    boards: () => [...rows.keys()].map(k => boards.get(k)).filter((b): b is Board => !!b),
    row: board => rows.get(board),
    save: (board, result, version) => send(shown, board, result, version),
  });

  async function draw(): Promise<void> {
    const e = frame.event;
    if (!canManage(e)) { box.replaceChildren(h('p.error', { role: 'alert' }, t('evm.loginFirst'))); return; }
    if (!askedForJob) {
      askedForJob = true;  // a page opened again while its pairing runs follows it
      latestJob(e.id).then(j => { if (j && j.state === 'running' && !pairing) track(j); }).catch(() => {});
    }
    const round = n && n <= e.roundsPaired ? n : e.roundsPaired;
    const [cross, r] = await Promise.all([getCrosstable(e.id), round ? call<Round>('GET', eventPath(e.id, `/rounds/${round}`)) : Promise.resolve(null)]);
    const byNo = new Map(cross.players.map(p => [p.startNo, p]));
    // An adjourned game ("*") has no result yet: the next round waits for it.
    const missing = r ? r.boards.filter(b => b.black !== null && (b.result === null || b.result === '*')).length : 0;
    const last = round === e.roundsPaired;
    const draft = r !== null && r.published === false;
    const more = !pairing && (e.rounds === 0 || e.roundsPaired < e.rounds);  // a round robin's rounds are set at round 1
    const actions = h('div.round-actions',
      draft ? h('button.primary', { type: 'button', 'data-testid': 'publish-round', onclick: () => publish(round) }, tf('evm.publishRound', { n: round })) : null,
      !draft && last && missing === 0 && more ? h('button.primary', { type: 'button', 'data-testid': 'pair', onclick: () => pair(true) }, tf('evm.pair', { n: e.roundsPaired + 1 })) : null,
      !draft && last && missing === 0 && more && e.system === 'swiss'
        ? h('button', { type: 'button', 'data-testid': 'pair-draft', onclick: () => pair(false) }, tf('evm.pairDraft', { n: e.roundsPaired + 1 })) : null,
      !pairing && !more && missing === 0 ? h('span.muted', t('evm.allPaired')) : null,
      last && r && r.boards.every(b => b.result === null)
        ? h('button.danger', { type: 'button', 'data-testid': 'unpair', onclick: () => unpair(round) }, tf('evm.unpair', { n: round })) : null,
      r && !draft ? roundPrintBar(e, round) : null);
    const nav = h('nav.round-nav', ...Array.from({ length: e.roundsPaired }, (_, i) =>
      link(eventHref(e.id, `/gerir/rodadas/${i + 1}`), String(i + 1), { class: i + 1 === round ? 'current' : '', title: roundTitle(i + 1) })));
    if (!r) { box.replaceChildren(actions, top); shown = 0; return; }
    if (draft) {
      const say = (text: string, bad: boolean) => { top.textContent = text; top.classList.toggle('error', bad); };
      box.replaceChildren(nav, actions, top, h('h2', tf('evm.draftOf', { n: round }), h('span.muted.small', ' · ' + t('evm.isDraft'))),
        ...draftTable(e.id, round, r.boards, byNo, draw, say));
      shown = 0;
      return;
    }
    const heading = h('h2', tf('evm.resultsOf', { n: round }), h('span.muted.small', ' · ' + (missing ? tf('evm.missing', { n: missing }) : t('evm.allIn'))));
    // The same round again (a result entered here or elsewhere): the rows change in place, so a click is never lost
    // under a redrawn row.
    if (shown === round && r.boards.length === rows.size && r.boards.every(b => rows.has(b.board))) {
      for (const b of r.boards) if (b.black !== null) update(b);
      keys.refresh();
      const next = [nav, actions, heading];
      parts.forEach((p, i) => p.replaceWith(next[i]));
      parts = next;
      return;
    }
    const before = (no: number) => round === 1 ? 0 : byNo.get(no)?.rounds[round - 2]?.points ?? 0;
    const name = (no: number) => byNo.get(no)?.name ?? String(no);
    rows.clear();
    for (const b of r.boards) {
      rows.set(b.board, b.black === null
        ? h('tr.bye', { 'data-board': b.board }, h('td.num', String(b.board)), h('td', `${b.white}. ${name(b.white)}`),
            h('td.result-buttons', tOr('ev.bye.' + (b.bye ?? 'U'), 'bye')), h('td', ''), h('td.msg', ''))
        : boardRow(round, b, `${b.white}. ${name(b.white)} (${pts(before(b.white))})`, `${b.black}. ${name(b.black)} (${pts(before(b.black))})`));
      if (b.black !== null) update(b);
    }
    shown = round;
    parts = [nav, actions, heading];
    let body: HTMLElement[] = [...rows.values()];
    if (isTeamEvent(e)) {
      // Each match's heading above its boards (the rows stay keyed by board).
      const matches = (await getMatches(e.id, round)).matches;
      body = matches.flatMap(m => [
        h('tr.match-head', { 'data-match': m.match }, h('th', { colspan: 5, scope: 'rowgroup' },
          m.black === null ? `${m.whiteName} — ${t('ev.teamBye')}` : `${tf('ev.match', { n: m.match })}: ${m.whiteName} – ${m.blackName}`)),
        ...m.boards.map(b => rows.get(b)).filter((r): r is HTMLElement => !!r)]);
    }
    box.replaceChildren(nav, actions, top, heading, keys.el,
      scroll(h('table.ev-table.results-table', { 'data-testid': 'results' },
        h('thead', h('tr', h('th.num', t('ev.board')), h('th', t('ev.white')), h('th', t('ev.result')), h('th', t('ev.black')), h('th', ''))),
        h('tbody', ...body))));
    keys.reset();
    if (matchMedia('(pointer: fine)').matches) keys.focus();
  }

  function boardRow(round: number, b: Board, white: string, black: string): HTMLElement {
    const send1 = (res: string | null) => () => send(round, b.board, res);
    // A click on the board's number or players selects it for the keyboard field.
    const pick = (ev: Event) => { if (!(ev.target as HTMLElement).closest('button')) keys.pick(b.board); };
    return h('tr', { 'data-board': b.board, onclick: pick },
      h('td.num', String(b.board)), h('td.white', white),
      h('td.result-buttons', ...RESULTS.map(res => h('button.small.res', {
        type: 'button', 'data-result': res, title: tOr('evm.rt.' + res, res), onclick: send1(res),
      }, resultText(res))), h('button.small.link.clear', { type: 'button', onclick: send1(null), title: t('evm.clear') }, '×')),
      h('td.black', black), h('td', { role: 'alert', class: 'msg' }));
  }

  /** Shows the board's result, version and last message on its row. */
  function update(b: Board): void {
    boards.set(b.board, b);
    const row = rows.get(b.board)!;
    row.dataset.result = b.result ?? '';
    row.dataset.version = String(b.version);
    row.querySelectorAll<HTMLButtonElement>('button.res').forEach(x => x.setAttribute('aria-pressed', String(x.dataset.result === b.result)));
    (row.querySelector('button.clear') as HTMLElement).hidden = b.result === null;
    const m = messages.get(b.board);
    const msg = row.querySelector('td.msg')!;
    msg.textContent = m?.text ?? '';
    msg.className = m?.bad ? 'msg error' : 'msg';
  }

  /** Saves a board's result with `version` (the one last read by default): the board saved, or null when refused. */
  async function send(round: number, board: number, result: string | null, version?: number): Promise<Board | null> {
    const b = boards.get(board)!;
    if (b.result === result && version === undefined) return b;
    let saved: Board | null = null;
    try {
      saved = await call<Board>('PUT', eventPath(frame.event.id, `/rounds/${round}/boards/${board}`), { result, version: version ?? b.version });
      for (const [k, m] of messages) if (!m.bad) { messages.delete(k); if (boards.has(k)) update(boards.get(k)!); }  // only the last success is said
      messages.set(board, { text: tf('evm.resultSaved', { board, result: saved.result ? resultText(saved.result) : t('evm.clear') }), bad: false });
      update(saved);
    } catch (err) {
      const text = err instanceof ApiError && err.code === 'board_changed' ? tf('evm.boardChanged', { board, message: err.message }) : errorText(err);
      messages.set(board, { text, bad: true });
      top.textContent = text;
      top.classList.add('error');
    }
    await draw();
    return saved;
  }

  async function pair(publish: boolean): Promise<void> {
    try {
      const r = await call<{ round: number } | PairingJob>('POST', eventPath(frame.event.id, '/rounds'), publish ? undefined : { publish: false });
      if (isRunningJob(r)) await track(r);  // a long pairing: 202 and a job to follow
      else go(eventHref(frame.event.id, `/gerir/rodadas/${r.round}`));
    } catch (err) {
      top.textContent = errorText(err);
      top.classList.add('error');
    }
  }

  /** Shows a running pairing job's seconds and phase until it ends, then its round (or why it failed). */
  async function track(job: PairingJob): Promise<void> {
    pairing = job;
    top.classList.remove('error');
    const say = (j: PairingJob) => {
      top.textContent = tf('evm.pairing', { n: j.round, s: Math.floor(j.elapsedMs / 1000) })
        + (j.phase ? ' — ' + tOr('evm.pairing.' + j.phase, j.phase) : '');
    };
    say(job);
    await draw();
    let end: PairingJob | null = null;
    try {
      end = await follow(frame.event.id, job, say, () => box.isConnected);
    } finally {
      pairing = null;
    }
    if (!end) return;
    if (end.state === 'done' && end.result) {
      go(eventHref(frame.event.id, `/gerir/rodadas/${end.result.round}`));
    } else {
      top.textContent = end.error?.message ?? t('evm.pairing.failed');
      top.classList.add('error');
      await draw();
    }
  }

  async function publish(round: number): Promise<void> {
    try {
      await call('POST', eventPath(frame.event.id, `/rounds/${round}/publish`));
      frame.event = await call('GET', eventPath(frame.event.id));
      top.textContent = tf('evm.publishedRound', { n: round });
      top.classList.remove('error');
      await draw();
    } catch (err) {
      top.textContent = errorText(err);
      top.classList.add('error');
    }
  }

  async function unpair(round: number): Promise<void> {
    if (!confirm(tf('evm.unpairConfirm', { n: round }))) return;
    try {
      await call('DELETE', eventPath(frame.event.id, `/rounds/${round}`));
      top.textContent = tf('evm.unpaired', { n: round });
      top.classList.remove('error');
      go(eventHref(frame.event.id, '/gerir/rodadas'));
    } catch (err) {
      top.textContent = errorText(err);
      top.classList.add('error');
    }
  }

  return draw;
};
