// The board renderer: a pure function from a description to SVG markup.
import { describe, expect, it } from 'vitest';
import {
  BOARD_SIZE,
  boardGeometry,
  formatPoint,
  parsePoint,
  parseStones,
  pointAt,
  pointCenter,
  renderBoard,
  STONE_R,
} from '../src/board';

const count = (s: string, re: RegExp) => (s.match(re) ?? []).length;

describe('points', () => {
  it('parse renju notation, rows from the bottom', () => {
    expect(parsePoint('h8')).toEqual({ x: 7, y: 7 });
    expect(parsePoint('A1')).toEqual({ x: 0, y: 0 });
    expect(parsePoint(' o15 ')).toEqual({ x: 14, y: 14 });
    for (const bad of ['p1', 'a0', 'a16', 'h', '8h', '', 'h8x'])
      expect(parsePoint(bad), bad).toBeNull();
  });

  it('format what they parse', () => {
    for (let x = 0; x < BOARD_SIZE; x++)
      for (let y = 0; y < BOARD_SIZE; y++)
        expect(parsePoint(formatPoint({ x, y }))).toEqual({ x, y });
  });

  it('read colour-prefixed stone lists', () => {
    expect(parseStones('Bh8 Wh9, bi8')).toEqual([
      { point: 'h8', color: 'black' },
      { point: 'h9', color: 'white' },
      { point: 'i8', color: 'black' },
    ]);
    expect(() => parseStones('Xh8')).toThrow(/not a stone/);
    expect(() => parseStones('Bz9')).toThrow(/not a stone/);
  });
});

describe('renderBoard', () => {
  it('draws one group per stone, with its colour and point', () => {
    const svg = renderBoard({
      stones: [
        { point: 'h8', color: 'black' },
        { point: 'I9', color: 'white' },
      ],
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<g class="stone black" data-point="h8">');
    expect(svg).toContain('<g class="stone white" data-point="i9">');
    expect(count(svg, /class="stone /g)).toBe(2);
  });

  it('has a size-independent viewBox and no fixed width or height', () => {
    const svg = renderBoard({});
    expect(svg).toMatch(/viewBox="0 0 [\d.]+ [\d.]+"/);
    expect(svg).not.toMatch(/<svg[^>]* (width|height)=/);
  });

  it('draws coordinates only when asked, and makes room for them', () => {
    const on = renderBoard({});
    const off = renderBoard({ coordinates: false });
    expect(count(on, /class="coord"/g)).toBe(4 * BOARD_SIZE);
    expect(count(off, /class="coord"/g)).toBe(0);
    expect(boardGeometry({}).width).toBeGreaterThan(boardGeometry({ coordinates: false }).width);
  });

  it('keeps every coordinate label clear of the stones and rings on the edge lines', () => {
    for (const view of [{}, { window: { from: 'c3', to: 'm13' } }]) {
      const svg = renderBoard(view);
      const g = boardGeometry(view);
      // Every label's box, as wide as it could be in any sans-serif face: 0.65 em per character
      // (0.9 em for "m"), one em high, centred on (x, y) as text-anchor and dominant-baseline say.
      const labels = [
        ...svg.matchAll(
          /<text class="coord" x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"[^>]*>([^<]+)<\/text>/g,
        ),
      ].map(([, x, y, size, text]) => {
        const fs = Number(size);
        const w = [...text!].reduce((sum, ch) => sum + (ch === 'm' ? 0.9 : 0.65) * fs, 0);
        return {
          text,
          x0: Number(x) - w / 2,
          x1: Number(x) + w / 2,
          y0: Number(y) - fs / 2,
          y1: Number(y) + fs / 2,
        };
      });
      expect(labels.length).toBe(2 * (g.x1 - g.x0 + 1) + 2 * (g.y1 - g.y0 + 1));
      // Labels stay on the board.
      for (const l of labels) {
        expect(l.x0, l.text).toBeGreaterThan(0);
        expect(l.y0, l.text).toBeGreaterThan(0);
        expect(l.x1, l.text).toBeLessThan(g.width);
        expect(l.y1, l.text).toBeLessThan(g.height);
      }
      // The nearest any label comes to the centre of any visible point (a1, o15 and the other edge
      // points are the ones that matter).
      let nearest = Infinity;
      for (let x = g.x0; x <= g.x1; x++) {
        for (let y = g.y0; y <= g.y1; y++) {
          const { cx, cy } = pointCenter(g, { x, y });
          for (const l of labels) {
            const dx = Math.max(l.x0 - cx, 0, cx - l.x1);
            const dy = Math.max(l.y0 - cy, 0, cy - l.y1);
            nearest = Math.min(nearest, Math.hypot(dx, dy));
          }
        }
      }
      // A clear gap after a stone's edge (a tenth of a line), and none touches a ring (the widest
      // mark around a point: radius + 3, stroke 3).
      expect(nearest - STONE_R).toBeGreaterThanOrEqual(4);
      expect(nearest - (STONE_R + 3 + 1.5)).toBeGreaterThan(0);
    }
  });

  it('numbers stones and marks the last move', () => {
    const stones = [
      { point: 'h8', color: 'black' as const, number: 1 },
      { point: 'h9', color: 'white' as const, number: 2 },
    ];
    const plain = renderBoard({ stones, lastMove: 'h9' });
    expect(plain).toContain('class="stone white last"');
    expect(count(plain, /class="last-dot"/g)).toBe(1);
    expect(plain).not.toMatch(/font-weight="600"[^>]*>1<\/text>/);
    const numbered = renderBoard({ stones, numbers: true, lastMove: 'h9' });
    expect(numbered).toMatch(/font-weight="600"[^>]*>1<\/text>/);
    expect(numbered).toMatch(/fill="#e0301e"[^>]*>2<\/text>/);
  });

  it('marks forbidden points with their kind and an escaped label', () => {
    const svg = renderBoard({
      forbidden: [
        { point: 'h8', kind: 'double-three', label: 'a <b> & "c"' },
        { point: 'j10', kind: 'overline' },
      ],
    });
    expect(svg).toContain(
      'class="forbidden forbidden-double-three" data-point="h8" data-kind="double-three"',
    );
    expect(svg).toContain('data-kind="overline"');
    expect(svg).toContain('<title>a &#60;b&#62; &#38; &#34;c&#34;</title>');
    expect(svg).not.toContain('<b>');
  });

  it('shades outside the allowed region, except for "any"', () => {
    expect(renderBoard({ region: '5x5' })).toContain('class="region region-5x5"');
    expect(renderBoard({ region: 'center' })).toContain('class="region region-center"');
    expect(renderBoard({ region: 'any' })).not.toContain('class="region');
  });

  it('draws the ghost stone, the cursor, marks and central squares', () => {
    const svg = renderBoard({
      ghost: { point: 'k4', color: 'white' },
      cursor: 'a1',
      marks: [
        { point: 'j9', kind: 'offer', label: '2' },
        { point: 'g7', kind: 'ring' },
      ],
      squares: [{ size: 3, label: '3×3' }, { size: 9 }],
    });
    expect(svg).toContain('class="ghost white" data-point="k4"');
    expect(svg).toContain('class="cursor" data-point="a1"');
    expect(svg).toContain('class="mark offer" data-point="j9"');
    expect(svg).toContain('class="mark ring" data-point="g7"');
    expect(svg).toContain('class="square square-3"');
    expect(svg).toContain('class="square square-9"');
  });

  it('crops to a window and leaves out what lies outside it', () => {
    const view = {
      window: { from: 'l12', to: 'd4' },
      stones: [
        { point: 'h8', color: 'black' as const },
        { point: 'a1', color: 'white' as const },
      ],
    };
    const svg = renderBoard(view);
    expect(svg).toContain('data-point="h8"');
    expect(svg).not.toContain('data-point="a1"');
    expect(count(svg, /class="coord"/g)).toBe(4 * 9);
    const g = boardGeometry(view);
    expect([g.x0, g.x1, g.y0, g.y1]).toEqual([3, 11, 3, 11]);
  });

  it('finds the point under SVG coordinates (the inverse of pointCenter)', () => {
    for (const view of [{}, { coordinates: false }, { window: { from: 'c3', to: 'm13' } }]) {
      const g = boardGeometry(view);
      for (let x = g.x0; x <= g.x1; x++) {
        for (let y = g.y0; y <= g.y1; y++) {
          const { cx, cy } = pointCenter(g, { x, y });
          expect(pointAt(g, cx + 7, cy - 9)).toBe(formatPoint({ x, y }));
        }
      }
      expect(pointAt(g, -50, -50)).toBeNull();
      expect(pointAt(g, g.width + 50, g.height / 2)).toBeNull();
    }
  });

  it('rejects a window with a bad corner', () => {
    expect(() => renderBoard({ window: { from: 'z1', to: 'h8' } })).toThrow(/not a board point/);
  });
});
