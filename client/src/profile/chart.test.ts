// The rating chart's scaling: the axes, where the points fall, and the provisional stretch.
import { describe, expect, it } from 'vitest';
import { type ChartBox, chartBox, layoutChart, ratingRange, tickStep } from './chart';

const BOX: ChartBox = { width: 200, height: 120, left: 40, right: 0, top: 0, bottom: 20 };
const point = (at: number, rating: number, deviation = 60) => ({
  at,
  rating,
  deviation,
  gameId: `g${at}`,
});

describe('the rating axis', () => {
  it('takes a round step giving at most five ticks', () => {
    expect(tickStep(40)).toBe(10);
    expect(tickStep(120)).toBe(25);
    expect(tickStep(480)).toBe(100);
    expect(tickStep(3000)).toBe(1000);
  });
  it('rounds the range out to whole ticks, and gives a flat line some height', () => {
    // 1338..1662 with 5% room is 1321.8..1678.2: steps of 100, rounded out
    expect(ratingRange([point(1, 1338), point(2, 1662)])).toEqual({
      low: 1300,
      high: 1700,
      step: 100,
    });
    expect(ratingRange([point(1, 1500)])).toEqual({ low: 1470, high: 1530, step: 10 });
  });
});

describe('layoutChart', () => {
  it('puts the oldest game left, the newest right, a higher rating higher', () => {
    const c = layoutChart([point(0, 1440), point(50, 1500), point(100, 1560)], BOX);
    expect(c.points.map((p) => p.x)).toEqual([40, 120, 200]);
    // 1440..1560 with room: 1400..1600 by 50, over 100 px: 1440 at 80, 1560 at 20
    expect(c.points.map((p) => p.y)).toEqual([80, 50, 20]);
    expect(c.yTicks.map((t) => t.value)).toEqual([1400, 1450, 1500, 1550, 1600]);
    expect(c.yTicks[0]).toEqual({ value: 1400, y: 100 });
    expect(c.xTicks.map((t) => t.at)).toEqual([0, 50, 100]);
  });
  it('clips the deviation band to the picture', () => {
    const c = layoutChart([point(0, 1400, 350), point(10, 1600, 350)], BOX);
    expect(c.points[0]?.yHigh).toBe(0);
    expect(c.points[0]?.yLow).toBe(100);
  });
  it('draws the provisional stretch apart, the line unbroken', () => {
    const c = layoutChart(
      [point(0, 1500, 350), point(1, 1600, 250), point(2, 1650, 100), point(3, 1640, 90)],
      BOX,
    );
    expect(c.points.map((p) => p.provisional)).toEqual([true, true, false, false]);
    expect(c.segments.map((s) => s.provisional)).toEqual([true, false]);
    // the established stretch starts where the provisional one ends
    const end = c.segments[0]!.d.split(' L').at(-1);
    expect(c.segments[1]!.d.startsWith(`M${end}`)).toBe(true);
  });
  it('centres a single game and draws it as a dot', () => {
    const c = layoutChart([point(5, 1500, 350)], BOX);
    expect(c.points[0]?.x).toBe(120);
    expect(c.segments).toEqual([{ d: `M120 ${c.points[0]!.y}h0`, provisional: true }]);
    expect(c.xTicks).toHaveLength(1);
  });
  it('is empty for no games', () => {
    expect(layoutChart([], BOX).points).toEqual([]);
  });
});

describe('chartBox', () => {
  it('takes the width given, within bounds, and is lower on a phone', () => {
    expect(chartBox(344)).toMatchObject({ width: 344, height: 200 });
    expect(chartBox(1200)).toMatchObject({ width: 960, height: 260 });
    expect(chartBox(0).width).toBe(260);
  });
});
