// The rating-history chart's geometry: where each game's rating goes in the picture, the
// rating band of its deviation, the axes' ticks, and which stretch of the line is provisional.
// Pure numbers, so the scaling is tested without a browser; chart-view.ts draws it as SVG.
import { type HistoryPoint, PROVISIONAL_DEVIATION } from './model';

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the rating labels on the left and the dates below. */
  left: number;
  bottom: number;
  top: number;
  right: number;
}

/** The box at a width in CSS pixels: lower on a phone, where the page is tall already. */
export function chartBox(width: number): ChartBox {
  const w = Math.round(Math.max(260, Math.min(960, width)));
  return { ...CHART_BOX, width: w, height: w < 520 ? 200 : 260 };
}

export const CHART_BOX: ChartBox = {
  width: 640,
  height: 240,
  left: 44,
  bottom: 24,
  top: 10,
  right: 10,
};

export interface PlotPoint {
  x: number;
  y: number;
  /** The band of rating ± deviation, clipped to the picture. */
  yHigh: number;
  yLow: number;
  rating: number;
  provisional: boolean;
  at: number;
  gameId: string;
}

export interface Chart {
  points: PlotPoint[];
  /** Rating ticks of the vertical axis, with their y. */
  yTicks: { value: number; y: number }[];
  /** Time ticks of the horizontal axis (first and last game, and one between when there is room). */
  xTicks: { at: number; x: number }[];
  /** The line through the points, one path per stretch: provisional stretches apart. */
  segments: { d: string; provisional: boolean }[];
  /** The deviation band as one closed path. */
  band: string;
}

const STEPS = [10, 20, 25, 50, 100, 200, 250, 500, 1000];

/** A round tick step giving at most `most` steps over `span` rating points. */
export function tickStep(span: number, most = 5): number {
  return STEPS.find((s) => span / s <= most) ?? STEPS[STEPS.length - 1]!;
}

/** The rating range shown: the ratings with a margin, rounded out to whole ticks. */
export function ratingRange(points: readonly HistoryPoint[]): {
  low: number;
  high: number;
  step: number;
} {
  const ratings = points.map((p) => p.rating);
  let low = Math.min(...ratings);
  let high = Math.max(...ratings);
  // A flat line still gets some height, so its one value is not on the picture's edge.
  if (high - low < 40) {
    const mid = (high + low) / 2;
    low = mid - 20;
    high = mid + 20;
  }
  // A little room above and below, so no point sits on the picture's edge.
  const margin = (high - low) / 20;
  low -= margin;
  high += margin;
  const step = tickStep(high - low);
  return { low: Math.floor(low / step) * step, high: Math.ceil(high / step) * step, step };
}

const fixed = (n: number) => Math.round(n * 10) / 10;

/** Lays the history out in the box. Oldest point left; an empty history gives an empty chart. */
export function layoutChart(points: readonly HistoryPoint[], box: ChartBox = CHART_BOX): Chart {
  if (points.length === 0) return { points: [], yTicks: [], xTicks: [], segments: [], band: '' };
  const { low, high, step } = ratingRange(points);
  const plotW = box.width - box.left - box.right;
  const plotH = box.height - box.top - box.bottom;
  const first = points[0]!.at;
  const last = points[points.length - 1]!.at;
  // One game, or games at one instant, sit in the middle; otherwise by time.
  const x = (at: number) =>
    fixed(
      last === first ? box.left + plotW / 2 : box.left + ((at - first) / (last - first)) * plotW,
    );
  const clamp = (r: number) => Math.min(high, Math.max(low, r));
  const y = (r: number) => fixed(box.top + ((high - clamp(r)) / (high - low)) * plotH);
  const plotted = points.map((p) => ({
    x: x(p.at),
    y: y(p.rating),
    yHigh: y(p.rating + p.deviation),
    yLow: y(p.rating - p.deviation),
    rating: p.rating,
    provisional: p.deviation > PROVISIONAL_DEVIATION,
    at: p.at,
    gameId: p.gameId,
  }));
  const yTicks = [];
  for (let v = low; v <= high; v += step) yTicks.push({ value: v, y: y(v) });
  const xTicks = [{ at: first, x: x(first) }];
  if (last !== first) {
    if (points.length > 2) xTicks.push({ at: (first + last) / 2, x: x((first + last) / 2) });
    xTicks.push({ at: last, x: x(last) });
  }
  return { points: plotted, yTicks, xTicks, segments: segmentsOf(plotted), band: bandOf(plotted) };
}

/**
 * The line cut where it turns from provisional to established (or back): a stretch ends on
 * the point where the next begins, so the line stays whole. A step into a point takes that
 * point's mark: the rating after a game is provisional or not.
 */
export function segmentsOf(points: readonly PlotPoint[]): Chart['segments'] {
  if (points.length === 1) {
    const p = points[0]!;
    return [{ d: `M${p.x} ${p.y}h0`, provisional: p.provisional }];
  }
  const out: Chart['segments'] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1]!;
    const b = points[i]!;
    const cur = out[out.length - 1];
    if (cur && cur.provisional === b.provisional) cur.d += ` L${b.x} ${b.y}`;
    else out.push({ d: `M${a.x} ${a.y} L${b.x} ${b.y}`, provisional: b.provisional });
  }
  return out;
}

function bandOf(points: readonly PlotPoint[]): string {
  const upper = points.map((p) => `${p.x} ${p.yHigh}`);
  const lower = points.map((p) => `${p.x} ${p.yLow}`).reverse();
  return `M${upper.join(' L')} L${lower.join(' L')} Z`;
}
