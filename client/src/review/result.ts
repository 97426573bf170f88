// The game review put together from the engine's evaluations: each item of the walk judged, the
// chart's points, and the summary per player. Pure: the evaluations come in a map by position.
import { type Eval, type Judgement, type Mark, judgeChoice, judgeMove, judgeSwap } from './score';
import { type Color, type Item, type Walk, lineKey } from './walk';

export interface ReviewedItem {
  item: Item;
  /** Null for an item that is not judged, or whose positions the engine could not evaluate. */
  judgement: Judgement | null;
}

export interface Summary {
  inaccuracy: number;
  mistake: number;
  blunder: number;
  'missed-win': number;
  /** Judged moves and decisions. */
  judged: number;
  /**
   * The average loss of win chance per judged move, in percentage points: what lichess's
   * "average centipawn loss" is on a win-chance scale (a centipawn has no meaning here).
   */
  averageLoss: number;
}

export interface Review {
  items: ReviewedItem[];
  /** Black's win chance after each move (index 0: the start), null where not evaluated. */
  chart: (number | null)[];
  summary: Record<Color, Summary>;
}

export type Evals = ReadonlyMap<string, Eval | null>;

const blackChance = (line: readonly string[], e: Eval | null | undefined): number | null => {
  if (!e) return null;
  return line.length % 2 === 0 ? e.chance : 1 - e.chance;
};

function emptySummary(): Summary {
  return { inaccuracy: 0, mistake: 0, blunder: 0, 'missed-win': 0, judged: 0, averageLoss: 0 };
}

export function review(w: Walk, evals: Evals): Review {
  const at = (n: number) => evals.get(lineKey(w.positions[n] ?? []));
  const items = w.items.map((item): ReviewedItem => {
    if (!item.judged) return { item, judgement: null };
    if (item.kind === 'move') {
      const before = at(item.ply - 1);
      const after = at(item.ply);
      const base = w.positions[item.ply - 1] ?? [];
      const best = before?.best ? evals.get(lineKey([...base, before.best])) : undefined;
      return {
        item,
        judgement: before && after ? judgeMove(before, after, item.point, best ?? null) : null,
      };
    }
    const d = item.decision;
    if (d.kind === 'swap') {
      const e = at(d.after);
      return { item, judgement: e ? judgeSwap(e) : null };
    }
    if (d.kind === 'choose') {
      const base = w.positions[d.after] ?? [];
      const options = item.options.flatMap((point) => {
        const e = evals.get(lineKey([...base, point]));
        return e ? [{ point, at: e }] : [];
      });
      return {
        item,
        judgement: options.length === item.options.length ? judgeChoice(options, d.point) : null,
      };
    }
    return { item, judgement: null };
  });
  const chart = w.positions.map((line) => blackChance(line, evals.get(lineKey(line))));
  // The first move of a proven win keeps it: the chart says so even where the short search of
  // the next position does not prove it again (as judgeMove counts it).
  for (const { item } of items) {
    if (item.kind !== 'move') continue;
    const before = at(item.ply - 1);
    if (before?.wins && item.point !== null && item.point === before.best)
      chart[item.ply] = item.color === 'black' ? 1 : 0;
  }
  const summary: Record<Color, Summary> = { black: emptySummary(), white: emptySummary() };
  const loss: Record<Color, number> = { black: 0, white: 0 };
  for (const { item, judgement } of items) {
    if (!judgement) continue;
    const who = item.kind === 'move' ? item.color : item.by;
    const s = summary[who];
    s.judged++;
    loss[who] += judgement.loss;
    if (judgement.mark) s[judgement.mark]++;
  }
  for (const c of ['black', 'white'] as const)
    summary[c].averageLoss = summary[c].judged ? (100 * loss[c]) / summary[c].judged : 0;
  return { items, chart, summary };
}

/** The annotation a mark is written with, as in chess: ?!, ?, ??, and "#?" for a missed win. */
export const GLYPH: Record<Mark, string> = {
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
  'missed-win': '#?',
};
