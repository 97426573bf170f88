// The rating-history chart as SVG of our own (lit-html's svg tag escapes every value): the
// deviation band, the rating line with its provisional stretch dashed, a dot per game linked to
// the game, and both axes. It scales with its box (viewBox), so it reads on a phone as on a desk.
import { html, svg, type TemplateResult } from 'lit-html';
import { CHART_BOX, layoutChart } from './chart';
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

export function ratingChart(points: readonly HistoryPoint[], w: ChartWords): TemplateResult {
  const c = layoutChart(points);
  const b = CHART_BOX;
  const right = b.width - b.right;
  const bottom = b.height - b.bottom;
  const yAxis = c.yTicks.map(
    (t) =>
      svg`<line class="grid" x1="${b.left}" x2="${right}" y1="${t.y}" y2="${t.y}"></line><text class="tick" x="${b.left - 6}" y="${t.y + 4}" text-anchor="end">${t.value}</text>`,
  );
  const xAxis = c.xTicks.map((t, i) => {
    const anchor =
      c.xTicks.length === 1
        ? 'middle'
        : i === 0
          ? 'start'
          : i === c.xTicks.length - 1
            ? 'end'
            : 'middle';
    return svg`<text class="tick" x="${t.x}" y="${b.height - 6}" text-anchor="${anchor}">${w.date(t.at)}</text>`;
  });
  const line = c.segments.map(
    (s) => svg`<path class="${s.provisional ? 'line provisional' : 'line'}" d="${s.d}"></path>`,
  );
  const dots = c.points.map(
    (p) =>
      svg`<a href="/g/${encodeURIComponent(p.gameId)}"><circle class="${p.provisional ? 'dot provisional' : 'dot'}" cx="${p.x}" cy="${p.y}" r="3.5"><title>${w.point(p.at, p.rating)}</title></circle></a>`,
  );
  return html`<figure class="rating-chart">
  <svg viewBox="0 0 ${b.width} ${b.height}" role="img" aria-label="${w.title}" data-points="${c.points.length}">
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
