// A correspondence game in Chromium against the real `renju serve`: created from the home page's
// clock list (English, desktop), joined through its invite (Portuguese, 360 px); both see days
// and hours on the clocks, each move gives the mover its whole time again, the waiting player's
// tab title announces the turn, seats get the turn-notification setting, and My games says the
// clock in days per move. The end on time
// across a restart is tested against the server itself (tests/server/correspondence_test.cpp).
import { describe, expect, it } from 'vitest';
import { gameEn } from '../src/i18n/game.en';
import { gamePt } from '../src/i18n/game.pt';
import { playerEn } from '../src/i18n/player.en';
import { playerPt } from '../src/i18n/player.pt';
import { siteEn } from '../src/i18n/site.en';
import { clickPoint, stone } from './game-page.mjs';
import { DESKTOP, PHONE, hasHorizontalScroll, newPerson, screenshot, waitFor } from './harness.mjs';
import { useSite } from './site-suite';

const site = useSite();

const clockText = (page: import('playwright-core').Page, seat: string) =>
  page.textContent(`#game .clock[data-seat="${seat}"]`);

describe('correspondence', () => {
  it('shows days per move in both languages and gives each move the whole time again', async () => {
    const ana = await newPerson(site.browser, { viewport: DESKTOP });
    await ana.page.goto(`${site.server.base}/?lang=en`);
    const group = ana.page.locator('#clock optgroup');
    expect(await group.getAttribute('label')).toBe(siteEn['home.form.clock.correspondence']);
    expect(await group.locator('option').count()).toBe(6);
    await ana.page.selectOption('#rule', 'standard');
    await ana.page.selectOption('#clock', 'days-3');
    await ana.page.click('#create-game button[type=submit]');
    await ana.page.waitForURL((u) => u.pathname.startsWith('/g/'));
    const invite = ana.page.locator('#game input[data-link="invite"]');
    await invite.waitFor();
    const inviteUrl = new URL(await invite.inputValue());
    expect(await clockText(ana.page, 'opener')).toBe('3d 00h');
    expect(await ana.page.locator('#game [data-setting="notify"]').count()).toBe(1);
    expect(await ana.page.textContent('#game')).toContain(gameEn['game.opt.notify']);

    const bia = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR', touch: true });
    await bia.page.goto(`${inviteUrl.origin}${inviteUrl.pathname}?lang=pt${inviteUrl.hash}`);
    await bia.page.locator('#game .clock[data-seat="other"]').waitFor();
    expect(await clockText(bia.page, 'other')).toBe('3d 00h');
    expect(await bia.page.textContent('#game')).toContain(gamePt['game.opt.notify']);
    expect(await hasHorizontalScroll(bia.page)).toBe(false);

    // The creator opens (Black): a move, after which its clock holds three days again and the
    // other player's tab says it is their turn.
    await ana.page.locator('#game .clock.running[data-seat="opener"]').waitFor();
    await clickPoint(ana.page, 'h8');
    await stone(bia.page, 'h8').waitFor();
    await waitFor(async () => (await bia.page.title()).startsWith('●'), {
      what: "the turn's title",
    });
    expect(await clockText(bia.page, 'opener')).toBe('3d 00h');
    expect(await bia.page.locator('#game .clock.running[data-seat="other"]').count()).toBe(1);
    await screenshot(bia.page, 'correspondence-phone-pt');

    // My games lists the game with its days per move, in the create form's words, not "4320+0".
    const gameId = new URL(ana.page.url()).pathname.split('/').pop() ?? '';
    for (const [who, lang, words] of [
      [ana, 'en', playerEn],
      [bia, 'pt', playerPt],
    ] as const) {
      await who.page.goto(`${site.server.base}/my-games?lang=${lang}`);
      await who.page.waitForSelector('#my-games[data-loaded]');
      const rule = who.page.locator(`li.my-game[data-id="${gameId}"] .my-game-rule`);
      expect(await rule.textContent()).toContain(words['lobby.days'].replace('{n}', '3'));
      expect(await rule.textContent()).not.toContain('+');
    }
    expect(ana.errors).toEqual([]);
    expect(bia.errors).toEqual([]);
    await ana.context.close();
    await bia.context.close();
  });
});
