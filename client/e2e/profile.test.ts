// Player pages and the leaderboard in Chromium against the real `renju serve` (issue 30,
// docs/api.md "Players and leaderboards"): an open challenge's rating range; two keys meet in the
// lobby (a new key's rating shows as "1500?"), play two rated games, and each name leads to the
// player's page: the rating per speed with its "?", the results, the history chart (SVG) and the
// games list linked to the games; Watch, My games and the archive link the names too. The
// leaderboard leaves provisional players out. English on a desktop, Portuguese at 360 px.
// Screenshots: profile-*.png, leaderboard-*.png.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../src/i18n';
import { clickPoint, stone } from './game-page.mjs';
import {
  DESKTOP,
  PHONE,
  type Person,
  hasHorizontalScroll,
  newPerson,
  screenshot,
  waitFor,
} from './harness.mjs';
import { useSite } from './site-suite';

const en = DICTIONARIES.en;
const pt = DICTIONARIES.pt;

let ana: Person; // English, desktop
let bia: Person; // Portuguese, 360 px
let carl: Person; // watches, English, desktop
const ids = { ana: '', bia: '' };
const gameIds: string[] = [];

const site = useSite();

// Evaluated through the DevTools protocol: the page's Content-Security-Policy refuses inline
// scripts (as in e2e/pages.test.ts).
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical axe-core findings on the page as it is now. */
async function axeFindings(p: Page): Promise<string[]> {
  await p.evaluate(AXE);
  return p.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: unknown[] };
    type Axe = { run: (ctx: Document) => Promise<{ violations: Violation[] }> };
    const result = await (window as unknown as { axe: Axe }).axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length})`);
  });
}

/** The player's own public id and name, set first (GET/PUT /api/player with the page's key). */
async function named(p: Page, name: string): Promise<string> {
  await p.goto(`${site.server.base}/settings?lang=en`);
  return p.evaluate(async (name) => {
    const key = localStorage.getItem('renju.player.key') ?? '';
    const r = await fetch('/api/player', {
      method: 'PUT',
      headers: { authorization: `Player ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    return ((await r.json()) as { publicId: string }).publicId;
  }, name);
}

async function home(p: Page, lang: 'en' | 'pt'): Promise<void> {
  await p.goto(`${site.server.base}/?lang=${lang}`);
  await p.waitForSelector('#lobby[data-live="true"]');
}

beforeAll(async () => {
  ana = await newPerson(site.browser, { viewport: DESKTOP });
  bia = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
  carl = await newPerson(site.browser, { viewport: DESKTOP });
  ids.ana = await named(ana.page, 'Ana');
  ids.bia = await named(bia.page, 'Bia');
});

/** Ana's rating at rapid as the API has it now (rounded, and whether provisional). */
async function anaRapid(): Promise<{ rating: number; provisional: boolean } | null> {
  const r = await fetch(`${site.server.base}/api/players/${ids.ana}`);
  const p = (await r.json()) as {
    ratings: { speed: string; rating: number; provisional: boolean }[];
  };
  return p.ratings.find((x) => x.speed === 'rapid') ?? null;
}

/**
 * Ana lists a standard 15+5 challenge (rated, the switch's default), Bia accepts it in her lobby,
 * where Ana's rating shows as the API has it ("1500?" before any game) with her name linked to
 * her page; each moves once and `loser` resigns. The game's id.
 */
async function playRated(loser: Person): Promise<string> {
  const before = await anaRapid();
  await home(bia.page, 'pt');
  await home(ana.page, 'en');
  await ana.page.selectOption('#rule', 'standard');
  await ana.page.check('#open-challenge');
  await ana.page.click('#create-game button[type=submit]');
  const own = ana.page.locator('#challenges li.challenge.own');
  await own.waitFor();
  const id = (await own.getAttribute('data-id')) ?? '';
  const row = bia.page.locator(`#challenges li[data-id="${id}"]`);
  await row.waitFor();
  expect(await row.locator('.challenge-rating').textContent()).toBe(
    before ? `${before.rating}${before.provisional ? '?' : ''}` : '1500?',
  );
  expect(await row.locator('a.player-link').getAttribute('href')).toBe(`/player/${ids.ana}`);
  expect(await row.locator('a.player-link').textContent()).toBe('Ana');

  await row.locator('button').click();
  for (const p of [ana.page, bia.page]) {
    await p.waitForURL(/\/g\/[0-9A-Za-z]{10}$/);
    await p.waitForSelector('#game[data-status="playing"]');
  }
  const game = new URL(ana.page.url()).pathname.split('/').pop() ?? '';
  // The game page names both seats, each a link to the player's page.
  for (const p of [ana.page, bia.page]) {
    await p.waitForSelector(`.player-line a.player-link[href="/player/${ids.ana}"]`);
    await p.waitForSelector(`.player-line a.player-link[href="/player/${ids.bia}"]`);
  }
  const anaBlack = (await ana.page.locator('#game').getAttribute('data-you')) === 'opener';
  const [black, white] = anaBlack ? [ana.page, bia.page] : [bia.page, ana.page];
  await clickPoint(black, 'h8');
  await stone(white, 'h8').waitFor();
  await clickPoint(white, 'h9');
  await stone(black, 'h9').waitFor();
  // Watch names both players, each a link to the player's page.
  await carl.page.goto(`${site.server.base}/watch?lang=en`);
  const card = carl.page.locator(`#live-games li.live-game[data-id="${game}"]`);
  await card.waitFor();
  const links = await card
    .locator('.live-names a.player-link')
    .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(links.sort()).toEqual([`/player/${ids.ana}`, `/player/${ids.bia}`].sort());
  const status = await loser.page.evaluate(async (game) => {
    const seat = localStorage.getItem(`renju.seat.${game}`) ?? '';
    const r = await fetch(`/api/games/${game}/actions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${seat}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'resign' }),
    });
    return r.status;
  }, game);
  expect(status).toBe(200);
  await ana.page.waitForSelector('.result-ratings[data-counted="true"]');
  return game;
}

describe('rated play, seen on the players pages', () => {
  it('offers an open challenge a range around the player’s own rating, sent as numbers', async () => {
    await home(bia.page, 'pt');
    await home(ana.page, 'en');
    await ana.page.selectOption('#rule', 'standard');
    await ana.page.check('#open-challenge');
    // The form asks the server for Ana's public id and ratings: none at rapid yet, so 1500.
    await ana.page.waitForSelector('#range-field:not([hidden])');
    await ana.page.selectOption('#rating-range', '200');
    expect(await ana.page.textContent('#range-hint')).toBe(
      en['create.range.yours']
        .replace('{speed}', en['game.rating.speed.rapid'])
        .replace('{rating}', '1500')
        .replace('{min}', '1300')
        .replace('{max}', '1700'),
    );
    await ana.page.click('#create-game button[type=submit]');
    const own = ana.page.locator('#challenges li.challenge.own');
    await own.waitFor();
    const id = (await own.getAttribute('data-id')) ?? '';
    const listed = (await (await fetch(`${site.server.base}/api/challenges`)).json()) as {
      challenges: { id: string; ratingRange: unknown }[];
    };
    expect(listed.challenges.find((c) => c.id === id)?.ratingRange).toEqual({
      min: 1300,
      max: 1700,
    });
    const row = bia.page.locator(`#challenges li[data-id="${id}"]`);
    await row.waitFor();
    expect(await row.locator('.challenge-who').textContent()).toContain(
      pt['lobby.ratingRange'].replace('{min}', '1300').replace('{max}', '1700'),
    );
    await own.locator('button').click(); // withdrawn
    await own.waitFor({ state: 'detached' });
    await ana.page.selectOption('#rating-range', 'any');
  });

  it('lists a key at its rating in the lobby ("1500?" when new), its name linked to its page', async () => {
    expect(ids.ana).toMatch(/^[0-9a-f]{16}$/);
    gameIds.push(await playRated(bia)); // Ana wins
    gameIds.push(await playRated(ana)); // Ana loses
  });

  it('shows a player’s page: rating with "?", results, the chart and the games', async () => {
    const rapid = (await anaRapid())!;
    expect(rapid.provisional).toBe(true);
    const [won, lost] = gameIds as [string, string];
    for (const [who, lang, words] of [
      [ana, 'en', en],
      [bia, 'pt', pt],
    ] as const) {
      const p = who.page;
      await p.goto(`${site.server.base}/player/${ids.ana}?lang=${lang}`);
      await p.waitForSelector(`#games-people[data-loaded="true"] li[data-id="${won}"]`);
      expect(await p.textContent('#profile-name')).toBe('Ana');
      const row = p.locator('#ratings-table tr[data-speed="rapid"]');
      expect(await row.locator('th').textContent()).toBe(words['profile.speed.rapid']);
      expect(await row.locator('.rating').textContent()).toBe(`${rapid.rating}?`);
      expect(await p.textContent('[data-tally="people"]')).toContain(
        words['profile.results.line']
          .replace('{games}', '2')
          .replace('{wins}', '1')
          .replace('{draws}', '0')
          .replace('{losses}', '1'),
      );
      // Two games, both while provisional: two hollow dots on a dashed line, each a link.
      const chart = p.locator('#rating-chart svg[data-points="2"]');
      await chart.waitFor();
      expect(await chart.locator('circle.dot.provisional').count()).toBe(2);
      expect(await chart.locator('path.line.provisional').count()).toBe(1);
      expect(await chart.locator(`a[href="/g/${lost}"]`).count()).toBe(1);
      expect(await chart.getAttribute('aria-label')).toContain(words['profile.speed.rapid']);
      // The games, newest first, each linked, the opponent's name to their page.
      const listed = await p
        .locator('#games-people li.pg-game')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));
      expect(listed).toEqual([lost, won]);
      const game = p.locator(`#games-people li[data-id="${won}"]`);
      expect(await game.locator('a.pg-link').getAttribute('href')).toBe(`/g/${won}`);
      expect(await game.locator('a.player-link').getAttribute('href')).toBe(`/player/${ids.bia}`);
      expect(await game.getAttribute('data-outcome')).toBe('win');
      expect(Number(await game.locator('.pg-change').getAttribute('data-change'))).toBeGreaterThan(
        0,
      );
      // No game against the computer: its list says so, apart from the games against people.
      await p.waitForSelector('#games-computer[data-loaded="true"]', { state: 'attached' });
      expect(await p.textContent('#profile-body')).toContain(words['profile.games.computerEmpty']);
      expect(await hasHorizontalScroll(p)).toBe(false);
      expect(await axeFindings(p), `player page ${lang}`).toEqual([]);
      expect(who.errors).toEqual([]);
    }
    await screenshot(ana.page, 'profile-en-desktop');
    await screenshot(bia.page, 'profile-pt-phone');
    // From the player page to the opponent's, by the name in the games list.
    await bia.page.locator(`#games-people li[data-id="${won}"] a.player-link`).click();
    await bia.page.waitForURL(new RegExp(`/player/${ids.bia}$`));
    await bia.page.waitForSelector('#ratings-table');
    expect(await bia.page.textContent('#profile-name')).toBe('Bia');
  });

  it('links the names in My games and the archive', async () => {
    const [won] = gameIds as [string, string];
    await ana.page.goto(`${site.server.base}/my-games?lang=en`);
    await ana.page.waitForSelector('#my-games[data-loaded]');
    const mine = ana.page.locator(`#my-finished li.my-game[data-id="${won}"]`);
    expect(await mine.locator('a.player-link').getAttribute('href')).toBe(`/player/${ids.bia}`);
    await bia.page.goto(`${site.server.base}/archive?source=here&lang=pt`);
    const row = bia.page.locator(`.ar-row[data-id="${won}"]`);
    await row.waitFor();
    const names = await row
      .locator('.ar-players a.player-link')
      .evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(names.sort()).toEqual([`/player/${ids.ana}`, `/player/${ids.bia}`].sort());
    await row.locator('a.ar-link').click();
    await bia.page.waitForSelector('#archive-game[data-state="ready"]');
    expect(await bia.page.locator('[data-fact="players"] a.player-link').count()).toBe(2);
    expect(await hasHorizontalScroll(bia.page)).toBe(false);
  });

  it('answers an id nobody has with words, not a broken page', async () => {
    await ana.page.goto(`${site.server.base}/player/0000000000000000?lang=en`);
    await waitFor(
      async () => (await ana.page.textContent('#profile-status')) === en['profile.unknown'],
      { what: 'the unknown-player message' },
    );
    expect(await ana.page.isVisible('#profile-body')).toBe(false);
  });

  it('keeps provisional players off the leaderboard, in both languages', async () => {
    for (const [who, lang, words] of [
      [ana, 'en', en],
      [bia, 'pt', pt],
    ] as const) {
      const p = who.page;
      await p.goto(`${site.server.base}/leaderboard?lang=${lang}`);
      expect(await p.textContent('h1')).toBe(words['leaderboard.heading']);
      await p.click('a.tab[data-speed="rapid"]');
      await p.waitForSelector('#leaderboard[data-speed="rapid"]');
      expect(await p.getAttribute('a.tab[data-speed="rapid"]', 'aria-selected')).toBe('true');
      expect(await p.textContent('#leaderboard-status')).toBe(words['leaderboard.empty']);
      expect(await p.locator('.leader-table tbody tr').count()).toBe(0);
      expect(p.url()).toContain('speed=rapid');
      expect(await hasHorizontalScroll(p)).toBe(false);
      expect(await axeFindings(p), `leaderboard ${lang}`).toEqual([]);
    }
    await screenshot(bia.page, 'leaderboard-pt-phone');
  });
});
