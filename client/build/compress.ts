// Precompresses the build: beside every page and text asset worth it, `file.br` (brotli, best
// quality) and `file.gz` (gzip, level 9), kept only when smaller than the file. `renju serve`
// sends the variant a browser accepts (server/src/http/precompressed.cpp). Node's zlib does both, so
// this needs no other tool. Run after vite and the page generator: `tsx build/compress.ts`.
import { readFileSync, readdirSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.txt',
  '.webmanifest',
  '.wasm', // not text, but it compresses to a third (the analysis board's engine)
]);
/** Below this a compressed response saves less than its headers cost. */
const MIN_BYTES = 512;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function compressFile(path: string): { raw: number; br: number | null; gz: number | null } {
  const raw = readFileSync(path);
  const result = { raw: raw.length, br: null as number | null, gz: null as number | null };
  const variants: [string, () => Buffer][] = [
    [
      '.br',
      () =>
        brotliCompressSync(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
    ],
    ['.gz', () => gzipSync(raw, { level: 9 })],
  ];
  for (const [suffix, compress] of variants) {
    const out = compress();
    const target = path + suffix;
    if (out.length < raw.length) {
      writeFileSync(target, out);
      result[suffix === '.br' ? 'br' : 'gz'] = out.length;
    } else {
      try {
        unlinkSync(target);
      } catch {
        // there was none
      }
    }
  }
  return result;
}

function main(): void {
  let raw = 0;
  let br = 0;
  let gz = 0;
  let count = 0;
  for (const path of files(DIST)) {
    if (!TEXT.has(extname(path)) || statSync(path).size < MIN_BYTES) continue;
    const r = compressFile(path);
    raw += r.raw;
    br += r.br ?? r.raw;
    gz += r.gz ?? r.raw;
    count++;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log(`compress: ${count} files, ${kb(raw)} -> brotli ${kb(br)}, gzip ${kb(gz)}`);
}

main();
