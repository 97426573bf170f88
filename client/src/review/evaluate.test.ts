// The review on the real engine module (build/wasm/renju.wasm, which `npm run build` makes first)
// under Node: a standard game where White lets a five through, and a RIF game whose
// offered fifth moves are all evaluated. Skipped when the module has not been built.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EngineModule } from '../analysis/module';
import { decisionsOfLog } from '../game/view';
import { evaluateJob } from './evaluate';
import { review } from './result';
import type { Eval } from './score';
import { type ReviewGame, jobs, lineKey, playedFrom, walk } from './walk';

const WASM = resolve(__dirname, '../../../build/wasm/renju.wasm');

async function reviewed(g: ReviewGame) {
  const engine = await EngineModule.create(readFileSync(WASM));
  const w = walk(g);
  const evals = new Map<string, Eval | null>();
  const lines = jobs(w);
  const played = playedFrom(w, lines);
  lines.forEach((line, i) =>
    evaluateJob(engine, line, played[i] ?? null, (key, _main, found) => evals.set(key, found)),
  );
  return { w, evals, r: review(w, evals) };
}

describe.skipIf(!existsSync(WASM))('the review on the engine module', () => {
  it('marks a move that lets a five through as a blunder, with the block as the better move', async () => {
    // Black's k8 makes a four (g8 is White's): White's j9 ignores it and Black's l8 is five.
    const moves = ['h8', 'h9', 'i8', 'g8', 'j8', 'i9', 'k8', 'j9', 'l8'];
    const { r } = await reviewed({ moves, decisions: [], rule: 'standard' });
    expect(r.chart).toHaveLength(10);
    expect(r.chart.every((c) => c !== null)).toBe(true);
    // Black has won after the five, and has a VCF (the five) after White's j9.
    expect(r.chart[9]).toBe(1);
    expect(r.chart[8]).toBe(1);
    expect(r.items[7]!.judgement).toMatchObject({ mark: 'blunder', better: 'l8' });
    expect(r.summary.white.blunder).toBeGreaterThanOrEqual(1);
    // Black's five is the proven win's own move: no missed win, no loss.
    expect(r.items[8]!.judgement).toMatchObject({ mark: null, loss: 0 });
  }, 30_000);

  it('evaluates each offered fifth move of a RIF game and judges the choice', async () => {
    const log = [
      { seat: 'opener', type: 'place', point: 'h8' },
      { seat: 'opener', type: 'place', point: 'h9' },
      { seat: 'opener', type: 'place', point: 'i10' },
      { seat: 'other', type: 'swap' },
      { seat: 'opener', type: 'place', point: 'g10' },
      { seat: 'other', type: 'offer', points: ['j9', 'a1'] },
      { seat: 'opener', type: 'choose', point: 'a1' },
      { seat: 'opener', type: 'place', point: 'g9' },
    ];
    const g: ReviewGame = {
      moves: ['h8', 'h9', 'i10', 'g10', 'a1', 'g9'],
      decisions: decisionsOfLog({ log }),
      rule: 'rif',
    };
    const { w, evals, r } = await reviewed(g);
    expect(evals.get(lineKey(['h8', 'h9', 'i10', 'g10', 'j9']))).toBeTruthy();
    const choice = r.items.find(
      (x) => x.item.kind === 'decision' && x.item.decision.kind === 'choose',
    );
    expect(choice?.judgement).not.toBeNull();
    const swap = r.items.find((x) => x.item.kind === 'decision' && x.item.decision.kind === 'swap');
    expect(swap?.judgement).not.toBeNull();
    expect(w.positions).toHaveLength(7);
  }, 30_000);
});
