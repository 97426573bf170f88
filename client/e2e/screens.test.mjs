// Every page on phones, tablets and desktops (issue 33), in both languages: the site header's links
// are all in reach (shown, or behind the menu button, which a keyboard opens and Escape closes),
// nothing is off screen sideways, and the analysis board and an archived game's board are as large
// as the screen allows (the whole width of an upright phone; the whole height of one on its side,
// with the panel beside). Each page is loaded once per language and kind of screen (touch or
// not) and resized through the screens of that kind. The game page's own sizes are in
// game-layout.test.mjs.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { sharedServerAndBrowser } from './fixture.mjs';
import { REPO, createGame, newPerson, screenshot } from './harness.mjs';
import {
  SCREENS,
  assertHeaderReachable,
  assertNothingOffScreen,
  isTouch,
  resizeTo,
  screenName,
  touchGroups,
} from './screens.mjs';

let work;
/** Paths of one page of each kind. */
const PAGES = {};

// One archived game (a plain move list through the real `renju import`) and one live game.
const shared = sharedServerAndBrowser(async ({ server }) => {
  work = mkdtempSync(join(tmpdir(), 'renju-screens-'));
  writeFileSync(join(work, 'one.txt'), 'h8 h9 i10 g7 j11 f6 k12\n');
  const bin = process.env.RENJU_BIN ?? join(REPO, 'build', 'release', 'cli', 'renju');
  execFileSync(bin, ['import', '--quiet', '--db', server.db, join(work, 'one.txt')]);
  const archived = await (await fetch(`${server.base}/api/archive?limit=1`)).json();
  assert.equal(archived.games.length, 1);
  const game = await createGame(server.base, { rule: 'standard' });
  Object.assign(PAGES, {
    home: '/',
    rules: '/rules',
    rule: '/rules/standard',
    analysis: '/analysis',
    archive: '/archive',
    archived: `/archive/${archived.games[0].id}`,
    watch: '/watch',
    mygames: '/my-games',
    settings: '/settings',
    game: `/g/${game.id}`,
    missing: '/no-such-page',
  });
});

after(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const person = (screen, lang) =>
  newPerson(shared.browser, {
    viewport: { width: screen.width, height: screen.height },
    touch: isTouch(screen),
    locale: lang === 'pt' ? 'pt-BR' : 'en-US',
  });

const at = (path, lang) =>
  `${shared.server.base}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

describe('every page on every screen', { concurrency: false }, () => {
  test('the header links are in reach and nothing is off screen sideways', async () => {
    const screens = SCREENS.filter((s) =>
      ['320x568', '360x640', '740x360', '768x1024', '1280x800'].includes(screenName(s)),
    );
    for (const lang of ['en', 'pt']) {
      for (const group of touchGroups(screens)) {
        const who = await person(group[0], lang);
        for (const [name, path] of Object.entries(PAGES)) {
          await who.page.goto(at(path, lang));
          await who.page.waitForLoadState('load');
          for (const screen of group) {
            const where = `${lang} ${screenName(screen)} ${name}`;
            await resizeTo(who.page, screen);
            await assertNothingOffScreen(who.page, where);
            await assertHeaderReachable(who.page, where);
          }
        }
        assert.deepEqual(who.errors, [], `${lang} ${group.map(screenName).join(' ')}`);
        await who.context.close();
      }
    }
  });

  test('the menu button on a phone: its name, the keyboard, a tap elsewhere', async () => {
    for (const [lang, name] of [
      ['en', 'Menu'],
      ['pt', 'Menu'],
    ]) {
      const who = await person({ width: 360, height: 640, kind: 'phone' }, lang);
      await who.page.goto(at('/', lang));
      const toggle = who.page.getByRole('button', { name });
      assert.equal(await toggle.getAttribute('aria-controls'), 'site-menu');
      // Closed, the links are not in the tab order; the keyboard opens the menu and goes in.
      assert.equal(await who.page.locator('#site-menu').isVisible(), false);
      await toggle.focus();
      await who.page.keyboard.press('Enter');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      await who.page.keyboard.press('Tab');
      assert.equal(
        await who.page.evaluate(() => document.activeElement?.closest('#site-menu') !== null),
        true,
        `${lang}: Tab goes into the open menu`,
      );
      await screenshot(who.page, `header-menu-open-360-${lang}`);
      await who.page.keyboard.press('Escape');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await toggle.evaluate((b) => b === document.activeElement), true);
      // A tap elsewhere closes it; a link in it goes where it says.
      await toggle.click();
      await who.page.locator('main h1, main h2').first().click({ force: true });
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false', `${lang}: tap outside`);
      await toggle.click();
      await who.page.locator('#site-menu a[href="/watch"]').click();
      await who.page.waitForURL(/\/watch/);
      assert.deepEqual(who.errors, []);
      await who.context.close();
    }
  });

  test('the analysis board and an archived game take the screen', async () => {
    const kinds = [
      ['analysis', PAGES.analysis, '#analysis .an-board', '#analysis .an-side', '#analysis'],
      [
        'archived',
        PAGES.archived,
        '#archive-game .ar-board',
        '#archive-game .ar-game-side',
        '#archive-game .ar-board svg',
      ],
    ];
    for (const lang of ['en', 'pt']) {
      for (const group of touchGroups(SCREENS)) {
        const who = await person(group[0], lang);
        for (const [name, path, board, side, ready] of kinds) {
          await who.page.goto(at(path, lang));
          await who.page.locator(ready).first().waitFor();
          await who.page.locator(`${board} svg`).waitFor();
          for (const screen of group) {
            await resizeTo(who.page, screen);
            await checkBoardFills(who.page, screen, `${lang} ${screenName(screen)} ${name}`, [
              board,
              side,
            ]);
            if (screen.kind !== 'desktop')
              await screenshot(who.page, `screens-${name}-${screenName(screen)}-${lang}`);
          }
        }
        assert.deepEqual(who.errors, [], `${lang} ${group.map(screenName).join(' ')}`);
        await who.context.close();
      }
    }
  });
});

/** The board as large as `screen` allows, the panel beside it on a phone on its side. */
async function checkBoardFills(page, screen, where, [board, side]) {
  const m = await page.evaluate(
    ([b, s]) => {
      const box = (sel) => {
        const r = document.querySelector(sel).getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
      };
      return { board: box(b), side: box(s), w: innerWidth, h: innerHeight };
    },
    [board, side],
  );
  const size = m.board.right - m.board.left;
  if (screen.kind === 'phone') assert.ok(size >= m.w - 16, `${where}: board ${size} px wide`);
  else if (screen.kind === 'tablet') assert.ok(size >= m.w - 48, `${where}: board ${size} px wide`);
  else if (screen.kind === 'side') {
    // As tall as the screen but for its buttons below, the panel beside it.
    assert.ok(size >= m.h - 60, `${where}: board ${size} px tall`);
    assert.ok(m.side.left >= m.board.right, `${where}: the panel beside the board`);
  } else assert.ok(size >= 500, `${where}: board ${size} px`);
  await assertNothingOffScreen(page, where);
}
