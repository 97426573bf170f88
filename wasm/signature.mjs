// Prints the module's bench signature as `renju bench` does ("signature N"), under Node.js:
//   node wasm/signature.mjs [build/wasm/renju.wasm]
// scripts/test.d/50-bench-signature.sh compares it with bench/signature.txt.
import { readFileSync } from 'node:fs';

const path = process.argv[2] ?? new URL('../build/wasm/renju.wasm', import.meta.url);
let memory;
// The module imports only the clock (wasm/README.md).
const wasi = {
  clock_time_get(_id, _precision, out) {
    const ns = BigInt(Math.round(performance.now() * 1e6));
    new DataView(memory.buffer).setBigUint64(out, ns, true);
    return 0;
  },
};
const { instance } = await WebAssembly.instantiate(readFileSync(path), {
  wasi_snapshot_preview1: wasi,
});
const e = instance.exports;
memory = e.memory;
e._initialize();
const n = e.renju_bench();
const text = new TextDecoder().decode(new Uint8Array(memory.buffer, e.renju_output(), n).slice());
const bench = JSON.parse(text);
console.log(`signature ${bench.signature}`);
console.log(`time-ms ${bench.timeMs}`);
console.log(`nodes/s ${bench.nps}`);
