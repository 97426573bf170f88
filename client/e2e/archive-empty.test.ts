// The archive of a fresh site, in Chromium against the real `renju serve` with a new database: the
// page says where its games come from and, with no game at all, how the operator loads a renju
// database (`renju import renjunet.rif`); a search that finds nothing on a site that has no games
// yet says only that nothing matched. English on a desktop, Portuguese on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { archiveEn } from '../src/i18n/archive.en';
import { archivePt } from '../src/i18n/archive.pt';
import { DESKTOP, PHONE, hasHorizontalScroll, newPerson, screenshot } from './harness.mjs';
import { useSite } from './site-suite';

const site = useSite();

const listReady = (page: Page) =>
  page.waitForSelector('#archive-list[data-state="ready"]', { timeout: 15_000 });

/** The how-to sentence as shown: the command in place of its placeholder. */
const howTo = (words: Record<keyof typeof archiveEn, string>) =>
  words['archive.emptyHowTo'].replace('{command}', 'renju import renjunet.rif');

describe('the archive of a fresh site', () => {
  it('says where games come from and how an operator loads a database (English, desktop)', async () => {
    const { page, errors, context } = await newPerson(site.browser, { viewport: DESKTOP });
    await page.goto(`${site.server.base}/archive?lang=en`);
    await listReady(page);
    expect(await page.textContent('.ar-about')).toBe(archiveEn['archive.about']);
    const empty = page.locator('#archive-list .ar-empty-archive');
    expect(await empty.count()).toBe(1);
    const text = (await empty.textContent())!.replace(/\s+/g, ' ');
    expect(text).toContain(archiveEn['archive.emptyArchive']);
    expect(text).toContain(howTo(archiveEn));
    expect(await empty.locator('code').textContent()).toBe('renju import renjunet.rif');
    await screenshot(page, 'archive-empty-desktop-en');

    // A filtered search on the same empty site: no how-to, only "nothing matched".
    await page.goto(`${site.server.base}/archive?rule=yamaguchi&lang=en`);
    await listReady(page);
    expect(await page.locator('#archive-list .ar-empty-archive').count()).toBe(0);
    expect(await page.textContent('#archive-list .ar-empty')).toBe(archiveEn['archive.empty']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says the same in Portuguese on a phone, without sideways scrolling', async () => {
    const { page, errors, context } = await newPerson(site.browser, {
      viewport: PHONE,
      locale: 'pt-BR',
      touch: true,
    });
    await page.goto(`${site.server.base}/archive?lang=pt`);
    await listReady(page);
    expect(await page.textContent('.ar-about')).toBe(archivePt['archive.about']);
    const text = (await page.locator('#archive-list .ar-empty-archive').textContent())!.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain(archivePt['archive.emptyArchive']);
    expect(text).toContain(howTo(archivePt));
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'archive-empty-phone-pt');
    expect(errors).toEqual([]);
    await context.close();
  });
});
