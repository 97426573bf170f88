// The site-wide points of issue 14 in Chromium against the real `renju serve`: the create form
// says what is wrong next to the field, the way to start a game is on the first screen, the
// unknown and expired game pages, dark mode, and the rule link in the game header. Screenshots go to
// artifacts/ (site-*.png).
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, LANGS } from '../src/i18n';
import { RULE_PAGES } from '../src/pages/rules-data';
import {
  DESKTOP,
  PHONE,
  REPO,
  createGame,
  hasHorizontalScroll,
  newPerson,
  screenshot,
  startServer,
} from './harness.mjs';
import { useSite } from './site-suite';

const LAPTOP = { width: 1280, height: 800 };

const site = useSite();

/** The bottom edge of an element in the page's coordinates (scrolled to the top first). */
async function bottomOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    window.scrollTo(0, 0);
    const r = document.querySelector(sel)!.getBoundingClientRect();
    return r.bottom + window.scrollY;
  }, selector);
}

describe('create form', () => {
  for (const lang of LANGS) {
    it(`refuses wrong values next to the field, without correcting them (${lang})`, async () => {
      const d = DICTIONARIES[lang];
      const { page, context, errors } = await newPerson(site.browser, { viewport: PHONE });
      let posted = 0;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/games') && r.method() === 'POST') posted++;
      });
      await page.goto(`${site.server.base}/?lang=${lang}`);
      await page.selectOption('#rule', 'taraguchi');
      await page.fill('#n', '11');
      await page.selectOption('#clock', 'custom');
      await page.fill('#minutes', '0');
      await page.fill('#increment', '5');
      await page.click('#create-game button[type=submit]');

      // Both wrong fields say so, the first one has the focus, and nothing was sent.
      expect(await page.textContent('#n-error')).toBe(d['home.form.invalid.n']);
      expect(await page.isVisible('#n-error')).toBe(true);
      expect(await page.getAttribute('#n', 'aria-invalid')).toBe('true');
      expect((await page.getAttribute('#n', 'aria-describedby'))?.split(' ')).toContain('n-error');
      expect(await page.isVisible('#minutes-error')).toBe(true);
      expect(await page.textContent('#minutes-error')).toBe(d['home.form.invalid.minutes']);
      expect(await page.isVisible('#increment-error')).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('n');
      // The values stay as typed: nothing is corrected behind the player's back.
      expect(await page.inputValue('#n')).toBe('11');
      expect(await page.inputValue('#minutes')).toBe('0');
      // The message sits next to its field: just below the input.
      const input = (await page.locator('#n').boundingBox())!;
      const message = (await page.locator('#n-error').boundingBox())!;
      expect(message.y - (input.y + input.height)).toBeGreaterThanOrEqual(0);
      expect(message.y - (input.y + input.height)).toBeLessThan(24);
      await screenshot(page, `site-form-invalid-${lang}`);
      expect(posted).toBe(0);

      // Leaving a field with a wrong value says so at once; fixing it takes the message away.
      await page.fill('#increment', '601');
      await page.locator('#increment').blur();
      expect(await page.isVisible('#increment-error')).toBe(true);
      await page.fill('#increment', '600');
      expect(await page.isVisible('#increment-error')).toBe(false);
      await page.fill('#n', '10');
      await page.fill('#minutes', '1');
      expect(await page.isVisible('#n-error')).toBe(false);
      expect(await page.getAttribute('#n', 'aria-invalid')).toBeNull();

      const answer = page.waitForResponse((r) => r.url().endsWith('/api/games'));
      await page.click('#create-game button[type=submit]');
      expect((await answer).status()).toBe(201);
      await page.waitForURL(/\/g\//);
      expect(posted).toBe(1);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('is backed by the server, which refuses the same values', async () => {
    const post = (body: unknown) =>
      fetch(`${site.server.base}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const base = {
      rule: 'taraguchi',
      n: 10,
      opener: 'creator',
      fouls: 'reject',
      takebacks: false,
      clock: null,
    };
    for (const bad of [
      { n: 11 },
      { n: 0 },
      { rule: 'soosorv', n: 11 },
      { clock: { initial: 0, increment: 5 } },
      { clock: { initial: 181 * 60, increment: 5 } },
      { clock: { initial: 600, increment: 601 } },
      { clock: { initial: 600, increment: -1 } },
    ]) {
      const r = await post({ ...base, ...bad });
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await post({ ...base, clock: { initial: 60, increment: 0 } })).status).toBe(201);
    expect(
      (await post({ ...base, n: 1, clock: { initial: 180 * 60, increment: 600 } })).status,
    ).toBe(201);
  });
});

describe('home page', () => {
  for (const lang of LANGS) {
    for (const [name, viewport] of [
      ['laptop', LAPTOP],
      ['phone', PHONE],
    ] as const) {
      it(`shows the way to start a game without scrolling on a ${name} (${lang})`, async () => {
        const { page, context } = await newPerson(site.browser, { viewport });
        await page.goto(`${site.server.base}/?lang=${lang}`);
        // The heading, the rule, the clock and the button that creates the game: all on screen.
        for (const sel of ['h1', '#rule', '#clock', '#create-game button[type=submit]']) {
          expect(
            await bottomOf(page, sel),
            `${sel} at ${viewport.width}x${viewport.height}`,
          ).toBeLessThanOrEqual(viewport.height);
        }
        expect(await page.textContent('#create-game button[type=submit]')).toBe(
          DICTIONARIES[lang]['home.form.submit'],
        );
        // The explanation follows the form.
        const formBottom = await bottomOf(page, '#create-game');
        const leadTop = await page.evaluate(
          () => document.querySelector('.lead')!.getBoundingClientRect().top,
        );
        if (viewport === PHONE) expect(leadTop).toBeGreaterThan(formBottom);
        // On a laptop the lobby sits beside the forms: its quick pairing on the first screen.
        if (viewport === LAPTOP)
          expect(await bottomOf(page, '#lobby .quick'), 'quick pairing').toBeLessThanOrEqual(
            viewport.height,
          );
        // On a phone it follows the forms and comes before the explanation.
        const lobbyTop = await page.evaluate(
          () => document.querySelector('#lobby')!.getBoundingClientRect().top + window.scrollY,
        );
        if (viewport === PHONE) expect(lobbyTop).toBeGreaterThan(formBottom);
        if (viewport === PHONE) expect(leadTop).toBeGreaterThan(lobbyTop);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await screenshot(page, `site-home-${name}-${lang}`);

        // The folded options open, and their summary follows the choices.
        await page.click('#more-options summary');
        await page.check('input[name=fouls][value=lose]');
        await page.check('input[name=takebacks]');
        const summary = await page.textContent('#options-summary');
        const d = DICTIONARIES[lang];
        expect(summary).toBe(
          [
            d['home.form.summary.opener.creator'],
            d['home.form.summary.fouls.lose'],
            d['home.form.summary.takebacks.on'],
          ].join(' · '),
        );
        await screenshot(page, `site-home-${name}-${lang}-options`);
        await context.close();
      });
    }
  }
});

describe('unknown and expired games', () => {
  /** The page's title, its way on ("Create a game") and every rule page's link. */
  async function checkDeadEnd(page: Page, lang: 'en' | 'pt', why: 'missing' | 'expired') {
    const d = DICTIONARIES[lang];
    expect(await page.textContent('h1')).toBe(d[`gameGone.${why}.title`]);
    expect(await page.textContent('main .lead')).toBe(d[`gameGone.${why}.text`]);
    const create = page.locator('main a.button.primary');
    expect(await create.textContent()).toBe(d['notFound.home']);
    expect(await create.getAttribute('href')).toBe('/');
    expect(await page.locator('main a.button[href="/rules"]').textContent()).toBe(
      d['notFound.rules'],
    );
    const rules = await page
      .locator('main .dead-end-rules a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(rules).toEqual(RULE_PAGES.map((p) => `/rules/${p.id}`));
    expect(await hasHorizontalScroll(page)).toBe(false);
  }

  for (const lang of LANGS) {
    it(`an unknown game is a real page with the way on (${lang})`, async () => {
      for (const [name, viewport] of [
        ['phone', PHONE],
        ['laptop', LAPTOP],
      ] as const) {
        const { page, context, errors } = await newPerson(site.browser, { viewport });
        for (const id of ['aaaaaaaaaa', 'not-an-id!']) {
          const res = await page.goto(`${site.server.base}/g/${id}?lang=${lang}`);
          expect(res?.status()).toBe(404);
          await checkDeadEnd(page, lang, 'missing');
        }
        await screenshot(page, `site-game-missing-${name}-${lang}`);
        await page.click('main a.button.primary');
        await page.waitForURL(`${site.server.base}/`);
        expect(await page.isVisible('#create-game')).toBe(true);
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('an expired game says it expired, in both languages', async () => {
    const short = await startServer({ extraArgs: ['--expiry', '1'] });
    try {
      const created = (await (
        await fetch(`${short.base}/api/games`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rule: 'rif' }),
        })
      ).json()) as { id: string };
      // The game is there until the expiry passes without a second player.
      const { page, context } = await newPerson(site.browser, { viewport: PHONE });
      let status = 0;
      for (let i = 0; i < 60 && status !== 410; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await fetch(`${short.base}/g/${created.id}`)).status;
      }
      expect(status).toBe(410);
      for (const lang of LANGS) {
        const res = await page.goto(`${short.base}/g/${created.id}?lang=${lang}`);
        expect(res?.status()).toBe(410);
        await checkDeadEnd(page, lang, 'expired');
        await screenshot(page, `site-game-expired-phone-${lang}`);
      }
      await context.close();
    } finally {
      await short.stop();
    }
  });
});

/** Relative luminance (WCAG) of a CSS rgb() colour. */
function luminance(css: string): number {
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [l1, l2] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
};
const bodyColors = (page: Page) =>
  page.evaluate(() => {
    const s = getComputedStyle(document.body);
    const main = getComputedStyle(document.querySelector('main')!);
    return {
      background: getComputedStyle(document.documentElement).backgroundColor,
      text: s.color,
      main: main.color,
    };
  });

/** A started standard game with a few stones, watched by nobody yet: its id. */
async function gameWithStones(
  base: string,
  rule = 'standard',
  n?: number,
): Promise<{ id: string; seats: Record<string, string> }> {
  const created = await createGame(base, n === undefined ? { rule } : { rule, n });
  const joined = (await (
    await fetch(`${base}/api/games/${created.id}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ invite: created.invite }),
    })
  ).json()) as { seat: string };
  const seats = {
    [created.you]: created.seat,
    [created.you === 'opener' ? 'other' : 'opener']: joined.seat,
  };
  if (rule === 'standard') {
    const order = ['opener', 'other'];
    for (const [i, point] of ['h8', 'h9', 'i9', 'g7', 'j10'].entries()) {
      const r = await fetch(`${base}/api/games/${created.id}/actions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${seats[order[i % 2]!]}`,
        },
        body: JSON.stringify({ type: 'place', point }),
      });
      expect(r.status, `place ${point}`).toBe(200);
    }
  }
  return { id: created.id, seats };
}

describe('dark mode', () => {
  for (const lang of LANGS) {
    it(`follows the browser, and the switch is remembered (${lang})`, async () => {
      const { page, context, errors } = await newPerson(site.browser, { viewport: DESKTOP });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${site.server.base}/?lang=${lang}`);
      const toggle = page.locator('#theme-toggle');
      expect(await toggle.getAttribute('title')).toBe(DICTIONARIES[lang]['layout.theme']);
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      let colors = await bodyColors(page);
      expect(luminance(colors.background)).toBeLessThan(0.05);
      expect(contrast(colors.background, colors.text)).toBeGreaterThan(7);
      await screenshot(page, `site-dark-home-desktop-${lang}`);

      // Switched to light: remembered across pages and reloads, with no dark first paint.
      await toggle.click();
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await page.evaluate(() => localStorage.getItem('renju.pref.theme'))).toBe('light');
      colors = await bodyColors(page);
      expect(luminance(colors.background)).toBeGreaterThan(0.8);
      await page.goto(`${site.server.base}/rules?lang=${lang}`);
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      expect(luminance((await bodyColors(page)).background)).toBeGreaterThan(0.8);
      // Back to the browser's setting: nothing is stored any more.
      await page.locator('#theme-toggle').click();
      expect(await page.evaluate(() => localStorage.getItem('renju.pref.theme'))).toBeNull();
      expect(await page.getAttribute('html', 'data-theme')).toBeNull();
      expect(luminance((await bodyColors(page)).background)).toBeLessThan(0.05);
      await screenshot(page, `site-dark-rules-desktop-${lang}`);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('keeps the board readable in both looks, on a phone and a desktop', async () => {
    const { id } = await gameWithStones(site.server.base);
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        const { page, context, errors } = await newPerson(site.browser, { viewport });
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`${site.server.base}/g/${id}?lang=pt`);
        await page.locator('#game .game-board svg g.stone').nth(4).waitFor();
        const look = await page.evaluate(() => {
          const bg = document.querySelector('#game .game-board svg .board-bg')!;
          const black = document.querySelector('#game .game-board svg g.stone.black circle')!;
          const white = document.querySelector('#game .game-board svg g.stone.white circle')!;
          const prompt = document.querySelector('#game .game-prompt');
          return {
            page: getComputedStyle(document.documentElement).backgroundColor,
            board: getComputedStyle(bg).fill,
            black: getComputedStyle(black).fill,
            white: getComputedStyle(white).fill,
            promptText: prompt ? getComputedStyle(prompt).color : null,
            promptBack: prompt ? getComputedStyle(prompt).backgroundColor : null,
            clockText: getComputedStyle(document.querySelector('#game .clock')!).color,
            clockBack: getComputedStyle(document.querySelector('#game .clock')!).backgroundColor,
          };
        });
        // Stones stand out from the wood, and the wood from the page, in both looks.
        expect(contrast(look.board, look.black)).toBeGreaterThan(7);
        expect(contrast(look.board, look.white)).toBeGreaterThan(1.3);
        expect(contrast(look.white, look.black)).toBeGreaterThan(15);
        expect(contrast(look.page, look.board), `${scheme} page against the board`).toBeGreaterThan(
          scheme === 'dark' ? 7 : 1.2,
        );
        if (look.promptText && look.promptBack)
          expect(contrast(look.promptText, look.promptBack)).toBeGreaterThan(4.5);
        if (look.clockBack !== 'rgba(0, 0, 0, 0)')
          expect(contrast(look.clockText, look.clockBack)).toBeGreaterThan(4.5);
        expect(luminance(look.page) < 0.05).toBe(scheme === 'dark');
        await screenshot(page, `site-board-${scheme}-${name}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });
});

describe('game header', () => {
  it('links the rule to its page, in both languages', async () => {
    for (const [rule, n, path, name] of [
      ['taraguchi', 10, '/rules/taraguchi-10', 'Taraguchi-10'],
      ['soosorv', 6, '/rules/soosorv-n', 'Soosõrv-6'],
    ] as const) {
      const { id } = await gameWithStones(site.server.base, rule, n);
      for (const lang of LANGS) {
        const { page, context } = await newPerson(site.browser, {
          viewport: lang === 'pt' ? PHONE : DESKTOP,
        });
        await page.goto(`${site.server.base}/g/${id}?lang=${lang}`);
        const link = page.locator('#game .game-rule a.rule-link');
        await link.waitFor();
        expect(await link.textContent()).toBe(name);
        expect(await link.getAttribute('href')).toBe(path);
        expect(await link.getAttribute('title')).toContain(name);
        if (rule === 'taraguchi') {
          await screenshot(page, `site-game-rule-link-${lang}`);
          const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
          await opened.waitForLoadState();
          expect(new URL(opened.url()).pathname).toBe(path);
          expect(await opened.textContent('h1')).toBe(DICTIONARIES[lang]['rule.taraguchi-10.name']);
        }
        await context.close();
      }
    }
  });
});

describe('compression', () => {
  it('sends the precompressed pages and assets that Chromium accepts, and they decode to the build', async () => {
    const { page, context, errors } = await newPerson(site.browser, { viewport: DESKTOP });
    const seen = new Map<string, { encoding?: string; cache?: string; vary?: string }>();
    page.on('response', (r) => {
      const h = r.headers();
      seen.set(new URL(r.url()).pathname, {
        encoding: h['content-encoding'],
        cache: h['cache-control'],
        vary: h['vary'],
      });
    });
    await page.goto(`${site.server.base}/rules?lang=pt`);
    expect(await page.textContent('h1')).toBe(DICTIONARIES.pt['rules.title']);
    const html = seen.get('/rules')!;
    expect(html.encoding).toBe('br');
    expect(html.cache).toBe('no-cache');
    expect(html.vary).toContain('Accept-Encoding');
    const assets = [...seen.entries()].filter(([p]) => /^\/assets\/.+\.(js|css)$/.test(p));
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const [path, h] of assets) {
      expect(h.cache, path).toBe('public, max-age=31536000, immutable');
      // The tiny theme script is not worth compressing; the others are.
      if (!path.includes('/theme-')) expect(h.encoding, path).toBe('br');
    }
    expect(errors).toEqual([]);
    await context.close();

    // Byte for byte: what the server sends for each encoding decodes to the built file.
    const raw = (path: string, encoding: string) =>
      new Promise<{ body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
        const req = request(
          `${site.server.base}${path}`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const built = readFileSync(join(REPO, 'client', 'dist', 'pages', 'en', 'index.html'));
    const br = await raw('/?lang=en', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(built)).toBe(true);
    const gz = await raw('/?lang=en', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(built)).toBe(true);
    const identity = await raw('/?lang=en', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.equals(built)).toBe(true);
    expect(br.body.length).toBeLessThan(built.length / 3);
  });
});
