// The review's evaluation chart: Black's win chance after each move, as an SVG drawn here. The
// dark area is Black's share, the light one White's; one point per move (a mark colours it), and
// each move's column is a button to that move.
import { type SVGTemplateResult, nothing, svg } from 'lit-html';
import type { Mark } from './score';

export interface ChartPoint {
  /** The move's number. */
  n: number;
  /** Black's win chance after it, 0..1; null when not evaluated (yet). */
  chance: number | null;
  mark: Mark | null;
  label: string;
}

const W = 600;
const H = 150;

/** x of move n of `total` (move 0, the start, at the left edge). */
const xOf = (n: number, total: number) => (total > 0 ? (n / total) * W : 0);
const yOf = (chance: number) => (1 - chance) * H;

/**
 * The chart's SVG. Missing evaluations take the last known one (a flat line), so that a review
 * under way draws what it has.
 */
export function chartSvg(points: ChartPoint[], at: number, title: string): SVGTemplateResult {
  const total = points.length;
  let last = 0.5;
  const ys = [0.5, ...points.map((p) => (last = p.chance ?? last))].map(yOf);
  const line = ys.map((y, i) => `${xOf(i, total).toFixed(1)},${y.toFixed(1)}`).join(' ');
  const area = `M0,${H} L${line.replace(/ /g, ' L')} L${W},${H} Z`;
  const col = W / Math.max(total, 1);
  return svg`<svg class="rv-chart" viewBox="-8 -8 ${W + 16} ${H + 16}" role="img" aria-label="${title}">
<rect class="rv-white" x="0" y="0" width="${W}" height="${H}"></rect>
<path class="rv-black" d="${area}"></path>
<line class="rv-mid" x1="0" y1="${H / 2}" x2="${W}" y2="${H / 2}"></line>
${at > 0 && at <= total ? svg`<line class="rv-at" x1="${xOf(at, total)}" y1="0" x2="${xOf(at, total)}" y2="${H}"></line>` : nothing}
${points.map(
  (p, i) =>
    svg`<g class="rv-col" data-move="${p.n}"><title>${p.label}</title><rect class="rv-hit" x="${xOf(i + 1, total) - col / 2}" y="0" width="${col}" height="${H}"></rect><circle class="rv-point${p.mark ? ` rv-${p.mark}` : ''}${p.chance === null ? ' rv-unknown' : ''}" data-move="${p.n}" cx="${xOf(i + 1, total)}" cy="${ys[i + 1]}" r="${p.mark ? 7 : 3.5}"></circle></g>`,
)}
</svg>`;
}
