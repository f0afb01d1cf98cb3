// Stockfish in the browser: the npm `stockfish` package's lite build (Stockfish 19, its NNUE net inside the wasm),
// copied by build.mjs to /assets under its version's name and run as a Web Worker made on demand. The multi-threaded
// build when the page is cross-origin isolated (SharedArrayBuffer; the server sends COOP/COEP on the analysis
// pages), the single-threaded one otherwise. Speaks UCI; one search at a time: a new one waits for the last
// `bestmove` after a `stop`, so no line of an old position is taken for the new one.

declare const STOCKFISH_FILES: { 'lite-single': string; lite: string };

/** The engine as a saved review names it: "Stockfish 19.0.0 lite" (the npm package's version, from the file's name). */
export const ENGINE_NAME = `Stockfish ${/stockfish-([\d.]+)-lite/.exec(STOCKFISH_FILES.lite)?.[1] ?? '?'} lite`;

/** One principal variation as the engine last gave it. `cp`/`mate` from the side to move's point of view. */
export interface EngineLine {
  multipv: number; depth: number; cp?: number; mate?: number; pv: string[]; nodes: number; nps: number;
}

export interface Search {
  fen: string; multiPv: number; depth?: number; nodes?: number;
  /** Each `info` with a PV, all lines of the current depth so far (sorted by multipv). */
  onInfo: (lines: EngineLine[]) => void;
  onDone?: (lines: EngineLine[]) => void;
}

/** True when the page may share memory with workers: the multi-threaded build can run. */
export function isolated(): boolean {
  return (self as any).crossOriginIsolated === true && typeof SharedArrayBuffer !== 'undefined';
}

/** The threads to ask for: all cores but one (both on a machine of two), at most 4; one without shared memory. */
export function threadsAvailable(): number {
  const cores = navigator.hardwareConcurrency || 2;
  return isolated() ? Math.min(4, cores > 2 ? cores - 1 : cores) : 1;
}

/** Parses an `info` line; undefined when it carries no PV (currmove, string...). */
export function parseInfo(line: string): EngineLine | undefined {
  const words = line.split(' ');
  if (words[0] !== 'info') return undefined;
  const pvAt = words.indexOf('pv');
  if (pvAt < 0) return undefined;
  const num = (key: string) => { const i = words.indexOf(key); return i < 0 ? undefined : Number(words[i + 1]); };
  const scoreAt = words.indexOf('score');
  const l: EngineLine = { multipv: num('multipv') ?? 1, depth: num('depth') ?? 0, pv: words.slice(pvAt + 1).filter(w => w),
    nodes: num('nodes') ?? 0, nps: num('nps') ?? 0 };
  if (scoreAt >= 0) {
    if (words[scoreAt + 1] === 'cp') l.cp = Number(words[scoreAt + 2]);
    else if (words[scoreAt + 1] === 'mate') l.mate = Number(words[scoreAt + 2]);
  }
  if (words[scoreAt + 3] === 'lowerbound' || words[scoreAt + 3] === 'upperbound') return undefined;  // not a PV's score
  return l;
}

export class Stockfish {
  readonly threads: number;
  /** The build in use ('lite' threaded, 'lite-single'), for the page to say. */
  readonly flavour: 'lite' | 'lite-single';
  private readonly worker: Worker;
  private ready: Promise<void>;
  private current?: Search;
  private pending?: Search;
  private searching = false;
  private lines: EngineLine[] = [];

  constructor() {
    this.threads = threadsAvailable();
    this.flavour = isolated() ? 'lite' : 'lite-single';
    this.worker = new Worker(STOCKFISH_FILES[this.flavour]);
    let ok: () => void;
    this.ready = new Promise(r => { ok = r; });
    this.worker.onmessage = e => this.read(String(e.data), ok);
    this.send('uci');
  }

  /** Starts `s`, stopping the search going on first. */
  start(s: Search): void {
    this.pending = s;
    if (this.searching) this.send('stop');
    else void this.next();
  }

  /** Stops the search going on (its last lines stay where they were given). */
  stop(): void {
    this.pending = undefined;
    if (this.searching) this.send('stop');
  }

  terminate(): void {
    this.pending = undefined;
    this.worker.terminate();
  }

  private async next(): Promise<void> {
    await this.ready;
    const s = this.pending;
    if (!s || this.searching) return;
    this.pending = undefined;
    this.current = s;
    this.lines = [];
    this.searching = true;
    this.send(`setoption name MultiPV value ${s.multiPv}`);
    this.send(`position fen ${s.fen}`);
    this.send('go' + (s.depth ? ` depth ${s.depth}` : '') + (s.nodes ? ` nodes ${s.nodes}` : '') + (!s.depth && !s.nodes ? ' infinite' : ''));
  }

  private read(line: string, ok: () => void): void {
    if (line === 'uciok') {
      this.send(`setoption name Threads value ${this.threads}`);
      this.send('setoption name Hash value ' + (this.flavour === 'lite' ? 64 : 32));
      this.send('isready');
    } else if (line === 'readyok') ok();
    else if (line.startsWith('info ') && this.current) {
      const l = parseInfo(line);
      if (!l) return;
      // A new depth starts a new set: lines of the last depth stay until the new one reaches them.
      this.lines[l.multipv - 1] = l;
      this.current.onInfo(this.lines.filter(x => x).sort((a, b) => a.multipv - b.multipv));
    } else if (line.startsWith('bestmove')) {
      const done = this.current;
      this.searching = false;
      this.current = undefined;
      if (done && !this.pending) done.onDone?.(this.lines.filter(x => x));
      if (this.pending) void this.next();
    }
  }

  private send(cmd: string): void {
    this.worker.postMessage(cmd);
  }
}
