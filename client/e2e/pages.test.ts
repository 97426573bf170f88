// The site's pages in a real browser against the real `renju serve`: every page in both
// languages with no raw translation keys, the layout's fixed parts, the language switch and its
// cookie, no sideways scrolling on a 360-pixel phone, the rule diagrams, and the create form.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, LANGS } from '../src/i18n';
import { DIAGRAMS } from '../src/pages/diagrams';
import { RULE_PAGES } from '../src/pages/rules-data';
import { FACTS } from '../tests/seed-facts';
import { DESKTOP, PHONE, REPO, hasHorizontalScroll, newPerson, screenshot } from './harness.mjs';
import { useSite } from './site-suite';

const PATHS = [
  '/',
  '/rules',
  ...RULE_PAGES.map((p) => `/rules/${p.id}`),
  '/g/aaaaaaaaaa',
  '/analysis',
  '/archive',
  '/settings',
  '/tournaments',
  '/no-such-page',
];
const KEYS = Object.keys(DICTIONARIES.en);
const VERSION = readFileSync(join(REPO, 'VERSION'), 'utf8').trim();
/** True when `sha` names a commit of this repository (the pages may predate the newest one). */
const isCommit = (sha: string) => {
  try {
    execFileSync('git', ['cat-file', '-e', `${sha}^{commit}`], { cwd: REPO, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

// Evaluated through the DevTools protocol, not added as an inline <script>: the page's
// Content-Security-Policy (rightly) refuses inline scripts.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const site = useSite();

describe('every page in both languages', () => {
  for (const lang of LANGS) {
    it(`renders completely in ${lang}, on a phone without sideways scrolling`, async () => {
      const { page, context, errors } = await newPerson(site.browser, { viewport: PHONE });
      for (const path of PATHS) {
        const url = `${site.server.base}${path}?lang=${lang}`;
        const res = await page.goto(url);
        expect(res?.status(), url).toBe(
          path === '/no-such-page' || path.startsWith('/g/') ? 404 : 200,
        );
        expect(await page.getAttribute('html', 'lang'), url).toBe(lang === 'pt' ? 'pt-BR' : 'en');
        const html = await page.content();
        const raw = KEYS.filter((k) => html.includes(k));
        expect(raw, `raw keys on ${url}`).toEqual([]);
        const text = await page.evaluate(() => document.body.innerText);
        expect(text, url).not.toMatch(/\bundefined\b|\bNaN\b|\{\w+\}/);
        // The fixed parts of the layout.
        const skip = page.locator('a.skip-link');
        expect(await skip.getAttribute('href')).toBe('#main');
        expect(await skip.textContent()).toBe(DICTIONARIES[lang]['layout.skip']);
        expect(await page.locator('#main').count()).toBe(1);
        expect(await page.locator('.beta').textContent()).toBe(DICTIONARIES[lang]['layout.beta']);
        expect(await page.locator('.site-footer .promise').textContent()).toBe(
          DICTIONARIES[lang]['layout.promise'],
        );
        const build = /^v(\S+) · ([0-9a-f]{7})$/.exec(
          (await page.locator('.site-footer .build').textContent()) ?? '',
        );
        expect(build?.[1], url).toBe(VERSION);
        expect(isCommit(build?.[2] ?? 'none'), `footer commit on ${url}`).toBe(true);
        expect(await page.locator('a.lang-link').count()).toBe(2);
        expect(await hasHorizontalScroll(page), `sideways scrolling on ${url}`).toBe(false);
        // Every fact of the seed pages is there for the reader of that rule (tests/seed-facts.ts).
        const seen = text.replace(/\s+/g, ' ');
        for (const f of FACTS.filter((x) => path === `/rules/${x.page}`))
          for (const pattern of f[lang]) expect(seen, `${f.fact} on ${url}`).toMatch(pattern);
        await screenshot(page, `pages-phone-${lang}-${path.replace(/\//g, '_') || 'root'}`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

describe('language', () => {
  it('follows Accept-Language, then the switch, which a cookie remembers', async () => {
    const { page, context } = await newPerson(site.browser, { locale: 'pt-BR' });
    await page.goto(`${site.server.base}/rules`);
    expect(await page.getAttribute('html', 'lang')).toBe('pt-BR');
    expect(await page.locator('h1').textContent()).toBe(DICTIONARIES.pt['rules.title']);

    await page.click('a.lang-link[hreflang="en"]');
    await page.waitForURL(/\?lang=en/);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    const cookies = await context.cookies(site.server.base);
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('en');

    // The cookie now wins over Accept-Language, on any page.
    await page.goto(`${site.server.base}/rules/soosorv-8`);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.locator('h1').textContent()).toBe(DICTIONARIES.en['rule.soosorv-8.name']);

    await page.goto(`${site.server.base}/?lang=pt`);
    await page.goto(`${site.server.base}/`);
    expect(await page.locator('h1').textContent()).toBe(DICTIONARIES.pt['home.heading']);
    await context.close();
  });

  it('keeps the rest of the address when switching language', async () => {
    const { page, context } = await newPerson(site.browser);
    await page.goto(`${site.server.base}/no-such-page#invite=abc`);
    const href = await page.locator('a.lang-link[hreflang="pt-BR"]').getAttribute('href');
    expect(href).toBe('/no-such-page?lang=pt#invite=abc');
    await page.goto(`${site.server.base}/?rule=soosorv&n=6&lang=en`);
    await page.click('a.lang-link[hreflang="pt-BR"]');
    await page.waitForURL(/lang=pt/);
    expect(new URL(page.url()).search).toBe('?rule=soosorv&n=6&lang=pt');
    expect(await page.inputValue('#n')).toBe('6');
    await context.close();
  });
});

describe('accessibility', () => {
  it('has no serious or critical axe-core findings on any page, in either language', async () => {
    const { page, context } = await newPerson(site.browser, { viewport: DESKTOP });
    for (const lang of LANGS) {
      for (const path of [
        '/',
        '/rules',
        '/rules/taraguchi-10',
        '/rules/standard',
        '/no-such-page',
        '/g/aaaaaaaaaa',
        '/archive',
      ]) {
        await page.goto(`${site.server.base}${path}?lang=${lang}`);
        await page.evaluate(AXE);
        const findings = await page.evaluate(async () => {
          type Violation = { id: string; impact: string | null; nodes: unknown[] };
          type Axe = { run: (ctx: Document) => Promise<{ violations: Violation[] }> };
          const axe = (window as unknown as { axe: Axe }).axe;
          const result = await axe.run(document);
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id} (${v.nodes.length})`);
        });
        expect(findings, `${lang} ${path}`).toEqual([]);
      }
    }
    await context.close();
  });
});

describe('rules page', () => {
  it('draws each diagram with the engine’s forbidden points', async () => {
    const { page, context } = await newPerson(site.browser, { viewport: DESKTOP });
    await page.goto(`${site.server.base}/rules?lang=en`);
    for (const d of DIAGRAMS) {
      const fig = page.locator(`#diagram-${d.id}`);
      const stones = d.stones.split(' ').length;
      expect(await fig.locator('svg g.stone').count(), d.id).toBe(stones);
      const focus = fig.locator(`g.forbidden[data-point="${d.focus}"]`);
      if (d.expect) expect(await focus.getAttribute('data-kind'), d.id).toBe(d.expect);
      else expect(await focus.count(), d.id).toBe(0);
    }
    await screenshot(page, 'pages-desktop-rules');
    await context.close();
  });
});

describe('home page form', () => {
  it('preselects the rule from a rule page and creates the game', async () => {
    const { page, context, errors } = await newPerson(site.browser, { viewport: PHONE });
    await page.goto(`${site.server.base}/rules/soosorv-n?lang=en`);
    await page.click('a.play >> nth=0');
    await page.waitForURL(/\?rule=soosorv&n=8$/);
    expect(await page.inputValue('#rule')).toBe('soosorv');
    expect(await page.inputValue('#n')).toBe('8');
    expect(await page.isVisible('#n-hint-soosorv')).toBe(true);
    expect(await page.isVisible('#n-hint-taraguchi')).toBe(false);
    expect(await page.getAttribute('#rule-info', 'href')).toBe('/rules/soosorv-8');
    await page.fill('#n', '5');
    expect(await page.getAttribute('#rule-info', 'href')).toBe('/rules/soosorv-n');

    // Rules without N hide the field; custom clocks show their fields.
    await page.selectOption('#rule', 'rif');
    expect(await page.isVisible('#n')).toBe(false);
    await page.selectOption('#rule', 'taraguchi');
    await page.fill('#n', '7');
    await page.selectOption('#clock', 'custom');
    expect(await page.isVisible('#custom-clock')).toBe(true);
    await page.fill('input[name=minutes]', '3');
    await page.fill('input[name=increment]', '2');
    await page.click('#more-options summary');
    await page.check('input[name=fouls][value=lose]');
    await page.check('input[name=takebacks]');
    await screenshot(page, 'pages-phone-en-create-form');

    // Pass the request through to the server, keeping a copy of its answer.
    let created: { id: string; seat: string; invite: string } | null = null;
    let status = 0;
    await page.route('**/api/games', async (route) => {
      const response = await route.fetch();
      status = response.status();
      created = (await response.json()) as { id: string; seat: string; invite: string };
      await route.fulfill({ response });
    });
    await page.click('#create-game button[type=submit]');
    const { id, seat, invite } = await expect
      .poll(() => created)
      .toBeTruthy()
      .then(() => created!);
    expect(status).toBe(201);
    // The game page may tidy the fragment once it has read it; the path and the storage stay.
    await page.waitForURL((u) => u.pathname === `/g/${id}`);
    expect(await page.evaluate((k) => localStorage.getItem(k), `renju.seat.${id}`)).toBe(seat);
    expect(await page.evaluate((k) => localStorage.getItem(k), `renju.invite.${id}`)).toBe(invite);

    const state = (await (await fetch(`${site.server.base}/api/games/${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(state).toMatchObject({ rule: 'taraguchi', n: 7, fouls: 'lose', takebacks: true });
    expect(state.clock).toMatchObject({ initial: 180, increment: 2 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the server’s refusal in the page language', async () => {
    const { page, context } = await newPerson(site.browser);
    await page.goto(`${site.server.base}/?lang=pt`);
    // The form refuses wrong values itself (e2e/site.test.ts); make the request fail instead.
    await page.route('**/api/games', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"error":"unavailable","message":"down"}',
      }),
    );
    await page.click('#create-game button[type=submit]');
    // A refusal the page knows is said in its own words (src/player/words.ts), not the server's.
    await expect
      .poll(() => page.textContent('#create-status'))
      .toBe(
        DICTIONARIES.pt['home.form.error'].replace(
          '{message}',
          DICTIONARIES.pt['error.unavailable'],
        ),
      );
    expect(page.url()).toBe(`${site.server.base}/?lang=pt`);
    await context.close();
  });
});
