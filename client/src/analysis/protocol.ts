// Messages between the analysis page and its engine worker (worker.ts), and the worker's
// schedule of slices: pure, so that the unit tests see them without a worker.

/** Page -> worker. */
export type ToWorker =
  /** Analyse this position (moves from Black, "pass" for a pass) until told otherwise. */
  | { type: 'analyse'; key: string; moves: string[] }
  /** Stop analysing (a hidden tab, the switch off); the module stays loaded. */
  | { type: 'stop' }
  /** A VCF or VCT search for `side`, run before the next slice (`id` comes back with it). */
  | { type: 'solve'; id: number; moves: string[]; side: Side; kind: ThreatKind };

export type Side = 'black' | 'white';
export type ThreatKind = 'vcf' | 'vct';

/** Engine time of a threat search asked for by "Find VCF/VCT" (as the server gives it). */
export const SOLVE_MS = 3000;

/** Worker -> page. */
export type FromWorker =
  | { type: 'ready' }
  /** The module could not be loaded or run: the page falls back to the server. */
  | { type: 'failed'; message: string }
  /** One slice's answer for `key` (wasm/analysis.cpp's JSON, read by api.ts's readLocal). */
  | { type: 'answer'; key: string; answer: unknown }
  /** The module refused the position. */
  | { type: 'refused'; key: string; message: string }
  /** A threat search's answer (the solver's JSON), or why the position was refused. */
  | { type: 'solved'; id: number; answer: unknown; message?: string };

/** Engine time of one slice: the worker reads its messages between slices. */
export const SLICE_MS = 200;

export function isToWorker(v: unknown): v is ToWorker {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  if (m.type === 'stop') return true;
  if (m.type === 'solve')
    return (
      typeof m.id === 'number' &&
      Array.isArray(m.moves) &&
      m.moves.every((x) => typeof x === 'string') &&
      (m.side === 'black' || m.side === 'white') &&
      (m.kind === 'vcf' || m.kind === 'vct')
    );
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
    case 'solved':
      return typeof m.id === 'number';
    default:
      return false;
  }
}

/**
 * The worker's job: at most one position at a time. A new position replaces the old one at once
 * (the slice under way ends first: a slice cannot be interrupted); a finished analysis (`done`)
 * or a stop leaves it idle.
 */
export type Task =
  | { kind: 'set'; key: string; moves: string[] }
  | { kind: 'step'; key: string }
  | { kind: 'solve'; id: number; moves: string[]; side: Side; threat: ThreatKind };

export class Schedule {
  private job: { key: string; moves: string[]; fresh: boolean } | null = null;
  private solves: Task[] = [];

  /** A message from the page. A threat search comes before the analysis's next slice. */
  take(m: ToWorker): void {
    if (m.type === 'solve') {
      this.solves.push({
        kind: 'solve',
        id: m.id,
        moves: [...m.moves],
        side: m.side,
        threat: m.kind,
      });
      return;
    }
    this.job = m.type === 'analyse' ? { key: m.key, moves: [...m.moves], fresh: true } : null;
  }

  /** What to do next: a threat search, set a new position, run a slice, or nothing. */
  next(): Task | null {
    const solve = this.solves.shift();
    if (solve) return solve;
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
    return this.job !== null || this.solves.length > 0;
  }
}
