// The engine in this browser (docs/client.md, "In the browser"): a Web Worker running the
// engine's WebAssembly module (worker.ts), started on the first analysis, told which position to
// analyse as the board changes, stopped while the tab is hidden. Where WebAssembly or workers are
// missing, or the module fails, `available` turns false and the page asks the server instead.
import {
  type FromWorker,
  type Side,
  type ThreatKind,
  type ToWorker,
  isFromWorker,
} from './protocol';

export interface LocalEvents {
  /** A slice's answer for the position `key`. */
  answer(key: string, answer: unknown): void;
  /** The module refused the position `key` (it should not: the server checked it first). */
  refused(key: string, message: string): void;
  /** The engine cannot run here (any more): the page falls back to the server. */
  failed(message: string): void;
}

/** Whether this browser can run the engine at all. */
export function canRunLocally(): boolean {
  return typeof WebAssembly === 'object' && typeof Worker === 'function';
}

export class LocalEngine {
  private worker: Worker | null = null;
  private wanted: ToWorker = { type: 'stop' };
  private failedAlready = false;
  private solveId = 0;
  /** Threat searches asked for and not answered yet: their answers' resolvers by id. */
  private solving = new Map<number, (answer: unknown) => void>();

  constructor(private readonly events: LocalEvents) {
    document.addEventListener('visibilitychange', () => this.send());
  }

  get available(): boolean {
    return !this.failedAlready && canRunLocally();
  }

  /** Analyse this position from now on (in place of any other). */
  analyse(key: string, moves: readonly string[]): void {
    this.wanted = { type: 'analyse', key, moves: [...moves] };
    this.send();
  }

  /**
   * A VCF or VCT search for `side` in this browser: the solver's answer (read by api.ts's
   * readSolve), or null when the engine failed or refused the position (then ask the server).
   */
  solve(moves: readonly string[], side: Side, kind: ThreatKind): Promise<unknown> {
    const worker = this.available ? this.start() : null;
    if (!worker) return Promise.resolve(null);
    const id = ++this.solveId;
    const message: ToWorker = { type: 'solve', id, moves: [...moves], side, kind };
    worker.postMessage(message);
    return new Promise((resolve) => this.solving.set(id, resolve));
  }

  stop(): void {
    this.wanted = { type: 'stop' };
    this.send();
  }

  /** What the worker should be doing now: nothing while the tab is hidden. */
  private send(): void {
    if (!this.available) return;
    const message: ToWorker = document.hidden ? { type: 'stop' } : this.wanted;
    if (message.type === 'stop' && !this.worker) return;
    this.start()?.postMessage(message);
  }

  private start(): Worker | null {
    if (this.worker) return this.worker;
    try {
      this.worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
    } catch (e) {
      this.fail(String(e));
      return null;
    }
    this.worker.addEventListener('message', (e: MessageEvent<unknown>) => this.receive(e.data));
    this.worker.addEventListener('error', (e) => this.fail(e.message || 'the worker failed'));
    return this.worker;
  }

  private receive(data: unknown): void {
    if (!isFromWorker(data)) return;
    const m: FromWorker = data;
    if (m.type === 'failed') this.fail(m.message);
    else if (m.type === 'answer') this.events.answer(m.key, m.answer);
    else if (m.type === 'refused') this.events.refused(m.key, m.message);
    else if (m.type === 'solved') {
      this.solving.get(m.id)?.(m.answer);
      this.solving.delete(m.id);
    }
  }

  private fail(message: string): void {
    if (this.failedAlready) return;
    this.failedAlready = true;
    this.worker?.terminate();
    this.worker = null;
    for (const resolve of this.solving.values()) resolve(null);
    this.solving.clear();
    this.events.failed(message);
  }
}
