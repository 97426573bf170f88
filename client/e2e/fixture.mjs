// The usual setting of a browser-test file under node:test: one Chromium and one `renju serve`
// (harness.mjs) for the whole file, started before its first test and stopped after its last.
import { after, before } from 'node:test';
import { launchBrowser, startServer } from './harness.mjs';

/**
 * Registers the file's `before` and `after` hooks and returns the object they fill:
 * `{server, browser}`. `setup(shared)`, when given, runs once both are up (e.g. to import games).
 */
export function sharedServerAndBrowser(setup) {
  const shared = { server: undefined, browser: undefined };
  before(async () => {
    shared.browser = await launchBrowser();
    shared.server = await startServer();
    await setup?.(shared);
  });
  after(async () => {
    await shared.server?.stop();
    await shared.browser?.close();
  });
  return shared;
}
