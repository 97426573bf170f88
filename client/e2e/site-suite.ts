// The setup the site's browser files share: one real `renju serve` (temporary database) and one
// Chromium for all the tests of a file, both stopped after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type RunningServer, launchBrowser, startServer } from './harness.mjs';

export interface Site {
  readonly server: RunningServer;
  readonly browser: Browser;
}

/**
 * Registers the file's beforeAll/afterAll; the fields are set once beforeAll has run. `options`
 * go to startServer (extra `renju serve` arguments).
 */
export function useSite(options?: Parameters<typeof startServer>[0]): Site {
  const site = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    site.server = await startServer(options);
    site.browser = await launchBrowser();
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
