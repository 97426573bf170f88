// The rating-history chart as SVG of our own (lit-html's svg tag escapes every value): the
// deviation band, the rating line with its provisional stretch dashed, a dot per game linked to
// the game (so the picture is a group of links, not an image), and both axes. The caller gives
// the box in CSS pixels of the width it has, so the labels keep their size on a phone as on a
// desk (a fixed viewBox would shrink them to specks).
import { html, svg, type TemplateResult } from 'lit-html';
import { CHART_BOX, type ChartBox, layoutChart } from './chart';
import type { HistoryPoint } from './model';

export interface ChartWords {
  /** The picture's accessible title. */
  title: string;
  /** A date as the page's language writes it. */
  date(at: number): string;
  /** A point's tooltip. */
  point(at: number, rating: number): string;
  legendLine: string;
  legendProvisional: string;
  legendBand: string;
}

export function ratingChart(
  points: readonly HistoryPoint[],
  w: ChartWords,
  b: ChartBox = CHART_BOX,
): TemplateResult {
  const c = layoutChart(points, b);
  const right = b.width - b.right;
  const bottom = b.height - b.bottom;
  const yAxis = c.yTicks.map(
    (t) =>
      svg`<line class="grid" x1="${b.left}" x2="${right}" y1="${t.y}" y2="${t.y}"></line><text class="tick" x="${b.left - 6}" y="${t.y + 4}" text-anchor="end">${t.value}</text>`,
  );
  // Games all on one day get that day once, in the middle, not the same date at both ends.
  const labels = c.xTicks.map((t) => w.date(t.at));
  const oneDay = new Set(labels).size === 1;
  const ticks = oneDay
    ? [{ x: (b.left + right) / 2, label: labels[0]! }]
    : c.xTicks.map((t, i) => ({ x: t.x, label: labels[i]! }));
  const xAxis = ticks.map((t, i) => {
    const anchor =
      ticks.length === 1 || (i > 0 && i < ticks.length - 1) ? 'middle' : i === 0 ? 'start' : 'end';
    return svg`<text class="tick" x="${t.x}" y="${b.height - 6}" text-anchor="${anchor}">${t.label}</text>`;
  });
  const line = c.segments.map(
    (s) => svg`<path class="${s.provisional ? 'line provisional' : 'line'}" d="${s.d}"></path>`,
  );
  const dots = c.points.map(
    (p) =>
      svg`<a href="/g/${encodeURIComponent(p.gameId)}" aria-label="${w.point(p.at, p.rating)}"><title>${w.point(p.at, p.rating)}</title><circle class="${p.provisional ? 'dot provisional' : 'dot'}" cx="${p.x}" cy="${p.y}" r="3.5"></circle></a>`,
  );
  return html`<figure class="rating-chart">
  <svg viewBox="0 0 ${b.width} ${b.height}" width="${b.width}" height="${b.height}" role="group" aria-label="${w.title}" data-points="${c.points.length}">
    <title>${w.title}</title>
    ${yAxis}
    <line class="axis" x1="${b.left}" x2="${b.left}" y1="${b.top}" y2="${bottom}"></line>
    <line class="axis" x1="${b.left}" x2="${right}" y1="${bottom}" y2="${bottom}"></line>
    ${xAxis}
    <path class="band" d="${c.band}"></path>
    ${line}
    ${dots}
  </svg>
  <figcaption class="chart-legend">
    <span class="legend line">${w.legendLine}</span>
    <span class="legend provisional">${w.legendProvisional}</span>
    <span class="legend band">${w.legendBand}</span>
  </figcaption>
</figure>`;
}
