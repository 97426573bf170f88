// The game review in Chromium against the real `renju serve`, the engine in the browser: a
// finished game's page (English, 360 px) where White let a five through, and an archived RIF game
// (Portuguese, 360 px) with its opening decisions, a cancel and a review to the end. With
// REVIEW_BENCH=1 also a 60-move game, timed (docs/performance.md, "Game review").
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../src/i18n';
import { DESKTOP, PHONE, hasHorizontalScroll, newPerson, screenshot } from './harness.mjs';
import { postJson, useSite } from './site-suite';

const site = useSite();

const api = (path: string, body: unknown, bearer?: string) => postJson(site, path, body, bearer);

type Seat = 'opener' | 'other';

/** A game played over the API; `publish` puts it in the archive (both seats agree). */
async function played(
  rule: string,
  actions: [Seat, Record<string, unknown>][],
  publish = false,
): Promise<string> {
  const created = await api('/api/games', { rule, opener: 'creator' });
  const id = created.id as string;
  const joined = await api(`/api/games/${id}/join`, { invite: created.invite });
  const seats: Record<Seat, string> = {
    [created.you as Seat]: created.seat as string,
    [joined.you as Seat]: joined.seat as string,
  } as Record<Seat, string>;
  for (const [seat, action] of actions) await api(`/api/games/${id}/actions`, action, seats[seat]);
  if (publish)
    for (const seat of ['opener', 'other'] as const)
      await api(`/api/games/${id}/actions`, { type: 'publish' }, seats[seat]);
  return id;
}

const places = (points: string[]): [Seat, Record<string, unknown>][] =>
  points.map((point, i) => [i % 2 === 0 ? 'opener' : 'other', { type: 'place', point }]);

/** Starts the review in `root` and waits for its end; the milliseconds it took. */
async function review(page: Page, root: string, timeoutMs = 45_000): Promise<number> {
  const panel = page.locator(`${root} .rv`);
  await panel.locator('[data-rv="start"]').click();
  await page.waitForSelector(`${root} .rv[data-state="done"]`, { timeout: timeoutMs });
  return Number(await panel.getAttribute('data-ms'));
}

const cell = (page: Page, root: string, row: string, color: 'black' | 'white') =>
  page.textContent(`${root} .rv-summary tr[data-row="${row}"] td[data-color="${color}"]`);

describe('game review', () => {
  it('marks the move that let a five through on the finished game page (en, 360 px)', async () => {
    const d = DICTIONARIES.en;
    // Black's k8 is a four (g8 is White's); White's j9 ignores it and Black's l8 is five.
    const moves = ['h8', 'h9', 'i8', 'g8', 'j8', 'i9', 'k8', 'j9', 'l8'];
    const id = await played('standard', places(moves));
    const { page, errors } = await newPerson(site.browser, {
      viewport: PHONE,
      browserEngine: true,
    });
    await page.goto(`${site.server.base}/g/${id}?lang=en`);
    const root = '#game';
    await page.waitForSelector(`${root} .rv [data-rv="start"]`, { timeout: 20_000 });
    expect(await page.textContent(`${root} .rv h2`)).toBe(d['review.title']);
    const ms = await review(page, root);
    const n = await page.getAttribute(`${root} .rv`, 'data-positions');
    console.info(`review: ${moves.length} moves, ${n} positions evaluated, in ${ms} ms`);
    // One point per move on the chart, the blunder marked on it and in the list.
    expect(await page.locator(`${root} .rv-chart circle.rv-point`).count()).toBe(moves.length);
    expect(await page.locator(`${root} .rv-chart circle.rv-blunder[data-move="8"]`).count()).toBe(
      1,
    );
    const eighth = page.locator(`${root} .rv-moves li[data-ply="8"]`);
    expect(await eighth.getAttribute('data-mark')).toBe('blunder');
    expect(await eighth.textContent()).toContain('??');
    expect(await eighth.textContent()).toContain(d['review.mark.blunder']);
    expect(await eighth.textContent()).toContain(d['review.best'].replace('{point}', 'l8'));
    // The summary per player.
    expect(Number(await cell(page, root, 'blunder', 'white'))).toBeGreaterThanOrEqual(1);
    expect(await cell(page, root, 'missed-win', 'black')).toBe('0');
    expect(await cell(page, root, 'judged', 'black')).toBe('5');
    expect(await cell(page, root, 'judged', 'white')).toBe('4');
    expect(await page.textContent(`${root} .rv-summary`)).toContain(d['review.average']);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'review-en-phone');
    // A click on the chart shows that move on the board.
    await page.locator(`${root} .rv-chart g.rv-col[data-move="7"] rect`).click();
    await page.waitForSelector(`${root} .rv-moves li[data-ply="7"][aria-current="step"]`);
    await page.setViewportSize(DESKTOP);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'review-en-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('says that the review needs WebAssembly where there is none (pt, 360 px)', async () => {
    const id = await played('standard', [
      ['opener', { type: 'place', point: 'h8' }],
      ['other', { type: 'resign' }],
    ]);
    const { page, errors } = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
    await page.addInitScript(() => {
      delete (globalThis as { WebAssembly?: unknown }).WebAssembly;
    });
    await page.goto(`${site.server.base}/g/${id}?lang=pt`);
    await page.waitForSelector('#game .rv .rv-note', { timeout: 20_000 });
    expect(await page.textContent('#game .rv .rv-note')).toBe(DICTIONARIES.pt['review.noWasm']);
    expect(await page.locator('#game .rv [data-rv="start"]').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reviews an archived RIF game with its opening decisions, after a cancel (pt, 360 px)', async () => {
    const d = DICTIONARIES.pt;
    const id = await played(
      'rif',
      [
        ['opener', { type: 'place', point: 'h8' }],
        ['opener', { type: 'place', point: 'h9' }],
        ['opener', { type: 'place', point: 'i10' }],
        ['other', { type: 'swap' }],
        ['opener', { type: 'place', point: 'g10' }],
        ['other', { type: 'offer', points: ['j9', 'a1'] }],
        ['opener', { type: 'choose', point: 'a1' }],
        ['opener', { type: 'place', point: 'g9' }],
        ['other', { type: 'place', point: 'f8' }],
        ['opener', { type: 'place', point: 'g8' }],
        ['other', { type: 'resign' }],
      ],
      true,
    );
    const { page, errors } = await newPerson(site.browser, {
      viewport: PHONE,
      locale: 'pt-BR',
      browserEngine: true,
    });
    await page.goto(`${site.server.base}/archive/${id}?lang=pt`);
    const root = '#archive-game';
    await page.waitForSelector(`${root}[data-state="ready"]`);
    const start = page.locator(`${root} .rv [data-rv="start"]`);
    await start.waitFor();
    expect(await start.textContent()).toBe(d['review.start']);
    // Cancelled at once, then run to its end.
    await start.click();
    await page.locator(`${root} .rv [data-rv="cancel"]`).click();
    await page.waitForSelector(`${root} .rv[data-state="cancelled"]`);
    expect(await page.textContent(`${root} .rv`)).toContain(d['review.cancelled']);
    await review(page, root);
    expect(await page.locator(`${root} .rv-chart circle.rv-point`).count()).toBe(8);
    // The opening's stones are shown, not judged; the swap and the choice are judged.
    expect(await page.textContent(`${root} .rv-moves li[data-ply="3"]`)).toContain(
      d['review.opening'],
    );
    const swap = page.locator(`${root} .rv-moves li[data-decision="swap"]`);
    expect(await swap.locator('.rv-chance').count()).toBe(1);
    const choice = page.locator(`${root} .rv-moves li[data-decision="choose"]`);
    expect(await choice.locator('.rv-chance').count()).toBe(1);
    expect(await page.locator(`${root} .rv-moves li[data-decision="offer"]`).count()).toBe(1);
    expect(await page.textContent(`${root} .rv h2`)).toBe(d['review.title']);
    expect(await page.textContent(`${root} .rv-summary`)).toContain(d['review.average']);
    // The players by name over their columns, as the archive names them.
    expect(await page.textContent(`${root} .rv-summary th[data-color="white"] .rv-name`)).toBe(
      DICTIONARIES.pt['archive.anonymous'],
    );
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'review-pt-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  // Two 60-move games: stones two points apart (no line of them ever holds a three, so nothing
  // to solve and shallow searches), and one the engine played against itself at this budget, a
  // quarter of its moves replaced by a random point near the stones (threats, fours, VCFs).
  const quiet = (() => {
    const grid: string[] = [];
    for (let x = 0; x < 15; x += 2)
      for (let y = 0; y < 15; y += 2) grid.push(`${String.fromCharCode(97 + x)}${y + 1}`);
    const d2 = (p: string) => (p.charCodeAt(0) - 104) ** 2 + (Number(p.slice(1)) - 8) ** 2;
    return grid.sort((a, b) => d2(a) - d2(b)).slice(0, 60);
  })();
  const sharp = (
    'h8,g7,i10,f8,h9,f7,h7,h6,e9,k12,e7,h11,g6,c10,f9,g9,e8,e10,i8,f5,l10,k13,a10,k10,k11,g10,' +
    'j8,k8,g11,f4,j9,f12,f6,i5,j4,f10,d10,h10,e6,e5,c6,d6,d7,b5,b9,c8,c9,d9,b4,f11,b7,h4,g12,' +
    'g3,l2,d4,m4,j15,h2,n8'
  ).split(',');
  for (const [name, moves] of [
    ['quiet', quiet],
    ['sharp', sharp],
  ] as const)
    it.runIf(process.env.REVIEW_BENCH === '1')(
      `times the review of a 60-move game (${name})`,
      async () => {
        const id = await played('standard', [...places(moves), ['opener', { type: 'resign' }]]);
        const { page } = await newPerson(site.browser, { viewport: DESKTOP, browserEngine: true });
        await page.goto(`${site.server.base}/g/${id}?lang=en`);
        await page.waitForSelector('#game .rv [data-rv="start"]', { timeout: 20_000 });
        const ms = await review(page, '#game', 120_000);
        const n = await page.getAttribute('#game .rv', 'data-positions');
        console.info(`review bench (${name}): 60 moves, ${n} positions evaluated, in ${ms} ms`);
        expect(await page.locator('#game .rv-chart circle.rv-point').count()).toBe(60);
        await page.context().close();
      },
      150_000,
    );
});
