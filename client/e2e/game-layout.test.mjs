// The game page on common screens and its smaller promises: the board as large as each screen
// allows with the players' bars beside it, nothing off screen sideways, the header's links in
// reach (both languages, 320 to 2560 px, phones on their side); tap twice to place by default on
// a touch screen; a foul under fouls=lose asks first; the keyboard cursor is announced; sounds,
// copy buttons, and the replay keys of a finished game wherever focus is.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sharedServerAndBrowser } from './fixture.mjs';
import { createGame, newPerson, screenshot } from './harness.mjs';
import { act, clickPoint, stone, tapPoint, version, waitVersion } from './game-page.mjs';
import {
  SCREENS,
  assertHeaderReachable,
  assertNothingOffScreen,
  isTouch,
  resizeTo,
  screenName,
  touchGroups,
} from './screens.mjs';

const shared = sharedServerAndBrowser();

/** A game with both seats taken; returns its id and both seat secrets. */
async function playingGame(settings) {
  const created = await createGame(shared.server.base, {
    clock: { initial: 600, increment: 5 },
    ...settings,
  });
  const r = await fetch(`${shared.server.base}/api/games/${created.id}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ invite: created.invite }),
  });
  const joined = await r.json();
  assert.equal(r.status, 200, JSON.stringify(joined));
  return { id: created.id, opener: created.seat, other: joined.seat };
}

async function postAction(id, secret, action) {
  const r = await fetch(`${shared.server.base}/api/games/${id}/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(action),
  });
  assert.ok(r.ok, `${JSON.stringify(action)} -> ${r.status} ${await r.text()}`);
}

/** Places stones for whoever is to move (several stones: a game in its middle). */
async function playOn(g, points) {
  for (const point of points) {
    const st = await (await fetch(`${shared.server.base}/api/games/${g.id}`)).json();
    await postAction(g.id, g[st.game.toMove], { type: 'place', point });
  }
}

/** What the layout test reads of the game page. */
function measure() {
  const box = (el) => {
    const r = el?.getBoundingClientRect();
    return r
      ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width }
      : null;
  };
  const q = (sel) => document.querySelector(sel);
  const range = document.createRange();
  range.selectNodeContents(q('#game [data-act="invite-open"]'));
  return {
    innerHeight: window.innerHeight,
    innerWidth: window.innerWidth,
    top: box(q('#game .game-player.top')),
    topText: q('#game .game-player.top').textContent,
    board: box(q('#game .game-board')),
    viewBox: q('#game .game-board svg').viewBox.baseVal.width,
    bottom: box(q('#game .game-player.bottom')),
    bottomText: q('#game .game-player.bottom').textContent,
    side: box(q('#game .game-side')),
    controls: box(q('#game .game-controls')),
    clocks: [...document.querySelectorAll('#game .clock')].map(box),
    // Each bar's label, and whether its text is wider than its box (cut short).
    names: [...document.querySelectorAll('#game .game-player .player-name')].map((n) => ({
      text: n.textContent,
      scroll: n.scrollWidth,
      client: n.clientWidth,
    })),
    rule: box(q('#game .game-header .game-rule')),
    links: box(q('#game .game-header [data-act="invite-open"]')),
    // The rows the label "Links" takes.
    linksLines: new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size,
  };
}

/** The board's promises on one screen (issue 33), given what measure() read. */
function checkBoard(m, screen, where) {
  const { board, top, bottom, side } = m;
  const near = (a, b) => Math.abs(a - b) <= 4;
  // Cells large enough to tap: a 320-px phone's whole width is 19 px a cell.
  const cell = (board.width * 40) / m.viewBox;
  assert.ok(cell >= 19, `${where}: cells of ${cell.toFixed(1)} px`);
  assert.equal(m.clocks.length, 2, `${where}: both clocks`);
  // Both bars and the board fit one screen together (on a short phone the headers above may
  // need a scroll first).
  assert.ok(m.bottom.bottom - m.top.top <= m.innerHeight + 0.5, `${where}: board and bars`);
  if (screen.kind === 'phone' || screen.kind === 'tablet') {
    // The board takes the whole width; the bars sit right above and below it, the player's own
    // below, both on the first screen; the controls follow below.
    assert.ok(board.width >= m.innerWidth - 16, `${where}: board ${board.width} px wide`);
    assert.ok(near(top.bottom, board.top), `${where}: the opponent's bar right above the board`);
    assert.ok(near(bottom.top, board.bottom), `${where}: the player's bar right below the board`);
    if (m.innerHeight >= 640)
      assert.ok(bottom.bottom <= m.innerHeight + 0.5, `${where}: the player's bar on screen`);
    assert.ok(m.controls.top >= bottom.bottom, `${where}: the controls below the board`);
  } else if (screen.kind === 'side') {
    // The board as tall as the screen; the bars (opponent above) and the panel beside it.
    assert.ok(board.bottom - board.top >= m.innerHeight - 2, `${where}: board ${board.width} px`);
    assert.ok(board.top >= -0.5 && board.bottom <= m.innerHeight + 0.5, `${where}: board in view`);
    for (const [name, b] of [
      ['top bar', top],
      ['bottom bar', bottom],
      ['panel', side],
    ])
      assert.ok(b.left >= board.right, `${where}: the ${name} beside the board`);
    assert.ok(top.bottom <= bottom.top, `${where}: the opponent's bar above the player's`);
    assert.ok(bottom.bottom <= m.innerHeight + 0.5, `${where}: the player's bar on screen`);
  } else {
    // As tall as the viewport leaves under the headers, both bars on screen, the panel beside.
    assert.ok(board.width >= m.innerHeight - 270, `${where}: board ${board.width} px`);
    assert.ok(near(top.bottom, board.top), `${where}: the opponent's bar right above the board`);
    assert.ok(near(bottom.top, board.bottom), `${where}: the player's bar right below the board`);
    assert.ok(bottom.bottom <= m.innerHeight + 0.5, `${where}: the player's bar on screen`);
    assert.ok(side.left >= board.right, `${where}: the panel beside the board`);
  }
}

/** The game page resized to `screen`: the board, both players' bars, the header, the controls. */
async function checkGameScreen(page, screen, lang) {
  const where = `${lang} ${screenName(screen)}`;
  await resizeTo(page, screen);
  // As a fresh load shows it: the last screen's scrolling (the side panel too) and focus undone.
  await page.evaluate(() => {
    for (const el of [document.documentElement, ...document.querySelectorAll('*')])
      if (el.scrollTop > 0) el.scrollTop = 0;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  const m = await page.evaluate(measure);
  await screenshot(page, `layout-${screenName(screen)}-${lang}`);
  checkBoard(m, screen, where);
  // The opponent above, the player below.
  assert.match(m.topText, lang === 'en' ? /\(opponent\)/ : /\(adversário\)/, where);
  assert.match(m.bottomText, lang === 'en' ? /\(you\)/ : /\(você\)/, where);
  // Both players' labels whole ("Brancas (adversário)" beside the clock on a phone).
  assert.equal(m.names.length, 2, `${where}: both names`);
  for (const n of m.names)
    assert.ok(n.scroll <= n.client, `${where}: "${n.text}" cut short ${n.scroll}>${n.client}`);
  // "Links" is one line, and on a desktop it stays on the header's first row (beside the rule),
  // never on a row of its own.
  assert.equal(m.linksLines, 1, `${where}: "Links" on one line`);
  if (screen.kind === 'desktop')
    assert.ok(m.links.top < m.rule.bottom, `${where}: "Links" on the rule's row`);
  await assertNothingOffScreen(page, where, ['#game .game-player', '#game .game-board']);
  // Below the board on a phone, every control is on screen sideways too.
  await page.locator('#game .game-settings').scrollIntoViewIfNeeded();
  await assertNothingOffScreen(page, `${where} (scrolled)`);
  await assertHeaderReachable(page, where);
}

describe('game page layout and details', { concurrency: false }, () => {
  test('the board on every screen from 320 to 2560 px, in both languages, in a game', async () => {
    // The header as full as it gets: the rule with every setting, the opening, the declared
    // count; then the offers, the choice and stones enough for the middle of a game.
    const g = await playingGame({ rule: 'soosorv', n: 8, fouls: 'lose', takebacks: true });
    for (const point of ['h8', 'h9', 'i10'])
      await postAction(g.id, g.opener, { type: 'place', point });
    await postAction(g.id, g.other, { type: 'place', point: 'c3' });
    await postAction(g.id, g.other, { type: 'declare', count: 3 });
    await postAction(g.id, g.opener, { type: 'offer', points: ['a1', 'o15', 'a15'] });
    await postAction(g.id, g.other, { type: 'choose', point: 'a1' });
    await playOn(g, ['g7', 'j11', 'f6', 'k12']);
    // The opponent is there (an absent one would add the claim buttons).
    const opponent = await newPerson(shared.browser);
    await opponent.page.goto(`${shared.server.base}/g/${g.id}#seat=${g.other}`);
    await opponent.page.locator('#game .conn-open').waitFor();
    // One page per language and kind of screen, resized through the screens of that kind.
    for (const lang of ['en', 'pt']) {
      for (const group of touchGroups(SCREENS)) {
        const who = await newPerson(shared.browser, {
          viewport: { width: group[0].width, height: group[0].height },
          touch: isTouch(group[0]),
          locale: lang === 'pt' ? 'pt-BR' : 'en-US',
        });
        await who.page.goto(`${shared.server.base}/g/${g.id}?lang=${lang}#seat=${g.opener}`);
        await who.page
          .locator('#game[data-status="playing"] .game-controls button')
          .first()
          .waitFor();
        await stone(who.page, 'k12').waitFor();
        for (const screen of group) await checkGameScreen(who.page, screen, lang);
        assert.deepEqual(who.errors, [], `${lang} ${group.map(screenName).join(' ')}`);
        await who.context.close();
      }
    }
    await opponent.context.close();
  });

  test('a touch screen asks for a second tap by default; the player may turn it off', async () => {
    const T = { en: 'Tap twice to place', pt: 'Tocar duas vezes para jogar' };
    for (const lang of ['en', 'pt']) {
      const g = await playingGame({ rule: 'standard' });
      const phone = await newPerson(shared.browser, {
        viewport: { width: 360, height: 640 },
        touch: true,
        locale: lang === 'pt' ? 'pt-BR' : 'en-US',
      });
      await phone.page.goto(`${shared.server.base}/g/${g.id}?lang=${lang}#seat=${g.opener}`);
      await phone.page.locator('#game[data-status="playing"]').waitFor();
      const box = phone.page.locator('#game input[data-setting="tap"]');
      assert.equal(await box.isChecked(), true, `${lang}: on by default on a touch screen`);
      assert.match(await box.locator('xpath=..').textContent(), new RegExp(T[lang]));
      // The first tap marks the point and plays nothing; the second plays it.
      await tapPoint(phone.page, 'h8');
      await act(phone.page, 'tap-confirm').filter({ hasText: 'h8' }).waitFor();
      assert.equal(await stone(phone.page, 'h8').count(), 0, `${lang}: one tap plays nothing`);
      await tapPoint(phone.page, 'h8');
      await stone(phone.page, 'h8').waitFor();
      // The player's own choice wins, and is kept.
      await box.uncheck();
      await postAction(g.id, g.other, { type: 'place', point: 'a1' });
      await stone(phone.page, 'a1').waitFor();
      await phone.page.reload();
      await phone.page.locator('#game[data-status="playing"]').waitFor();
      assert.equal(await box.isChecked(), false, `${lang}: the player's choice is kept`);
      await stone(phone.page, 'a1').waitFor();
      await tapPoint(phone.page, 'j10');
      await stone(phone.page, 'j10').waitFor();
      assert.deepEqual(phone.errors, []);
      await phone.context.close();
      // A mouse plays with one click whatever the setting says (a desktop without touch).
      const desk = await newPerson(shared.browser, { locale: lang === 'pt' ? 'pt-BR' : 'en-US' });
      await desk.page.goto(`${shared.server.base}/g/${g.id}?lang=${lang}#seat=${g.other}`);
      await stone(desk.page, 'j10').waitFor();
      assert.equal(await desk.page.locator('#game input[data-setting="tap"]').isChecked(), false);
      await desk.context.close();
    }
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
    const black = await newPerson(shared.browser);
    await black.page.goto(`${shared.server.base}/g/${g.id}#seat=${g.opener}`);
    await black.page.locator('#game .game-board g.forbidden[data-point="j10"]').waitFor();
    const pt = await newPerson(shared.browser, { locale: 'pt-BR' });
    await pt.page.goto(`${shared.server.base}/g/${g.id}?lang=pt#seat=${g.other}`);
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
    // The same question in Portuguese (Black's seat opened in a second, Portuguese shared.browser).
    {
      const ptBlack = await newPerson(shared.browser, { locale: 'pt-BR' });
      await ptBlack.page.goto(`${shared.server.base}/g/${g.id}?lang=pt#seat=${g.opener}`);
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
      const opener = await newPerson(shared.browser, {
        viewport: { width: 1280, height: 800 },
        locale,
      });
      const other = await newPerson(shared.browser, {
        viewport: { width: 360, height: 740 },
        touch: true,
        locale,
      });
      await opener.page.goto(`${shared.server.base}/g/${g.id}?lang=${lang}#seat=${g.opener}`);
      await other.page.goto(`${shared.server.base}/g/${g.id}?lang=${lang}#seat=${g.other}`);
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
      const sgf = await (
        await fetch(`${shared.server.base}/api/games/${g.id}/record?format=sgf`)
      ).text();
      assert.match(sgf, /RE\[Void\]RR\[aborted\]/);

      // Once both have played, the button is gone and the server refuses.
      const late = await playingGame({ rule: 'standard' });
      await postAction(late.id, late.opener, { type: 'place', point: 'h8' });
      await other.page.goto(`${shared.server.base}/g/${late.id}?lang=${lang}#seat=${late.other}`);
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
