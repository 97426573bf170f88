// One position of the game review evaluated by the engine's module, at the review's fixed budget.
// Runs in the review's worker (worker.ts); pure over the module's face, so that a unit test can
// run it on the real module under Node.
import { readLocal } from '../analysis/api';
import { type Eval, evalOf, evalOfEnd } from './score';
import { type Line, lineKey } from './walk';

/**
 * Engine time of one slice of a reviewed position. A position takes up to three: the side to
 * move's VCF, its VCT (skipped when a VCF is found) and one search of the whole position at the
 * analysis level (wasm/analysis.cpp, step); a solver that finds nothing, and a search that reaches
 * the level's depth, end early. A judged move whose position's best move is another adds the
 * position after the best move (result.ts). So a 60-move game is at most about 120 positions of
 * at most 0.45 s of engine time, under a minute, and in practice much less (docs/performance.md,
 * "Game review"). The budget is time, not nodes, so that a phone takes as long and searches less
 * deep: deep enough to see a five let through, an open four or a VCF (the solver proves those),
 * not a deep analysis of quiet positions (the analysis board is for that).
 */
export const REVIEW_SLICE_MS = 150;
const MAX_SLICES = 3;

export interface EngineFace {
  setPosition(moves: readonly string[]): string | null;
  step(ms: number): unknown;
}

/** The position's evaluation; null when the engine refused it for another reason than its end. */
export function evaluate(engine: EngineFace, line: Line): Eval | null {
  const refused = engine.setPosition(line);
  if (refused) return evalOfEnd(refused);
  let last = null;
  for (let i = 0; i < MAX_SLICES; i++) {
    last = readLocal(engine.step(REVIEW_SLICE_MS));
    if (!last || last.done || last.search) break;
  }
  return last ? evalOf(last) : null;
}

/**
 * Evaluates position `index` of a request, then the position after the engine's best move when
 * the game played another from it (`played`): each answer goes to `post` as it is known.
 */
export function evaluateJob(
  engine: EngineFace,
  line: Line,
  played: string | null,
  post: (key: string, main: boolean, found: Eval | null) => void,
): void {
  const found = evaluate(engine, line);
  post(lineKey(line), true, found);
  const best = found?.best;
  // A proven win is judged by the proof alone (score.ts, judgeMove): nothing to compare.
  if (!best || !played || best === played || found.wins) return;
  const alt = [...line, best];
  post(lineKey(alt), false, evaluate(engine, alt));
}
