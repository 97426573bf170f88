// Runs a game review in a worker (worker.ts): the positions of the walk in order, the review
// recomputed as each evaluation arrives (so the chart grows), cancelled by ending the worker.
import { type FromReviewWorker, type ReviewRequest, isFromReviewWorker } from './protocol';
import { type Review, review } from './result';
import type { Eval } from './score';
import { type ReviewGame, jobs, playedFrom, walk } from './walk';

export interface RunEvents {
  progress(done: number, total: number, partial: Review): void;
  /** `evaluated`: the positions evaluated, those after the engine's best moves included. */
  done(result: Review, ms: number, evaluated: number): void;
  failed(message: string): void;
}

/** Whether this browser can run the engine at all. */
export function canReview(): boolean {
  return typeof WebAssembly === 'object' && typeof Worker === 'function';
}

export class ReviewRun {
  private worker: Worker | null = null;

  constructor(game: ReviewGame, events: RunEvents) {
    const w = walk(game);
    const lines = jobs(w);
    const played = playedFrom(w, lines);
    let done = 0;
    const evals = new Map<string, Eval | null>();
    const started = performance.now();
    try {
      this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    } catch (e) {
      events.failed(String(e));
      return;
    }
    this.worker.addEventListener('message', (e: MessageEvent<unknown>) => {
      if (!isFromReviewWorker(e.data)) return;
      const m: FromReviewWorker = e.data;
      if (m.type === 'eval') {
        evals.set(m.key, m.eval);
        if (m.main) done++;
        events.progress(done, lines.length, review(w, evals));
      } else if (m.type === 'done') {
        this.end();
        events.done(review(w, evals), performance.now() - started, evals.size);
      } else {
        this.end();
        events.failed(m.message);
      }
    });
    this.worker.addEventListener('error', (e) => {
      this.end();
      events.failed(e.message || 'the worker failed');
    });
    const request: ReviewRequest = { type: 'review', lines, played };
    this.worker.postMessage(request);
  }

  /** Stops the review at once (the worker is ended, its slice with it). */
  cancel(): void {
    this.end();
  }

  private end(): void {
    this.worker?.terminate();
    this.worker = null;
  }
}
