// Messages between a page and the game review's worker (worker.ts).
import type { Eval } from './score';
import type { Line } from './walk';

/** Page -> worker: evaluate these positions, in this order. */
export interface ReviewRequest {
  type: 'review';
  lines: Line[];
}

/** Worker -> page. */
export type FromReviewWorker =
  /** Position `index` of the request: its evaluation, null when the engine could not read it. */
  | { type: 'eval'; index: number; eval: Eval | null }
  | { type: 'done' }
  /** The module could not be loaded or run. */
  | { type: 'failed'; message: string };

export function isReviewRequest(v: unknown): v is ReviewRequest {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return (
    m.type === 'review' &&
    Array.isArray(m.lines) &&
    m.lines.every((l) => Array.isArray(l) && l.every((x) => typeof x === 'string'))
  );
}

export function isFromReviewWorker(v: unknown): v is FromReviewWorker {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  if (m.type === 'done') return true;
  if (m.type === 'failed') return typeof m.message === 'string';
  return m.type === 'eval' && typeof m.index === 'number';
}
