// Points in renju notation: columns a..o left to right, rows 1..15 from the bottom; 'h8' is the
// centre. Input is case-insensitive, output lowercase (the rules library's convention).

export const BOARD_SIZE = 15;

/** x = column (a..o -> 0..14), y = row from the bottom (1..15 -> 0..14). */
export interface Point {
  x: number;
  y: number;
}

/** The point named by `s` ('h8', 'H8'), or null when it names no point of the board. */
export function parsePoint(s: string): Point | null {
  const m = /^([a-o])(\d{1,2})$/.exec(s.trim().toLowerCase());
  if (!m) return null;
  const x = (m[1] as string).charCodeAt(0) - 97;
  const y = Number(m[2]) - 1;
  if (y < 0 || y >= BOARD_SIZE) return null;
  return { x, y };
}

export function formatPoint(p: Point): string {
  return `${String.fromCharCode(97 + p.x)}${p.y + 1}`;
}

/** Half the width of a central area around h8, in lines: 3x3 -> 1, 9x9 -> 4; 'center' -> 0. */
export function regionHalfWidth(region: 'center' | '3x3' | '5x5' | '7x7' | '9x9'): number {
  return region === 'center' ? 0 : (Number(region[0]) - 1) / 2;
}

/**
 * Stones written as colour-prefixed points, 'Bh8 Wh9 Bi8' (the format of `renju forbidden
 * --stones`), as a list of { point, color }.
 */
export function parseStones(s: string): { point: string; color: 'black' | 'white' }[] {
  return s
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((tok) => {
      const color =
        tok[0]?.toUpperCase() === 'B' ? 'black' : tok[0]?.toUpperCase() === 'W' ? 'white' : null;
      const p = parsePoint(tok.slice(1));
      if (!color || !p) throw new Error(`not a stone: "${tok}" (expected e.g. Bh8 or Wh9)`);
      return { point: formatPoint(p), color };
    });
}
