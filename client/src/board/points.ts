// Points in renju notation: columns a..o left to right, rows 1..15 from the bottom; 'h8' is the
// centre. Input is case-insensitive, output lowercase (the rules library's convention).

export const BOARD_SIZE = 15;

/** A stone's colour, as the rules library writes it. */
export type Color = 'black' | 'white';
export const otherColor = (c: Color): Color => (c === 'black' ? 'white' : 'black');

/** Allowed areas for the next stone, as the rules library names them. */
export type Region = 'center' | '3x3' | '5x5' | '7x7' | '9x9' | 'any';

/** x = column (a..o -> 0..14), y = row from the bottom (1..15 -> 0..14). */
export interface Point {
  x: number;
  y: number;
}

/** The point named by `s` ('h8', 'H8'), or null when it names no point of the board. */
export function parsePoint(s: string): Point | null {
  const m = /^([a-o])(1[0-5]|[1-9])$/.exec(s.trim().toLowerCase());
  if (!m) return null;
  const x = (m[1] as string).charCodeAt(0) - 97;
  const y = Number(m[2]) - 1;
  if (y < 0 || y >= BOARD_SIZE) return null;
  return { x, y };
}

export function formatPoint(p: Point): string {
  return `${String.fromCharCode(97 + p.x)}${p.y + 1}`;
}

/** The point named by `s` in the page's spelling ('h8'), or null. */
export function normalizePoint(s: string): string | null {
  const p = parsePoint(s);
  return p ? formatPoint(p) : null;
}

/** Index of a point in a row-major list of the 225 points from a1 (the rules library's order). */
export function pointIndex(s: string): number {
  const p = parsePoint(s);
  return p ? p.y * BOARD_SIZE + p.x : -1;
}

/** The point dx columns and dy rows away, kept on the board. */
export function offsetPoint(s: string, dx: number, dy: number): string {
  const p = parsePoint(s) ?? { x: 7, y: 7 };
  const clamp = (v: number) => Math.min(BOARD_SIZE - 1, Math.max(0, v));
  return formatPoint({ x: clamp(p.x + dx), y: clamp(p.y + dy) });
}

/** Whether a point lies inside a central region (Chebyshev distance from h8). */
export function inRegion(region: Region, s: string): boolean {
  const p = parsePoint(s);
  if (!p) return false;
  if (region === 'any') return true;
  const k = regionHalfWidth(region);
  return Math.max(Math.abs(p.x - 7), Math.abs(p.y - 7)) <= k;
}

/** Half the width of a central area around h8, in lines: 3x3 -> 1, 9x9 -> 4; 'center' -> 0. */
export function regionHalfWidth(region: 'center' | '3x3' | '5x5' | '7x7' | '9x9'): number {
  return region === 'center' ? 0 : (Number(region[0]) - 1) / 2;
}

/**
 * Stones written as colour-prefixed points, 'Bh8 Wh9 Bi8' (the format of `renju forbidden
 * --stones`), as a list of { point, color }.
 */
export function parseStones(s: string): { point: string; color: Color }[] {
  return s
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((tok) => {
      const first = tok[0]?.toUpperCase();
      const color: Color | null = first === 'B' ? 'black' : first === 'W' ? 'white' : null;
      const p = parsePoint(tok.slice(1));
      if (!color || !p) throw new Error(`not a stone: "${tok}" (expected e.g. Bh8 or Wh9)`);
      return { point: formatPoint(p), color };
    });
}
