// The engine's WebAssembly module against the native engine on this machine (docs/performance.md):
// `renju bench`'s positions in headless Chromium (Debian's, through playwright-core), the same
// bench compiled natively (wasm/build.sh native), and the module's size raw and compressed.
// `npm run wasm-bench` builds both first. The first run in Chromium includes V8's compiling of
// the module's hot code (it starts on a baseline compiler); the best of the later runs is the
// steady speed a continuous analysis sees.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/harness.mjs';

interface Bench {
  signature: number;
  timeMs: number;
  nps: number;
}

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const RUNS = 6;

/** Rounds of one run in Chromium and one native run, alternated so that both see the same load. */
async function alternated(bytes: Buffer): Promise<{ web: Bench[]; nat: Bench[] }> {
  const bin = join(REPO, 'build', 'wasm-native', 'bench');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    await page.evaluate(async (base64) => {
      const raw = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      let memory: WebAssembly.Memory | null = null;
      // The module imports only the clock (wasm/README.md).
      const wasi = {
        clock_time_get(_id: number, _precision: bigint, out: number) {
          const ns = BigInt(Math.round(performance.now() * 1e6));
          new DataView(memory!.buffer).setBigUint64(out, ns, true);
          return 0;
        },
      };
      const { instance } = await WebAssembly.instantiate(raw, { wasi_snapshot_preview1: wasi });
      const e = instance.exports as Record<string, unknown>;
      memory = e.memory as WebAssembly.Memory;
      (e._initialize as () => void)();
      (globalThis as Record<string, unknown>).renjuBench = () => {
        const n = (e.renju_bench as () => number)();
        const at = (e.renju_output as () => number)();
        return new TextDecoder().decode(new Uint8Array(memory.buffer, at, n).slice());
      };
    }, bytes.toString('base64'));
    const web: Bench[] = [];
    const nat: Bench[] = [];
    for (let i = 0; i < RUNS; i++) {
      const text = await page.evaluate(() =>
        ((globalThis as Record<string, unknown>).renjuBench as () => string)(),
      );
      web.push(JSON.parse(text) as Bench);
      nat.push(JSON.parse(execFileSync(bin, { encoding: 'utf8' })) as Bench);
    }
    return { web, nat };
  } finally {
    await browser.close();
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const knps = (n: number) => `${Math.round(n / 1000)}k nodes/s`;

async function main(): Promise<void> {
  const bytes = readFileSync(join(REPO, 'build', 'wasm', 'renju.wasm'));
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  console.log(`module: ${kb(bytes.length)}, brotli ${kb(br.length)}, gzip ${kb(gz.length)}`);
  const { web, nat } = await alternated(bytes);
  const signatures = new Set([...web, ...nat].map((b) => b.signature));
  console.log(
    `signature: ${[...signatures].join(', ')} (${signatures.size === 1 ? 'equal' : 'DIFFERENT'})`,
  );
  const steady = Math.max(...web.slice(1).map((b) => b.nps));
  const nativeBest = Math.max(...nat.map((b) => b.nps));
  console.log(`chromium: first run ${knps(web[0]!.nps)}, best later run ${knps(steady)}`);
  console.log(`native:   best of ${RUNS} ${knps(nativeBest)}`);
  console.log(
    `ratio:    ${((100 * steady) / nativeBest).toFixed(0)} % (first run ${((100 * web[0]!.nps) / nativeBest).toFixed(0)} %)`,
  );
  if (signatures.size !== 1) process.exitCode = 1;
}

await main();
