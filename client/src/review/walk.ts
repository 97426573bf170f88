// The game review's walk through a game (docs/client.md, "Game review"): which positions the
// engine evaluates, and what of the game is judged. Pure: a game is its moves (stones and passes,
// from Black) and its opening decisions (game/view.ts, Decision), read from the live game's state
// or the archived game's log.
import type { Decision } from '../game/view';

export type Color = 'black' | 'white';

/** A position as the engine module reads it: the moves from Black, "pass" for a pass. */
export type Line = string[];

export interface ReviewGame {
  /** The moves in order; null for a pass. */
  moves: readonly (string | null)[];
  decisions: readonly Decision[];
  /** The rule id ("standard", "rif", "yamaguchi", "soosorv", "taraguchi"); null when unknown. */
  rule: string | null;
}

/** A move of the game: judged against the position before it (`ply` - 1 moves) and after it. */
export interface MoveItem {
  kind: 'move';
  /** 1-based: the move's number; the position after it is positions[ply]. */
  ply: number;
  color: Color;
  point: string | null;
  /**
   * Judged (marked, counted in the summary). The stones of an opening procedure are not: they
   * are placed in a region the rule sets, and some by the seat that does not hold their colour.
   */
  judged: boolean;
}

/**
 * An opening decision. A swap and White's choice among the offered fifth moves are judged (the
 * engine compares the colours, or the offered points); a declaration and the offer itself are
 * shown without a mark: nothing in one position's evaluation says what they were worth.
 */
export interface DecisionItem {
  kind: 'decision';
  decision: Decision;
  judged: boolean;
  /**
   * The colour its seat holds at the end of the game: the player the decision counts for. A
   * swapping seat gives up the colour to move and takes the other; each later swap exchanges the
   * colours again. (A declaration or an offer is not judged: its `by` is the colour to move,
   * and nothing counts it.)
   */
  by: Color;
  /** A choice: the positions of the offered points, each as Black's fifth stone (see `extra`). */
  options: string[];
}

export type Item = MoveItem | DecisionItem;

export interface Walk {
  items: Item[];
  /** positions[i]: the position after i moves, 0..moves.length. */
  positions: Line[];
  /** More positions to evaluate: each offered fifth move as if chosen, keyed by `lineKey`. */
  extra: Line[];
}

export const lineKey = (line: readonly string[]): string => line.join(' ');
export const colorOfMove = (ply: number): Color => (ply % 2 === 1 ? 'black' : 'white');
export const other = (c: Color): Color => (c === 'black' ? 'white' : 'black');

/**
 * The last move of the opening procedure: 5 under every opening rule (rules/src/game.h,
 * openingLastMove), 0 in standard renju. An unknown rule with opening decisions is an opening
 * rule; without any, a standard game (an imported record says no more).
 */
export function openingLastMove(g: ReviewGame): number {
  if (g.rule === 'standard') return 0;
  if (g.rule) return 5;
  return g.decisions.length > 0 ? 5 : 0;
}

export function walk(g: ReviewGame): Walk {
  const line: Line = g.moves.map((m) => m ?? 'pass');
  const positions: Line[] = [];
  for (let i = 0; i <= line.length; i++) positions.push(line.slice(0, i));
  const opening = openingLastMove(g);
  const swaps = g.decisions.filter((d) => d.kind === 'swap');
  const extra: Line[] = [];
  const decisionItem = (d: Decision): DecisionItem => {
    const toMove = colorOfMove(d.after + 1);
    if (d.kind === 'swap') {
      const later = swaps.filter((x) => x !== d && swaps.indexOf(x) > swaps.indexOf(d)).length;
      const taken = other(toMove);
      return {
        kind: 'decision',
        decision: d,
        judged: d.after < line.length,
        by: later % 2 === 0 ? taken : other(taken),
        options: [],
      };
    }
    if (d.kind === 'choose') {
      // The offer came just before, at the same point of the game.
      const offer = g.decisions.find((x) => x.kind === 'offer' && x.after === d.after);
      const points = offer && offer.kind === 'offer' ? offer.points : [d.point];
      for (const p of points) if (p !== d.point) extra.push([...line.slice(0, d.after), p]);
      // White chooses; no swap follows a choice under any rule.
      return {
        kind: 'decision',
        decision: d,
        judged: points.length > 1,
        by: other(toMove),
        options: points,
      };
    }
    // A declaration or an offer: the seat holding Black offers; the declaring seat varies.
    return { kind: 'decision', decision: d, judged: false, by: toMove, options: [] };
  };
  const items: Item[] = [];
  const decisionsAfter = (n: number) =>
    g.decisions.filter((d) => d.after === n).forEach((d) => items.push(decisionItem(d)));
  decisionsAfter(0);
  g.moves.forEach((point, i) => {
    const ply = i + 1;
    items.push({ kind: 'move', ply, color: colorOfMove(ply), point, judged: ply > opening });
    decisionsAfter(ply);
  });
  return { items, positions, extra };
}

/** Every position to evaluate, each once, in the order the review shows them. */
export function jobs(w: Walk): Line[] {
  const seen = new Set<string>();
  const out: Line[] = [];
  for (const l of [...w.positions, ...w.extra]) {
    const k = lineKey(l);
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(l);
  }
  return out;
}

/** For each job, the judged move the game played from it (null: none), for the worker. */
export function playedFrom(w: Walk, lines: readonly Line[]): (string | null)[] {
  const next = new Map<string, string>();
  for (const x of w.items)
    if (x.kind === 'move' && x.judged && x.point)
      next.set(lineKey(w.positions[x.ply - 1] ?? []), x.point);
  return lines.map((l) => next.get(lineKey(l)) ?? null);
}
