// The analysis board in Chromium against the real `renju serve` and its engine: opened from the
// header on an empty board, from a finished game's page, from a pasted record and from a link;
// stepping by buttons and keys; a variation by a click; a VCF found and drawn as numbered stones;
// the engine running in the browser (its WebAssembly module in a worker).
// Each case runs once, in one language and one viewport, so that both languages and both sizes
// are covered without running everything four times. Screenshots: artifacts/analysis-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, type Lang } from '../src/i18n';
import { DESKTOP, PHONE, hasHorizontalScroll, newPerson, screenshot, waitFor } from './harness.mjs';
import { postJson, useSite } from './site-suite';

// A short engine time keeps each position's evaluation quick on a busy machine.
const site = useSite({ extraArgs: ['--analysis-burst', '100', '--analysis-rate', '50'] });

const CELL = 40;

/** Page coordinates of point p on the analysis board. */
async function pointXY(page: Page, p: string) {
  // The container, not the <svg>: the page draws a new svg after each move and each engine
  // answer, and a replaced svg has no box; the container keeps its box (its only child is the
  // svg, so the two boxes are the same).
  const board = page.locator('#analysis .an-board');
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  const size = await board
    .locator('svg')
    .evaluate((svg) => (svg as unknown as SVGSVGElement).viewBox.baseVal.width);
  const margin = (size - 14 * CELL) / 2;
  const x = p.charCodeAt(0) - 97;
  const y = Number(p.slice(1)) - 1;
  const scale = box.width / size;
  return { x: box.x + (margin + x * CELL) * scale, y: box.y + (margin + (14 - y) * CELL) * scale };
}

async function clickPoint(page: Page, p: string) {
  const { x, y } = await pointXY(page, p);
  await page.mouse.click(x, y);
}

const at = (page: Page) => page.evaluate(() => document.getElementById('analysis')!.dataset.at);
const ready = (page: Page) =>
  page.waitForSelector('#analysis[data-ready="true"]', { timeout: 20_000 });
const stones = (page: Page) => page.locator('#analysis .an-board g.stone').count();
const query = (page: Page) => new URL(page.url()).searchParams;

const api = (path: string, body: unknown, bearer?: string) => postJson(site, path, body, bearer);

/** A standard game played to Black's five through the API: h8..l8 against a9, b9, c9, h9. */
async function finishedGame(): Promise<{ id: string; moves: string[] }> {
  const created = await api('/api/games', { rule: 'standard' });
  const id = created.id as string;
  const joined = await api(`/api/games/${id}/join`, { invite: created.invite });
  const seats: Record<string, string> = {
    [created.you as string]: created.seat as string,
    [joined.you as string]: joined.seat as string,
  };
  const moves = ['h8', 'h9', 'j8', 'a9', 'i8', 'b9', 'k8', 'c9', 'l8'];
  for (const [i, point] of moves.entries()) {
    // The opener holds Black in a standard game.
    const seat = seats[i % 2 === 0 ? 'opener' : 'other']!;
    await api(`/api/games/${id}/actions`, { type: 'place', point }, seat);
  }
  return { id, moves };
}

// White's k8 is a four (five point l8) and an open three in column k: White wins by VCF.
const WHITE_VCF = 'g8,h8,a1,i8,c1,j8,a15,k9,c15,k10,e15,l4';

describe('analysis board', () => {
  it('analyses in this browser: the start, the main line, the best moves, a VCF (en, desktop)', async () => {
    const d = DICTIONARIES.en;
    const { page, errors } = await newPerson(site.browser, {
      viewport: DESKTOP,
      browserEngine: true,
    });
    await page.goto(`${site.server.base}/analysis?lang=en`);
    await ready(page);
    const evalMain = page.locator('#analysis .an-eval-main');
    expect(await page.isChecked('#an-local')).toBe(true);
    // No verdict on the empty board, nor before White has a stone.
    expect(await evalMain.textContent()).toBe(d['analysis.eval.start']);
    await clickPoint(page, 'h8');
    await page.waitForSelector('#analysis[data-at="1"]');
    expect(await evalMain.textContent()).toBe(d['analysis.eval.start']);
    // A click at the end of the main line extends it: no variation.
    expect(await page.locator('#analysis .an-variation').count()).toBe(0);
    await clickPoint(page, 'i9');
    await page.waitForSelector('#analysis[data-at="2"]');
    expect(await page.locator('#analysis .an-variation').count()).toBe(0);
    // The engine in the browser: depth, speed, the best moves, deepening while it runs.
    await page.waitForSelector('#analysis .an-eval-main[data-source="browser"]', {
      timeout: 20_000,
    });
    await page.waitForSelector('#analysis .an-multipv li:nth-child(3)', { timeout: 20_000 });
    await expect
      .poll(async () => Number(await evalMain.getAttribute('data-depth')), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(4);
    expect(await page.textContent('#analysis .an-speed')).toContain('positions/s');
    // The switch turns it off: the server answers instead.
    await page.uncheck('#an-local');
    await page.waitForSelector('#analysis .an-eval-main[data-source="server"]', {
      timeout: 20_000,
    });
    await page.check('#an-local');
    // White to move wins by VCF (k8: a four and a three): named by the threat search.
    await page.goto(`${site.server.base}/analysis?moves=${WHITE_VCF}&at=11&lang=en`);
    await ready(page);
    await expect
      .poll(() => evalMain.textContent(), { timeout: 20_000 })
      .toContain(
        d['analysis.eval.winsBy']
          .replace('{side}', d['analysis.white'])
          .replace('{kind}', 'VCF')
          .split('{n}')[0],
      );
    expect(await evalMain.getAttribute('data-source')).toBe('browser');
    // "Find VCF" for Black, in this browser (the server is not asked): Black has none here.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/analysis')) asked.push(r.postData() ?? '');
    });
    await page.selectOption('#an-side', 'black');
    await page.click('#analysis [data-act="vcf"]');
    await page.locator('#analysis .an-solve-result[data-verdict="none"]').waitFor();
    expect(asked.filter((body) => body.includes('"solve"'))).toEqual([]);
    await screenshot(page, 'analysis-browser-en-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens on an empty board from the header, plays and steps (en, 360 px)', async () => {
    const lang: Lang = 'en';
    const d = DICTIONARIES[lang];
    const { page, errors } = await newPerson(site.browser, { viewport: PHONE });
    await page.goto(`${site.server.base}/?lang=${lang}`);
    // On a phone the header's links are behind the menu button.
    await page.click('#menu-toggle');
    await page.click(`.main-nav a[href="/analysis"]`);
    await ready(page);
    expect(new URL(page.url()).pathname).toBe('/analysis');
    expect(await stones(page)).toBe(0);
    expect(await page.textContent('#analysis [data-region="pos"]')).toContain(
      d['analysis.toMove'].replace('{side}', d['analysis.black']),
    );
    await clickPoint(page, 'h8');
    await waitFor(async () => (await stones(page)) === 1, { what: 'the first stone' });
    // Everything the first move brings (the move list's entry, the position line, the engine's
    // answer) is on the page before the second click, whose point is read from the board again.
    await page.waitForSelector('#analysis[data-at="1"] .an-movelist [aria-current][data-at="1"]');
    await expect
      .poll(() => page.textContent('#analysis [data-region="pos"]'), { timeout: 20_000 })
      .toContain(d['analysis.toMove'].replace('{side}', d['analysis.white']));
    await page.waitForSelector('#analysis .an-eval-main', { timeout: 30_000 });
    await clickPoint(page, 'h9');
    await waitFor(async () => (await stones(page)) === 2, { what: 'the second stone' });
    expect(query(page).get('moves')).toBe('h8,h9');
    // The engine answers for the position shown.
    await page.waitForSelector('#analysis .an-eval-main', { timeout: 30_000 });
    // A stone on a stone is refused with a notice and changes nothing.
    await clickPoint(page, 'h8');
    expect(await page.textContent('#analysis .an-notice')).toBe(
      d['analysis.notice.occupied'].replace('{point}', 'h8'),
    );
    expect(await stones(page)).toBe(2);
    // Keys step back and forth (focus on the page, not in a field).
    await page.keyboard.press('ArrowLeft');
    expect(await at(page)).toBe('1');
    await page.keyboard.press('Home');
    expect(await at(page)).toBe('0');
    await page.keyboard.press('End');
    expect(await at(page)).toBe('2');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, `analysis-empty-${lang}-phone`);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a finished game from its page, at the move shown (pt, desktop)', async () => {
    const lang: Lang = 'pt';
    const d = DICTIONARIES[lang];
    const game = await finishedGame();
    const { page, errors } = await newPerson(site.browser, { viewport: DESKTOP, locale: 'pt-BR' });
    await page.goto(`${site.server.base}/g/${game.id}?lang=${lang}`);
    const link = page.locator('#game .analyse-link');
    await link.waitFor({ timeout: 20_000 });
    expect(await link.textContent()).toBe(d['game.analyse']);
    await link.click();
    await ready(page);
    expect(query(page).get('game')).toBe(game.id);
    expect(await at(page)).toBe(String(game.moves.length));
    expect(await stones(page)).toBe(game.moves.length);
    // The last position is over: the five is named and the engine is not asked.
    expect(await page.textContent('#analysis [data-region="eval"]')).toContain(
      d['analysis.over.five'].replace('{side}', d['analysis.black']).replace('{n}', '9'),
    );
    // Buttons step; the address follows, so a reload opens the same move.
    await page.click('#analysis [data-act="prev"]');
    await page.click('#analysis [data-act="prev"]');
    expect(await at(page)).toBe('7');
    expect(query(page).get('at')).toBe('7');
    await page.reload();
    await ready(page);
    expect(await at(page)).toBe('7');
    expect(await stones(page)).toBe(7);
    // A click off the line is a variation, with the way back to the game's line.
    await clickPoint(page, 'g8');
    await waitFor(async () => (await page.locator('#analysis .an-variation').count()) === 1, {
      what: 'the variation note',
    });
    expect(await page.textContent('#analysis .an-variation')).toContain(
      d['analysis.variation'].replace('{n}', '8'),
    );
    await page.waitForSelector('#analysis .an-eval-main', { timeout: 30_000 });
    await screenshot(page, `analysis-game-${lang}-desktop`);
    await page.click('#analysis [data-act="main"]');
    expect(await page.locator('#analysis .an-variation').count()).toBe(0);
    expect(await page.locator('#analysis .an-move').count()).toBe(game.moves.length);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a pasted SGF record and finds a VCF drawn on the board (pt, 360 px)', async () => {
    const lang: Lang = 'pt';
    const d = DICTIONARIES[lang];
    const { page, errors } = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
    await page.goto(`${site.server.base}/analysis?lang=${lang}`);
    await ready(page);
    // The same position as WHITE_VCF, as an SGF record (columns a.., rows from the top).
    const sgf = (p: string) => p[0]! + String.fromCharCode(97 + 15 - Number(p.slice(1)));
    const body = WHITE_VCF.split(',')
      .map((p, i) => `;${i % 2 === 0 ? 'B' : 'W'}[${sgf(p)}]`)
      .join('');
    await page.fill('#an-record', `(;FF[4]GM[4]SZ[15]${body})`);
    await page.click('#analysis [data-act="open"]');
    await waitFor(async () => (await stones(page)) === 12, { what: 'the record on the board' });
    expect(query(page).get('moves')).toBe(WHITE_VCF);
    await page.selectOption('#an-side', 'white');
    await page.click('#analysis [data-act="vcf"]');
    const result = page.locator('#analysis .an-solve-result[data-verdict="win"]');
    await result.waitFor({ timeout: 30_000 });
    const text = (await result.textContent())!;
    expect(text).toContain(
      d['analysis.solve.win'].replace('{side}', d['analysis.white']).split('{kind}')[0]!,
    );
    // The line is drawn: numbered stones from 1, White's k8 first.
    const numbered = await page.$$eval('#analysis .an-board g.stone text', (ts) =>
      ts.map((t) => [t.closest('g')!.getAttribute('data-point'), t.textContent]),
    );
    expect(numbered[0]).toEqual(['k8', '1']);
    expect(numbered.length).toBeGreaterThanOrEqual(3);
    expect(numbered.length % 2).toBe(1); // the attacker's five ends it
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, `analysis-vcf-${lang}-phone`);
    // Dark mode follows the site's colours; the board keeps its wood.
    await page.emulateMedia({ colorScheme: 'dark' });
    const card = await page
      .locator('#analysis .an-card')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(card).toBe('rgb(30, 36, 41)');
    await screenshot(page, `analysis-vcf-${lang}-phone-dark`);
    await page.click('#analysis [data-act="clear"]');
    expect(await page.locator('#analysis .an-solve-result').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens a link at a position, with forbidden points and the VCF (en, desktop)', async () => {
    const lang: Lang = 'en';
    const d = DICTIONARIES[lang];
    const { page, errors } = await newPerson(site.browser, { viewport: DESKTOP });
    // j8 is a double-three for Black once the eighth move is on the board.
    await page.goto(
      `${site.server.base}/analysis?moves=h8,a1,i8,a3,j9,a5,j10,a7,k11&at=8&lang=${lang}`,
    );
    await ready(page);
    expect(await at(page)).toBe('8');
    await page.waitForSelector('#analysis .an-board g.forbidden[data-point="j8"]');
    expect(await page.textContent('#analysis .an-forbidden-list')).toContain(
      `j8: ${d['analysis.kind.double-three']}`,
    );
    await clickPoint(page, 'j8');
    expect(await page.textContent('#analysis .an-notice')).toContain(
      d['analysis.notice.forbidden'].replace('{point}', 'j8').split('(')[0]!,
    );
    await page.click('#analysis [data-act="vcf"]');
    await page.locator('#analysis .an-solve-result').waitFor({ timeout: 30_000 });
    await screenshot(page, `analysis-link-${lang}-desktop`);
    // A link that is not a move list says so and opens the empty board.
    await page.goto(`${site.server.base}/analysis?moves=h8,zz9`);
    await ready(page);
    expect(await page.textContent('#analysis .an-notice')).toContain(d['analysis.notice.badLink']);
    expect(await stones(page)).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
