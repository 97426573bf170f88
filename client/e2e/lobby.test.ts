// The lobby and the player key of issue 10 in Chromium against the real `renju serve`: two
// strangers (two browser contexts) meet through the home page's lobby in real time, quick pairing,
// cancel, expiry (the server runs with a short --challenge-ttl-seconds), the server's refusals in
// the page's words, and the settings page (copy, QR code, a copied key finding its seat on another
// "device", reset, a refused name). One server and one browser for the file; the people (contexts)
// are reused from test to test, one in English on a desktop and one in Portuguese at 360 px, so
// each flow runs once and both languages and widths are checked on the pages' structure.
// Screenshots go to artifacts/ (lobby-*.png).
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../src/i18n';
import { PLAYER_KEY_STORAGE } from '../src/player/key';
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

const TTL_SECONDS = 8;
const en = DICTIONARIES.en;
const pt = DICTIONARIES.pt;

let ana: Person; // English, desktop
let bia: Person; // Portuguese, 360 px

const site = useSite({
  extraArgs: ['--challenge-ttl-seconds', String(TTL_SECONDS), '--burst-challenge', '20'],
});

beforeAll(async () => {
  ana = await newPerson(site.browser, { viewport: DESKTOP });
  bia = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
  await ana.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: site.server.base,
  });
});

const home = (p: Page, lang: 'en' | 'pt') => p.goto(`${site.server.base}/?lang=${lang}`);
const keyOf = (p: Page) => p.evaluate((k) => localStorage.getItem(k) ?? '', PLAYER_KEY_STORAGE);
const row = (p: Page, id: string) => p.locator(`#challenges li[data-id="${id}"]`);
/** The lobby socket has given its snapshot. */
const live = (p: Page) => p.waitForSelector('#lobby[data-live="true"]');
const status = (p: Page) => p.locator('#lobby-status');
const gameId = (p: Page) => new URL(p.url()).pathname.split('/').pop() ?? '';
const you = (p: Page) => p.locator('#game').getAttribute('data-you');

async function inGame(p: Page): Promise<string> {
  await p.waitForURL(/\/g\/[0-9A-Za-z]{10}$/).catch(async (e: Error) => {
    const said = await p.textContent('#lobby-status').catch(() => '');
    throw new Error(`${e.message}: still at ${p.url()}, saying "${said}"`);
  });
  await p.waitForSelector('#game[data-status="playing"]');
  return gameId(p);
}

/** Opens the create form's challenge: the rule, ticks "Open challenge" (and "Private"). */
async function offer(p: Page, rule: string, isPrivate = false): Promise<void> {
  await p.selectOption('#rule', rule);
  await p.check('#open-challenge');
  if (isPrivate) await p.check('#private-choice input');
  await p.click('#create-game button[type=submit]');
}

/** The id of the player's own listed challenge (the one with a Cancel button). */
async function ownId(p: Page): Promise<string> {
  const own = p.locator('#challenges li.challenge.own');
  await own.waitFor();
  return (await own.getAttribute('data-id')) ?? '';
}

describe('settings page', () => {
  it('shows the key, copies it, draws it as a QR code, names the player (en, desktop)', async () => {
    const p = ana.page;
    await p.goto(`${site.server.base}/settings?lang=en`);
    const key = await p.inputValue('#player-key');
    expect(key).toMatch(/^[0-9A-Za-z_-]{22}$/);
    expect(await keyOf(p)).toBe(key);
    await p.click('#copy-key');
    await expect.poll(() => p.textContent('#copy-status')).toBe(en['settings.key.copied']);
    expect(await p.evaluate(() => navigator.clipboard.readText())).toBe(key);
    // The QR code is the key's own, as the qrcode package draws it.
    await p.waitForSelector('#key-qr[data-key="drawn"] svg path');
    const want = await QRCode.toString(key, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    const drawn = await p.locator('#key-qr').innerHTML();
    const paths = (svg: string) => [...svg.matchAll(/ d="([^"]+)"/g)].map((m) => m[1]);
    expect(paths(drawn)).toEqual(paths(want));
    expect(paths(drawn)[1]?.length).toBeGreaterThan(200); // the modules, not only the background

    // A refused name: the server's bad-name, in the page's words, and nothing changes.
    await p.fill('#display-name', 'Ana<script>');
    await p.click('#name-form button[type=submit]');
    await expect.poll(() => p.textContent('#name-status')).toBe(en['error.bad-name']);
    expect(await p.getAttribute('#display-name', 'aria-invalid')).toBe('true');
    await p.fill('#display-name', 'Ana Ló');
    await p.click('#name-form button[type=submit]');
    await expect
      .poll(() => p.textContent('#name-status'))
      .toBe(en['settings.name.saved'].replace('{name}', 'Ana Ló'));
    await p.reload();
    await expect.poll(() => p.inputValue('#display-name')).toBe('Ana Ló');
    expect(await p.inputValue('#player-key')).toBe(key);
    expect(await hasHorizontalScroll(p)).toBe(false);
    await screenshot(p, 'lobby-settings-desktop-en');
  });

  it('refuses a bad name and resets the key only after the confirmation (pt, 360 px)', async () => {
    const p = bia.page;
    await p.goto(`${site.server.base}/settings`); // Accept-Language pt-BR
    expect(await p.textContent('h1')).toBe(pt['settings.heading']);
    expect(await p.getAttribute('a.settings-link', 'aria-current')).toBe('page');
    const key = await p.inputValue('#player-key');
    await p.fill('#display-name', ' x');
    await p.click('#name-form button[type=submit]');
    await expect.poll(() => p.textContent('#name-status')).toBe(pt['error.bad-name']);
    // Reset: the question first; "keep" and Escape change nothing.
    await p.click('#reset-key');
    expect(await p.isVisible('#reset-confirm')).toBe(true);
    await p.click('#reset-no');
    expect(await p.isVisible('#reset-confirm')).toBe(false);
    await p.click('#reset-key');
    await p.keyboard.press('Escape');
    expect(await p.isVisible('#reset-confirm')).toBe(false);
    expect(await p.inputValue('#player-key')).toBe(key);
    await p.click('#reset-key');
    await p.click('#reset-yes');
    const next = await p.inputValue('#player-key');
    expect(next).toMatch(/^[0-9A-Za-z_-]{22}$/);
    expect(next).not.toBe(key);
    expect(await keyOf(p)).toBe(next);
    expect(await p.textContent('#reset-status')).toBe(pt['settings.reset.done']);
    // A malformed key pasted from "another device" is refused in Portuguese.
    await p.fill('#use-key', 'not a key');
    await p.click('#use-form button[type=submit]');
    expect(await p.textContent('#use-status')).toBe(pt['settings.use.bad']);
    expect(await keyOf(p)).toBe(next);
    expect(await hasHorizontalScroll(p)).toBe(false);
    await screenshot(p, 'lobby-settings-phone-pt');
  });
});

describe('lobby', () => {
  let firstGame = '';
  let anaSeat: string | null = null;

  it('two strangers meet in real time: challenge, accept, a move each', async () => {
    await home(bia.page, 'pt');
    await live(bia.page);
    await home(ana.page, 'en');
    await live(ana.page);
    // Bia's list is empty, in Portuguese; the page holds at 360 px.
    expect(await bia.page.isVisible('#lobby-empty')).toBe(true);
    expect(await bia.page.textContent('#lobby-title')).toBe(pt['lobby.title']);
    expect(await bia.page.locator('#lobby button[data-quick]').count()).toBe(4);
    expect(await hasHorizontalScroll(bia.page)).toBe(false);
    // The counts: both on the lobby (by distinct key), no game being played yet.
    const counts = pt['lobby.counts'].replace('{players}', '2').replace('{games}', '0');
    await expect // counts go out every 2 s at most
      .poll(() => bia.page.textContent('#lobby-counts'), { timeout: 6000 })
      .toBe(counts);
    // The choice comes before the action: "Open challenge" sits above the create button.
    for (const p of [ana.page, bia.page]) {
      const tick = (await p.locator('label:has(#open-challenge)').boundingBox())!;
      const submit = (await p.locator('#create-game button[type=submit]').boundingBox())!;
      expect(tick.y + tick.height).toBeLessThanOrEqual(submit.y);
    }

    await ana.page.check('#open-challenge');
    expect(await ana.page.textContent('#create-game button[type=submit]')).toBe(
      en['create.submitOpen'],
    );
    await offer(ana.page, 'standard');
    const id = await ownId(ana.page);
    expect(await status(ana.page).textContent()).toBe(en['lobby.own.waiting']);
    expect(await row(ana.page, id).locator('button').textContent()).toBe(en['lobby.cancel']);
    // It reaches Bia without a reload, with Ana's name and the settings in Portuguese.
    const seen = row(bia.page, id);
    await seen.waitFor();
    const text = (await seen.textContent()) ?? '';
    for (const part of [pt['lobby.rule.standard'], '15+5', pt['lobby.fouls.reject'], 'Ana Ló'])
      expect(text).toContain(part);
    expect(text).toMatch(/esperando há \d+ s/);
    expect(await seen.locator('button').textContent()).toBe(pt['lobby.accept']);
    await seen.locator('button').click();
    const [a, b] = await Promise.all([inGame(ana.page), inGame(bia.page)]);
    expect(a).toBe(b);
    firstGame = a;
    const seats = [await you(ana.page), await you(bia.page)].sort();
    expect(seats).toEqual(['opener', 'other']);
    anaSeat = await you(ana.page);
    // A move each: the opener is Black under the standard rule.
    const [black, white] = anaSeat === 'opener' ? [ana.page, bia.page] : [bia.page, ana.page];
    await clickPoint(black, 'h8');
    await stone(white, 'h8').waitFor();
    await clickPoint(white, 'h9');
    await stone(black, 'h9').waitFor();
    await stone(white, 'h9').waitFor();
    await screenshot(bia.page, 'lobby-game-phone-pt');
  });

  it('a copied key finds its seat on another device, and its own challenge is refused', async () => {
    const other = await newPerson(site.browser, { viewport: PHONE });
    try {
      const key = await keyOf(ana.page);
      const p = other.page;
      await p.goto(`${site.server.base}/settings?lang=en`);
      expect(await p.inputValue('#player-key')).not.toBe(key);
      await p.fill('#use-key', key);
      await p.click('#use-form button[type=submit]');
      expect(await p.inputValue('#player-key')).toBe(key);
      await expect.poll(() => p.inputValue('#display-name')).toBe('Ana Ló');
      // The game of that key: no seat secret in this browser, the key speaks for Ana's seat.
      await p.goto(`${site.server.base}/g/${firstGame}`);
      await p.waitForSelector('#game[data-status="playing"]');
      await expect.poll(() => you(p)).toBe(anaSeat);

      // Every page open first: what follows must happen within the challenge's short TTL.
      await home(p, 'en');
      await home(ana.page, 'en');
      await home(bia.page, 'pt');
      await Promise.all([live(p), live(ana.page), live(bia.page)]);
      // Ana offers a private challenge; the other device (same key) sees it as anyone's, and
      // accepting it is refused there in the page's words.
      await offer(ana.page, 'rif', true);
      const id = await ownId(ana.page);
      await row(p, id).locator('button[data-act="accept"]').click();
      await expect.poll(() => status(p).textContent()).toBe(en['error.own-challenge']);
      // One open challenge at a time: a quick pairing press of Ana's is refused.
      await ana.page.click('#lobby button[data-quick="standard-3+2"]');
      await expect.poll(() => status(ana.page).textContent()).toBe(en['error.too-many-challenges']);
      // Cancel: gone from Bia's list and the other device's without a reload.
      await row(bia.page, id).waitFor();
      await row(ana.page, id).locator('button[data-act="cancel"]').click();
      await row(bia.page, id).waitFor({ state: 'detached' });
      await row(p, id).waitFor({ state: 'detached' });
      // The rows go when the lobby socket says so, which may come before the cancel's own
      // answer sets the status line.
      await expect.poll(() => status(ana.page).textContent()).toBe(en['lobby.own.cancelled']);
    } finally {
      await other.context.close();
    }
  });

  it('quick pairing: the same button on both sides makes one game', async () => {
    await live(ana.page);
    await live(bia.page);
    await ana.page.click('#lobby button[data-quick="taraguchi-10-5+4"]');
    const id = await ownId(ana.page);
    expect(
      await ana.page.getAttribute('#lobby button[data-quick="taraguchi-10-5+4"]', 'aria-pressed'),
    ).toBe('true');
    await row(bia.page, id).waitFor();
    await bia.page.click('#lobby button[data-quick="taraguchi-10-5+4"]');
    const [a, b] = await Promise.all([inGame(ana.page), inGame(bia.page)]);
    expect(a).toBe(b);
    expect(a).not.toBe(firstGame);
    expect(await ana.page.textContent('#game')).toContain('Taraguchi');
  });

  it(`expires after the server's TTL (${TTL_SECONDS} s here), in both lists`, async () => {
    await home(ana.page, 'en');
    await home(bia.page, 'pt');
    await live(ana.page);
    await live(bia.page);
    await offer(ana.page, 'yamaguchi');
    const id = await ownId(ana.page);
    await row(bia.page, id).waitFor();
    const timeout = (TTL_SECONDS + 10) * 1000;
    await row(bia.page, id).waitFor({ state: 'detached', timeout });
    await row(ana.page, id).waitFor({ state: 'detached', timeout });
    await expect.poll(() => status(ana.page).textContent()).toBe(en['lobby.own.expired']);
    expect(await bia.page.isVisible('#lobby-empty')).toBe(true);
    await screenshot(bia.page, 'lobby-home-phone-pt');
    await screenshot(ana.page, 'lobby-home-desktop-en');
    expect(ana.errors).toEqual([]);
    expect(bia.errors).toEqual([]);
  });
});
