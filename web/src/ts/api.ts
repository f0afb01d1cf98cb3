// The JSON API (docs/server/api.md): every changing request carries the CSRF token from the last session answer.
import { setLang, langOfAccount } from './i18n';
export interface Account { username: string; displayName?: string; roles?: string[]; language?: string | null }
export interface SessionInfo { signedIn: boolean; account: Account | null; csrfToken: string }

export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) { super(message); }
}

let csrf = '';
export const csrfToken = () => csrf;
export let me: Account | null = null;

export async function loadSession(): Promise<SessionInfo> {
  return remember(await call('GET', '/api/session'));
}

export function remember(s: SessionInfo): SessionInfo {
  csrf = s.csrfToken;
  me = s.signedIn ? s.account : null;
  // The account's language wins over the browser's (not kept in this browser: another account may sign in here).
  if (me?.language) setLang(langOfAccount(me.language), false);
  return s;
}

/** The club's admins: the admin page (/administracao). */
export const isAdmin = () => !!me?.roles?.includes('admin');

/** Set in this tab when the club's first account signs up: the admin page then says it is the admin. */
export const FIRST_ADMIN_KEY = 'tabuleiro.firstAdmin';

/** Moderators and admins moderate the chat (mute, the reports' page). */
export const isModerator = () => !!me?.roles?.some(r => r === 'moderator' || r === 'admin');

/**
 * What the page is still waiting for (API answers, a game's first state): `<html data-busy="N">` while any, no
 * attribute once all came. Browser tests wait for it instead of a fixed time (testing docs: server/README.md).
 */
let waiting = 0;
function setWaiting(delta: number): void {
  waiting += delta;
  if (waiting > 0) document.documentElement.dataset.busy = String(waiting);
  else delete document.documentElement.dataset.busy;
}

/** Marks the page busy until the returned function is called (once; later calls do nothing). */
export function busyUntil(): () => void {
  setWaiting(1);
  let done = false;
  return () => { if (!done) { done = true; setWaiting(-1); } };
}

export async function call<T = any>(method: string, path: string, body?: unknown): Promise<T> {
  const done = busyUntil();
  try { return await request<T>(method, path, body); } finally { done(); }
}

async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') headers['X-CSRF-Token'] = csrf;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (res.status === 204) return null as T;
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, json?.error?.code ?? 'http_' + res.status, json?.error?.message ?? res.statusText);
  return json as T;
}
