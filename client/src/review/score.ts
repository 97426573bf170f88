// The game review's judgement (docs/client.md, "Game review"): an engine answer as the side to
// move's win chance, and a move (or an opening decision) judged by how much of the mover's win
// chance it gave away, with lichess's thresholds. Pure.
import type { LocalAnswer } from '../analysis/state';

/**
 * The scale of the win-chance curve, chance = 1 / (1 + exp(-score / SCALE)): the engine's own.
 * tools/eval_fit.cpp fits the evaluation to game results with exactly this model, and its last
 * fit gave K = 762 (docs/engine.md, "Evaluation weights"), so a score means here what the engine
 * learned it to mean. (Lichess's curve for centipawns is the same shape with its own scale.)
 */
export const SCALE = 762;

/**
 * lichess's thresholds (lila, Advice.scala: 0.1, 0.2, 0.3 of its "winning chances", a scale
 * from -1 to +1) on a win chance from 0 to 1: half of them, i.e. 5, 10 and 15 points of the
 * percentage the chart shows.
 */
export const INACCURACY = 0.05;
export const MISTAKE = 0.1;
export const BLUNDER = 0.15;
/**
 * A missed forced win also needs the evaluation to agree that the win is gone: the mover's
 * chance after the move below this. The short search does not always prove a win that a move
 * other than the solver's first one keeps (another order of the same fours, say).
 */
export const STILL_WINNING = 0.9;

export type Mark = 'inaccuracy' | 'mistake' | 'blunder' | 'missed-win';

/** A position's evaluation, from the side to move's view. */
export interface Eval {
  /** The side to move's win chance, 0..1. */
  chance: number;
  /** The side to move has a proven win (a VCF or VCT found, or a won search). */
  wins: boolean;
  /** The side to move has a proven loss (a lost search, or the game is over). */
  loses: boolean;
  /** The engine's move: the first move of the win when there is one, else the search's. */
  best: string | null;
}

export const curve = (score: number): number => 1 / (1 + Math.exp(-score / SCALE));

/** A step's answer of the browser's engine (readLocal) as an evaluation. */
export function evalOf(a: LocalAnswer): Eval {
  const threatWin = a.threat?.verdict === 'win' ? (a.threat.line[0] ?? null) : null;
  const s = a.search;
  if (threatWin) return { chance: 1, wins: true, loses: false, best: threatWin };
  if (s?.mate) {
    const wins = s.score > 0;
    return { chance: wins ? 1 : 0, wins, loses: !wins, best: s.best };
  }
  return { chance: curve(s?.score ?? 0), wins: false, loses: false, best: s?.best ?? null };
}

/**
 * A position the engine refuses because the game is over in it (wasm/analysis.cpp,
 * readPosition): the last move made a five (the side to move lost) or was a foul of Black's (the
 * side to move, White, won). Null for any other refusal.
 */
export function evalOfEnd(refusal: string): Eval | null {
  if (refusal.includes('game is over')) return { chance: 0, wins: false, loses: true, best: null };
  if (refusal.includes('forbidden')) return { chance: 1, wins: true, loses: false, best: null };
  return null;
}

export interface Judgement {
  /** The mover's win chance before and after, 0..1. */
  before: number;
  after: number;
  /** How much of it the move gave away (never below 0). */
  loss: number;
  mark: Mark | null;
  /** The engine's move, shown with a mark. */
  better: string | null;
}

/**
 * A move from the position `before` (the mover to move) to `after` (the opponent to move). What
 * the move gave away is measured against the engine's best move: the position after it
 * (`afterBest`, the opponent to move as after the move played) when the worker evaluated it, else
 * the position before. The first is the fair comparison: the search's score swings with the side
 * to move (a tempo, and the parity of the depth reached), so a position and the next one differ
 * even after the best move, while two positions with the same side to move do not. The best move
 * itself gives nothing away. A missed win first, then lichess's thresholds.
 */
export function judgeMove(
  before: Eval,
  after: Eval,
  played: string | null,
  afterBest: Eval | null = null,
): Judgement {
  const isBest = played !== null && played === before.best;
  // The first move of a proven win keeps it, whatever a short search of the next position sees.
  const a = isBest && before.wins ? 1 : 1 - after.chance;
  let b = before.wins ? 1 : afterBest ? 1 - afterBest.chance : before.chance;
  if (isBest) b = a;
  const loss = Math.max(0, b - a);
  const kept = (isBest && before.wins) || after.loses || a >= STILL_WINNING;
  const mark: Mark | null = before.wins && !kept ? 'missed-win' : markOf(loss);
  return { before: b, after: a, loss, mark, better: mark ? before.best : null };
}

/** Chances are differences of floats: 0.5 - 0.4 is a hair under 0.1, and is still a mistake. */
const EPS = 1e-9;

export function markOf(loss: number): Mark | null {
  if (loss >= BLUNDER - EPS) return 'blunder';
  if (loss >= MISTAKE - EPS) return 'mistake';
  if (loss >= INACCURACY - EPS) return 'inaccuracy';
  return null;
}

/**
 * A swap at a position whose side to move is the swapping seat's colour: it takes the other
 * colour, whose chance is 1 - chance; keeping its colour was worth `chance`.
 */
export function judgeSwap(at: Eval): Judgement {
  const keep = at.chance;
  const took = 1 - at.chance;
  const loss = Math.max(0, keep - took);
  return { before: keep, after: took, loss, mark: markOf(loss), better: null };
}

/**
 * White's choice among the offered fifth moves: each point's position (White to move after it),
 * its evaluation; the chooser's loss against the best of them.
 */
export function judgeChoice(options: { point: string; at: Eval }[], chosen: string): Judgement {
  const mine = options.find((o) => o.point === chosen);
  const best = options.reduce<{ point: string; at: Eval } | null>(
    (x, o) => (!x || o.at.chance > x.at.chance ? o : x),
    null,
  );
  if (!mine || !best) return { before: 0.5, after: 0.5, loss: 0, mark: null, better: null };
  const loss = Math.max(0, best.at.chance - mine.at.chance);
  const mark = markOf(loss);
  return {
    before: best.at.chance,
    after: mine.at.chance,
    loss,
    mark,
    better: mark ? best.point : null,
  };
}
