// The engine's WebAssembly module (wasm/exports.cpp) behind a small typed face: text in through
// its input buffer, JSON text out of its output buffer.
import { wasiImports } from './wasi';

interface Exports {
  memory: WebAssembly.Memory;
  _initialize: () => void;
  renju_input: () => number;
  renju_output: () => number;
  renju_set_position: (length: number) => number;
  renju_analyse_step: (ms: number) => number;
  renju_bench: () => number;
  renju_solve: (length: number, side: number, kind: number, ms: number) => number;
}

const INPUT_SIZE = 4096;

export class EngineModule {
  private constructor(private readonly e: Exports) {}

  /** Instantiates the module (compiled or as bytes) with the browser's WASI shim. */
  static async create(
    source: WebAssembly.Module | BufferSource,
    log: (fd: number, line: string) => void = () => {},
  ): Promise<EngineModule> {
    let memory: WebAssembly.Memory | null = null;
    const imports = {
      wasi_snapshot_preview1: wasiImports({
        memory: () => {
          if (!memory) throw new Error('the module has no memory yet');
          return memory;
        },
        log,
      }),
    };
    const instance =
      source instanceof WebAssembly.Module
        ? await WebAssembly.instantiate(source, imports)
        : (await WebAssembly.instantiate(source, imports)).instance;
    const e = instance.exports as unknown as Exports;
    memory = e.memory;
    e._initialize();
    return new EngineModule(e);
  }

  /** Sets the position; null when it can be analysed, else why not. */
  setPosition(moves: readonly string[]): string | null {
    const length = this.input(moves);
    if (length < 0) return 'too many moves';
    const n = this.e.renju_set_position(length);
    return n === 0 ? null : this.output(-n);
  }

  /** Writes a move list into the input buffer: its length, or -1 when it does not fit. */
  private input(moves: readonly string[]): number {
    const bytes = new TextEncoder().encode(moves.join(' '));
    if (bytes.length >= INPUT_SIZE) return -1;
    new Uint8Array(this.e.memory.buffer, this.e.renju_input(), bytes.length).set(bytes);
    return bytes.length;
  }

  /** A VCF or VCT search for `side` in a position: the solver's answer, or why not (text). */
  solve(
    moves: readonly string[],
    side: 'black' | 'white',
    kind: 'vcf' | 'vct',
    ms: number,
  ): { ok: true; answer: unknown } | { ok: false; message: string } {
    const length = this.input(moves);
    if (length < 0) return { ok: false, message: 'too many moves' };
    const n = this.e.renju_solve(length, side === 'white' ? 1 : 0, kind === 'vct' ? 1 : 0, ms);
    return n >= 0
      ? { ok: true, answer: JSON.parse(this.output(n)) }
      : { ok: false, message: this.output(-n) };
  }

  /** One slice of about `ms` of engine time: its answer, parsed. */
  step(ms: number): unknown {
    return JSON.parse(this.output(this.e.renju_analyse_step(ms)));
  }

  /** `renju bench`'s positions: `{signature, timeMs, nps}`. */
  bench(): unknown {
    return JSON.parse(this.output(this.e.renju_bench()));
  }

  private output(length: number): string {
    const bytes = new Uint8Array(this.e.memory.buffer, this.e.renju_output(), length);
    return new TextDecoder().decode(bytes.slice());
  }
}
