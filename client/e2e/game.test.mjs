// The game page end to end: two players in separate browser contexts and a spectator, against
// the real server. Each game is played to its end through the page's own controls.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { after, before, describe, test } from 'node:test';
import {
  DESKTOP,
  PHONE,
  createGame,
  hasHorizontalScroll,
  launchBrowser,
  newPerson,
  screenshot,
  startServer,
} from './harness.mjs';
import {
  act,
  clickPoint,
  notice,
  prompt,
  stone,
  tapPoint,
  version,
  waitVersion,
} from './game-page.mjs';

// Evaluated through the DevTools protocol, not added as an inline <script>: the page's
// Content-Security-Policy (rightly) refuses inline scripts.
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical findings on the page as it is now. */
async function axeFindings(page) {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const result = await window.axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

let server;
let browser;

before(async () => {
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
});

/** Each game gets a fresh server, so one failure cannot spoil the next test. */
async function withServer(t, fn, extraArgs = []) {
  server = await startServer({ extraArgs });
  let ok = false;
  try {
    await fn();
    ok = true;
  } finally {
    const log = server.log();
    await server.stop();
    // The server's own account, when a test failed (or when asked for).
    if (!ok || process.env.RENJU_E2E_LOG) t.diagnostic(log.split('\n').slice(-40).join('\n'));
  }
}

/** The board's box in page coordinates (independent of scrolling). */
const boardInPage = (page) =>
  page.locator('#game .game-board').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      x: r.left + window.scrollX,
      y: r.top + window.scrollY,
      width: r.width,
      height: r.height,
    };
  });

/** Tap-then-confirm on a touch screen: the first tap only marks the point. */
async function placeByTouch(g, who, p, { viaButton = false } = {}) {
  const v = await version(who.page);
  await tapPoint(who.page, p);
  const confirm = who.page.locator('#game [data-act="tap-confirm"]', { hasText: p });
  await confirm.waitFor();
  assert.equal(await stone(who.page, p).count(), 0, 'one tap does not play');
  if (viaButton) await confirm.tap();
  else await tapPoint(who.page, p);
  for (const person of g.people) {
    await stone(person.page, p).waitFor({ timeout: 30000 });
    await waitVersion(person.page, v + 1);
  }
}

/** Creates a game, opens it as its creator, joins from a second context, adds a spectator. */
async function setUpGame(
  settings,
  { spectatorViewport = DESKTOP, spectatorLocale = 'en-US', p2Phone = false } = {},
) {
  const created = await createGame(server.base, {
    clock: { initial: 900, increment: 5 },
    ...settings,
  });
  const p1 = await newPerson(browser);
  const p2 = await newPerson(browser, p2Phone ? { viewport: PHONE, touch: true } : {});
  const watcher = await newPerson(browser, {
    viewport: spectatorViewport,
    locale: spectatorLocale,
  });
  const id = created.id;

  await p1.page.goto(`${server.base}/g/${id}#seat=${created.seat}&invite=${created.invite}&new=1`);
  // The invite panel is open: its link and QR code are what the opponent gets.
  const inviteInput = p1.page.locator('#game input[data-link="invite"]');
  await inviteInput.waitFor();
  const inviteUrl = await inviteInput.inputValue();
  assert.equal(inviteUrl, `${server.base}/g/${id}#invite=${created.invite}`);
  await p1.page.locator('#game .qr svg').waitFor();
  assert.deepEqual(await axeFindings(p1.page), [], 'the invite panel');
  await act(p1.page, 'copy-invite').click();
  await p1.page.locator('#game [data-act="copy-invite"]', { hasText: 'Copied' }).waitFor();
  // The address bar no longer shows the secrets.
  assert.equal(new URL(p1.page.url()).hash, '');

  await watcher.page.goto(`${server.base}/g/${id}`);
  await watcher.page.locator('#game[data-status="waiting"]').waitFor();

  await p2.page.goto(inviteUrl);
  await p2.page.locator('#game[data-status="playing"]').waitFor();
  await p1.page.locator('#game[data-status="playing"]').waitFor();
  await watcher.page.locator('#game[data-status="playing"]').waitFor();
  assert.equal(await p2.page.locator('#game').getAttribute('data-you'), 'other');
  assert.equal(await p1.page.locator('#game').getAttribute('data-you'), 'opener');
  assert.equal(await watcher.page.locator('#game').getAttribute('data-you'), 'spectator');
  // Spectators have no controls; the invite panel closed itself when the seat was taken.
  assert.equal(await watcher.page.locator('#game .game-controls button').count(), 0);
  assert.equal(await p1.page.locator('#game .game-invite').isHidden(), true);
  await watcher.page.locator('#game .spectators', { hasText: /1 watching|1 assistindo/ }).waitFor();
  return { id, inviteUrl, p1, p2, watcher, people: [p1, p2, watcher] };
}

/** Plays one stone from `who` and waits until everybody (the spectator too) sees it. */
async function place(g, who, p) {
  const v = await version(who.page);
  await clickPoint(who.page, p);
  for (const person of g.people) {
    await stone(person.page, p).waitFor({ timeout: 30000 });
    await waitVersion(person.page, v + 1);
  }
}

/** Clicks a control and waits until every page has the next version. */
async function press(g, who, name) {
  const v = await version(who.page);
  await act(who.page, name).click();
  for (const person of g.people) await waitVersion(person.page, v + 1);
}

async function expectResult(g, { p1, p2, watcher }) {
  for (const [person, title] of [
    [g.p1, p1],
    [g.p2, p2],
    [g.watcher, watcher],
  ]) {
    await person.page.locator('#game[data-status="finished"]').waitFor();
    const text = await person.page.locator('#game .game-result').innerText();
    assert.ok(text.includes(title), `result "${text}" should include "${title}"`);
  }
}

/** The seat secret the page keeps for game `id` (in localStorage, as link.ts stores it). */
const seatSecret = (page, id) =>
  page.evaluate((gameId) => localStorage.getItem(`renju.seat.${gameId}`), id);

/** POST /api/games/{id}/actions for a seat, as any client may; returns the new public state. */
async function postAction(id, secret, action) {
  const r = await fetch(`${server.base}/api/games/${id}/actions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(action),
  });
  const body = await r.json();
  if (!r.ok) throw new Error(`${JSON.stringify(action)} -> ${r.status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Where the coordinate labels come nearest to the stones as the browser draws them: the smallest
 * distance (CSS pixels) between a label's box and a stone's circle, over all labels and stones.
 */
const labelClearance = (page) =>
  page.locator('#game .game-board svg').evaluate((svg) => {
    const labels = [...svg.querySelectorAll('text.coord')].map((el) => el.getBoundingClientRect());
    let nearest = Infinity;
    for (const circle of svg.querySelectorAll('g.stone > circle:first-child')) {
      const c = circle.getBoundingClientRect();
      const cx = c.left + c.width / 2;
      const cy = c.top + c.height / 2;
      for (const l of labels) {
        const dx = Math.max(l.left - cx, 0, cx - l.right);
        const dy = Math.max(l.top - cy, 0, cy - l.bottom);
        nearest = Math.min(nearest, Math.hypot(dx, dy) - c.width / 2);
      }
    }
    return nearest;
  });

async function closeAll(g) {
  for (const person of g.people) {
    assert.deepEqual(person.errors, [], 'no errors in the page');
    await person.context.close();
  }
}

describe('game page', { concurrency: false }, () => {
  test('Taraguchi-10, option 1 with swaps, to a five; a reload keeps the seat', (t) =>
    withServer(t, async () => {
      const g = await setUpGame({ rule: 'taraguchi', n: 10 });
      const { p1, p2, watcher } = g;
      await place(g, p1, 'h8');
      // Move 2: the player holding White may swap instead of playing.
      await prompt(p2.page)
        .filter({
          hasText:
            'White (you): place move 2, a white stone, inside the central 3×3 square or swap colours',
        })
        .waitFor();
      await prompt(watcher.page)
        .filter({ hasText: /^White: / })
        .waitFor();
      await press(g, p2, 'swap');
      await prompt(p1.page).filter({ hasText: 'White (you): place move 2' }).waitFor();
      // Outside the 3x3 square is refused in the page, with the reason.
      await clickPoint(p1.page, 'k12');
      await notice(p1.page).filter({ hasText: 'k12 is outside the central 3×3 square.' }).waitFor();
      await place(g, p1, 'i9');
      await place(g, p2, 'i8');
      await press(g, p1, 'swap');
      await place(g, p2, 'e11');
      // Options: P1 holds Black; a swap chooses option 1.
      await prompt(p1.page).filter({ hasText: 'offer 10 fifth moves' }).waitFor();
      await screenshot(p1.page, 'taraguchi1-options-desktop');
      await press(g, p1, 'swap');

      // A reload in the middle of the game keeps the seat.
      await p2.page.reload();
      await p2.page.locator('#game[data-you="other"][data-status="playing"]').waitFor();
      await prompt(p2.page)
        .filter({
          hasText: 'Black (you): place move 5, a black stone, inside the central 9×9 square',
        })
        .waitFor();

      await place(g, p2, 'j8');
      await place(g, p1, 'a15');
      await place(g, p2, 'k8');
      await place(g, p1, 'o1');
      await place(g, p2, 'l8');
      await expectResult(g, { p1: 'You lose', p2: 'You win', watcher: 'Black wins' });
      assert.ok(
        (await watcher.page.locator('#game .game-result').innerText()).includes('Five in a row'),
      );
      assert.equal(await watcher.page.locator('#game .move-list li:not(.decision)').count(), 9);
      // Every swap of the opening is in the move list too.
      assert.equal(
        await watcher.page
          .locator('#game .move-list li.decision', { hasText: 'Colours swapped' })
          .count(),
        3,
      );
      await screenshot(watcher.page, 'taraguchi1-finished-spectator');

      // Step back through the finished game, then export.
      await act(p2.page, 'replay-prev').click();
      await stone(p2.page, 'l8').waitFor({ state: 'detached' });
      await act(p2.page, 'replay-first').click();
      await p2.page.locator('#game .game-board g.stone').first().waitFor({ state: 'detached' });
      await p2.page.locator('#game .replay-pos', { hasText: 'Move 0 of 9' }).waitFor();
      await act(p2.page, 'replay-last').click();
      await stone(p2.page, 'l8').waitFor();
      const sgf = await p2.page.locator('#game a[data-format="sgf"]').getAttribute('href');
      const r = await fetch(`${server.base}${sgf}`);
      assert.equal(r.status, 200);
      assert.match(await r.text(), /SZ\[15\]/);
      await closeAll(g);
    }));

  test('Taraguchi-10, option 2 with ten offers (a symmetric one refused), to a five', (t) =>
    withServer(t, async () => {
      const g = await setUpGame(
        { rule: 'taraguchi', n: 10 },
        { spectatorViewport: PHONE, spectatorLocale: 'pt-BR' },
      );
      const { p1, p2, watcher } = g;
      await place(g, p1, 'h8');
      await place(g, p2, 'h9');
      await place(g, p1, 'h10');
      await place(g, p2, 'g9');
      // B h8 h10, W h9 g9: i8 and i10 mirror each other about row 9.
      // Before the choice to offer, the prompt counts nothing, and swapping is not the advice.
      await prompt(p1.page).filter({ hasText: 'offer 10 fifth moves, no two symmetric' }).waitFor();
      assert.doesNotMatch((await prompt(p1.page).textContent()) ?? '', /placed/);
      assert.doesNotMatch((await act(p1.page, 'swap').getAttribute('class')) ?? '', /primary/);
      await act(p1.page, 'offer-mode').click();
      await prompt(p1.page)
        .filter({ hasText: 'offer 10 fifth moves, no two symmetric — 0 of 10 placed' })
        .waitFor();
      await clickPoint(p1.page, 'i8');
      await clickPoint(p1.page, 'i10');
      await notice(p1.page)
        .filter({ hasText: 'i10 is symmetric to i8, which you already offered.' })
        .waitFor();
      // Place and withdraw one.
      await clickPoint(p1.page, 'a15');
      await clickPoint(p1.page, 'a15');
      const offers = ['i11', 'a15', 'b15', 'c15', 'd15', 'e15', 'f15', 'g15', 'm15'];
      for (const p of offers) await clickPoint(p1.page, p);
      await prompt(p1.page).filter({ hasText: '10 of 10 placed' }).waitFor();
      assert.equal(await p1.page.locator('#game .game-board g.mark.offer').count(), 10);
      await screenshot(p1.page, 'taraguchi2-offers-desktop');
      await press(g, p1, 'send-offers');
      // Everyone sees the offers; White chooses.
      await watcher.page.locator('#game .game-board g.mark.offer').nth(9).waitFor();
      await prompt(p2.page)
        .filter({ hasText: 'White (you): choose one of the 10 offered fifth moves for Black' })
        .waitFor();
      await screenshot(watcher.page, 'taraguchi2-choose-phone-pt');
      assert.deepEqual(
        await axeFindings(watcher.page),
        [],
        'a spectator on a phone, in Portuguese',
      );
      assert.equal(
        await hasHorizontalScroll(watcher.page),
        false,
        'no sideways scrolling at 360 px',
      );
      await place(g, p2, 'i11');
      await place(g, p2, 'a1');
      await place(g, p1, 'j12');
      await place(g, p2, 'c1');
      await place(g, p1, 'k13');
      await place(g, p2, 'e1');
      await place(g, p1, 'l14');
      await expectResult(g, { p1: 'You win', p2: 'You lose', watcher: 'Vitória das Pretas' });
      await screenshot(watcher.page, 'taraguchi2-finished-phone-pt');
      await closeAll(g);
    }));

  test('Soosõrv-8 with a swap, a declaration and offers, to a five for White', (t) =>
    withServer(t, async () => {
      // Black's player is on a phone with a touch screen: tap twice (or tap, then the button).
      const g = await setUpGame(
        { rule: 'soosorv', n: 8 },
        { p2Phone: true, spectatorLocale: 'pt-BR' },
      );
      const { p1, p2, watcher } = g;
      // A used invite says so and shows the way back to one's seat, in both languages.
      for (const [locale, text] of [
        ['en-US', 'This invite has already been used: you are watching. If this is your game'],
        ['pt-BR', 'Este convite já foi usado: você está assistindo. Se a partida é sua'],
      ]) {
        const late = await newPerson(browser, { viewport: PHONE, locale });
        await late.page.goto(g.inviteUrl);
        await late.page.locator('#game[data-you="spectator"][data-status="playing"]').waitFor();
        // The notice stays after the socket's first state.
        await late.page.locator('#game .conn-open').waitFor();
        await late.page.locator('#game .join-notice', { hasText: text }).waitFor();
        await screenshot(late.page, `invite-used-phone-${locale}`);
        await late.context.close();
      }
      // The opener places the three first stones: 2D.
      await place(g, p1, 'h8');
      await place(g, p1, 'h9');
      await place(g, p1, 'i10');
      for (const person of g.people) {
        await person.page.locator('#game .game-opening', { hasText: '2D Keigetsu' }).waitFor();
      }
      assert.equal(await p2.page.locator('#game input[data-setting="tap"]').isChecked(), true);
      assert.equal(await hasHorizontalScroll(p2.page), false, 'no sideways scrolling at 360 px');
      {
        const v = await version(p2.page);
        await act(p2.page, 'swap').tap(); // P2 now holds Black, P1 White
        for (const person of g.people) await waitVersion(person.page, v + 1);
      }
      // The swap is said, to the player who did not swap and to the spectator (in Portuguese).
      await notice(p1.page)
        .filter({ hasText: 'Your opponent swapped: you now play White.' })
        .waitFor();
      await notice(watcher.page).filter({ hasText: 'Os jogadores trocaram de cor.' }).waitFor();
      await p1.page
        .locator('#game .move-list li.decision', { hasText: 'Colours swapped' })
        .waitFor();
      await place(g, p1, 'c3');
      await prompt(p1.page)
        .filter({ hasText: 'White (you): declare how many fifth moves Black will offer (1–8)' })
        .waitFor();
      // The count is chosen among the allowed numbers only.
      const declare = p1.page.locator('#game select[data-input="declare"]');
      assert.deepEqual(await declare.locator('option').allInnerTexts(), [
        '1',
        '2',
        '3',
        '4',
        '5',
        '6',
        '7',
        '8',
      ]);
      await declare.selectOption('3');
      await press(g, p1, 'declare');
      await watcher.page
        .locator('#game .move-list li.decision', { hasText: '3 quintas jogadas anunciadas' })
        .waitFor();
      await prompt(p2.page)
        .filter({
          hasText: 'Black (you): swap colours or offer 3 fifth moves, no two symmetric',
        })
        .waitFor();
      for (const p of ['m12', 'n12', 'm13']) await tapPoint(p2.page, p);
      await screenshot(p2.page, 'soosorv8-offers-phone');
      await press(g, p2, 'send-offers');
      await place(g, p1, 'm12');
      await place(g, p1, 'd3');
      await placeByTouch(g, p2, 'a13');
      await place(g, p1, 'e3');
      await placeByTouch(g, p2, 'o15', { viaButton: true });
      await place(g, p1, 'f3');
      await placeByTouch(g, p2, 'a11');
      await place(g, p1, 'g3');
      await expectResult(g, { p1: 'You win', p2: 'You lose', watcher: 'Vitória das Brancas' });
      // The five is ringed; the loser's bar says why.
      assert.equal(await p1.page.locator('#game .game-board g.mark.ring').count(), 5);
      await p2.page
        .locator('#game .game-player .end-reason', { hasText: 'Five in a row' })
        .waitFor();
      // The replay at move 5 marks all three offers and names the decisions in between.
      await p1.page.locator('#game').click({ position: { x: 2, y: 2 } });
      await p1.page.keyboard.press('Home');
      for (let i = 0; i < 5; i++) await p1.page.keyboard.press('ArrowRight');
      await p1.page.locator('#game .replay-pos', { hasText: 'Move 5 of' }).waitFor();
      assert.equal(await p1.page.locator('#game .game-board g.mark.offer').count(), 3);
      await p1.page.keyboard.press('ArrowLeft');
      await p1.page
        .locator('#game .replay-pos', {
          hasText: 'Then: 3 fifth moves declared; Offered: m12, n12, m13',
        })
        .waitFor();
      await screenshot(p1.page, 'soosorv8-replay-offers-desktop');
      await p1.page.keyboard.press('End');
      await p1.page.locator('#game .game-board g.mark.ring').first().waitFor();
      await screenshot(p1.page, 'soosorv8-finished-desktop');
      await screenshot(p2.page, 'soosorv8-finished-phone');
      // The same in Portuguese, for the spectator: the five ringed, the loser's reason, and the
      // replay at move 5 with the three offers marked and the decisions named.
      const w = watcher.page;
      assert.equal(await w.locator('#game .game-board g.mark.ring').count(), 5);
      await w
        .locator('#game .player-line[data-seat="other"] .end-reason', { hasText: 'Cinco em linha' })
        .waitFor();
      await act(w, 'replay-first').click();
      for (let i = 0; i < 4; i++) await act(w, 'replay-next').click();
      await w
        .locator('#game .replay-pos', {
          hasText: 'Em seguida: 3 quintas jogadas anunciadas; Oferecidas: m12, n12, m13',
        })
        .waitFor();
      await act(w, 'replay-next').click();
      await w.locator('#game .replay-pos', { hasText: 'Lance 5 de' }).waitFor();
      assert.equal(await w.locator('#game .game-board g.mark.offer').count(), 3);
      await screenshot(w, 'soosorv8-replay-offers-desktop-pt');
      await closeAll(g);
    }));

  test('reject mode: a forbidden point is refused; offline and back; marks hidden and remembered', (t) =>
    withServer(t, async () => {
      const g = await setUpGame({ rule: 'standard', fouls: 'reject' });
      const { p1, p2 } = g;
      const moves = [
        [p1, 'h8'],
        [p2, 'a1'],
        [p1, 'i8'],
        [p2, 'a3'],
        [p1, 'j9'],
        [p2, 'a5'],
        [p1, 'j10'],
        [p2, 'a7'],
      ];
      const boardBox = await boardInPage(p1.page);
      for (const [who, p] of moves.slice(0, 5)) await place(g, who, p);
      // P1 drops off the network; P2 plays meanwhile; P1 comes back by itself and catches up.
      await p1.context.setOffline(true);
      await p1.page.locator('#game .conn[data-conn="closed"]').waitFor({ timeout: 20000 });
      await clickPoint(p2.page, 'a5');
      await stone(g.watcher.page, 'a5').waitFor();
      await p1.context.setOffline(false);
      await p1.page.locator('#game .conn[data-conn="open"]').waitFor({ timeout: 20000 });
      await stone(p1.page, 'a5').waitFor();
      for (const [who, p] of moves.slice(6)) await place(g, who, p);
      // Stones never move the board.
      assert.deepEqual(await boardInPage(p1.page), boardBox);
      // j8 makes two threes (row 8 and column j): forbidden for Black.
      const mark = p1.page.locator('#game .game-board g.forbidden[data-point="j8"]');
      await mark.waitFor();
      assert.equal(await mark.getAttribute('data-kind'), 'double-three');
      const v = await version(p1.page);
      await clickPoint(p1.page, 'j8');
      await notice(p1.page)
        .filter({ hasText: 'j8 is forbidden for Black (double-three).' })
        .waitFor();
      await p1.page.waitForTimeout(300);
      assert.equal(await version(p1.page), v, 'nothing was sent');
      assert.equal(await stone(p1.page, 'j8').count(), 0);
      await screenshot(p1.page, 'reject-forbidden-desktop');
      assert.deepEqual(await axeFindings(p1.page), [], 'a player mid-game');
      // Hide the marks; the choice survives a reload.
      await p1.page.locator('#game input[data-setting="forbidden"]').uncheck();
      await mark.waitFor({ state: 'detached' });
      await p1.page.reload();
      await p1.page.locator('#game[data-status="playing"]').waitFor();
      assert.equal(
        await p1.page.locator('#game input[data-setting="forbidden"]').isChecked(),
        false,
      );
      assert.equal(await mark.count(), 0);
      // Keyboard play: the cursor starts at h8; three steps right and one up is k9.
      await p1.page.locator('#game .game-board').focus();
      for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp'])
        await p1.page.keyboard.press(key);
      await p1.page.keyboard.press('Enter');
      for (const person of g.people) await stone(person.page, 'k9').waitFor();
      // Resigning asks first.
      await act(p2.page, 'resign').click();
      await act(p2.page, 'confirm-resign').click();
      await expectResult(g, { p1: 'You win', p2: 'You lose', watcher: 'Black wins' });
      assert.ok(
        (await g.watcher.page.locator('#game .game-result').innerText()).includes('Resignation'),
      );
      await closeAll(g);
    }));
  test('draw by agreement, then a rematch with the other seat opening', (t) =>
    withServer(t, async () => {
      const g = await setUpGame({ rule: 'standard' });
      const { p1, p2, watcher } = g;
      await place(g, p1, 'h8');
      await place(g, p2, 'a1');
      // A declined offer is said; focus goes into the confirmation and Escape closes it.
      await act(p1.page, 'draw-offer').click();
      await p1.page.locator('#game [data-act="confirm-cancel"]:focus').waitFor();
      await p1.page.keyboard.press('Escape');
      await p1.page.locator('#game .confirm').waitFor({ state: 'detached' });
      assert.equal(
        await p1.page.evaluate(() => document.activeElement?.classList.contains('game-board')),
        true,
        'focus back on the board, not <body>',
      );
      await act(p1.page, 'draw-offer').click();
      await press(g, p1, 'confirm-draw-offer');
      await press(g, p2, 'draw-decline');
      await notice(p1.page)
        .filter({ hasText: 'Your opponent declined the draw. The game goes on.' })
        .waitFor();
      await act(p1.page, 'draw-offer').click();
      await press(g, p1, 'confirm-draw-offer');
      await p2.page
        .locator('#game .game-controls', { hasText: 'Your opponent offers a draw.' })
        .waitFor();
      await prompt(p2.page).filter({ hasText: 'White (you): answer the draw offer' }).waitFor();
      await press(g, p2, 'draw-accept');
      await expectResult(g, { p1: 'Draw', p2: 'Draw', watcher: 'Draw' });
      assert.ok(
        (await watcher.page.locator('#game .game-result').innerText()).includes('By agreement'),
      );
      const oldUrl = p1.page.url();
      await act(p1.page, 'rematch').click();
      await p1.page.locator('#game .game-controls', { hasText: 'Rematch asked' }).waitFor();
      await p2.page
        .locator('#game .rematch-offer[role="alertdialog"]', {
          hasText: 'Your opponent wants a rematch.',
        })
        .waitFor();
      await screenshot(p2.page, 'rematch-offer-desktop');
      await act(p2.page, 'rematch').filter({ hasText: 'Accept the rematch' }).click();
      // Everyone moves to the new game; the seats follow, the other seat opens.
      for (const person of g.people) {
        await person.page.waitForURL((u) => u.href !== oldUrl && u.pathname.startsWith('/g/'));
        await person.page.locator('#game[data-status="playing"]').waitFor();
      }
      assert.equal(await p2.page.locator('#game').getAttribute('data-you'), 'opener');
      assert.equal(await p1.page.locator('#game').getAttribute('data-you'), 'other');
      assert.equal(await watcher.page.locator('#game').getAttribute('data-you'), 'spectator');
      await prompt(p2.page)
        .filter({ hasText: /^Black \(you\): / })
        .waitFor();
      await place(g, p2, 'h8');
      // Someone opening the old game later stays there, with a link to the rematch.
      const late = await newPerson(browser);
      await late.page.goto(oldUrl);
      await late.page.locator('#game a', { hasText: 'Go to the rematch' }).waitFor();
      await late.page.waitForTimeout(500);
      assert.equal(late.page.url(), oldUrl);
      assert.equal(await late.page.locator('#game').getAttribute('data-status'), 'finished');
      await late.context.close();
      await closeAll(g);
    }));

  test('a takeback, then a claim once the opponent has gone', (t) =>
    withServer(t, async () => {
      const g = await setUpGame({ rule: 'standard', takebacks: true });
      const { p1, p2 } = g;
      await place(g, p1, 'h8');
      await place(g, p2, 'a1');
      await place(g, p1, 'i8');
      await act(p1.page, 'takeback').click();
      await press(g, p1, 'confirm-takeback');
      await p2.page
        .locator('#game .game-controls', {
          hasText: 'Your opponent asks to take back their last move.',
        })
        .waitFor();
      await press(g, p2, 'takeback-accept');
      for (const person of g.people) await stone(person.page, 'i8').waitFor({ state: 'detached' });
      await notice(p1.page).filter({ hasText: 'Takeback applied; stones removed: i8.' }).waitFor();
      await place(g, p1, 'j8');
      // White leaves; after the grace time Black may claim.
      await p2.context.close();
      g.people = g.people.filter((x) => x !== p2);
      await p1.page
        .locator('#game .game-controls', { hasText: 'Your opponent has left.' })
        .waitFor({ timeout: 15000 });
      await screenshot(p1.page, 'claim-desktop');
      await press(g, p1, 'claim-win');
      await p1.page.locator('#game[data-status="finished"]').waitFor();
      const text = await p1.page.locator('#game .game-result').innerText();
      assert.ok(text.includes('You win') && text.includes('The opponent left the game'), text);
      await g.watcher.page.locator('#game .game-result', { hasText: 'Black wins' }).waitFor();
      await closeAll(g);
    }, ['--grace', '1']));
  test('an unknown game says so, in both languages', (t) =>
    withServer(t, async () => {
      // The server answers with its own page (404); e2e/site.test.ts checks it in full.
      const { page, context, errors } = await newPerson(browser, { viewport: PHONE });
      const en = await page.goto(`${server.base}/g/aaaaaaaaaa?lang=en`);
      assert.equal(en.status(), 404);
      await page.locator('h1', { hasText: 'There is no game at this address' }).waitFor();
      await page.goto(`${server.base}/g/aaaaaaaaaa?lang=pt`);
      await page.locator('h1', { hasText: 'Não há partida neste endereço' }).waitFor();
      assert.deepEqual(errors, []);
      await context.close();
    }));
  test('Yamaguchi: the opener declares, White plays move 4, two offers, then two passes draw', (t) =>
    withServer(t, async () => {
      const g = await setUpGame({ rule: 'yamaguchi' });
      const { p1, p2, watcher } = g;
      await place(g, p1, 'h8');
      await prompt(p1.page)
        .filter({
          hasText: 'Black (you): place move 2, a white stone, inside the central 3×3 square',
        })
        .waitFor();
      await place(g, p1, 'h9');
      await place(g, p1, 'h10');
      await prompt(p1.page)
        .filter({ hasText: 'Black (you): declare how many fifth moves Black will offer (1–10)' })
        .waitFor();
      await p1.page.locator('#game select[data-input="declare"]').selectOption('2');
      await press(g, p1, 'declare');
      await watcher.page
        .locator('#game .game-declared', { hasText: '2 fifth moves declared' })
        .waitFor();
      await prompt(p2.page)
        .filter({ hasText: 'White (you): place move 4, a white stone or swap colours' })
        .waitFor();
      await place(g, p2, 'a1');
      await prompt(p1.page)
        .filter({ hasText: 'Black (you): offer 2 fifth moves, no two symmetric — 0 of 2 placed' })
        .waitFor();
      await clickPoint(p1.page, 'c3');
      await clickPoint(p1.page, 'm13');
      await press(g, p1, 'send-offers');
      await place(g, p2, 'c3');
      // Move 6 and 7 are passes, each confirmed: a draw.
      await act(p2.page, 'pass').click();
      await press(g, p2, 'confirm-pass');
      await act(p1.page, 'pass').click();
      await press(g, p1, 'confirm-pass');
      await expectResult(g, { p1: 'Draw', p2: 'Draw', watcher: 'Draw' });
      assert.ok(
        (await watcher.page.locator('#game .game-result').innerText()).includes(
          'Two passes in a row',
        ),
      );
      // The move list holds the opening decisions between the moves, and the passes.
      assert.deepEqual(await watcher.page.locator('#game .move-list .pt').allInnerTexts(), [
        'h8',
        'h9',
        'h10',
        '2 fifth moves declared',
        'a1',
        'Offered: c3, m13',
        'White chose c3',
        'c3',
        'pass',
        'pass',
      ]);
      await closeAll(g);
    }));
  test('time runs out: the flag falls with no traffic, and all three see it', (t) =>
    withServer(t, async () => {
      // Eight seconds each, no increment. Black plays at once; White plays nothing and loses on
      // time by the server's own timer (no message from anyone makes it happen).
      const g = await setUpGame({ rule: 'standard', clock: { initial: 8, increment: 0 } });
      const { p1, p2, watcher } = g;
      await place(g, p1, 'h8');
      await p2.page.locator('#game .clock.running[data-seat="other"]').waitFor();
      await expectResult(g, { p1: 'You win', p2: 'You lose', watcher: 'Black wins' });
      for (const person of g.people) {
        const text = await person.page.locator('#game .game-result').innerText();
        assert.ok(text.includes('Time ran out'), `result "${text}" should give the reason`);
        // White's clock stopped at zero; Black's still shows the time that was left.
        assert.equal(
          await person.page.locator('#game .clock[data-seat="other"]').innerText(),
          '0:00.0',
        );
        assert.equal(await person.page.locator('#game .clock.running').count(), 0);
      }
      await screenshot(p2.page, 'flag-loser-desktop');
      await screenshot(watcher.page, 'flag-spectator-desktop');
      await closeAll(g);
    }));

  test('a full board is a draw: 221 stones over HTTP, the last four in the page', (t) =>
    withServer(t, async () => {
      const g = await setUpGame({ rule: 'standard', clock: null }, { spectatorViewport: PHONE });
      const { p1, p2, watcher } = g;
      const secret = {
        black: await seatSecret(p1.page, g.id),
        white: await seatSecret(p2.page, g.id),
      };
      assert.ok(secret.black && secret.white, 'both pages keep their seat');
      // The final position: Black where (x + 2y) mod 4 < 2 (113 points, h8 among them), White on the
      // other 112. Along every line no colour has more than two of any four consecutive points, so
      // nobody ever makes five or even a four, and Black never a three: no order of these moves can
      // end the game early or give Black a forbidden point. The state's forbidden list is still
      // what decides where Black plays.
      const todo = { black: [], white: [] };
      for (let y = 0; y < 15; y++) {
        for (let x = 0; x < 15; x++) {
          todo[(x + 2 * y) % 4 < 2 ? 'black' : 'white'].push(
            `${String.fromCharCode(97 + x)}${y + 1}`,
          );
        }
      }
      assert.equal(todo.black.length, 113);
      // Moves 222..225 are played in the page, on the edge: W o1, B a15, W o15, B a1 (the last point).
      const inPage = ['o1', 'a15', 'o15', 'a1'];
      for (const color of ['black', 'white'])
        todo[color] = todo[color].filter((p) => !inPage.includes(p));
      todo.black.sort((a, b) => (a === 'h8' ? -1 : b === 'h8' ? 1 : 0));
      let state = null;
      for (let move = 1; move <= 221; move++) {
        const color = move % 2 === 1 ? 'black' : 'white';
        const forbidden = new Set((state?.game.forbidden ?? []).map((f) => f.point));
        const i = todo[color].findIndex((p) => !forbidden.has(p));
        assert.notEqual(i, -1, `move ${move}: every point left for ${color} is forbidden`);
        const [point] = todo[color].splice(i, 1);
        state = await postAction(g.id, secret[color], { type: 'place', point });
        assert.equal(state.status, 'playing', `move ${move} (${point}) ended the game`);
      }
      assert.equal(state.game.moves.length, 221);
      for (const person of g.people) await waitVersion(person.page, state.version);
      for (const [who, p] of [
        [p2, 'o1'],
        [p1, 'a15'],
        [p2, 'o15'],
      ])
        await place(g, who, p);
      await prompt(p1.page)
        .filter({ hasText: /^Black \(you\): / })
        .waitFor();
      await place(g, p1, 'a1');
      await expectResult(g, { p1: 'Draw', p2: 'Draw', watcher: 'Draw' });
      for (const person of g.people) {
        const text = await person.page.locator('#game .game-result').innerText();
        assert.ok(text.includes('The board is full'), `result "${text}" should give the reason`);
        assert.equal(await person.page.locator('#game .game-board g.stone').count(), 225);
      }
      assert.equal(await watcher.page.locator('#game .move-list li').count(), 225);
      // Every edge point holds a stone: the coordinates keep clear of all of them, on the desktop
      // and on the 360-px phone.
      for (const [person, where] of [
        [p1, 'desktop'],
        [watcher, 'phone'],
      ]) {
        const gap = await labelClearance(person.page);
        t.diagnostic(`${where}: coordinates ${gap.toFixed(1)} px from the nearest stone`);
        assert.ok(gap >= 2, `${where}: labels ${gap.toFixed(1)} px from the nearest stone`);
      }
      await screenshot(p1.page, 'full-board-desktop');
      await screenshot(watcher.page, 'full-board-phone');
      await closeAll(g);
    }));
});
