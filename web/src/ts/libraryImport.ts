// A collection's import box (/biblioteca/{id}, its owner only): a file sent with a progress bar, then the job polled
// (GET /api/library/jobs/{id}) to its report. The collection's latest unfinished import is shown when the page
// opens (GET /api/library/collections/{id}/jobs), so a reload or a server restart loses nothing; an import the
// server could not go on with by itself (its file gone) has "Continuar": the same file sent again to
// POST /api/library/jobs/{id}/resume, and the import goes on from where it stopped.
import { h } from './dom';
import { call, csrfToken } from './api';
import { errorText } from './pages';
import { lt } from './libraryText';

interface Refused { game: number; line: number; message: string }
interface Job {
  job: number; state: 'running' | 'done' | 'interrupted'; source: string; bytes: number; bytesRead: number;
  gamesRead: number; gamesDone: number; imported: number; duplicates: number; refusedCount: number; resumed: number;
  refused?: Refused[]; error?: string;
}

/** Sends a file as a request's body with its upload progress; `done` gets the status and the JSON answer. */
function sendFile(url: string, f: File, progress: (percent: number) => void, done: (status: number, body: any) => void): void {
  const xhr = new XMLHttpRequest();
  xhr.open('POST', url);
  xhr.setRequestHeader('X-CSRF-Token', csrfToken());
  xhr.setRequestHeader('Content-Type', 'application/octet-stream');
  xhr.upload.onprogress = ev => { if (ev.lengthComputable) progress(Math.round(100 * ev.loaded / ev.total)); };
  xhr.onload = () => {
    let body: any = {};
    try { body = JSON.parse(xhr.responseText || '{}'); } catch { body = {}; }
    done(xhr.status, body);
  };
  xhr.onerror = () => done(0, { error: { message: errorText(new Error('network')) } });
  xhr.send(f);
}

export function importBox(collection: number, timers: number[], stopped: () => boolean, onCount: (n: number) => void): HTMLElement {
  const file = h('input', { type: 'file', accept: '.pgn,.pdn,.txt', 'aria-label': lt('import') }) as HTMLInputElement;
  const bar = h('progress', { max: 100, value: 0, 'data-testid': 'lib-progress', hidden: true }) as HTMLProgressElement;
  const status = h('p.lib-status', { 'aria-live': 'polite', 'data-testid': 'lib-status' });
  const report = h('div.lib-report', { 'data-testid': 'lib-report' });
  const send = h('button.primary', { type: 'submit' }, lt('send')) as HTMLButtonElement;
  const upload = (url: string, f: File) => {
    send.disabled = true;
    bar.hidden = false;
    bar.value = 0;
    sendFile(url, f, p => { bar.value = p; status.textContent = lt('uploading', { p }); }, (code, body) => {
      if (code === 202) { bar.value = 0; report.replaceChildren(); poll(body.job); return; }
      status.textContent = body?.error?.message ?? String(code);
      send.disabled = false;
    });
  };
  const poll = (job: number) => {
    call<Job>('GET', `/api/library/jobs/${job}`).then(j => {
      if (stopped()) return;
      bar.hidden = false;
      bar.value = j.bytes ? Math.round(100 * j.bytesRead / j.bytes) : 0;
      status.textContent = lt(j.resumed ? 'importingResumed' : 'importing', { n: j.gamesRead });
      if (j.state === 'running') { send.disabled = true; timers.push(window.setTimeout(() => poll(job), 400)); return; }
      send.disabled = false;
      status.textContent = '';
      if (j.state === 'interrupted') { bar.hidden = true; report.replaceChildren(...interrupted(j, upload)); return; }
      bar.value = 100;
      report.replaceChildren(...[h('h3', lt('report')), h('ul',
        h('li', lt('read', { n: j.gamesRead })), h('li', { 'data-testid': 'lib-imported' }, lt('imported', { n: j.imported })),
        h('li', lt('duplicates', { n: j.duplicates })), h('li', lt('refused', { n: j.refusedCount }))),
        j.resumed ? h('p', lt('resumedNote', { n: j.resumed })) : null,
        j.error ? h('p.error', lt('stopped', { msg: j.error })) : null,
        j.refused?.length ? h('ol.lib-refused', ...j.refused.map(r => h('li', r.message))) : null]
        .filter((x): x is HTMLElement => x !== null));
      call<{ games: number }>('GET', `/api/library/collections/${collection}`).then(x => onCount(x.games), () => undefined);
    }, e => { status.textContent = errorText(e); send.disabled = false; });
  };
  const form = h('form.lib-import', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      const f = file.files?.[0];
      if (f) upload(`/api/library/collections/${collection}/import`, f);
    },
  }, h('p', lt('importHint')), file, ' ', send, bar, status);
  // The latest import not ended, if any: still running (after a reload, or resumed after a restart) or interrupted.
  call<{ jobs: Job[] }>('GET', `/api/library/collections/${collection}/jobs`).then(r => {
    const open = r.jobs.find(j => j.state !== 'done');
    if (open && !stopped()) poll(open.job);
  }, () => undefined);
  return h('section.lib-import-box', h('h2', lt('import')), form, report);
}

/** An interrupted import: why, and "Continuar" with the same file (an upload), or what to do (the club's games). */
function interrupted(j: Job, upload: (url: string, f: File) => void): HTMLElement[] {
  const why = h('p.error', { role: 'alert', 'data-testid': 'lib-interrupted' }, j.error ?? '');
  if (j.source !== 'upload') return [why];
  const again = h('input', { type: 'file', accept: '.pgn,.pdn,.txt', 'aria-label': lt('resumeFile') }) as HTMLInputElement;
  const form = h('form.lib-resume', {
    onsubmit: (e: Event) => {
      e.preventDefault();
      const f = again.files?.[0];
      if (f) upload(`/api/library/jobs/${j.job}/resume`, f);
    },
  }, h('p', lt('resumeHint', { n: j.gamesDone + 1 })), again, ' ',
    h('button.primary', { type: 'submit', 'data-testid': 'lib-resume' }, lt('resume')));
  return [why, form];
}
