// The organiser's pages: create an event (the school preset fills the form), publish it, import players from a CSV or .xlsx
// file (a refusal names its line and column), register one by hand, and edit a player: withdraw, requested byes for
// chosen rounds, the club account it is linked to. Only the event's arbiters and the club's admins get here.
import { h } from './dom';
import { t, tf } from './i18n';
import { call, me } from './api';
import { errorText } from './pages';
import { go } from './main';
import { CsvError, EventInfo, Player, canManage, eventPath, getPlayers, isArbiterAccount, isTeamEvent, previewList, uploadCsv } from './eventApi';
import { previewView } from './eventListPreview';
import type { View } from './eventPages';
import { byeWorth, eventHref, genderName, scroll } from './eventFormat';
import { onlineBody, onlineFields } from './eventOnline';
import { ageGroupEditor } from './eventAgeGroups';

const SCHOOL = { system: 'swiss', rounds: '8', timeControl: '15+5', tiebreakPreset: 'school', ratingUsed: 'none', schoolBest: '3', game: 'chess' };
/** The server's tiebreak presets (docs/server/events.md, "Tiebreak presets"), or a list of codes typed. */
const TIEBREAK_PRESETS = ['school', 'fide-swiss', 'fide-swiss-unrated', 'fide-round-robin', 'own'];
/** A team event's: its own school preset (GP, DE, BSV, BH) or team codes typed. */
const TEAM_TIEBREAK_PRESETS = ['school', 'own'];

export function createEventPage(main: HTMLElement): void {
  if (!me || !isArbiterAccount()) {
    main.append(h('p.error', { role: 'alert' }, me ? t('evm.notArbiter') : t('evm.loginFirst')));
    return;
  }
  const year = new Date().getFullYear();
  // The school year that is running: 2026/2027 from September 2026 to August 2027 (named by its first year).
  const schoolSeason = new Date().getMonth() >= 8 ? year : year - 1;
  const input = (name: string, label: string, attrs: Record<string, unknown> = {}) =>
    h('label', label, h('input', { name, ...attrs }));
  const select = (name: string, label: string, options: [string, string][]) =>
    h('label', label, h('select', { name }, ...options.map(([v, l]) => h('option', { value: v }, l))));
  const groups = ageGroupEditor(() => Number(field('season').value || schoolSeason));
  const error = h('p.error', { role: 'alert' });
  const form = h('form.card.event-form', { 'data-testid': 'event-form' },
    h('h1', t('evm.create')),
    select('preset', t('evm.preset'), [['school', t('evm.preset.school')], ['none', t('evm.preset.none')]]),
    input('name', t('evm.name'), { required: true, maxlength: 100 }),
    h('div.row', input('place', t('evm.place'), { maxlength: 100 }), input('organiser', t('evm.organiser'), { maxlength: 100 })),
    h('div.row', input('startsOn', t('evm.startsOn'), { type: 'date' }), input('endsOn', t('evm.endsOn'), { type: 'date' })),
    h('div.row', select('game', t('evm.game'), [['chess', t('game.chess')], ['international', t('game.international')], ['brazilian', t('game.brazilian')]]),
      select('system', t('evm.system'), ['swiss', 'round-robin', 'double-round-robin', 'team-swiss', 'team-round-robin'].map(s => [s, t(('ev.system.' + s) as Parameters<typeof t>[0])]))),
    h('div.row.team-only', input('boards', t('evm.boards'), { type: 'number', min: 1, max: 20, value: 4 }),
      select('matchPoints', t('evm.matchPoints'), [['2/1/0', '2/1/0'], ['3/2/1/0', t('evm.matchPoints3210')]])),
    h('div.row', input('timeControl', t('evm.timeControl'), { required: true }), input('rounds', t('evm.rounds'), { type: 'number', min: 1, max: 50 })),
    select('tiebreakPreset', t('evm.tiebreakPreset'), TIEBREAK_PRESETS.map(p => [p, t(('evm.tb.' + p) as Parameters<typeof t>[0])])),
    input('tiebreaks', t('evm.tiebreaks'), { placeholder: 'BH-C1, BH, SB, DE' }),
    h('div.row', select('ratingUsed', t('evm.ratingUsed'), [['none', t('evm.rating.none')], ['fide', t('evm.rating.fide')], ['club', t('evm.rating.club')]]),
      input('season', t('evm.season'), { type: 'number', min: 1900, max: year + 1 })),
    groups.element,
    h('div.row', input('schoolBest', t('evm.schoolBest'), { type: 'number', min: 1, max: 20 }), input('arbiters', t('evm.arbiters'))),
    h('label.check', h('input', { type: 'checkbox', name: 'published', checked: true }), t('evm.published')),
    onlineFields(), error, h('button.primary', { type: 'submit' }, t('evm.create')));
  const field = (name: string) => form.querySelector(`[name=${name}]`) as HTMLInputElement;
  const preset = () => {
    if (field('preset').value !== 'school') return;
    for (const [k, v] of Object.entries(SCHOOL)) field(k).value = v;
    field('season').value = String(schoolSeason);
    void groups.reload(true);
    system();
  };
  field('preset').addEventListener('change', preset);
  field('season').addEventListener('change', () => { void groups.reload(); });
  const typed = () => { (field('tiebreaks').closest('label') as HTMLElement).hidden = field('tiebreakPreset').value !== 'own'; };
  field('tiebreakPreset').addEventListener('change', typed);
  // A team system: boards and match points asked, and the team tiebreak presets offered.
  const teamRow = form.querySelector('.team-only') as HTMLElement;
  const system = () => {
    const team = field('system').value.startsWith('team-');
    teamRow.hidden = !team;
    const presets = team ? TEAM_TIEBREAK_PRESETS : TIEBREAK_PRESETS;
    const chosen = field('tiebreakPreset').value;
    field('tiebreakPreset').replaceChildren(...presets.map(p => h('option', { value: p, selected: p === chosen },
      t(((team && p === 'school' ? 'evm.tb.schoolTeams' : 'evm.tb.' + p)) as Parameters<typeof t>[0]))));
    typed();
  };
  field('system').addEventListener('change', system);
  system();
  preset();
  form.addEventListener('submit', async e => {
    e.preventDefault();
    error.textContent = '';
    const v = (n: string) => field(n).value.trim();
    const body: Record<string, unknown> = {
      name: v('name'), game: v('game'), system: v('system'), timeControl: v('timeControl'),
      tiebreaks: v('tiebreakPreset') === 'own' ? v('tiebreaks').split(/[,;\s]+/).filter(Boolean) : v('tiebreakPreset'),
      ratingUsed: v('ratingUsed'), published: field('published').checked,
    };
    for (const k of ['place', 'organiser', 'startsOn', 'endsOn']) if (v(k)) body[k] = v(k);
    for (const k of ['rounds', 'season', 'schoolBest']) if (v(k)) body[k] = Number(v(k));
    if (v('system').startsWith('team-')) { body.boards = Number(v('boards')); body.matchPoints = v('matchPoints'); }
    if (v('arbiters')) body.arbiters = v('arbiters').split(/[,;\s]+/).filter(Boolean);
    Object.assign(body, onlineBody(form));
    body.categories = groups.value();
    try {
      const r = await call<{ id: number }>('POST', '/api/events', body);
      go(eventHref(r.id, '/gerir'));
    } catch (err) {
      error.textContent = errorText(err);
    }
  });
  main.append(form);
}

/** The event's settings page for its arbiters: publication, registration, players. */
export const manageView: View = (box, frame) => {
  let open = 0;            // the player whose editor is open
  const notes = new Map<string, HTMLElement>();  // the last message of each form, kept across redraws
  const note = (key: string) => {
    if (!notes.has(key)) notes.set(key, h('p.note', { role: 'status', 'data-testid': 'note-' + key }));
    return notes.get(key)!;
  };
  const say = (key: string, text: string, bad = false) => { const n = note(key); n.textContent = text; n.classList.toggle('error', bad); };
  let pub: HTMLElement | undefined;
  let list: HTMLElement | undefined;
  const teamOf = new Map<number, string>();  // a team event: start number → "team (board)"
  /** After one of this page's own writes: the event read again, then the page (the poll would do it within 3 s). */
  const redraw = async () => {
    frame.event = await call<EventInfo>('GET', eventPath(frame.event.id));
    await draw(true);
  };

  async function draw(force = false): Promise<void> {
    const e = frame.event;
    if (!canManage(e)) { box.replaceChildren(h('p.error', { role: 'alert' }, t('evm.loginFirst'))); return; }
    if (!pub || !list) {
      // The forms are drawn once: a chosen file or a typed name survives another arbiter's change.
      pub = h('section.manage-block');
      list = h('section.manage-block');
      box.replaceChildren(h('div.manage', pub, importForm(e), addForm(e), list));
    }
    pub.replaceChildren(...publication(e));
    // An open editor is drawn again only after this page's own writes, never under the user's fingers.
    if (open && !force) return;
    const [players, teams] = await Promise.all([getPlayers(e.id),
      isTeamEvent(e) ? call<{ teams: { team: number; name: string; players: { startNo: number; board: number }[] }[] }>('GET', eventPath(e.id, '/teams')) : null]);
    teamOf.clear();
    for (const tm of teams?.teams ?? []) for (const p of tm.players) teamOf.set(p.startNo, `${tm.name} (${p.board})`);
    list.replaceChildren(...playerList(e, players.players));
  }

  function publication(e: EventInfo): HTMLElement[] {
    return [
      h('p', h('strong', e.published ? t('evm.isPublished') : t('evm.isHidden')), ' ',
        h('button', { type: 'button', 'data-testid': 'publish', onclick: async () => {
          try { await call('PATCH', eventPath(e.id), { published: !e.published }); say('publish', t('evm.saved')); await redraw(); } catch (err) { say('publish', errorText(err), true); }
        } }, e.published ? t('evm.unpublish') : t('evm.publish'))), note('publish')];
  }

  function importForm(e: EventInfo): HTMLElement {
    const file = h('input', { type: 'file', name: 'csv', 'data-testid': 'csv-file',
      accept: '.csv,.xlsx,text/csv,text/plain,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }) as HTMLInputElement;
    const cycle = importCycle();
    const preview = h('div', { 'aria-live': 'polite' });
    // Choosing a file (or the cycle) shows what the import would read (nothing stored); Importar then stores it.
    const show = async () => {
      note('csv').textContent = '';
      if (!file.files?.length) { preview.replaceChildren(); return; }
      const chosen = file.files[0], chosenCycle = cycle.value;
      preview.replaceChildren(h('p.small.muted', t('evl.reading')));
      try {
        const p = await previewList(e.id, chosen, chosenCycle);
        if (file.files?.[0] === chosen && cycle.value === chosenCycle) preview.replaceChildren(previewView(p));
      } catch (err) { preview.replaceChildren(h('p.error', errorText(err))); }
    };
    file.addEventListener('change', show);
    cycle.addEventListener('change', show);
    const templates = h('p.small', t('evl.template'), ' ',
      h('a', { href: '/api/events/templates/players.csv', download: 'jogadores-modelo.csv', 'data-testid': 'template-csv' }, t('evl.templateCsv')), ' · ',
      h('a', { href: '/api/events/templates/players.xlsx', download: 'jogadores-modelo.xlsx', 'data-testid': 'template-xlsx' }, t('evl.templateXlsx')));
    return h('section.manage-block', h('h2', t('evl.import')), h('p.small.muted', isTeamEvent(e) ? t('evl.helpTeams') : t('evl.help')), templates,
      h('form.inline', { onsubmit: async (ev: Event) => {
        ev.preventDefault();
        if (!file.files?.length) return;
        try {
          const r = await uploadCsv(e.id, file.files[0], cycle.value);
          say('csv', tf('evm.imported', { n: r.imported }));
          preview.replaceChildren();
          await redraw();
        } catch (err) {
          if (err instanceof CsvError && err.line > 0) {
            const where = err.column > 0 ? tf('evm.csvAt', { line: err.line, column: err.column }) : tf('evm.csvLine', { line: err.line });
            const n = note('csv');
            n.replaceChildren(h('strong', { 'data-testid': 'csv-where' }, where), ': ', err.message.replace(/^Linha \d+(, coluna \d+)?: /, ''));
            n.classList.add('error');
          } else say('csv', errorText(err), true);
        }
      } }, h('label', t('evl.file'), file), isTeamEvent(e) ? null : h('label', t('evm.importCycle'), cycle),
      h('button.primary', { type: 'submit', 'data-testid': 'import-list' }, t('evm.importButton'))),
      note('csv'), preview);
  }

  /** The school cycle of a list's pupils whose line gives none (`?cycle=`); empty: the usual one for the age. */
  function importCycle(): HTMLSelectElement {
    return h('select', { name: 'cycle', 'data-testid': 'import-cycle' }, h('option', { value: '' }, t('evm.importCycle.none')),
      ...['1', '2', '3', 'sec'].map(c => h('option', { value: c }, t(('evm.cycle.' + c) as Parameters<typeof t>[0])))) as HTMLSelectElement;
  }

  function addForm(e: EventInfo): HTMLElement {
    const form = h('form.inline', { 'data-testid': 'add-player' },
      h('label', t('ev.name'), h('input', { name: 'name', required: true, maxlength: 100 })),
      isTeamEvent(e) ? h('label', t('evm.team'), h('input', { name: 'team', required: true, maxlength: 100 })) : null,
      isTeamEvent(e) ? h('label', t('evm.board'), h('input', { name: 'board', type: 'number', min: 1, max: 99 })) : null,
      h('label', t('ev.gender'), h('select', { name: 'gender' }, h('option', { value: '' }, '—'), h('option', { value: 'F' }, t('ev.F')), h('option', { value: 'M' }, t('ev.M')))),
      h('label', t('evm.birthYear'), h('input', { name: 'birthYear', type: 'number', min: 1900, max: 2100 })),
      h('label', t('ev.club'), h('input', { name: 'club', maxlength: 100 })),
      h('button', { type: 'submit' }, t('evm.add')));
    form.addEventListener('submit', async ev => {
      ev.preventDefault();
      const d = Object.fromEntries(new FormData(form as HTMLFormElement)) as Record<string, string>;
      const body: Record<string, unknown> = { name: d.name };
      if (d.gender) body.gender = d.gender;
      if (d.birthYear) body.birthYear = Number(d.birthYear);
      if (d.club) body.club = d.club;
      if (d.team) body.team = d.team;
      if (d.board) body.board = Number(d.board);
      try { await call('POST', eventPath(e.id, '/players'), body); say('add', tf('evm.added', { name: d.name })); (form as HTMLFormElement).reset(); await redraw(); }
      catch (err) { say('add', errorText(err), true); }
    });
    return h('section.manage-block', h('h2', t('evm.addOne')), form, note('add'));
  }

  function playerList(e: EventInfo, players: Player[]): HTMLElement[] {
    const hybrid = (e as EventInfo & { mode?: string }).mode === 'hybrid';
    const rows: HTMLElement[] = [];
    for (const p of players) {
      const status = [p.withdrawnFrom ? tf('ev.withdrawn', { n: p.withdrawnFrom }) : '',
        ...Object.entries(p.byes).map(([r, k]) => `bye ${byeWorth(k)} ${tf('ev.round', { n: r })}`)].filter(Boolean).join('; ');
      rows.push(h('tr', { 'data-start-no': p.startNo },
        h('td.num', String(p.startNo)), h('td', p.name), h('td', genderName(p.gender)), h('td.num', p.birthYear ? String(p.birthYear) : ''),
        h('td.club', teamOf.get(p.startNo) ?? p.club ?? ''), h('td.num', p.rating ? String(p.rating) : ''), h('td', p.account ?? ''),
        h('td.status', status || t('evm.active')),
        hybrid ? h('td', where(e, p)) : null,
        h('td', h('button.small', { type: 'button', 'data-testid': 'edit-' + p.startNo, onclick: () => { open = open === p.startNo ? 0 : p.startNo; redraw(); } },
          open === p.startNo ? t('evm.close') : t('evm.edit')))));
      if (open === p.startNo) rows.push(h('tr.editor', { 'data-editor-for': p.startNo }, h('td', { colspan: hybrid ? 10 : 9 }, editor(e, p))));
    }
    return [h('h2', tf('evm.players', { n: players.length })), h('p.small.muted', { 'data-testid': 'where-help', hidden: !hybrid }, t('on.whereHelp')),
      note('where'), players.length === 0 ? h('p.muted', t('ev.noPlayers')) :
      scroll(h('table.ev-table.players-table', { 'data-testid': 'players' },
        h('thead', h('tr', h('th.num', t('ev.no')), h('th', t('ev.name')), h('th', t('ev.gender')), h('th.num', t('evm.birthYear')),
          h('th.club', isTeamEvent(e) ? t('evm.team') : t('ev.club')), h('th.num', t('ev.rating')), h('th', t('evm.account')), h('th', t('evm.status')),
          hybrid ? h('th', t('on.where')) : null, h('th', ''))),
        h('tbody', ...rows)))];
  }

  /**
   * A hybrid event's switch for one player: online (a club game when the opponent is online too) or over the board.
   * It counts for the rounds paired after it; a player without a linked account always plays over the board.
   */
  function where(e: EventInfo, p: Player): HTMLElement {
    const online = !!p.remote;
    return h('span.where', h('span.badge', { 'data-testid': 'where-' + p.startNo, 'data-remote': String(online) },
      online ? t('on.whereOnline') : t('on.whereBoard')), ' ',
      h('button.small', { type: 'button', 'data-testid': 'where-toggle-' + p.startNo, onclick: async () => {
        try { await call('PATCH', eventPath(e.id, `/players/${p.startNo}`), { remote: !online }); say('where', t('evm.saved')); await redraw(); }
        catch (err) { say('where', errorText(err), true); }
      } }, online ? t('on.whereToBoard') : t('on.whereToOnline')),
      online && !p.account ? h('span.small.muted', ` (${t('on.whereNoAccount')})`) : '');
  }

  /** The player's details as registered, corrected in place (a misspelt name, the wrong year or cycle): only what changed is sent. */
  function detailsForm(p: Player, patch: (body: unknown) => Promise<void>): HTMLElement {
    const opt = (v: string, label: string, on: boolean) => h('option', { value: v, selected: on }, label);
    const form = h('form.inline.player-details', { 'data-testid': 'player-details' },
      h('label', t('ev.name'), h('input', { name: 'name', required: true, maxlength: 100, value: p.name })),
      h('label', t('ev.gender'), h('select', { name: 'gender' }, opt('', '—', !p.gender), opt('F', t('ev.F'), p.gender === 'F'), opt('M', t('ev.M'), p.gender === 'M'))),
      h('label', t('evm.birthYear'), h('input', { name: 'birthYear', type: 'number', min: 1900, max: 2100, value: p.birthYear ?? '' })),
      h('label', t('ev.club'), h('input', { name: 'club', maxlength: 100, value: p.club ?? '' })),
      h('label', t('evm.cycle'), h('select', { name: 'cycle' }, opt('', t('evm.importCycle.none'), !p.cycle),
        ...['1', '2', '3', 'sec'].map(c => opt(c, t(('evm.cycle.' + c) as Parameters<typeof t>[0]), p.cycle === c)))),
      h('button', { type: 'submit', 'data-testid': 'save-details' }, t('evm.saveDetails')));
    form.addEventListener('submit', ev => {
      ev.preventDefault();
      const d = Object.fromEntries(new FormData(form as HTMLFormElement)) as Record<string, string>;
      const body: Record<string, unknown> = {};
      if (d.name.trim() !== p.name) body.name = d.name.trim();
      if ((d.gender || null) !== p.gender) body.gender = d.gender || null;
      const year = d.birthYear ? Number(d.birthYear) : null;
      if (year !== p.birthYear) body.birthYear = year;
      if ((d.club.trim() || null) !== (p.club ?? null)) body.club = d.club.trim() || null;
      if ((d.cycle || null) !== (p.cycle ?? null)) body.cycle = d.cycle || null;
      if (Object.keys(body).length === 0) { say('player', t('evm.nothingChanged')); return; }
      patch(body);
    });
    return form;
  }

  function editor(e: EventInfo, p: Player): HTMLElement {
    const patch = async (body: unknown) => {
      try { await call('PATCH', eventPath(e.id, `/players/${p.startNo}`), body); say('player', t('evm.saved')); await redraw(); }
      catch (err) { say('player', errorText(err), true); }
    };
    const next = e.roundsPaired + 1;
    const wdRound = h('input', { type: 'number', name: 'withdrawnFrom', min: next, max: Math.max(next, e.rounds), value: next }) as HTMLInputElement;
    const byeRound = h('input', { type: 'number', name: 'byeRound', min: next, max: Math.max(next, e.rounds), value: next }) as HTMLInputElement;
    const kinds: Record<string, string> = { H: t('evm.byeHalf'), Z: t('evm.byeZero'), F: t('evm.byeFull') };
    const byeKind = h('select', { name: 'byeKind' }, ...(e.requestedByes ?? ['H', 'Z']).map(k => h('option', { value: k }, kinds[k] ?? k))) as HTMLSelectElement;
    const account = h('input', { name: 'account', placeholder: t('evm.username') }) as HTMLInputElement;
    return h('div.player-editor', { 'data-testid': 'editor' },
      detailsForm(p, patch),
      h('div.inline', ...(p.withdrawnFrom
        ? [h('button', { type: 'button', onclick: () => patch({ withdrawnFrom: null }) }, t('evm.reinstate'))]
        : [h('label', t('evm.withdrawFrom'), wdRound), h('button', { type: 'button', 'data-testid': 'withdraw', onclick: () => patch({ withdrawnFrom: Number(wdRound.value) }) }, t('evm.withdraw'))])),
      isTeamEvent(e) ? null : h('div.inline', h('label', t('evm.byeRound'), byeRound), h('label', t('evm.byeKind'), byeKind),
        h('button', { type: 'button', 'data-testid': 'add-bye', onclick: () => patch({ byes: { [byeRound.value]: byeKind.value } }) }, t('evm.addBye')),
        ...Object.entries(p.byes).filter(([r]) => Number(r) > e.roundsPaired).map(([r, k]) =>
          h('button.small', { type: 'button', onclick: () => patch({ byes: { [r]: null } }) }, `${t('evm.removeBye')} ${r} (${byeWorth(k)})`))),
      h('div.inline', ...(p.account
        ? [h('span', p.account), h('button', { type: 'button', onclick: () => patch({ account: null }) }, t('evm.unlink'))]
        : [h('label', t('evm.account'), account), h('button', { type: 'button', onclick: () => patch({ account: account.value.trim() }) }, t('evm.link'))])),
      note('player'));
  }

  return () => draw();
};
