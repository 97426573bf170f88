// Messages between a page and the game review's worker (worker.ts).
import type { Eval } from './score';
import type { Line } from './walk';

/**
 * Page -> worker: evaluate these positions, in this order. `played[i]`: the move the game played
 * from lines[i] when it is judged (else null): where the engine's best move differs, the position
 * after the best move is evaluated too, right after, so that the two moves are compared at the
 * same side to move (see result.ts).
 */
export interface ReviewRequest {
  type: 'review';
  lines: Line[];
  played: (string | null)[];
}

/** Worker -> page. */
export type FromReviewWorker =
  /**
   * A position's evaluation (null when the engine could not read it), by its key (walk.ts,
   * lineKey); `main` for a position of the request, false for a best move's.
   */
  | { type: 'eval'; key: string; main: boolean; eval: Eval | null }
  | { type: 'done' }
  /** The module could not be loaded or run. */
  | { type: 'failed'; message: string };

export function isReviewRequest(v: unknown): v is ReviewRequest {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  return (
    m.type === 'review' &&
    Array.isArray(m.lines) &&
    m.lines.every((l) => Array.isArray(l) && l.every((x) => typeof x === 'string')) &&
    Array.isArray(m.played) &&
    m.played.length === m.lines.length &&
    m.played.every((x) => x === null || typeof x === 'string')
  );
}

export function isFromReviewWorker(v: unknown): v is FromReviewWorker {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as Record<string, unknown>;
  if (m.type === 'done') return true;
  if (m.type === 'failed') return typeof m.message === 'string';
  return m.type === 'eval' && typeof m.key === 'string' && typeof m.main === 'boolean';
}
