// An ESLint rule of our own: no module of client/src may reach itself again through imports
// (type-only imports included: a circle of types is still a circle a reader must untangle).
// Written here rather than taken from a plugin so that ESLint's own version sets no peer range.
// The graph is read from the files on disk (relative specifiers only; packages cannot import us
// back), once per lint run, and each file reports the first circle through it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?:[^'"]*?\sfrom\s)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;
const EXTENSIONS = ['.ts', '.mts', '/index.ts'];

/** The file a relative specifier names, or null (a stylesheet, a file that is not there). */
function resolveSpecifier(from, spec) {
  const base = resolve(dirname(from), spec);
  if (/\.(ts|mts)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) if (existsSync(base + ext)) return base + ext;
  return null;
}

const edges = new Map();
function importsOf(file) {
  let out = edges.get(file);
  if (out) return out;
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
  out = [];
  for (const m of text.matchAll(SPECIFIER)) {
    const target = resolveSpecifier(file, m[1] ?? m[2]);
    if (target && !out.includes(target)) out.push(target);
  }
  edges.set(file, out);
  return out;
}

/** A path of imports from `start` back to `start`, or null; depth-first, each module once. */
function circleThrough(start) {
  const seen = new Set();
  const path = [start];
  function walk(file) {
    for (const next of importsOf(file)) {
      if (next === start) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      if (walk(next)) return true;
      path.pop();
    }
    return false;
  }
  return walk(start) ? path : null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid import circles between the modules of client/src' },
    schema: [],
    messages: { circle: 'import circle: {{path}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    return {
      Program(node) {
        const path = circleThrough(file);
        if (!path) return;
        const root = context.cwd;
        const names = [...path, file].map((f) => relative(root, f));
        context.report({ node, messageId: 'circle', data: { path: names.join(' -> ') } });
      },
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
