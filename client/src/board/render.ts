// The board renderer: a pure function from a board description to SVG markup. It runs at build
// time in Node (the diagrams of the rule pages) and in the browser (the live game board), so it
// touches no DOM: it returns a lit-html template (render() puts it in the page) or, through
// markup(), its text. Points use renju notation ('h8'); rows count from the bottom, as on a real
// board.
import { type SVGTemplateResult, type TemplateResult, html, nothing, svg } from 'lit-html';
import { markup } from '../lib/markup';
import {
  type Color,
  type Point,
  type Region,
  BOARD_SIZE,
  formatPoint,
  parsePoint,
  regionHalfWidth,
} from './points';

export type StoneColor = Color;
export type ForbiddenKind = 'double-three' | 'double-four' | 'overline';
/** Allowed areas for the next stone, as the rules library names them. */
export type RegionName = Region;

export interface BoardStone {
  point: string;
  color: StoneColor;
  /** Move number, drawn on the stone when `BoardView.numbers` is on. */
  number?: number;
}

export interface ForbiddenMark {
  point: string;
  kind: ForbiddenKind;
  /** Tooltip and accessible text, e.g. the translated kind. */
  label?: string;
}

/**
 * Extra marks: `offer` = an offered fifth move (dashed outline of a black stone, optional label
 * inside); `label` = a letter or number on an empty point; `ring` = a circle around a point
 * (e.g. the stones of a winning five).
 */
export interface BoardMark {
  point: string;
  kind: 'offer' | 'label' | 'ring';
  label?: string;
}

export interface CentralSquare {
  /** 3 = g7..i9, 5 = f6..j10, 7 = e5..k11, 9 = d4..l12 (all centred on h8). */
  size: 3 | 5 | 7 | 9;
  label?: string;
}

export interface BoardView {
  stones?: readonly BoardStone[];
  /** Draw move numbers on the stones that have one. */
  numbers?: boolean;
  /** The last stone played: marked with a dot (or a coloured number when `numbers` is on). */
  lastMove?: string | null;
  /** Black's forbidden points, as the rules library reports them. */
  forbidden?: readonly ForbiddenMark[];
  /** Shade everything outside this central area (where the next stone may not go). */
  region?: RegionName | null;
  /** Outlined central squares with labels, for diagrams of opening rules. */
  squares?: readonly CentralSquare[];
  marks?: readonly BoardMark[];
  /** A translucent stone, e.g. under the pointer. */
  ghost?: { point: string; color: StoneColor } | null;
  /** The keyboard cursor. */
  cursor?: string | null;
  /** Column letters and row numbers around the board (default on). */
  coordinates?: boolean;
  /** Draw only this rectangle of the board, given by two opposite corners (default: all). */
  window?: { from: string; to: string } | null;
  /** Accessible name of the picture (role="img"). */
  title?: string;
  /** Extra class names on the <svg> element. */
  className?: string;
}

/** Distance between two lines, in SVG user units. */
export const CELL = 40;
/** Radius of a stone. */
export const STONE_R = CELL * 0.46;
/** Coordinate labels: their font size, and how far their centres lie from the board's outer edge. */
export const COORD_FONT = CELL * 0.4;
export const COORD_INSET = CELL * 0.45;
/**
 * Distance from the outer edge to the first line. With coordinates it leaves a band for the labels
 * (COORD_INSET plus half a two-digit label) and a clear gap before the circle of a stone on the
 * edge line, so a1..o1, a15..o15 and the edge columns never touch their labels; the unit tests
 * measure that gap.
 */
const MARGIN_COORDS = CELL * 1.4;
const MARGIN_PLAIN = CELL * 0.7;

export interface Geometry {
  /** First and last visible column and row (0-based, rows from the bottom). */
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  margin: number;
  width: number;
  height: number;
}

/** Where each point lies in the SVG that `renderBoard(view)` returns. */
export function boardGeometry(view: BoardView): Geometry {
  let x0 = 0;
  let x1 = BOARD_SIZE - 1;
  let y0 = 0;
  let y1 = BOARD_SIZE - 1;
  if (view.window) {
    const a = mustParse(view.window.from);
    const b = mustParse(view.window.to);
    x0 = Math.min(a.x, b.x);
    x1 = Math.max(a.x, b.x);
    y0 = Math.min(a.y, b.y);
    y1 = Math.max(a.y, b.y);
  }
  const margin = view.coordinates === false ? MARGIN_PLAIN : MARGIN_COORDS;
  return {
    x0,
    x1,
    y0,
    y1,
    margin,
    width: 2 * margin + (x1 - x0) * CELL,
    height: 2 * margin + (y1 - y0) * CELL,
  };
}

/** SVG user coordinates of the centre of point `p`. */
export function pointCenter(g: Geometry, p: Point): { cx: number; cy: number } {
  return { cx: g.margin + (p.x - g.x0) * CELL, cy: g.margin + (g.y1 - p.y) * CELL };
}

/**
 * The visible point nearest to SVG user coordinates (x, y), or null when (x, y) is farther than
 * half a cell from every visible point. Used for pointer input on the live board.
 */
export function pointAt(g: Geometry, x: number, y: number): string | null {
  const col = Math.round((x - g.margin) / CELL) + g.x0;
  const row = g.y1 - Math.round((y - g.margin) / CELL);
  if (col < g.x0 || col > g.x1 || row < g.y0 || row > g.y1) return null;
  return formatPoint({ x: col, y: row });
}

/** The board described by `view`, as a lit-html template of one <svg> element. */
export function boardTemplate(view: BoardView): TemplateResult {
  const g = boardGeometry(view);
  const visible = (p: Point) => p.x >= g.x0 && p.x <= g.x1 && p.y >= g.y0 && p.y <= g.y1;
  const at: Locate = (point) => {
    const p = parsePoint(point);
    return p && visible(p) ? { p, ...pointCenter(g, p) } : null;
  };
  const body = [
    svg`<rect class="board-bg" width="${g.width}" height="${g.height}" rx="8" fill="#e4bf78"/>`,
    grid(g, at),
    view.coordinates !== false ? coordinates(g) : nothing,
    view.region && view.region !== 'any' ? regionShade(g, view.region) : nothing,
    (view.squares ?? []).map((sq) => centralSquare(g, sq)),
    stones(view, at),
    (view.marks ?? []).map((m) => mark(m, at)),
    (view.forbidden ?? []).map((f) => forbiddenMark(f, at)),
    ghost(view, at),
    cursor(view, at),
  ];
  const cls = ['board', view.className].filter(Boolean).join(' ');
  const title = view.title ?? '';
  return title
    ? html`<svg xmlns="http://www.w3.org/2000/svg" class="${cls}" viewBox="0 0 ${g.width} ${g.height}" role="img" aria-label="${title}"><title>${title}</title>${body}</svg>`
    : html`<svg xmlns="http://www.w3.org/2000/svg" class="${cls}" viewBox="0 0 ${g.width} ${g.height}" role="img">${body}</svg>`;
}

/** The SVG markup of the board described by `view` (the pages drawn at build time). */
export function renderBoard(view: BoardView): string {
  // Two decimals are plenty at any size; this keeps float noise (24.200000000000003) out.
  return markup(boardTemplate(view)).replace(/\d+\.\d{3,}/g, (m) => String(round(Number(m))));
}

type Located = { p: Point; cx: number; cy: number };
type Locate = (point: string) => Located | null;

const round = (n: number): number => Math.round(n * 100) / 100;

/** Grid lines and star points; a line that continues past a window's cut edge goes a little further. */
function grid(g: Geometry, at: Locate): SVGTemplateResult[] {
  const left = g.margin - (g.x0 > 0 ? CELL * 0.3 : 0);
  const right = g.margin + (g.x1 - g.x0) * CELL + (g.x1 < BOARD_SIZE - 1 ? CELL * 0.3 : 0);
  const top = g.margin - (g.y1 < BOARD_SIZE - 1 ? CELL * 0.3 : 0);
  const bottom = g.margin + (g.y1 - g.y0) * CELL + (g.y0 > 0 ? CELL * 0.3 : 0);
  const lines: string[] = [];
  for (let x = g.x0; x <= g.x1; x++) {
    const cx = g.margin + (x - g.x0) * CELL;
    lines.push(`M${round(cx)} ${round(top)}V${round(bottom)}`);
  }
  for (let y = g.y0; y <= g.y1; y++) {
    const cy = g.margin + (g.y1 - y) * CELL;
    lines.push(`M${round(left)} ${round(cy)}H${round(right)}`);
  }
  const out = [
    svg`<path class="grid" d="${lines.join('')}" stroke="#5b4524" stroke-width="1.2" fill="none"/>`,
  ];
  for (const star of ['h8', 'd4', 'l4', 'd12', 'l12']) {
    const c = at(star);
    if (c) out.push(svg`<circle class="star" cx="${c.cx}" cy="${c.cy}" r="4" fill="#5b4524"/>`);
  }
  return out;
}

/** Column letters above and below, row numbers left and right. */
function coordinates(g: Geometry): SVGTemplateResult[] {
  const label = (x: number, y: number, text: string) =>
    svg`<text class="coord" x="${round(x)}" y="${round(y)}" font-size="${COORD_FONT}" fill="#5b4524" text-anchor="middle" dominant-baseline="middle">${text}</text>`;
  const out: SVGTemplateResult[] = [];
  for (let x = g.x0; x <= g.x1; x++) {
    const cx = g.margin + (x - g.x0) * CELL;
    const letter = String.fromCharCode(97 + x);
    out.push(label(cx, COORD_INSET, letter), label(cx, g.height - COORD_INSET, letter));
  }
  for (let y = g.y0; y <= g.y1; y++) {
    const cy = g.margin + (g.y1 - y) * CELL;
    out.push(
      label(COORD_INSET, cy, String(y + 1)),
      label(g.width - COORD_INSET, cy, String(y + 1)),
    );
  }
  return out;
}

/** An outlined central square of an opening rule's diagram, with its label. */
function centralSquare(g: Geometry, sq: CentralSquare): SVGTemplateResult {
  const k = (sq.size - 1) / 2;
  const a = pointCenter(g, { x: 7 - k, y: 7 + k });
  const pad = CELL * 0.42;
  const x = round(a.cx - pad);
  const y = round(a.cy - pad);
  const w = round((sq.size - 1) * CELL + 2 * pad);
  const label = sq.label
    ? svg`<text class="square-label" x="${round(a.cx - pad + 4)}" y="${round(a.cy - pad - 5)}" font-size="${round(CELL * 0.42)}" font-weight="700" fill="#1f5f8b" stroke="#e4bf78" stroke-width="5" paint-order="stroke">${sq.label}</text>`
    : nothing;
  return svg`<rect class="square square-${sq.size}" x="${x}" y="${y}" width="${w}" height="${w}" rx="6" fill="none" stroke="#1f5f8b" stroke-width="2.5" stroke-dasharray="8 5"/>${label}`;
}

/** The stones, each with its number (when shown) or the last move's dot. */
function stones(view: BoardView, at: Locate): SVGTemplateResult[] {
  const lastMove = view.lastMove ?? null;
  const out: SVGTemplateResult[] = [];
  for (const s of view.stones ?? []) {
    const c = at(s.point);
    if (!c) continue;
    const isLast = lastMove !== null && samePoint(lastMove, s.point);
    let inner: SVGTemplateResult | typeof nothing = nothing;
    if (view.numbers && s.number !== undefined) {
      const fill = isLast ? '#e0301e' : s.color === 'black' ? '#ffffff' : '#1b1b1b';
      const size = round(s.number >= 100 ? CELL * 0.34 : CELL * 0.42);
      inner = svg`<text x="${c.cx}" y="${c.cy}" font-size="${size}" font-weight="600" fill="${fill}" text-anchor="middle" dominant-baseline="central">${s.number}</text>`;
    } else if (isLast) {
      inner = svg`<circle class="last-dot" cx="${c.cx}" cy="${c.cy}" r="${round(CELL * 0.12)}" fill="#e0301e"/>`;
    }
    out.push(
      svg`<g class="stone ${s.color}${isLast ? ' last' : ''}" data-point="${formatPoint(c.p)}">${stoneShape(c.cx, c.cy, s.color)}${inner}</g>`,
    );
  }
  return out;
}

/** An offered fifth move, a ring round a stone, or a label on an empty point. */
function mark(m: BoardMark, at: Locate): SVGTemplateResult | typeof nothing {
  const c = at(m.point);
  if (!c) return nothing;
  const pt = formatPoint(c.p);
  const label = m.label
    ? svg`<text x="${c.cx}" y="${c.cy}" font-size="${round(CELL * 0.42)}" font-weight="700" fill="#1b1b1b" text-anchor="middle" dominant-baseline="central">${m.label}</text>`
    : nothing;
  if (m.kind === 'offer') {
    return svg`<g class="mark offer" data-point="${pt}"><circle cx="${c.cx}" cy="${c.cy}" r="${round(STONE_R)}" fill="#1b1b1b" fill-opacity="0.25" stroke="#1b1b1b" stroke-width="2" stroke-dasharray="5 3"/>${label}</g>`;
  }
  if (m.kind === 'ring') {
    return svg`<g class="mark ring" data-point="${pt}"><circle cx="${c.cx}" cy="${c.cy}" r="${round(STONE_R + 3)}" fill="none" stroke="#e0301e" stroke-width="3"/>${label}</g>`;
  }
  return svg`<g class="mark label" data-point="${pt}"><circle cx="${c.cx}" cy="${c.cy}" r="${round(CELL * 0.3)}" fill="#e4bf78"/>${label}</g>`;
}

/** A red cross on a point forbidden to black, titled with its kind. */
function forbiddenMark(f: ForbiddenMark, at: Locate): SVGTemplateResult | typeof nothing {
  const c = at(f.point);
  if (!c) return nothing;
  const d = CELL * 0.2;
  const x0 = round(c.cx - d);
  const x1 = round(c.cx + d);
  const y0 = round(c.cy - d);
  const y1 = round(c.cy + d);
  const title = f.label ? svg`<title>${f.label}</title>` : nothing;
  return svg`<g class="forbidden forbidden-${f.kind}" data-point="${formatPoint(c.p)}" data-kind="${f.kind}">${title}<path d="M${x0} ${y0}L${x1} ${y1}M${x1} ${y0}L${x0} ${y1}" stroke="#d0241a" stroke-width="4" stroke-linecap="round"/></g>`;
}

/** A translucent stone, e.g. under the pointer. */
function ghost(view: BoardView, at: Locate): SVGTemplateResult | typeof nothing {
  const c = view.ghost ? at(view.ghost.point) : null;
  if (!view.ghost || !c) return nothing;
  return svg`<g class="ghost ${view.ghost.color}" data-point="${formatPoint(c.p)}" opacity="0.5">${stoneShape(c.cx, c.cy, view.ghost.color)}</g>`;
}

/** The keyboard cursor: a square round its point. */
function cursor(view: BoardView, at: Locate): SVGTemplateResult | typeof nothing {
  const c = view.cursor ? at(view.cursor) : null;
  if (!c) return nothing;
  const h = CELL * 0.5;
  return svg`<rect class="cursor" data-point="${formatPoint(c.p)}" x="${round(c.cx - h)}" y="${round(c.cy - h)}" width="${round(2 * h)}" height="${round(2 * h)}" rx="5" fill="none" stroke="#1f5f8b" stroke-width="3"/>`;
}

function stoneShape(cx: number, cy: number, color: StoneColor): SVGTemplateResult {
  const r = STONE_R;
  if (color === 'black') {
    return svg`<circle cx="${cx}" cy="${cy}" r="${round(r)}" fill="#1b1b1b"/><circle cx="${round(cx - r * 0.35)}" cy="${round(cy - r * 0.35)}" r="${round(r * 0.3)}" fill="#ffffff" fill-opacity="0.16"/>`;
  }
  return svg`<circle cx="${cx}" cy="${cy}" r="${round(r - 0.75)}" fill="#fbfaf6" stroke="#4a4a4a" stroke-width="1.5"/>`;
}

/** Four translucent bands over the board outside the allowed central area. */
function regionShade(g: Geometry, region: Exclude<RegionName, 'any'>): SVGTemplateResult {
  const k = regionHalfWidth(region);
  const a = pointCenter(g, { x: 7 - k, y: 7 + k });
  const b = pointCenter(g, { x: 7 + k, y: 7 - k });
  const pad = CELL / 2;
  const ax = round(a.cx - pad);
  const ay = round(a.cy - pad);
  const bx = round(b.cx + pad);
  const by = round(b.cy + pad);
  // One path with an even-odd hole: the whole board minus the allowed square.
  const d = `M0 0H${g.width}V${g.height}H0Z` + `M${ax} ${ay}H${bx}V${by}H${ax}Z`;
  return svg`<path class="region region-${region}" d="${d}" fill="#3d2a0c" fill-opacity="0.18" fill-rule="evenodd"/><rect class="region-edge" x="${ax}" y="${ay}" width="${round(bx - ax)}" height="${round(by - ay)}" fill="none" stroke="#1f5f8b" stroke-width="2"/>`;
}

function samePoint(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

function mustParse(s: string): Point {
  const p = parsePoint(s);
  if (!p) throw new Error(`not a board point: "${s}"`);
  return p;
}
