// The game page on common screens and its smaller promises: everything a player needs fits the
// viewport without scrolling (both languages, phones upright and on their side); a foul under
// fouls=lose asks first; the keyboard cursor is announced; sounds, copy buttons, and the replay
// keys of a finished game wherever focus is.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createGame, launchBrowser, newPerson, screenshot, startServer } from './harness.mjs';
import { act, clickPoint, stone, version, waitVersion } from './game-page.mjs';

let server;
let browser;

before(async () => {
  browser = await launchBrowser();
  server = await startServer();
});

after(async () => {
  await server?.stop();
  await browser?.close();
});

/** A game with both seats taken; returns its id and both seat secrets. */
async function playingGame(settings) {
  const created = await createGame(server.base, {
    clock: { initial: 600, increment: 5 },
    ...settings,
  });
  const r = await fetch(`${server.base}/api/games/${created.id}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ invite: created.invite }),
  });
  const joined = await r.json();
  assert.equal(r.status, 200, JSON.stringify(joined));
  return { id: created.id, opener: created.seat, other: joined.seat };
}

async function postAction(id, secret, action) {
  const r = await fetch(`${server.base}/api/games/${id}/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(action),
  });
  assert.ok(r.ok, `${JSON.stringify(action)} -> ${r.status} ${await r.text()}`);
}

const SIZES = [
  { width: 360, height: 740, touch: true, name: 'phone' },
  { width: 360, height: 640, touch: true, name: 'small-phone' },
  { width: 740, height: 360, touch: true, name: 'phone-landscape' },
  { width: 1280, height: 800, touch: false, name: 'laptop' },
  { width: 1366, height: 768, touch: false, name: 'laptop-wide' },
  { width: 1920, height: 1080, touch: false, name: 'desktop' },
  { width: 2560, height: 1440, touch: false, name: 'large' },
];

describe('game page layout and details', { concurrency: false }, () => {
  test('the board, both bars, the clocks and the controls fit every screen, in both languages', async () => {
    // The header as full as it gets: the rule with every setting, the opening, the declared
    // count. The opener (Black) is to swap or offer.
    const g = await playingGame({ rule: 'soosorv', n: 8, fouls: 'lose', takebacks: true });
    for (const point of ['h8', 'h9', 'i10'])
      await postAction(g.id, g.opener, { type: 'place', point });
    await postAction(g.id, g.other, { type: 'place', point: 'c3' });
    await postAction(g.id, g.other, { type: 'declare', count: 3 });
    // The opponent is there (an absent one would add the claim buttons).
    const opponent = await newPerson(browser);
    await opponent.page.goto(`${server.base}/g/${g.id}#seat=${g.other}`);
    await opponent.page.locator('#game .conn-open').waitFor();
    for (const lang of ['en', 'pt']) {
      for (const size of SIZES) {
        const who = await newPerson(browser, {
          viewport: { width: size.width, height: size.height },
          touch: size.touch,
          locale: lang === 'pt' ? 'pt-BR' : 'en-US',
        });
        await who.page.goto(`${server.base}/g/${g.id}?lang=${lang}#seat=${g.opener}`);
        await who.page
          .locator('#game[data-status="playing"] .game-controls button')
          .first()
          .waitFor();
        const boxes = await who.page.evaluate(() => {
          const box = (sel) => {
            const r = document.querySelector(sel)?.getBoundingClientRect();
            return r ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : null;
          };
          return {
            innerHeight: window.innerHeight,
            innerWidth: window.innerWidth,
            scrollY: window.scrollY,
            top: box('#game .game-player.top'),
            board: box('#game .game-board'),
            bottom: box('#game .game-player.bottom'),
            clocks: [...document.querySelectorAll('#game .clock')].map((c) => {
              const r = c.getBoundingClientRect();
              return { top: r.top, bottom: r.bottom };
            }),
            controls: box('#game .game-controls'),
            // Each bar's label, and whether its text is wider than its box (cut short).
            names: [...document.querySelectorAll('#game .game-player .player-name')].map((n) => ({
              text: n.textContent,
              scroll: n.scrollWidth,
              client: n.clientWidth,
            })),
            rule: box('#game .game-header .game-rule'),
            links: box('#game .game-header [data-act="invite-open"]'),
            // The rows the label "Links" takes.
            linksLines: (() => {
              const range = document.createRange();
              range.selectNodeContents(document.querySelector('#game [data-act="invite-open"]'));
              return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
            })(),
          };
        });
        const where = `${lang} ${size.width}x${size.height}`;
        await screenshot(who.page, `layout-${size.name}-${lang}`);
        assert.equal(boxes.scrollY, 0, where);
        for (const part of ['top', 'board', 'bottom', 'controls']) {
          const b = boxes[part];
          assert.ok(b, `${where}: ${part} is drawn`);
          assert.ok(
            b.top >= 0 && b.bottom <= boxes.innerHeight + 0.5,
            `${where}: ${part} ${JSON.stringify(b)} inside 0..${boxes.innerHeight}`,
          );
          assert.ok(
            b.left >= 0 && b.right <= boxes.innerWidth + 0.5,
            `${where}: ${part} fits the width`,
          );
        }
        assert.equal(boxes.clocks.length, 2, where);
        // Both players' labels whole ("Brancas (adversário)" beside the clock on a phone).
        assert.equal(boxes.names.length, 2, `${where}: both names`);
        for (const n of boxes.names)
          assert.ok(
            n.scroll <= n.client,
            `${where}: "${n.text}" not cut short ${n.scroll}>${n.client}`,
          );
        for (const c of boxes.clocks)
          assert.ok(c.bottom <= boxes.innerHeight + 0.5, `${where}: clock`);
        // "Links" is one line, and on a desktop it stays on the header's first row (beside the
        // rule), never on a row of its own.
        assert.equal(boxes.linksLines, 1, `${where}: "Links" on one line`);
        if (size.width >= 900)
          assert.ok(
            boxes.links.top < boxes.rule.bottom,
            `${where}: "Links" ${JSON.stringify(boxes.links)} on the rule's row ${JSON.stringify(boxes.rule)}`,
          );
        // The board is not squeezed to nothing: at least 200 px, or the full width on a phone.
        assert.ok(boxes.board.bottom - boxes.board.top >= 200, `${where}: board size`);
        await who.context.close();
      }
    }
    await opponent.context.close();
  });

  test('fouls=lose asks once; Escape cancels; the cursor is announced; sound and links', async () => {
    const g = await playingGame({ rule: 'standard', fouls: 'lose' });
    // Black threatens a double-three at j10 (h8, i9 diagonal and j8, j9 column).
    for (const [seat, point] of [
      ['opener', 'h8'],
      ['other', 'a1'],
      ['opener', 'i9'],
      ['other', 'a3'],
      ['opener', 'j8'],
      ['other', 'a5'],
      ['opener', 'j9'],
      ['other', 'a7'],
    ]) {
      await postAction(g.id, g[seat], { type: 'place', point });
    }
    const black = await newPerson(browser);
    await black.page.goto(`${server.base}/g/${g.id}#seat=${g.opener}`);
    await black.page.locator('#game .game-board g.forbidden[data-point="j10"]').waitFor();
    const pt = await newPerson(browser, { locale: 'pt-BR' });
    await pt.page.goto(`${server.base}/g/${g.id}?lang=pt#seat=${g.other}`);
    await pt.page.locator('#game[data-status="playing"]').waitFor();

    // The keyboard cursor says where it is and what is there.
    await black.page.locator('#game .game-board').focus();
    await black.page.keyboard.press('ArrowUp'); // h9
    await black.page.locator('#game [data-r="cursor"]', { hasText: 'h9: empty' }).waitFor();
    await black.page.keyboard.press('ArrowRight'); // i9
    await black.page.locator('#game [data-r="cursor"]', { hasText: 'i9: Black, move 3' }).waitFor();

    await clickPoint(black.page, 'j10');
    const dialog = black.page.locator('#game .confirm[role="alertdialog"]');
    await dialog
      .filter({
        hasText:
          'j10 is forbidden for Black (double-three): playing it loses the game. Play it anyway?',
      })
      .waitFor();
    await screenshot(black.page, 'foul-confirm-desktop');
    await black.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await stone(black.page, 'j10').count(), 0, 'nothing played after Cancel');
    // The same question in Portuguese (Black's seat opened in a second, Portuguese browser).
    {
      const ptBlack = await newPerson(browser, { locale: 'pt-BR' });
      await ptBlack.page.goto(`${server.base}/g/${g.id}?lang=pt#seat=${g.opener}`);
      await ptBlack.page.locator('#game .game-board g.forbidden[data-point="j10"]').waitFor();
      await clickPoint(ptBlack.page, 'j10');
      await ptBlack.page
        .locator('#game .confirm[role="alertdialog"]', {
          hasText:
            'j10 é proibido para as Pretas (três-três): jogar aí perde a partida. Jogar mesmo assim?',
        })
        .waitFor();
      await act(ptBlack.page, 'confirm-foul').filter({ hasText: 'Jogar e perder' }).waitFor();
      await screenshot(ptBlack.page, 'foul-confirm-desktop-pt');
      await ptBlack.page.keyboard.press('Escape');
      await ptBlack.page.locator('#game .confirm').waitFor({ state: 'detached' });
      assert.deepEqual(ptBlack.errors, []);
      await ptBlack.context.close();
    }

    // Sound on by default: a move by the opponent plays one; off, none.
    const sounds = () =>
      black.page.evaluate(() => Number(document.getElementById('game')?.dataset.sounds ?? 0));
    await postAction(g.id, g.opener, { type: 'place', point: 'o1' });
    await postAction(g.id, g.other, { type: 'place', point: 'a9' });
    await stone(black.page, 'a9').waitFor();
    await black.page.waitForFunction(
      () => Number(document.getElementById('game')?.dataset.sounds) >= 2,
    );
    await black.page.locator('#game input[data-setting="sound"]').uncheck();
    const before = await sounds();
    await postAction(g.id, g.opener, { type: 'place', point: 'o3' });
    await postAction(g.id, g.other, { type: 'place', point: 'a11' });
    await stone(black.page, 'a11').waitFor();
    assert.equal(await sounds(), before, 'no sound once turned off');

    // Copy buttons all say so.
    await act(black.page, 'invite-open').click();
    for (const which of ['seat', 'watch']) {
      await act(black.page, `copy-${which}`).click();
      await black.page.locator(`#game [data-act="copy-${which}"]`, { hasText: 'Copied' }).waitFor();
    }
    await act(black.page, 'invite-close').click();

    // Playing the forbidden point after confirming loses, and the bars say why.
    const v = await version(black.page);
    await clickPoint(black.page, 'j10');
    await act(black.page, 'confirm-foul').click();
    await waitVersion(black.page, v + 1);
    await black.page.locator('#game[data-status="finished"]').waitFor();
    await black.page
      .locator('#game .game-player .end-reason', { hasText: 'Black played a forbidden point' })
      .waitFor();
    await pt.page
      .locator('#game .game-player .end-reason', {
        hasText: 'As Pretas jogaram em um ponto proibido',
      })
      .waitFor();
    await screenshot(pt.page, 'foul-finished-pt');

    // In the finished game the replay keys work wherever focus is.
    await act(black.page, 'invite-open').waitFor({ state: 'detached' });
    await black.page.locator('#game .game-moves h2').click();
    await black.page.keyboard.press('Home');
    await black.page.locator('#game .replay-pos', { hasText: 'Move 0 of' }).waitFor();
    await black.page.keyboard.press('ArrowRight');
    await black.page.locator('#game .replay-pos', { hasText: 'Move 1 of' }).waitFor();
    await black.page.locator('#game .game-board').focus();
    await black.page.keyboard.press('End');
    await black.page.locator('#game .replay-pos', { hasText: /Move (\d+) of \1/ }).waitFor();
    assert.deepEqual(black.errors, []);
    await black.context.close();
    await pt.context.close();
  });

  test('abort: a button before both have played, a notice for the opponent, no result', async () => {
    const T = {
      en: { btn: 'Abort game', title: 'Game aborted', notice: 'Your opponent aborted the game.' },
      pt: { btn: 'Anular partida', title: 'Partida anulada', notice: 'Seu adversário anulou' },
    };
    for (const lang of ['en', 'pt']) {
      const g = await playingGame({ rule: 'rif' });
      for (const p of ['h8', 'h9', 'j10'])
        await postAction(g.id, g.opener, { type: 'place', point: p });
      const locale = lang === 'pt' ? 'pt-BR' : 'en-US';
      const opener = await newPerson(browser, { viewport: { width: 1280, height: 800 }, locale });
      const other = await newPerson(browser, {
        viewport: { width: 360, height: 740 },
        touch: true,
        locale,
      });
      await opener.page.goto(`${server.base}/g/${g.id}?lang=${lang}#seat=${g.opener}`);
      await other.page.goto(`${server.base}/g/${g.id}?lang=${lang}#seat=${g.other}`);
      // Both may abort: the opener has played its three stones, the other seat nothing yet.
      for (const who of [opener, other]) {
        await act(who.page, 'abort').waitFor();
        assert.equal((await act(who.page, 'abort').textContent()).trim(), T[lang].btn);
      }
      await screenshot(other.page, `game-abort-offered-phone-${lang}`);
      await act(other.page, 'abort').click();
      await act(other.page, 'confirm-abort').waitFor();
      await act(other.page, 'confirm-abort').click();
      for (const who of [opener, other]) {
        await who.page.locator('#game[data-status="finished"]').waitFor();
        assert.equal(
          (await who.page.locator('#game .game-result .result-title').textContent()).trim(),
          T[lang].title,
        );
        assert.equal(await act(who.page, 'abort').count(), 0);
        // Nobody's bar says they lost: there is no result.
        assert.equal(await who.page.locator('#game .end-reason').count(), 0);
      }
      assert.match(
        await opener.page.locator('#game .game-notice').textContent(),
        new RegExp(T[lang].notice),
      );
      assert.equal((await other.page.locator('#game .game-notice').textContent()).trim(), '');
      await screenshot(opener.page, `game-abort-notice-desktop-${lang}`);
      await screenshot(other.page, `game-abort-done-phone-${lang}`);
      const sgf = await (await fetch(`${server.base}/api/games/${g.id}/record?format=sgf`)).text();
      assert.match(sgf, /RE\[Void\]RR\[aborted\]/);

      // Once both have played, the button is gone and the server refuses.
      const late = await playingGame({ rule: 'standard' });
      await postAction(late.id, late.opener, { type: 'place', point: 'h8' });
      await other.page.goto(`${server.base}/g/${late.id}?lang=${lang}#seat=${late.other}`);
      await act(other.page, 'abort').waitFor();
      await postAction(late.id, late.other, { type: 'place', point: 'h9' });
      await stone(other.page, 'h9').waitFor();
      assert.equal(await act(other.page, 'abort').count(), 0);
      assert.deepEqual(opener.errors.concat(other.errors), []);
      await opener.context.close();
      await other.context.close();
    }
  });
});
