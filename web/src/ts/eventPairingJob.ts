// A pairing run as a job on the server (POST .../rounds answered 202, or one still running when the page is opened
// again): followed once a second through GET .../pairing until it is done or failed. Nothing on the page waits for
// it: the other buttons keep working while it runs.
import { call, ApiError } from './api';
import { eventPath } from './eventApi';

export interface PairingJob {
  job: number;
  round: number;
  published: boolean;
  state: 'running' | 'done' | 'failed';
  phase: 'reading' | 'pairing' | 'storing' | null;
  elapsedMs: number;
  result?: { round: number };
  error?: { status: number; code: string; message: string };
}

/** Whether an answer of POST .../rounds is a job still running (202) rather than the paired round. */
export const isRunningJob = (x: unknown): x is PairingJob =>
  typeof x === 'object' && x !== null && 'job' in x && (x as PairingJob).state === 'running';

/** The event's latest pairing job on the server, or null when there is none (or the reader may not see it). */
export async function latestJob(eventId: number): Promise<PairingJob | null> {
  try {
    return await call<PairingJob>('GET', eventPath(eventId, '/pairing'));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 403)) return null;
    throw err;
  }
}

/**
 * Follows a running job: `tick` with it every second (for the elapsed seconds), and the job once it ended. Stops
 * when `stillWanted` says the page has moved on.
 */
export async function follow(eventId: number, job: PairingJob, tick: (j: PairingJob) => void,
  stillWanted: () => boolean): Promise<PairingJob | null> {
  let last = job;
  const started = Date.now() - job.elapsedMs;
  while (last.state === 'running') {
    tick({ ...last, elapsedMs: Date.now() - started });
    await new Promise(r => setTimeout(r, 1000));
    if (!stillWanted()) return null;
    const now = await latestJob(eventId);
    if (!now || now.job !== job.job) return null;
    last = now;
  }
  return last;
}
