// The Watch page (issue 10, docs/lobby.md) in Chromium against the real `renju serve`: two
// players meet through an open challenge, a third browser on /watch sees the game appear and a
// move update its small board without a reload, then clicks through to watch it as a spectator;
// a game from a private challenge never appears. English on a desktop, Portuguese at 360 px.
// Screenshots go to artifacts/ (watch-*.png).
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
} from './harness.mjs';
import { useSite } from './site-suite';

const en = DICTIONARIES.en;
const pt = DICTIONARIES.pt;

let ana: Person; // plays, English, desktop
let bia: Person; // plays, Portuguese, 360 px
let carl: Person; // watches, English, desktop

const site = useSite();

beforeAll(async () => {
  ana = await newPerson(site.browser, { viewport: DESKTOP });
  bia = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
  carl = await newPerson(site.browser, { viewport: DESKTOP });
});

const card = (p: Page, id: string) => p.locator(`#live-games li.live-game[data-id="${id}"]`);

/** Ana offers a challenge (private when asked), Bia accepts: the game id, and who plays Black. */
async function meetFor(isPrivate: boolean): Promise<{ id: string; black: Page; white: Page }> {
  await bia.page.goto(`${site.server.base}/?lang=pt`);
  await bia.page.waitForSelector('#lobby[data-live="true"]');
  await ana.page.goto(`${site.server.base}/?lang=en`);
  await ana.page.waitForSelector('#lobby[data-live="true"]');
  await ana.page.selectOption('#rule', 'standard');
  await ana.page.check('#open-challenge');
  if (isPrivate) await ana.page.check('#private-choice input');
  await ana.page.click('#create-game button[type=submit]');
  const own = ana.page.locator('#challenges li.challenge.own');
  await own.waitFor();
  const challenge = (await own.getAttribute('data-id')) ?? '';
  await bia.page.locator(`#challenges li[data-id="${challenge}"] button`).click();
  for (const p of [ana.page, bia.page]) {
    await p.waitForURL(/\/g\/[0-9A-Za-z]{10}$/);
    await p.waitForSelector('#game[data-status="playing"]');
  }
  const id = new URL(ana.page.url()).pathname.split('/').pop() ?? '';
  const anaBlack = (await ana.page.locator('#game').getAttribute('data-you')) === 'opener';
  return anaBlack
    ? { id, black: ana.page, white: bia.page }
    : { id, black: bia.page, white: ana.page };
}

describe('watch page', () => {
  it('shows a public game as it starts and as it is played, never a private one', async () => {
    const watcher = carl.page;
    await watcher.goto(`${site.server.base}/watch?lang=en`);
    await watcher.waitForSelector('#watch[data-live="true"]');
    expect(await watcher.textContent('h1')).toBe(en['watch.heading']);
    expect(await watcher.isVisible('#watch-empty')).toBe(true);
    expect(await watcher.textContent('#watch-empty')).toBe(en['watch.empty']);

    const open = await meetFor(false);
    const shown = card(watcher, open.id);
    await shown.waitFor(); // appears without a reload
    expect(await shown.getAttribute('data-moves')).toBe('0');
    expect(await watcher.isVisible('#watch-empty')).toBe(false);
    expect(await shown.locator('.live-meta').textContent()).toContain(en['lobby.rule.standard']);
    expect(await shown.locator('.live-spectators').textContent()).toMatch(/^\d+ watching$/);

    // A move reaches the small board: one black stone at h8.
    await clickPoint(open.black, 'h8');
    await stone(open.white, 'h8').waitFor();
    await watcher.waitForSelector(`#live-games li[data-id="${open.id}"][data-moves="1"]`);
    expect(await shown.locator('svg circle').count()).toBeGreaterThan(0);

    // A private challenge's game is played too, then the public one again: by the time the
    // public game's second move shows, the private game's move has long been sent if it were.
    const hidden = await meetFor(true);
    await clickPoint(hidden.black, 'h8');
    await stone(hidden.white, 'h8').waitFor();
    for (const p of [open.white, open.black]) {
      await p.goto(`${site.server.base}/g/${open.id}`);
      await p.waitForSelector('#game[data-status="playing"]');
    }
    await clickPoint(open.white, 'h9');
    await stone(open.black, 'h9').waitFor();
    await watcher.waitForSelector(`#live-games li[data-id="${open.id}"][data-moves="2"]`);
    expect(await card(watcher, hidden.id).count()).toBe(0);
    const api = (await (await fetch(`${site.server.base}/api/live`)).json()) as {
      games: { id: string; moves: string[] }[];
    };
    expect(api.games.map((g) => g.id)).toEqual([open.id]);
    expect(api.games[0]?.moves).toEqual(['h8', 'h9']);
    await screenshot(watcher, 'watch-desktop-en');

    // A reload shows the same from the snapshot.
    await watcher.reload();
    await watcher.waitForSelector(`#live-games li[data-id="${open.id}"][data-moves="2"]`);
    expect(await watcher.locator('#live-games li').count()).toBe(1);

    // Portuguese at 360 px: the same game, the page within the width.
    const phone = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
    try {
      await phone.page.goto(`${site.server.base}/watch`);
      await phone.page.waitForSelector(`#live-games li[data-id="${open.id}"]`);
      expect(await phone.page.textContent('h1')).toBe(pt['watch.heading']);
      expect(await phone.page.locator('.live-spectators').textContent()).toMatch(
        /^\d+ assistindo$/,
      );
      expect(await hasHorizontalScroll(phone.page)).toBe(false);
      await screenshot(phone.page, 'watch-phone-pt');
    } finally {
      await phone.context.close();
    }

    // A click opens the game as a spectator.
    await card(watcher, open.id).locator('a.live-link').click();
    await watcher.waitForURL(`${site.server.base}/g/${open.id}`);
    await watcher.waitForSelector('#game[data-status="playing"]');
    expect(await watcher.locator('#game').getAttribute('data-you')).toBe('spectator');
    await stone(watcher, 'h9').waitFor();
    expect(carl.errors).toEqual([]);
  });

  it('a finished game leaves the page', async () => {
    const watcher = carl.page;
    await watcher.goto(`${site.server.base}/watch?lang=en`);
    await watcher.waitForSelector('#watch[data-live="true"]');
    const shown = await watcher
      .locator('#live-games li.live-game')
      .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id ?? ''));
    expect(shown.length).toBe(1);
    const id = shown[0] ?? '';
    // Bia resigns through the API with the seat secret the lobby kept for her.
    const status = await bia.page.evaluate(async (game) => {
      const seat = localStorage.getItem(`renju.seat.${game}`) ?? '';
      const r = await fetch(`/api/games/${game}/actions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seat}`, 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'resign' }),
      });
      return r.status;
    }, id);
    expect(status).toBe(200);
    await card(watcher, id).waitFor({ state: 'detached' });
    expect(await watcher.isVisible('#watch-empty')).toBe(true);
  });
});
