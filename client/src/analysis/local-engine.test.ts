// The page's side of the browser engine (local.ts) with a stand-in document and Worker: what it
// tells the worker as positions change and the tab hides and shows, and its fallback.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocalEngine } from './local';

class FakeWorker {
  static made: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  private listeners: Record<string, ((e: unknown) => void)[]> = {};
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(m: unknown) {
    this.sent.push(m);
  }
  addEventListener(type: string, f: (e: unknown) => void) {
    (this.listeners[type] ??= []).push(f);
  }
  terminate() {
    this.terminated = true;
  }
  emit(type: string, e: unknown) {
    for (const f of this.listeners[type] ?? []) f(e);
  }
}

function fakeDocument() {
  const listeners: (() => void)[] = [];
  return {
    hidden: false,
    addEventListener: (_type: string, f: () => void) => listeners.push(f),
    fire() {
      for (const f of listeners) f();
    },
  };
}

describe('LocalEngine', () => {
  let doc: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    FakeWorker.made = [];
    doc = fakeDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  const events = () => ({ answer: vi.fn(), refused: vi.fn(), failed: vi.fn() });

  it('starts one worker on the first position and names each new one', () => {
    const e = new LocalEngine(events());
    e.stop();
    expect(FakeWorker.made).toHaveLength(0); // nothing to stop yet
    e.analyse('h8,h9', ['h8', 'h9']);
    e.analyse('h8,h9,i8', ['h8', 'h9', 'i8']);
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.sent).toEqual([
      { type: 'analyse', key: 'h8,h9', moves: ['h8', 'h9'] },
      { type: 'analyse', key: 'h8,h9,i8', moves: ['h8', 'h9', 'i8'] },
    ]);
  });

  it('stops while the tab is hidden and takes up the position again when it shows', () => {
    const e = new LocalEngine(events());
    e.analyse('a', ['h8', 'h9']);
    doc.hidden = true;
    doc.fire();
    doc.hidden = false;
    doc.fire();
    expect(FakeWorker.made[0]!.sent.slice(1)).toEqual([
      { type: 'stop' },
      { type: 'analyse', key: 'a', moves: ['h8', 'h9'] },
    ]);
  });

  it('passes answers on, and on a failure ends the worker and says so once', () => {
    const ev = events();
    const e = new LocalEngine(ev);
    e.analyse('a', ['h8', 'h9']);
    const w = FakeWorker.made[0]!;
    w.emit('message', { data: { type: 'answer', key: 'a', answer: { ready: true } } });
    expect(ev.answer).toHaveBeenCalledWith('a', { ready: true });
    w.emit('message', { data: { type: 'failed', message: 'no memory' } });
    w.emit('error', { message: 'again' });
    expect(ev.failed).toHaveBeenCalledTimes(1);
    expect(ev.failed).toHaveBeenCalledWith('no memory');
    expect(w.terminated).toBe(true);
    expect(e.available).toBe(false);
    e.analyse('b', ['h8', 'i9']);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it('answers a threat search by its id, and with null once the engine failed', async () => {
    const e = new LocalEngine(events());
    const first = e.solve(['h8', 'h9'], 'black', 'vcf');
    const second = e.solve(['h8', 'h9'], 'white', 'vct');
    const w = FakeWorker.made[0]!;
    expect(w.sent).toEqual([
      { type: 'solve', id: 1, moves: ['h8', 'h9'], side: 'black', kind: 'vcf' },
      { type: 'solve', id: 2, moves: ['h8', 'h9'], side: 'white', kind: 'vct' },
    ]);
    w.emit('message', { data: { type: 'solved', id: 1, answer: { verdict: 'none' } } });
    expect(await first).toEqual({ verdict: 'none' });
    w.emit('error', { message: 'trap' });
    expect(await second).toBeNull();
    expect(await e.solve(['h8'], 'white', 'vcf')).toBeNull();
  });

  it('is not available without WebAssembly', () => {
    vi.stubGlobal('WebAssembly', undefined);
    const e = new LocalEngine(events());
    expect(e.available).toBe(false);
    e.analyse('a', ['h8', 'h9']);
    expect(FakeWorker.made).toHaveLength(0);
  });
});
