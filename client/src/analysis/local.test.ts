// The browser engine's pure pieces: the WASI shim, the worker's messages and schedule, the reader
// of a step's answer, and how the board shows it (the three fixes of issue 32 included).
import { describe, expect, it } from 'vitest';
import { readLocal } from './api';
import { makeAnalysisT } from './i18n';
import { Schedule, isFromWorker, isToWorker } from './protocol';
import { evalHtml, threatMoves } from './render';
import { type LocalAnswer, type PositionInfo, branchPoint, newState, play } from './state';
import { ERRNO_BADF, ERRNO_SUCCESS, WasiExit, wasiImports } from './wasi';

const t = makeAnalysisT('en');

/** The text of a lit-html template, values included (no DOM needed). */
function textOf(v: unknown): string {
  if (v === null || v === undefined || typeof v === 'symbol') return '';
  if (Array.isArray(v)) return v.map(textOf).join('');
  if (typeof v === 'object' && 'strings' in v && 'values' in v) {
    const { strings, values } = v as { strings: readonly string[]; values: unknown[] };
    return strings.map((s, i) => s.replace(/<[^>]*>/g, '') + textOf(values[i])).join('');
  }
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

function known(moves: string[]): PositionInfo {
  const toMove = moves.length % 2 === 0 ? 'black' : 'white';
  return { moves, toMove, over: null, forbidden: [], search: null, solve: null };
}

// What wasm/analysis.cpp answers after a few slices: White to move with a VCF.
const STEP = {
  ready: true,
  toMove: 'white',
  steps: 3,
  nodes: 5000,
  timeMs: 20,
  nps: 250000,
  done: true,
  search: {
    best: 'k8',
    score: 29995,
    mate: true,
    mateIn: 3,
    depth: 0,
    nodes: 40,
    timeMs: 1,
    pv: ['k8', 'l8', 'k9', 'k7', 'k11'],
  },
  multipv: [],
  threat: {
    side: 'white',
    kind: 'vcf',
    verdict: 'win',
    line: ['k8', 'l8', 'k9', 'k7', 'k11'],
    byFoul: false,
    nodes: 40,
    timeMs: 1,
  },
};

describe('the WASI shim', () => {
  const memory = new WebAssembly.Memory({ initial: 1 });
  const lines: string[] = [];
  const wasi = wasiImports({
    memory: () => memory,
    log: (fd, line) => lines.push(`${fd}:${line}`),
    now: () => 123_456_789n,
    random: (bytes) => bytes.fill(7),
  });
  const call = (name: string, ...args: (number | bigint)[]) =>
    (wasi[name] as unknown as (...a: (number | bigint)[]) => number)(...args);
  const view = new DataView(memory.buffer);

  it('reads the monotonic clock into memory', () => {
    expect(call('clock_time_get', 1, 0n, 64)).toBe(ERRNO_SUCCESS);
    expect(view.getBigUint64(64, true)).toBe(123_456_789n);
  });

  it('writes whole lines of stdout and stderr to the log, and refuses other files', () => {
    const text = new TextEncoder().encode('one\ntw');
    new Uint8Array(memory.buffer, 200, text.length).set(text);
    const rest = new TextEncoder().encode('o\n');
    new Uint8Array(memory.buffer, 300, rest.length).set(rest);
    view.setUint32(100, 200, true);
    view.setUint32(104, text.length, true);
    view.setUint32(108, 300, true);
    view.setUint32(112, rest.length, true);
    expect(call('fd_write', 2, 100, 2, 120)).toBe(ERRNO_SUCCESS);
    expect(view.getUint32(120, true)).toBe(text.length + rest.length);
    expect(lines).toEqual(['2:one', '2:two']);
    expect(call('fd_write', 5, 100, 1, 120)).toBe(ERRNO_BADF);
  });

  it('fills random bytes, has no arguments, and exits by throwing', () => {
    expect(call('random_get', 400, 4)).toBe(ERRNO_SUCCESS);
    expect([...new Uint8Array(memory.buffer, 400, 4)]).toEqual([7, 7, 7, 7]);
    view.setUint32(500, 9, true);
    expect(call('args_sizes_get', 500, 504)).toBe(ERRNO_SUCCESS);
    expect(view.getUint32(500, true)).toBe(0);
    expect(() => call('proc_exit', 3)).toThrow(WasiExit);
  });
});

describe('the worker protocol', () => {
  it('checks messages both ways', () => {
    expect(isToWorker({ type: 'analyse', key: 'h8', moves: ['h8'] })).toBe(true);
    expect(isToWorker({ type: 'analyse', key: 'h8', moves: [8] })).toBe(false);
    expect(isToWorker({ type: 'stop' })).toBe(true);
    expect(isFromWorker({ type: 'answer', key: '', answer: {} })).toBe(true);
    expect(isFromWorker({ type: 'failed' })).toBe(false);
    expect(isFromWorker(null)).toBe(false);
  });

  it('sets a position, steps it until done, and lets a new one replace it', () => {
    const s = new Schedule();
    expect(s.next()).toBeNull();
    s.take({ type: 'analyse', key: 'a', moves: ['h8', 'h9'] });
    expect(s.next()).toEqual({ kind: 'set', key: 'a', moves: ['h8', 'h9'] });
    expect(s.next()).toEqual({ kind: 'step', key: 'a' });
    s.stepped('a', false);
    expect(s.next()).toEqual({ kind: 'step', key: 'a' });
    // Another position arrives while a slice of the old one runs: that slice's "done" is old.
    s.take({ type: 'analyse', key: 'b', moves: ['h8'] });
    s.stepped('a', true);
    expect(s.next()).toEqual({ kind: 'set', key: 'b', moves: ['h8'] });
    s.stepped('b', true);
    expect(s.busy).toBe(false);
    s.take({ type: 'analyse', key: 'c', moves: [] });
    s.take({ type: 'stop' });
    expect(s.next()).toBeNull();
  });

  it('runs a threat search before the next slice', () => {
    const s = new Schedule();
    s.take({ type: 'analyse', key: 'a', moves: ['h8', 'h9'] });
    expect(s.next()).toMatchObject({ kind: 'set' });
    s.take({ type: 'solve', id: 7, moves: ['h8', 'h9'], side: 'white', kind: 'vct' });
    expect(isToWorker({ type: 'solve', id: 7, moves: [], side: 'red', kind: 'vcf' })).toBe(false);
    expect(s.next()).toEqual({
      kind: 'solve',
      id: 7,
      moves: ['h8', 'h9'],
      side: 'white',
      threat: 'vct',
    });
    expect(s.next()).toEqual({ kind: 'step', key: 'a' });
    s.take({ type: 'stop' });
    s.take({ type: 'solve', id: 8, moves: [], side: 'black', kind: 'vcf' });
    expect(s.busy).toBe(true);
    expect(s.next()).toMatchObject({ kind: 'solve', id: 8 });
    expect(s.busy).toBe(false);
  });
});

describe('the browser engine on the board', () => {
  it('reads a step answer', () => {
    const a = readLocal(STEP)!;
    expect(a.toMove).toBe('white');
    expect(a.nps).toBe(250000);
    expect(a.search?.best).toBe('k8');
    expect(a.threat?.verdict).toBe('win');
    expect(threatMoves(a.threat!)).toBe(3);
    expect(readLocal({ ready: false })).toBeNull();
  });

  it('names a forced win by its kind and length, not "depth 0"', () => {
    const moves = 'g8,h8,a1,i8,c1,j8,a15,k9,c15,k10,e15'.split(','); // White to move
    const s = newState(moves, moves.length);
    s.positions.set(moves.join(','), known(moves));
    s.local.set(moves.join(','), readLocal(STEP)!);
    const text = textOf(evalHtml(s, t, 'en'));
    expect(text).toContain('White wins by VCF in 3 moves');
    expect(text).not.toContain('depth 0');
    // The server's answer of the same win, found before any search.
    s.localOn = false;
    s.searches.set(moves.join(','), (readLocal(STEP) as LocalAnswer).search!);
    const server = textOf(evalHtml(s, t, 'en'));
    expect(server).toContain('White wins by force in 3 moves');
    expect(server).toContain('Found by the threat search');
    expect(server).not.toContain('depth 0');
  });

  it('gives no verdict on the empty board or before each side has a stone', () => {
    for (const moves of [[], ['h8']]) {
      const s = newState(moves, moves.length);
      s.positions.set(moves.join(','), known(moves));
      s.localOn = false;
      s.searches.set(moves.join(','), { ...STEP.search, score: 672, mate: false, depth: 8 });
      const text = textOf(evalHtml(s, t, 'en'));
      expect(text).toContain('Start position');
      expect(text).not.toContain('stands better');
    }
  });

  it('extends the main line from an empty board instead of starting a variation', () => {
    const s = newState([], 0);
    s.positions.set('', known([]));
    expect(play(s, 'h8')).toEqual({ kind: 'played' });
    expect(s.main).toEqual(['h8']);
    expect(branchPoint(s)).toBeNull();
    s.positions.set('h8', known(['h8']));
    play(s, 'h9');
    expect(s.main).toEqual(['h8', 'h9']);
    expect(branchPoint(s)).toBeNull();
  });
});
