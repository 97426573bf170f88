// The game review's worker: loads the engine's WebAssembly module, evaluates the positions the
// page sends one after the other (evaluate.ts), and after a judged move's position the position
// after the engine's best move when the game played another; it answers each as it is done. The page cancels
// a review by ending the worker: a slice cannot be stopped from outside, the worker can.
import { loadEngine } from '../analysis/load';
import { evaluateJob } from './evaluate';
import { type FromReviewWorker, isReviewRequest } from './protocol';

interface WorkerScope {
  postMessage(message: FromReviewWorker): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<unknown>) => void): void;
}
const scope = self as unknown as WorkerScope;
const engine = loadEngine();

scope.addEventListener('message', (e) => {
  if (!isReviewRequest(e.data)) return;
  const { lines, played } = e.data;
  engine.then(
    async (m) => {
      for (const [index, line] of lines.entries()) {
        try {
          evaluateJob(m, line, played[index] ?? null, (key, main, found) =>
            scope.postMessage({ type: 'eval', key, main, eval: found }),
          );
        } catch (err) {
          scope.postMessage({ type: 'failed', message: String(err) });
          return;
        }
        // Gives the worker's event loop a turn between positions.
        await new Promise((r) => setTimeout(r, 0));
      }
      scope.postMessage({ type: 'done' });
    },
    (err: unknown) => scope.postMessage({ type: 'failed', message: String(err) }),
  );
});
