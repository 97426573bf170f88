// The review's judgement: the win-chance curve, lichess's thresholds, a missed forced win, a swap
// and a choice among offered fifth moves; and the summary per player.
import { describe, expect, it } from 'vitest';
import type { LocalAnswer } from '../analysis/state';
import { review } from './result';
import {
  type Eval,
  curve,
  evalOf,
  evalOfEnd,
  judgeChoice,
  judgeMove,
  judgeSwap,
  markOf,
} from './score';
import { lineKey, walk } from './walk';

const quiet = (chance: number, best: string | null = 'h8'): Eval => ({
  chance,
  wins: false,
  loses: false,
  best,
});
const winning: Eval = { chance: 1, wins: true, loses: false, best: 'k8' };
const lost: Eval = { chance: 0, wins: false, loses: true, best: null };

function answer(over: Partial<LocalAnswer>): LocalAnswer {
  return {
    toMove: 'black',
    steps: 3,
    nodes: 1000,
    timeMs: 600,
    nps: 1000,
    done: false,
    search: null,
    multipv: [],
    threat: null,
    ...over,
  };
}
const search = (score: number, mate = false, best = 'j9') => ({
  best,
  score,
  mate,
  depth: 6,
  nodes: 10,
  timeMs: 100,
  pv: [best],
});

describe('win chance', () => {
  it('is the engine fit logistic curve, even at 0, mates at 0 and 100 %', () => {
    expect(curve(0)).toBe(0.5);
    expect(curve(762)).toBeCloseTo(1 / (1 + Math.exp(-1)), 10);
    expect(curve(-3000)).toBeLessThan(0.02);
    expect(evalOf(answer({ search: search(400) })).chance).toBeCloseTo(curve(400), 10);
    const mate = evalOf(answer({ search: search(29990, true, 'k8') }));
    expect(mate).toEqual({ chance: 1, wins: true, loses: false, best: 'k8' });
    expect(evalOf(answer({ search: search(-29990, true) })).loses).toBe(true);
  });

  it('takes a VCF or VCT found as a proven win, its first move as the best', () => {
    const threat = {
      side: 'black' as const,
      kind: 'vct' as const,
      verdict: 'win' as const,
      line: ['g8', 'f8', 'k8'],
      byFoul: false,
      nodes: 1,
      timeMs: 1,
    };
    expect(evalOf(answer({ threat, search: search(100) }))).toEqual({
      chance: 1,
      wins: true,
      loses: false,
      best: 'g8',
    });
  });

  it('reads the end of the game from the engine refusing the position', () => {
    expect(evalOfEnd('move 9: the game is over')?.loses).toBe(true);
    expect(evalOfEnd('move 7: forbidden for Black')?.wins).toBe(true);
    expect(evalOfEnd("move 2: 'z9' is not a point")).toBeNull();
  });
});

describe('judgement', () => {
  it("uses lichess's thresholds, halved onto a 0..1 chance", () => {
    expect(markOf(0.049)).toBeNull();
    expect(markOf(0.05)).toBe('inaccuracy');
    expect(markOf(0.1)).toBe('mistake');
    expect(markOf(0.15)).toBe('blunder');
    // Before: the mover at 60 %; after: the opponent at 70 %, so the mover at 30 %.
    const j = judgeMove(quiet(0.6, 'j9'), quiet(0.7), 'a1');
    expect(j.loss).toBeCloseTo(0.3, 10);
    expect(j).toMatchObject({ mark: 'blunder', better: 'j9' });
    expect(judgeMove(quiet(0.6), quiet(0.38), 'a1')).toMatchObject({ mark: null, better: null });
  });

  it('compares with the position after the best move, and the best move loses nothing', () => {
    // The position before says 70 %, but after the best move the mover keeps only 50 % (the
    // opponent to move at 50 %): the move played, at 40 %, gave away 10 points, not 30.
    const j = judgeMove(quiet(0.7, 'j9'), quiet(0.6), 'a1', quiet(0.5));
    expect(j.before).toBeCloseTo(0.5, 10);
    expect(j.loss).toBeCloseTo(0.1, 10);
    expect(j.mark).toBe('mistake');
    expect(judgeMove(quiet(0.7, 'j9'), quiet(0.5), 'j9')).toMatchObject({ loss: 0, mark: null });
  });

  it('marks a missed forced win, not a move that keeps it', () => {
    expect(judgeMove(winning, quiet(0.5), 'a1')).toMatchObject({
      mark: 'missed-win',
      better: 'k8',
    });
    // The solver's own move, a move after which the opponent is lost, or still near certain.
    expect(judgeMove(winning, quiet(0.5), 'k8')).toMatchObject({ mark: null, loss: 0 });
    expect(judgeMove(winning, lost, 'g8').mark).toBeNull();
    expect(judgeMove(winning, quiet(0.05), 'g8').mark).not.toBe('missed-win');
  });

  it('judges a swap by the colours, a choice by the offered points', () => {
    // The colour to move stands at 80 %: swapping it away gives 20 %.
    expect(judgeSwap(quiet(0.8))).toMatchObject({ mark: 'blunder', better: null });
    expect(judgeSwap(quiet(0.3)).mark).toBeNull();
    const options = [
      { point: 'a1', at: quiet(0.7) },
      { point: 'b2', at: quiet(0.58) },
    ];
    expect(judgeChoice(options, 'b2')).toMatchObject({ mark: 'mistake', better: 'a1' });
    expect(judgeChoice(options, 'a1').mark).toBeNull();
  });
});

describe('review', () => {
  it('puts the judgements, the chart and the summary per player together', () => {
    const w = walk({ moves: ['h8', 'a1', 'i8', 'a2'], decisions: [], rule: 'standard' });
    const evals = new Map<string, Eval | null>([
      [lineKey([]), quiet(0.55)],
      [lineKey(['h8']), quiet(0.4)], // White to move: Black 60 %
      [lineKey(['h8', 'a1']), quiet(0.75)], // White gave away 15 points: a blunder
      [lineKey(['h8', 'a1', 'i8']), quiet(0.2)],
      // the last position not evaluated: move 4 not judged
    ]);
    const r = review(w, evals);
    expect(r.chart.map((c) => (c === null ? null : Math.round(c * 100)))).toEqual([
      55,
      60,
      75,
      80,
      null,
    ]);
    expect(r.items.map((x) => x.judgement?.mark ?? null)).toEqual([null, 'blunder', null, null]);
    expect(r.items[3]!.judgement).toBeNull();
    expect(r.summary.white).toMatchObject({ blunder: 1, judged: 1 });
    expect(r.summary.white.averageLoss).toBeCloseTo(15, 6);
    expect(r.summary.black).toMatchObject({ blunder: 0, judged: 2 });
  });

  it('keeps a proven win on the chart after its first move', () => {
    const w = walk({ moves: ['h8', 'a1', 'k8'], decisions: [], rule: 'standard' });
    const evals = new Map<string, Eval | null>([
      [lineKey([]), quiet(0.5)],
      [lineKey(['h8']), quiet(0.5)],
      [lineKey(['h8', 'a1']), winning], // Black wins by k8...
      [lineKey(['h8', 'a1', 'k8']), quiet(0.6)], // ...which a short search does not see again
    ]);
    const r = review(w, evals);
    expect(r.chart[3]).toBe(1);
    expect(r.items[2]!.judgement).toMatchObject({ mark: null, loss: 0 });
  });
});
