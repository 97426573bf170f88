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

/** POSTs JSON to the site's server (with a seat's bearer token when given); a non-2xx answer throws. */
export async function postJson(
  site: Site,
  path: string,
  body: unknown,
  bearer?: string,
): Promise<Record<string, unknown>> {
  const r = await fetch(`${site.server.base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await r.json()) as Record<string, unknown>;
  if (!r.ok) throw new Error(`${path} -> ${r.status}: ${JSON.stringify(json)}`);
  return json;
}
