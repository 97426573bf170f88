// My games (issue 10, docs/lobby.md) in Chromium against the real `renju serve`: two strangers
// meet through an open challenge on the home page, then each finds the game on /my-games after a
// reload, "your turn" marked on the right side; a finished game shows its result; and a second
// browser given the first one's key through the settings page ("another device") lists the same
// games and opens one in that player's seat. English on a desktop, Portuguese at 360 px.
// Screenshots go to artifacts/ (mygames-*.png).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../src/i18n';
import { PLAYER_KEY_STORAGE } from '../src/player/key';
import { clickPoint, stone } from './game-page.mjs';
import {
  DESKTOP,
  PHONE,
  type Person,
  hasHorizontalScroll,
  newPerson,
  screenshot,
} from './harness.mjs';
import { useSite } from './site-suite';

const en = DICTIONARIES.en;
const pt = DICTIONARIES.pt;

let ana: Person; // English, desktop
let bia: Person; // Portuguese, 360 px

const site = useSite();

beforeAll(async () => {
  ana = await newPerson(site.browser, { viewport: DESKTOP });
  bia = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
});

const keyOf = (p: Page) => p.evaluate((k) => localStorage.getItem(k) ?? '', PLAYER_KEY_STORAGE);
const you = (p: Page) => p.locator('#game').getAttribute('data-you');
const item = (p: Page, list: 'playing' | 'finished', id: string) =>
  p.locator(`#my-${list} li.my-game[data-id="${id}"]`);

/** Ana offers an open challenge from the home page, Bia accepts it: both end up in the game. */
async function meet(): Promise<string> {
  await bia.page.goto(`${site.server.base}/?lang=pt`);
  await bia.page.waitForSelector('#lobby[data-live="true"]');
  await ana.page.goto(`${site.server.base}/?lang=en`);
  await ana.page.waitForSelector('#lobby[data-live="true"]');
  await ana.page.selectOption('#rule', 'standard');
  await ana.page.check('#open-challenge');
  await ana.page.click('#create-game button[type=submit]');
  const own = ana.page.locator('#challenges li.challenge.own');
  await own.waitFor();
  const id = (await own.getAttribute('data-id')) ?? '';
  await bia.page.locator(`#challenges li[data-id="${id}"] button`).click();
  for (const p of [ana.page, bia.page]) {
    await p.waitForURL(/\/g\/[0-9A-Za-z]{10}$/);
    await p.waitForSelector('#game[data-status="playing"]');
  }
  const game = new URL(ana.page.url()).pathname.split('/').pop() ?? '';
  expect(new URL(bia.page.url()).pathname).toBe(`/g/${game}`);
  return game;
}

/** Opens /my-games and waits for the list the page asked for. */
async function myGames(p: Page, lang: 'en' | 'pt'): Promise<void> {
  await p.goto(`${site.server.base}/my-games?lang=${lang}`);
  await p.waitForSelector('#my-games[data-loaded]');
}

describe('my games', () => {
  let first = '';
  let anaSeat = '';

  it('lists a game met through the lobby after a reload, "your turn" on the side to move', async () => {
    first = await meet();
    anaSeat = (await you(ana.page)) ?? '';
    // The opener is Black under the standard rule and moves first.
    const [mover, waiter] = anaSeat === 'opener' ? [ana, bia] : [bia, ana];
    await myGames(ana.page, 'en');
    await ana.page.reload();
    await ana.page.waitForSelector('#my-games[data-loaded]');
    await myGames(bia.page, 'pt');
    expect(await ana.page.textContent('h1')).toBe(en['mygames.heading']);
    expect(await bia.page.textContent('h1')).toBe(pt['mygames.heading']);
    expect(await ana.page.getAttribute('.main-nav a[href="/my-games"]', 'aria-current')).toBe(
      'page',
    );
    const moverItem = item(mover.page, 'playing', first);
    const waiterItem = item(waiter.page, 'playing', first);
    await moverItem.waitFor();
    await waiterItem.waitFor();
    expect(await moverItem.getAttribute('class')).toContain('your-turn');
    expect(await waiterItem.getAttribute('class')).not.toContain('your-turn');
    const words = (p: Person) => (p === ana ? en : pt);
    expect(await moverItem.locator('.my-game-turn').textContent()).toBe(
      words(mover)['mygames.yourTurn'],
    );
    expect(await waiterItem.locator('.my-game-turn').textContent()).toBe(
      words(waiter)['mygames.theirTurn'],
    );
    expect(await bia.page.isVisible('#my-finished-empty')).toBe(true);
    expect(await bia.page.textContent('#my-finished-empty')).toBe(pt['mygames.empty.finished']);
    expect(await hasHorizontalScroll(bia.page)).toBe(false);
    await screenshot(bia.page, 'mygames-phone-pt');
    await screenshot(ana.page, 'mygames-desktop-en');

    // A move: the turn changes sides on the next look (the page asks again on focus).
    await moverItem.locator('a.my-game-link').click();
    await mover.page.waitForSelector('#game[data-status="playing"]');
    await clickPoint(mover.page, 'h8');
    await stone(mover.page, 'h8').waitFor();
    await waiter.page.reload();
    await waiter.page.waitForSelector('#my-games[data-loaded]');
    await expect
      .poll(() => item(waiter.page, 'playing', first).getAttribute('class'))
      .toContain('your-turn');
  });

  it('a finished game moves to the finished list with its result', async () => {
    // Bia resigns through the API with the seat secret the lobby kept for her.
    const answer = await bia.page.evaluate(async (game) => {
      const seat = localStorage.getItem(`renju.seat.${game}`) ?? '';
      const r = await fetch(`/api/games/${game}/actions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seat}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'resign' }),
      });
      return r.status;
    }, first);
    expect(answer).toBe(200);
    await myGames(ana.page, 'en');
    const done = item(ana.page, 'finished', first);
    await done.waitFor();
    expect(await done.locator('.my-game-result').textContent()).toBe(
      `${en['mygames.result.win']} (${en['mygames.reason.resign']})`,
    );
    expect(await ana.page.isVisible('#my-playing-empty')).toBe(true);
    await myGames(bia.page, 'pt');
    expect(await item(bia.page, 'finished', first).locator('.my-game-result').textContent()).toBe(
      `${pt['mygames.result.loss']} (${pt['mygames.reason.resign']})`,
    );
  });

  it('another device with the copied key lists the same games and opens one in that seat', async () => {
    const second = await meet(); // a game in play besides the finished one
    const other = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
    try {
      const p = other.page;
      await p.goto(`${site.server.base}/settings?lang=pt`);
      await p.fill('#use-key', await keyOf(ana.page));
      await p.click('#use-form button[type=submit]');
      expect(await p.inputValue('#player-key')).toBe(await keyOf(ana.page));
      await myGames(p, 'pt');
      await item(p, 'playing', second).waitFor();
      await item(p, 'finished', first).waitFor();
      const ids = await p
        .locator('li.my-game')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));
      await myGames(ana.page, 'en');
      const anaIds = await ana.page
        .locator('li.my-game')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));
      expect(ids).toEqual(anaIds);
      expect(await hasHorizontalScroll(p)).toBe(false);
      // No seat secret in this browser: the key speaks for Ana's seat.
      const anaSeatNow = await ana.page.evaluate(
        (game) => (localStorage.getItem(`renju.seat.${game}`) ? 'kept' : 'none'),
        second,
      );
      expect(anaSeatNow).toBe('kept');
      await item(p, 'playing', second).locator('a.my-game-link').click();
      await p.waitForSelector('#game[data-status="playing"]');
      await ana.page.goto(`${site.server.base}/g/${second}`);
      await ana.page.waitForSelector('#game[data-status="playing"]');
      await expect.poll(() => you(p)).toBe(await you(ana.page));
      expect(other.errors).toEqual([]);
    } finally {
      await other.context.close();
    }
  });
});
