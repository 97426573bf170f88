// The picture on the README's front page (docs/img/game.png) is a real game in the real client:
// two players in separate browser contexts play a few moves against `renju serve`, and the
// creator's page is photographed at 1280x800. A browser-test run writes the picture under
// artifacts/ (git-ignored) so the checkout stays clean; with RENJU_README_SCREENSHOT=1 it
// replaces docs/img/game.png, to be committed when the site's look changes.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { sharedServerAndBrowser } from './fixture.mjs';
import { ARTIFACTS, REPO, createGame, newPerson } from './harness.mjs';
import { clickPoint, stone, version, waitVersion } from './game-page.mjs';

const VIEWPORT = { width: 1280, height: 800 };
const IMAGE =
  process.env.RENJU_README_SCREENSHOT === '1'
    ? join(REPO, 'docs', 'img', 'game.png')
    : join(ARTIFACTS, 'readme-game.png');
// Black opens at the centre; no black move makes a three, so none can be a foul.
const MOVES = ['h8', 'i9', 'j8', 'i8', 'i7', 'h9', 'g7'];

const shared = sharedServerAndBrowser();

test('a game in progress, photographed for the README', async () => {
  const created = await createGame(shared.server.base, {
    rule: 'standard',
    clock: { initial: 600, increment: 5 },
  });
  const black = await newPerson(shared.browser, { viewport: VIEWPORT });
  const white = await newPerson(shared.browser, { viewport: VIEWPORT });
  await black.page.goto(
    `${shared.server.base}/g/${created.id}#seat=${created.seat}&invite=${created.invite}&new=1`,
  );
  await black.page.locator('#game[data-status="waiting"]').waitFor();
  await white.page.goto(`${shared.server.base}/g/${created.id}#invite=${created.invite}`);
  for (const person of [black, white]) {
    await person.page.locator('#game[data-status="playing"]').waitFor();
  }

  // Moves alternate between the two seats; each is seen by both pages before the next.
  for (const [i, p] of MOVES.entries()) {
    const mover = i % 2 === 0 ? black : white;
    const v = await version(mover.page);
    await clickPoint(mover.page, p);
    for (const person of [black, white]) {
      await stone(person.page, p).waitFor();
      await waitVersion(person.page, v + 1);
    }
  }

  const stones = black.page.locator('#game .game-board g.stone');
  assert.equal(await stones.count(), MOVES.length, 'every move is on the board');
  for (const p of MOVES) assert.equal(await stone(black.page, p).count(), 1, `${p} is drawn`);
  assert.equal(await black.page.locator('#game').getAttribute('data-status'), 'playing');

  await mkdir(dirname(IMAGE), { recursive: true });
  // The invite panel closed when White took the seat; the page is at rest, scrolled to the top.
  await black.page.evaluate(() => window.scrollTo(0, 0));
  await black.page.screenshot({ path: IMAGE, fullPage: false });

  for (const person of [black, white]) {
    assert.deepEqual(person.errors, [], 'no errors in the page');
    await person.context.close();
  }
});
