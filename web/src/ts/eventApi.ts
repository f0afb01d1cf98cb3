// The events API (docs/server/events.md): the shapes the pages read, the CSV upload, and the live watch: a
// page polls the event's version every few seconds and reads its data again only when the version moved.
import { call, csrfToken, ApiError, me } from './api';

export interface Arbiter { username: string; chief: boolean }
export interface EventInfo {
  id: number; name: string; place: string | null; startsOn: string | null; endsOn: string | null; organiser: string | null;
  game: string; timeControl: string; system: string; rounds: number; roundsPaired: number; draftRound: number | null;
  requestedByes: string[];
  pointSystem: { win: number; draw: number; loss: number; absence: number }; tiebreaks: string[]; ratingUsed: string;
  season: number | null; published: boolean; categories: 'school' | { name: string; fromYear: number | null; toYear: number | null; cycles?: string[] }[];
  schoolBest: number; arbiters: Arbiter[]; createdAt: string;
  /** A team event's boards per match and match points ("2/1/0" or "3/2/1/0"). */
  boards?: number; matchPoints?: string;
}
/** A tiebreak column: its code, names, and which way is better (only BC is "lower"). */
export interface TiebreakName { code: string; name: string; nameEn: string; better: 'higher' | 'lower' }
export interface StandingRow {
  rank: number; startNo: number; name: string; club: string | null; gender: string | null; birthYear: number | null;
  federation: string | null; rating: number; points: string; values: (string | null)[]; withdrawnFrom: number | null;
}
export interface Standings { round: number; complete: boolean; category: string | null; gender: string | null; tiebreaks: TiebreakName[]; rows: StandingRow[] }
export interface RoundCell {
  round: number; board: number | null; color: 'w' | 'b' | null; opponent: number | null; result: string | null; game: string | null;
  score: number; points: number;
}
export interface CrossRow extends StandingRow { rounds: RoundCell[] }
export interface Crosstable { round: number; complete: boolean; tiebreaks: TiebreakName[]; players: CrossRow[] }
export interface Category { name: string; fromYear: number | null; toYear: number | null; cycles?: string[]; players: number; F: number; M: number }
export interface Opponent { startNo: number; name: string; club: string | null; rating: number; rank: number; points: string }
export interface Card {
  round: number; tiebreaks: TiebreakName[];
  player: StandingRow & { categories: string[]; byes: Record<string, string> };
  rounds: (Omit<RoundCell, 'opponent'> & { opponent: Opponent | null })[];
}
export interface Placed { rank: number; startNo: number; name: string; club: string | null; points: number }
export interface Medals { medals: { category: string; gender: string; players: Placed[] }[] }
export interface School { rank: number; school: string; points: number; pupils: number; incomplete: boolean; absent: boolean; counted: Placed[] }
export interface Schools { category: string | null; best: number; schools: School[] }
export interface Player {
  startNo: number; name: string; gender: string | null; birthYear: number | null; birthDate: string | null; club: string | null;
  fideId: string | null; federation: string | null; rating: number; account: string | null; withdrawnFrom: number | null;
  byes: Record<string, string>;
  /** The pupil's school cycle: 1, 2, 3 or sec; null when the list did not say. */
  cycle?: string | null;
  /** A hybrid event's player who plays online. */
  remote?: boolean;
}
export interface Board { board: number; white: number; black: number | null; bye?: string; result: string | null; version: number }
export interface Round { round: number; published: boolean; boards: Board[] }
/** What a draft round's change breaks of the Dutch rules (C.04), in Portuguese. */
export interface Break { rule: string; absolute: boolean; players: number[]; message: string }

export interface TeamRow { rank: number; team: number; name: string; matchPoints: string; gamePoints: string; values: (string | null)[] }
export interface TeamStandings { round: number; complete: boolean; tiebreaks: TiebreakName[]; rows: TeamRow[] }
export interface Match {
  match: number; white: number; whiteName: string; black: number | null; blackName: string | null; bye?: boolean;
  boards: number[]; whiteGamePoints: number; blackGamePoints: number; finished: boolean;
}

export const eventPath = (id: number, rest = '') => `/api/events/${id}${rest}`;
export const isTeamEvent = (e: EventInfo) => e.system.startsWith('team-');
export const getMatches = (id: number, round: number) => call<{ round: number; matches: Match[] }>('GET', eventPath(id, `/rounds/${round}/matches`));
export const getEvent = (id: number) => call<EventInfo>('GET', eventPath(id));
export const getCategories = (id: number) => call<{ season: number; categories: Category[] }>('GET', eventPath(id, '/categories'));
export const getCrosstable = (id: number) => call<Crosstable>('GET', eventPath(id, '/crosstable'));
export const getPlayers = (id: number) => call<{ players: Player[] }>('GET', eventPath(id, '/players'));

export function getStandings(id: number, category: string, gender: string): Promise<Standings> {
  const q = new URLSearchParams();
  if (category) q.set('category', category);
  if (gender) q.set('gender', gender);
  const s = q.toString();
  return call<Standings>('GET', eventPath(id, '/standings' + (s ? '?' + s : '')));
}

/** May the signed-in account change this event (one of its arbiters, or a club admin)? */
export function canManage(e: EventInfo): boolean {
  if (!me) return false;
  return (me.roles ?? []).includes('admin') || e.arbiters.some(a => a.username === me!.username);
}

export function isArbiterAccount(): boolean {
  const roles = me?.roles ?? [];
  return roles.includes('arbiter') || roles.includes('admin');
}

/** The content type a list file is sent with: Excel's for an .xlsx (the server also knows it by its bytes), else CSV. */
export function listType(file: Blob & { name?: string }): string {
  return /\.xlsx$/i.test(file.name ?? '') ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv';
}

/** `?cycle=`: the school cycle of the pupils whose line gives none (1, 2, 3, sec; empty: none). */
const cycleQuery = (cycle: string) => cycle ? '?cycle=' + encodeURIComponent(cycle) : '';

/** A players' list (CSV or .xlsx) as it is (the server reads UTF-8 or Windows-1252); the error keeps the line and column. */
export async function uploadCsv(id: number, file: Blob, cycle = ''): Promise<{ imported: number }> {
  const res = await fetch(eventPath(id, '/players') + cycleQuery(cycle), {
    method: 'POST', headers: { 'Content-Type': listType(file), 'X-CSRF-Token': csrfToken(), Accept: 'application/json' },
    body: await file.arrayBuffer(),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) {
    throw new CsvError(res.status, json?.error?.code ?? 'http_' + res.status, json?.error?.message ?? res.statusText,
      json?.error?.line ?? 0, json?.error?.column ?? 0);
  }
  return json;
}

/** A list as the import would read it (docs/server/events.md, `POST .../players/preview`): nothing is stored. */
export interface ListPreview {
  format: string | null; importable: boolean;
  columns: { column: number; header: string; reads: string | null }[];
  rows: { line: number; name: string; gender: string | null; birthYear: number | null; birthDate: string | null; club: string | null;
    cycle: string | null; cycleAssumed: boolean; team: string | null; groups: string[];
    /** A championship's preview only: the section the pupil lands in (null: none, or two). */
    section?: string | null }[];
  refusals: { line: number; column: number; message: string }[];
}

export async function previewList(id: number, file: Blob, cycle = ''): Promise<ListPreview> {
  const res = await fetch(eventPath(id, '/players/preview') + cycleQuery(cycle), {
    method: 'POST', headers: { 'Content-Type': listType(file), 'X-CSRF-Token': csrfToken(), Accept: 'application/json' },
    body: await file.arrayBuffer(),
  });
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, json?.error?.code ?? 'http_' + res.status, json?.error?.message ?? res.statusText);
  return json;
}

export class CsvError extends ApiError {
  constructor(status: number, code: string, message: string, readonly line: number, readonly column: number) { super(status, code, message); }
}

const POLL_MS = 3000;

/**
 * Calls `changed` once at first (the page's first read) and again whenever the event's version moves, checking every
 * 3 s while the page is visible (and at once when it becomes visible again). Returns the function that stops watching.
 */
export function watchEvent(id: number, changed: () => void, onState?: (live: boolean) => void): () => void {
  let etag = '';
  let first = true;
  let stopped = false;
  let busy = false;
  async function poll(): Promise<void> {
    if (stopped || busy || (document.hidden && !first)) return;
    busy = true;
    let answered = false;
    try {
      const res = await fetch(eventPath(id, '/version'), { headers: etag ? { 'If-None-Match': etag } : {}, cache: 'no-store' });
      answered = res.ok || res.status === 304;
      if (res.status === 200) {
        const tag = res.headers.get('ETag') ?? '';
        if (tag !== etag && !stopped) { etag = tag; changed(); }
      }
    } catch { /* offline for now: the next poll tries again */ }
    if (!stopped) {
      onState?.(answered);
      if (first && !answered) changed();  // the page's own read says why (not found, not published)
    }
    first = false;
    busy = false;
  }
  poll();
  const timer = setInterval(poll, POLL_MS);
  const onVisible = () => { if (!document.hidden) poll(); };
  document.addEventListener('visibilitychange', onVisible);
  return () => { stopped = true; clearInterval(timer); document.removeEventListener('visibilitychange', onVisible); };
}
