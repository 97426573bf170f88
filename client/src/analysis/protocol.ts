// Messages between the analysis page and its engine worker (worker.ts), and the worker's
// schedule of slices: pure, so that the unit tests see them without a worker.

/** Page -> worker. */
export type ToWorker =
  /** Analyse this position (moves from Black, "pass" for a pass) until told otherwise. */
  | { type: 'analyse'; key: string; moves: string[] }
  /** Stop analysing (a hidden tab, the switch off); the module stays loaded. */
  | { type: 'stop' };

/** Worker -> page. */
export type FromWorker =
  | { type: 'ready' }
  /** The module could not be loaded or run: the page falls back to the server. */
  | { type: 'failed'; message: string }
  /** One slice's answer for `key` (wasm/analysis.cpp's JSON, read by api.ts's readLocal). */
  | { type: 'answer'; key: string; answer: unknown }
  /** The module refused the position. */
  | { type: 'refused'; key: string; message: string };

/** Engine time of one slice: the worker reads its messages between slices. */
export const SLICE_MS = 200;

export function isToWorker(v: unknown): v is ToWorker {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  if (m.type === 'stop') return true;
  return (
    m.type === 'analyse' &&
    typeof m.key === 'string' &&
    Array.isArray(m.moves) &&
    m.moves.every((x) => typeof x === 'string')
  );
}

export function isFromWorker(v: unknown): v is FromWorker {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  switch (m.type) {
    case 'ready':
      return true;
    case 'failed':
      return typeof m.message === 'string';
    case 'answer':
      return typeof m.key === 'string';
    case 'refused':
      return typeof m.key === 'string' && typeof m.message === 'string';
    default:
      return false;
  }
}

/**
 * The worker's job: at most one position at a time. A new position replaces the old one at once
 * (the slice under way ends first: a slice cannot be interrupted); a finished analysis (`done`)
 * or a stop leaves it idle.
 */
export class Schedule {
  private job: { key: string; moves: string[]; fresh: boolean } | null = null;

  /** A message from the page. */
  take(m: ToWorker): void {
    this.job = m.type === 'analyse' ? { key: m.key, moves: [...m.moves], fresh: true } : null;
  }

  /** What to do next: set a new position, run a slice of the current one, or nothing. */
  next(): { kind: 'set'; key: string; moves: string[] } | { kind: 'step'; key: string } | null {
    if (!this.job) return null;
    if (this.job.fresh) {
      this.job.fresh = false;
      return { kind: 'set', key: this.job.key, moves: this.job.moves };
    }
    return { kind: 'step', key: this.job.key };
  }

  /** The slice for `key` ended; `done` when its analysis is complete. */
  stepped(key: string, done: boolean): void {
    if (done && this.job?.key === key && !this.job.fresh) this.job = null;
  }

  /** The module refused `key`: nothing more to do for it. */
  refused(key: string): void {
    if (this.job?.key === key && !this.job.fresh) this.job = null;
  }

  get busy(): boolean {
    return this.job !== null;
  }
}
