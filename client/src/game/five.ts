// The winning line of a finished game, for highlighting: read from the final position, not
// decided here (the server said the game ended by a five; this only finds where it is).
import { BOARD_SIZE, formatPoint, parsePoint } from '../board/points';
import type { Color, Move } from './view';

const DIRECTIONS: readonly [number, number][] = [
  [1, 0],
  [0, 1],
  [1, 1],
  [1, -1],
];

/** The stones of the five (or longer line, for White) through the last stone; [] if none. */
export function winningLine(moves: readonly Move[]): string[] {
  const last = [...moves].reverse().find((m) => m.point !== null);
  const at = last?.point ? parsePoint(last.point) : null;
  if (!last || !at) return [];
  const color: Color = last.color;
  const board = new Map<string, Color>();
  for (const m of moves) if (m.point) board.set(m.point, m.color);
  const own = (x: number, y: number) =>
    x >= 0 &&
    y >= 0 &&
    x < BOARD_SIZE &&
    y < BOARD_SIZE &&
    board.get(formatPoint({ x, y })) === color;
  for (const [dx, dy] of DIRECTIONS) {
    const line = [formatPoint(at)];
    for (const sign of [1, -1]) {
      let x = at.x + sign * dx;
      let y = at.y + sign * dy;
      while (own(x, y)) {
        line.push(formatPoint({ x, y }));
        x += sign * dx;
        y += sign * dy;
      }
    }
    if (line.length >= 5) return line.sort();
  }
  return [];
}
