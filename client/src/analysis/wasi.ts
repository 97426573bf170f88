// The few WASI functions the engine's module may import (wasm/README.md), written for the
// browser: a clock, random bytes, text written to stdout or stderr sent to a log, and no
// arguments, environment or files. The module is a WASI "reactor": no main, `_initialize` once.

/** WASI's errno values used here. */
export const ERRNO_SUCCESS = 0;
export const ERRNO_BADF = 8;
export const ERRNO_INVAL = 28;
export const ERRNO_NOSYS = 52;

export interface WasiOptions {
  /** The module's memory; known only once it is instantiated. */
  memory: () => WebAssembly.Memory;
  /** Each line written to stdout (1) or stderr (2). */
  log?: (fd: number, line: string) => void;
  /** Nanoseconds of a monotonic clock. */
  now?: () => bigint;
  /** Fills with random bytes. */
  random?: (bytes: Uint8Array) => void;
}

export class WasiExit extends Error {
  constructor(readonly code: number) {
    super(`the engine's module exited with ${code}`);
  }
}

type Imports = Record<string, (...args: never[]) => number | undefined>;

const monotonicNs = (): bigint => BigInt(Math.round(performance.now() * 1e6));
const realtimeNs = (): bigint => BigInt(Date.now()) * 1_000_000n;

/** The `wasi_snapshot_preview1` import object. */
export function wasiImports(options: WasiOptions): Imports {
  const view = () => new DataView(options.memory().buffer);
  const bytes = (ptr: number, len: number) => new Uint8Array(options.memory().buffer, ptr, len);
  const decoder = new TextDecoder();
  const pending: Record<number, string> = { 1: '', 2: '' };
  const zeroPair = (a: number, b: number): number => {
    view().setUint32(a, 0, true);
    view().setUint32(b, 0, true);
    return ERRNO_SUCCESS;
  };
  return {
    clock_time_get(id: number, _precision: bigint, out: number): number {
      const ns = id === 0 ? realtimeNs() : (options.now ?? monotonicNs)();
      view().setBigUint64(out, ns, true);
      return ERRNO_SUCCESS;
    },
    clock_res_get(_id: number, out: number): number {
      view().setBigUint64(out, 1000n, true);
      return ERRNO_SUCCESS;
    },
    random_get(ptr: number, len: number): number {
      const target = bytes(ptr, len);
      if (options.random) options.random(target);
      else
        for (let i = 0; i < len; i += 65536) crypto.getRandomValues(target.subarray(i, i + 65536));
      return ERRNO_SUCCESS;
    },
    fd_write(fd: number, iovs: number, count: number, written: number): number {
      if (fd !== 1 && fd !== 2) return ERRNO_BADF;
      let total = 0;
      let text = '';
      for (let i = 0; i < count; i++) {
        const ptr = view().getUint32(iovs + i * 8, true);
        const len = view().getUint32(iovs + i * 8 + 4, true);
        text += decoder.decode(bytes(ptr, len).slice());
        total += len;
      }
      const lines = (pending[fd] + text).split('\n');
      pending[fd] = lines.pop() ?? '';
      for (const line of lines) options.log?.(fd, line);
      view().setUint32(written, total, true);
      return ERRNO_SUCCESS;
    },
    proc_exit(code: number): undefined {
      throw new WasiExit(code);
    },
    args_sizes_get: zeroPair,
    environ_sizes_get: zeroPair,
    args_get: () => ERRNO_SUCCESS,
    environ_get: () => ERRNO_SUCCESS,
    fd_close: () => ERRNO_BADF,
    fd_seek: () => ERRNO_BADF,
    fd_read: () => ERRNO_BADF,
    fd_fdstat_get: () => ERRNO_BADF,
    fd_prestat_get: () => ERRNO_BADF,
    fd_prestat_dir_name: () => ERRNO_INVAL,
    path_open: () => ERRNO_NOSYS,
    sched_yield: () => ERRNO_SUCCESS,
  };
}
