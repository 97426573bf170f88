// The analysis board's engine worker: loads the engine's WebAssembly module once, then analyses
// the position the page names in slices (protocol.ts), answering after each, until the analysis
// is done, another position comes or the page says stop. Started by local.ts.
import { loadEngine } from './load';
import type { EngineModule } from './module';
import { type FromWorker, SLICE_MS, SOLVE_MS, Schedule, type Task, isToWorker } from './protocol';

interface WorkerScope {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (e: MessageEvent<unknown>) => void): void;
}
const scope = self as unknown as WorkerScope;
const schedule = new Schedule();
let engine: EngineModule | null = null;
let running = false;

/** Runs one thing the schedule asks for, then gives the page's messages a turn. */
function tick(): void {
  running = false;
  const next = engine ? schedule.next() : null;
  if (!engine || !next) return;
  try {
    run(engine, next);
  } catch (e) {
    // A trap (out of memory, say) leaves the module unusable: the page turns to the server.
    engine = null;
    scope.postMessage({ type: 'failed', message: String(e) });
    return;
  }
  wake();
}

function run(engine: EngineModule, next: Task): void {
  if (next.kind === 'solve') {
    const r = engine.solve(next.moves, next.side, next.threat, SOLVE_MS);
    scope.postMessage(
      r.ok
        ? { type: 'solved', id: next.id, answer: r.answer }
        : { type: 'solved', id: next.id, answer: null, message: r.message },
    );
  } else if (next.kind === 'set') {
    const refused = engine.setPosition(next.moves);
    if (refused) {
      schedule.refused(next.key);
      scope.postMessage({ type: 'refused', key: next.key, message: refused });
    }
  } else {
    const answer = engine.step(SLICE_MS);
    const done = (answer as { done?: unknown }).done === true;
    schedule.stepped(next.key, done);
    scope.postMessage({ type: 'answer', key: next.key, answer });
  }
}

function wake(): void {
  if (running || !schedule.busy) return;
  running = true;
  setTimeout(tick, 0);
}

scope.addEventListener('message', (e) => {
  if (!isToWorker(e.data)) return;
  schedule.take(e.data);
  wake();
});

loadEngine().then(
  (m) => {
    engine = m;
    scope.postMessage({ type: 'ready' });
    wake();
  },
  (e: unknown) => scope.postMessage({ type: 'failed', message: String(e) }),
);
