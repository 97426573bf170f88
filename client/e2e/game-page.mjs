// Helpers for the game page's browser tests: where a point is on the drawn board, clicking and
// tapping it, the page's version and the locators of its regions.
import assert from 'node:assert/strict';

// Board geometry of client/src/board/render.ts: 40 SVG units between lines; the margin (room for
// the coordinates) is read from the drawn board's viewBox.
export const CELL = 40;

/** Page coordinates of point p on the game board. */
export async function pointXY(page, p) {
  // The container, not the <svg>: the page replaces the svg on redraws, the square box stays.
  const board = page.locator('#game .game-board');
  await board.scrollIntoViewIfNeeded();
  const box = await board.boundingBox();
  assert.ok(box, 'the board is drawn');
  const size = await board.locator('svg').evaluate((svg) => svg.viewBox.baseVal.width);
  const margin = (size - 14 * CELL) / 2;
  const x = p.charCodeAt(0) - 97;
  const y = Number(p.slice(1)) - 1;
  const scale = box.width / size;
  return { x: box.x + (margin + x * CELL) * scale, y: box.y + (margin + (14 - y) * CELL) * scale };
}

export async function clickPoint(page, p) {
  const { x, y } = await pointXY(page, p);
  await page.mouse.click(x, y);
}

export async function tapPoint(page, p) {
  const { x, y } = await pointXY(page, p);
  await page.touchscreen.tap(x, y);
}

export const version = (page) =>
  page.evaluate(() => Number(document.getElementById('game')?.dataset.version ?? -1));

export async function waitVersion(page, v) {
  await page.waitForFunction(
    (want) => Number(document.getElementById('game')?.dataset.version) >= want,
    v,
    {
      timeout: 30000,
    },
  );
}

export const stone = (page, p) => page.locator(`#game .game-board g.stone[data-point="${p}"]`);
export const prompt = (page) => page.locator('#game .game-prompt');
export const notice = (page) => page.locator('#game .game-notice');
export const act = (page, name) => page.locator(`#game [data-act="${name}"]`);
