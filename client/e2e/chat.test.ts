// The in-game chat (issue 10, docs/chat.md) in Chromium against the real `renju serve`: two
// players and a spectator. The players' chat both ways, markup shown as literal text, mute (kept
// after a reload), the spectators' chat reaching a player only after the switch, the 140 limit and
// the server's rate refusal in the page's words. Ana plays in English on a desktop, Bia in
// Portuguese at 360 px, Cid watches in English. Screenshots go to artifacts/ (chat-*.png).
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../src/i18n';
import {
  DESKTOP,
  PHONE,
  type Person,
  createGame,
  hasHorizontalScroll,
  newPerson,
  screenshot,
} from './harness.mjs';
import { useSite } from './site-suite';

const en = DICTIONARIES.en;
const pt = DICTIONARIES.pt;

let ana: Person; // the opener, English, desktop
let bia: Person; // the other seat, Portuguese, 360 px
let cid: Person; // a spectator, English, desktop

const lines = (p: Page) => p.locator('[data-chat="lines"] .chat-text');
const spectatorLines = (p: Page) => p.locator('[data-chat="spectator-lines"] .chat-text');
const texts = (p: Page) => lines(p).allTextContents();

async function say(p: Page, text: string): Promise<void> {
  await p.fill('[data-chat="input"]', text);
  await p.click('[data-chat="send"]');
}

/**
 * Sends messages until the page shows a refusal: the socket's bucket refills while a loaded
 * machine types, so a fixed number of messages may not empty it. At most 40.
 */
async function sayUntilRefused(p: Page, word: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    await say(p, `${word} ${i}`);
    const shown = await p
      .waitForFunction(() => document.querySelector('[data-chat="error"]')?.textContent, null, {
        timeout: 300,
      })
      .then(() => true)
      .catch(() => false);
    if (shown) return;
  }
  throw new Error('40 messages sent and no refusal shown');
}

const site = useSite();

beforeAll(async () => {
  ana = await newPerson(site.browser, { viewport: DESKTOP });
  bia = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
  cid = await newPerson(site.browser, { viewport: DESKTOP });
  const g = await createGame(site.server.base, { rule: 'standard' });
  await ana.page.goto(`${site.server.base}/g/${g.id}?lang=en#seat=${g.seat}`);
  await bia.page.goto(`${site.server.base}/g/${g.id}?lang=pt#invite=${g.invite}`);
  for (const p of [ana.page, bia.page])
    await p.waitForSelector('#game[data-status="playing"] [data-chat="input"]');
  await cid.page.goto(`${site.server.base}/g/${g.id}?lang=en`);
  await cid.page.waitForSelector('#game[data-you="spectator"] [data-chat="input"]');
});

describe('players’ chat', () => {
  it('goes both ways, shows markup as text, and a player can mute the other', async () => {
    expect(await ana.page.textContent('.chat-title')).toBe(en['chat.players']);
    expect(await bia.page.textContent('.chat-title')).toBe(pt['chat.players']);
    await say(ana.page, '<b>x</b>');
    await expect.poll(() => texts(bia.page)).toEqual(['<b>x</b>']);
    // Drawn as text: no element came of it.
    expect(await bia.page.locator('[data-chat="lines"] b').count()).toBe(0);
    expect(await bia.page.textContent('[data-chat="lines"] .chat-who')).toBe(
      `${pt['chat.opponent']}: `,
    );
    await say(bia.page, 'olá, boa partida');
    await expect.poll(() => texts(ana.page)).toEqual(['<b>x</b>', 'olá, boa partida']);
    expect(await ana.page.locator('.chat-line.own .chat-who').textContent()).toBe(
      `${en['chat.you']}: `,
    );
    // The spectator reads none of it.
    expect(await texts(cid.page)).toEqual([]);

    await ana.page.click('[data-chat="mute"]');
    expect(await ana.page.textContent('[data-chat="mute"]')).toBe(en['chat.unmute']);
    await expect.poll(() => texts(ana.page)).toEqual(['<b>x</b>']);
    await say(bia.page, 'still there?');
    await expect.poll(() => texts(bia.page)).toContain('still there?');
    expect(await texts(ana.page)).toEqual(['<b>x</b>']);
    // Remembered for this game after a reload; the history comes back without the muted lines.
    await ana.page.reload();
    await ana.page.waitForSelector('#game[data-status="playing"] [data-chat="input"]');
    await expect.poll(() => ana.page.textContent('[data-chat="mute"]')).toBe(en['chat.unmute']);
    expect(await texts(ana.page)).toEqual(['<b>x</b>']);
    await ana.page.click('[data-chat="mute"]');
    await expect
      .poll(() => texts(ana.page))
      .toEqual(['<b>x</b>', 'olá, boa partida', 'still there?']);
    await screenshot(ana.page, 'chat-players-desktop-en');
  });
});

describe('spectators’ chat', () => {
  it('reaches a player only after the switch is turned on', async () => {
    expect(await cid.page.textContent('.chat-title')).toBe(en['chat.spectators']);
    await say(cid.page, 'go black!');
    await expect.poll(() => texts(cid.page)).toEqual(['go black!']);
    expect(await ana.page.isVisible('[data-chat="spectator-lines"]')).toBe(false);
    expect(await spectatorLines(ana.page).allTextContents()).toEqual([]);
    await ana.page.check('[data-chat="follow"]');
    await expect.poll(() => spectatorLines(ana.page).allTextContents()).toEqual(['go black!']);
    await say(cid.page, 'nice move');
    await expect
      .poll(() => spectatorLines(ana.page).allTextContents())
      .toEqual(['go black!', 'nice move']);
    // The other player did not turn it on.
    expect(await spectatorLines(bia.page).allTextContents()).toEqual([]);
    expect(await texts(bia.page)).not.toContain('nice move');
    expect(await bia.page.isVisible('[data-chat="spectator-lines"]')).toBe(false);
  });
});

describe('limits', () => {
  it('counts to 140 and shows the rate refusal in English on a desktop', async () => {
    const p = ana.page;
    await p.fill('[data-chat="input"]', 'a'.repeat(141));
    expect(await p.textContent('[data-chat="count"]')).toBe('141/140');
    expect(await p.locator('[data-chat="count"].over').count()).toBe(1);
    expect(await p.isDisabled('[data-chat="send"]')).toBe(true);
    await p.fill('[data-chat="input"]', 'b'.repeat(140));
    expect(await p.isDisabled('[data-chat="send"]')).toBe(false);
    await p.click('[data-chat="send"]');
    await expect.poll(() => texts(bia.page)).toContain('b'.repeat(140));
    await sayUntilRefused(p, 'quick');
    expect(await p.textContent('[data-chat="error"]')).toBe(en['chat.error.chat-rate']);
  });

  it('shows the same in Portuguese at 360 px, without breaking the page', async () => {
    const p = bia.page;
    await p.fill('[data-chat="input"]', 'é'.repeat(141));
    expect(await p.textContent('[data-chat="count"]')).toBe('141/140');
    expect(await p.isDisabled('[data-chat="send"]')).toBe(true);
    await sayUntilRefused(p, 'rápido');
    expect(await p.textContent('[data-chat="error"]')).toBe(pt['chat.error.chat-rate']);
    expect(await hasHorizontalScroll(p)).toBe(false);
    // On a phone the chat is below the board.
    const board = await p.locator('#game .game-board').boundingBox();
    const chat = await p.locator('[data-chat]').first().boundingBox();
    expect(board && chat && chat.y >= board.y + board.height).toBe(true);
    await p.locator('[data-chat]').first().scrollIntoViewIfNeeded();
    await screenshot(p, 'chat-phone-pt');
    for (const person of [ana, bia, cid]) expect(person.errors).toEqual([]);
  });
});
