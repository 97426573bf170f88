// "Play the computer" from the home page in Chromium against the real `renju serve`: in both
// languages, on a 360 px phone and on a desktop, the player fills the card, lands in their seat of
// a game the computer plays, and the computer answers their stones on the board. The server caps
// the computer's nodes per decision so that its answers come fast (a low level plays anyway).
// Screenshots go to artifacts/ (computer-*.png).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, LANGS } from '../src/i18n';
import { DESKTOP, PHONE, hasHorizontalScroll, newPerson, screenshot } from './harness.mjs';
import { useSite } from './site-suite';

const site = useSite({ extraArgs: ['--computer-nodes', '2000'] });

interface GameView {
  status: string;
  clock: { running: string | null } | null;
  computer: { seat: string; level: number } | null;
  seats: Record<string, { connected: boolean }>;
  game: { toMove: string | null };
}

/** The game as the server has it (public state). */
async function gameState(id: string): Promise<GameView> {
  const r = await fetch(`${site.server.base}/api/games/${id}`);
  return (await r.json()) as GameView;
}

async function stonesOnBoard(page: Page): Promise<number> {
  return page.locator('#game .game-board g.stone').count();
}

/** Clicks point `p` ("h8") of the game board (40 SVG units between lines, as e2e/game-page.mjs). */
async function clickPoint(page: Page, p: string): Promise<void> {
  const board = page.locator('#game .game-board');
  await board.scrollIntoViewIfNeeded();
  const box = (await board.boundingBox())!;
  const size = await board
    .locator('svg')
    .evaluate((svg) => (svg as unknown as SVGSVGElement).viewBox.baseVal.width);
  const margin = (size - 14 * 40) / 2;
  const x = p.charCodeAt(0) - 97;
  const y = Number(p.slice(1)) - 1;
  const scale = box.width / size;
  await page.mouse.click(
    box.x + (margin + x * 40) * scale,
    box.y + (margin + (14 - y) * 40) * scale,
  );
}

/** Waits until the page shows version `v` of the game or a later one. */
async function waitVersion(page: Page, v: number): Promise<void> {
  await page.waitForFunction(
    (want) => Number(document.getElementById('game')?.dataset.version) >= want,
    v,
    { timeout: 30000 },
  );
}

describe('play the computer', () => {
  for (const lang of LANGS) {
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`from the home page, ${lang}, ${name}`, async () => {
        const d = DICTIONARIES[lang];
        const { page, context, errors } = await newPerson(site.browser, { viewport });
        await page.goto(`${site.server.base}/?lang=${lang}`);

        // The card beside "Create a game", in the page's language, fitting the screen.
        expect(await page.textContent('#computer-title')).toBe(d['computer.title']);
        expect(await page.textContent('#play-computer button[type=submit]')).toBe(
          d['computer.submit'],
        );
        expect(await hasHorizontalScroll(page)).toBe(false);
        // N shows only for the rules that have one. The colour choice says what it does under
        // each rule: a colour under the standard rule; under a rule with swaps who opens (the
        // tentative Black), and how the rule's procedure then decides the colours.
        const choice = () =>
          page.evaluate(() => [
            document.querySelector('#c-color legend')!.textContent,
            ...[...document.querySelectorAll('#c-color label.choice')].map((l) => l.textContent),
          ]);
        for (const rule of ['rif', 'yamaguchi', 'soosorv', 'taraguchi', 'standard'] as const) {
          await page.selectOption('#c-rule', rule);
          expect(await page.isVisible('#c-n')).toBe(rule === 'soosorv' || rule === 'taraguchi');
          expect(await page.textContent('#c-color-hint')).toBe(d[`computer.colorHint.${rule}`]);
          expect(await choice()).toEqual(
            rule === 'standard'
              ? [
                  d['computer.color'],
                  d['computer.color.black'],
                  d['computer.color.white'],
                  d['computer.color.random'],
                ]
              : [
                  d['computer.opener'],
                  d['computer.opener.me'],
                  d['computer.opener.computer'],
                  d['computer.opener.random'],
                ],
          );
          if (rule === 'soosorv') await screenshot(page, `computer-form-swaps-${lang}-${name}`);
        }
        await page.selectOption('#c-level', '2');
        await page.selectOption('#c-clock', '5+4');
        await page.check('#play-computer input[name=color][value=black]');
        await page.locator('#computer-title').scrollIntoViewIfNeeded();
        await screenshot(page, `computer-form-${lang}-${name}`);

        // Every address the page is shown at: the game page takes the seat out of its address as
        // soon as its script runs, so polling page.url() alone can miss it on a busy machine.
        const addresses: string[] = [];
        page.on('framenavigated', (frame) => {
          if (frame === page.mainFrame()) addresses.push(frame.url());
        });
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/games'));
        await page.click('#play-computer button[type=submit]');
        const created = await answer;
        expect(created.status()).toBe(201);
        // The page moves on at once, so the answer is read from the server afterwards.
        expect(created.request().postDataJSON()).toMatchObject({
          rule: 'standard',
          opener: 'creator',
          clock: { initial: 300, increment: 4 },
          computer: { level: 2 },
        });
        const seatAddress = /\/g\/[0-9A-Za-z]+#seat=/;
        await expect
          .poll(() => addresses.find((a) => seatAddress.test(a)) ?? page.url(), { timeout: 60_000 })
          .toMatch(seatAddress);
        expect(addresses.find((a) => seatAddress.test(a))).not.toContain('invite=');

        // The game is running at once; the player (Black) places, the computer answers.
        const id = new URL(page.url()).pathname.split('/')[2]!;
        let state = await gameState(id);
        expect(state.status).toBe('playing');
        expect(state.clock?.running).toBe('opener');
        expect(state.computer).toEqual({ seat: 'other', level: 2 });
        await waitVersion(page, 1);
        await clickPoint(page, 'h8');
        await waitVersion(page, 3);
        await expect.poll(() => stonesOnBoard(page)).toBe(2);
        await clickPoint(page, 'a1');
        await waitVersion(page, 5);
        await expect.poll(() => stonesOnBoard(page)).toBe(4);
        expect(await page.locator('#game .game-board g.stone[data-point="h8"]').count()).toBe(1);
        state = await gameState(id);
        expect(state.game.toMove).toBe('opener');
        expect(state.seats.other?.connected).toBe(true);
        // The computer's seat is named as such, with its level.
        const label = d['game.who.computer']
          .replace('{color}', d['game.color.white'])
          .replace('{level}', '2');
        expect(await page.textContent('#game')).toContain(label);
        expect(await hasHorizontalScroll(page)).toBe(false);
        await screenshot(page, `computer-game-${lang}-${name}`);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
