// What the game page says, in both languages, read from the page's own dictionaries: a swap by the
// opponent, the declare control with the allowed numbers only, every opening decision in the move
// list, a click on a point that is not offered, a declined draw, a takeback with the stones it
// removed, the cursor's live region, focus and Escape around a confirmation, the tab title on
// one's turn, "Copied" and the phone's share sheet, the loser's reason, the rematch prompt and the
// export links. One Soosõrv-8 game per language against the real server; the opponent acts over
// the HTTP API. Screenshots: artifacts/words-*.png.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type GameT, makeGameT } from '../src/game/i18n';
import { LANGS } from '../src/i18n';
import { DESKTOP, PHONE, newPerson, screenshot } from './harness.mjs';
import { act, clickPoint, notice, stone } from './game-page.mjs';
import { useSite } from './site-suite';

const site = useSite();

interface Game {
  id: string;
  opener: string;
  other: string;
}

async function playingGame(settings: Record<string, unknown>): Promise<Game> {
  const base = site.server.base;
  const created = (await (
    await fetch(`${base}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(settings),
    })
  ).json()) as { id: string; seat: string; invite: string };
  const r = await fetch(`${base}/api/games/${created.id}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ invite: created.invite }),
  });
  const joined = (await r.json()) as { seat: string };
  expect(r.status).toBe(200);
  return { id: created.id, opener: created.seat, other: joined.seat };
}

async function post(g: Game, seat: 'opener' | 'other', action: Record<string, unknown>) {
  const r = await fetch(`${site.server.base}/api/games/${g.id}/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${g[seat]}` },
    body: JSON.stringify(action),
  });
  expect(r.status, `${JSON.stringify(action)}: ${await r.text()}`).toBe(200);
}

const said = (page: Page, text: string) => notice(page).filter({ hasText: text }).waitFor();
const decision = (page: Page, text: string) =>
  page.locator('#game .move-list li.decision', { hasText: text }).waitFor();

/** Clicks a confirmable button and answers Yes. */
async function confirm(page: Page, name: string) {
  await act(page, name).click();
  await act(page, `confirm-${name}`).click();
}

describe('the game page says what happened', () => {
  for (const lang of LANGS) {
    it(`in a Soosõrv-8 game with a swap, offers, a draw offer and a takeback (${lang})`, async () => {
      const t: GameT = makeGameT(lang);
      const white = t('game.color.white');
      const g = await playingGame({ rule: 'soosorv', n: 8, takebacks: true });
      for (const point of ['h8', 'h9', 'j10']) await post(g, 'opener', { type: 'place', point });
      const me = await newPerson(site.browser, {
        viewport: DESKTOP,
        locale: lang === 'pt' ? 'pt-BR' : 'en-US',
      });
      const page = me.page;
      await page.goto(`${site.server.base}/g/${g.id}?lang=${lang}#seat=${g.opener}`);
      await page.locator('#game[data-status="playing"]').waitFor();
      // The opponent's turn: no mark in the tab title.
      expect(await page.title()).not.toMatch(/^●/);

      // The opponent swaps: said, and in the move list. Now it is my turn, and the tab says so.
      await post(g, 'other', { type: 'swap' });
      await said(page, t('game.notice.swappedYou', { color: white }));
      await decision(page, t('game.decision.swap'));
      await page.waitForFunction(() => document.title.startsWith('● '));
      await screenshot(page, `words-swapped-${lang}`);

      // Move 4, then the declaration: a control that holds only 1..8.
      await clickPoint(page, 'g9');
      await stone(page, 'g9').waitFor();
      const declare = page.locator('#game select[data-input="declare"]');
      await declare.waitFor();
      expect(await declare.locator('option').allInnerTexts()).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
      ]);
      await page
        .locator('#game .game-prompt', {
          hasText: t('game.step.declare', { min: 1, max: 8 }),
        })
        .waitFor();
      await declare.selectOption('3');
      await act(page, 'declare').click();
      await decision(page, t('game.decision.declare', { count: 3 }));

      // Black offers three; a click on another point says what to do; a marked one is chosen.
      await post(g, 'other', { type: 'offer', points: ['a1', 'o15', 'a15'] });
      await decision(
        page,
        t('game.decision.offer', { points: ['a1', 'o15', 'a15'].join(t('game.listSep')) }),
      );
      await clickPoint(page, 'b2');
      await said(page, t('game.notice.notOffered', { point: 'b2' }));
      await screenshot(page, `words-not-offered-${lang}`);
      await clickPoint(page, 'a1');
      await stone(page, 'a1').waitFor();
      await decision(page, t('game.decision.choose', { point: 'a1' }));

      // A declined draw offer is said.
      await confirm(page, 'draw-offer');
      await post(g, 'other', { type: 'draw-decline' });
      await said(page, t('game.notice.drawDeclined'));

      // A takeback says which stones went.
      await clickPoint(page, 'c3');
      await stone(page, 'c3').waitFor();
      await post(g, 'other', { type: 'place', point: 'n2' });
      await stone(page, 'n2').waitFor();
      await confirm(page, 'takeback');
      await post(g, 'other', { type: 'takeback-accept' });
      await said(
        page,
        t('game.notice.takebackApplied', { points: ['n2', 'c3'].join(t('game.listSep')) }),
      );
      expect(await stone(page, 'c3').count()).toBe(0);
      await screenshot(page, `words-takeback-${lang}`);

      // The keyboard cursor is announced; a confirmation takes the focus and Escape gives it back.
      await page.locator('#game .game-board').focus();
      await page.keyboard.press('ArrowUp');
      const cursor = page.locator('#game [data-r="cursor"]');
      await cursor.filter({ hasText: /^[a-o]\d+: / }).waitFor();
      const spoken = (await cursor.textContent())!;
      const at = spoken.slice(0, spoken.indexOf(':'));
      const stones: Record<string, [string, number]> = {
        h8: ['black', 1],
        h9: ['white', 2],
        j10: ['black', 3],
        g9: ['white', 4],
        a1: ['black', 5],
      };
      const onIt = stones[at];
      expect(spoken).toBe(
        onIt
          ? t('game.cursor.stone', {
              point: at,
              color: t(onIt[0] === 'black' ? 'game.color.black' : 'game.color.white'),
              n: onIt[1],
            })
          : t('game.cursor.empty', { point: at }),
      );
      await act(page, 'resign').click();
      await page
        .locator('#game .confirm[role="alertdialog"]', { hasText: t('game.confirm.resign') })
        .waitFor();
      expect(await page.evaluate(() => !!document.activeElement?.closest('.confirm'))).toBe(true);
      await page.keyboard.press('Escape');
      await page.locator('#game .confirm').waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');

      // Copy buttons say so.
      await act(page, 'invite-open').click();
      for (const which of ['seat', 'watch']) {
        await act(page, `copy-${which}`).click();
        await page
          .locator(`#game [data-act="copy-${which}"]`, { hasText: t('game.invite.copied') })
          .waitFor();
      }
      await act(page, 'invite-close').click();

      // The opponent resigns: my result, the loser's bar says why; then a rematch prompt.
      await post(g, 'other', { type: 'resign' });
      await page.locator('#game .result-title', { hasText: t('game.result.youWin') }).waitFor();
      const reason = t('game.reason.resign');
      await page
        .locator('#game .player-line[data-seat="other"] .end-reason', {
          hasText: reason.charAt(0).toUpperCase() + reason.slice(1),
        })
        .waitFor();
      await post(g, 'other', { type: 'rematch' });
      await page
        .locator('#game .rematch-offer[role="alertdialog"]', { hasText: t('game.rematch.offered') })
        .waitFor();
      await act(page, 'rematch')
        .filter({ hasText: t('game.btn.rematchAccept') })
        .waitFor();
      await screenshot(page, `words-rematch-${lang}`);

      // The export links give the records with their header.
      const href = await page.locator('#game a[data-format="text"]').getAttribute('href');
      const text = await page.evaluate(async (u) => (await fetch(u!)).text(), href);
      expect(text).toContain('# Rule: Soosõrv-8\n');
      expect(text).toContain(
        '# Opening: Swap decisions in order: swap, no swap. The opener plays White.',
      );
      expect(text).toContain(
        '3 fifth moves declared. Black offered 3 fifth moves: a1, o15, a15; White chose a1.',
      );
      expect(text).toContain('# Result: White wins by resignation.');
      expect(me.errors).toEqual([]);
      await me.context.close();
    });

    it(`shares links through the phone's share sheet where there is one (${lang})`, async () => {
      const t: GameT = makeGameT(lang);
      const g = await playingGame({ rule: 'standard' });
      const phone = await newPerson(site.browser, { viewport: PHONE, touch: true });
      // Chromium on Linux has no share sheet: the page is given one that records what it shared,
      // as a phone's browser would show it to the person.
      await phone.context.addInitScript(() => {
        const shared: string[] = [];
        (window as unknown as { shared: string[] }).shared = shared;
        Object.defineProperty(navigator, 'share', {
          value: (data: { url: string }) => {
            shared.push(data.url);
            return Promise.resolve();
          },
        });
      });
      await phone.page.goto(`${site.server.base}/g/${g.id}?lang=${lang}#seat=${g.opener}`);
      await act(phone.page, 'invite-open').click();
      const button = act(phone.page, 'copy-watch');
      await button.filter({ hasText: t('game.invite.share') }).waitFor();
      await button.click();
      await button.filter({ hasText: t('game.invite.shared') }).waitFor();
      const shared = await phone.page.evaluate(
        () => (window as unknown as { shared: string[] }).shared,
      );
      expect(shared).toEqual([`${site.server.base}/g/${g.id}`]);
      await screenshot(phone.page, `words-share-phone-${lang}`);
      await phone.context.close();
    });
  }
});
