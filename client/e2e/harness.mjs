// Shared fixtures for the browser tests: the real `renju serve` on a free loopback port with a
// throw-away database, Debian's Chromium driven by playwright-core, and screenshots under
// <repo>/artifacts/. Tests are client/e2e/*.test.mjs written with node:test, run by
// scripts/test.d/90-e2e.sh (which also runs any client/e2e/*.test.ts under vitest).
import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const ARTIFACTS = join(REPO, 'artifacts');
export const CHROMIUM = process.env.RENJU_CHROMIUM ?? '/usr/bin/chromium';

/** Phone and desktop viewports the tests look at. */
export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 860 };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resolves a free TCP port on 127.0.0.1 (the kernel picks it; we release it right away). */
export function freePort() {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });
}

function renjuBinary() {
  const bin = process.env.RENJU_BIN ?? join(REPO, 'build', 'release', 'cli', 'renju');
  if (!existsSync(bin))
    throw new Error(`renju binary not found at ${bin}: build the release preset`);
  return bin;
}

/**
 * Starts `renju serve` on 127.0.0.1 with a temporary database and the built client, and waits
 * until it answers. `extraArgs` go after the standard ones. Returns {base, port, db, stop, log}
 * (`db`: the SQLite file, e.g. for `renju import` while the server runs).
 */
export async function startServer({ extraArgs = [], readyTimeoutMs = 15000 } = {}) {
  const assets = join(REPO, 'client', 'dist');
  if (!existsSync(join(assets, 'pages'))) {
    throw new Error(`built client not found at ${assets}: run "npm run build" in client/`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'renju-e2e-'));
  const port = await freePort();
  const args = [
    'serve',
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--db',
    join(dir, 'games.sqlite3'),
    '--assets',
    assets,
    ...extraArgs,
  ];
  const child = spawn(renjuBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  let exited = null;
  const exitPromise = new Promise((r) =>
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      log += `\n[renju serve exited: code ${code}, signal ${signal}]\n`;
      r(exited);
    }),
  );

  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exited) throw new Error(`renju serve exited early (${JSON.stringify(exited)}):\n${log}`);
    try {
      const r = await fetch(`${base}/`, { signal: AbortSignal.timeout(1000) });
      if (r.status > 0) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`renju serve did not answer within ${readyTimeoutMs} ms:\n${log}`);
    }
    await sleep(100);
  }

  async function stop() {
    if (!exited) {
      process.kill(child.pid, 'SIGTERM');
      const timer = setTimeout(() => {
        if (!exited) process.kill(child.pid, 'SIGKILL');
      }, 5000);
      await exitPromise;
      clearTimeout(timer);
    }
    await rm(dir, { recursive: true, force: true });
  }
  return { base, port, db: join(dir, 'games.sqlite3'), stop, log: () => log };
}

/** Launches Debian's Chromium headless with a fresh profile (playwright makes a temporary one). */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    timeout: 30000,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A separate browser context (its own cookies and localStorage: one per person) and a page in it.
 * `viewport` defaults to the desktop one; `locale` sets Accept-Language. The analysis board's
 * engine in the browser is switched off (the server analyses: a continuous analysis would take
 * a core from the tests) unless `browserEngine` is true.
 */
export async function newPerson(
  browser,
  { viewport = DESKTOP, locale = 'en-US', touch = false, browserEngine = false } = {},
) {
  const context = await browser.newContext({
    viewport,
    locale,
    hasTouch: touch,
    isMobile: touch,
    deviceScaleFactor: 1,
  });
  context.setDefaultTimeout(30000);
  // The server sends a Content-Security-Policy without 'unsafe-inline': anything the page does
  // that the policy blocks is reported here and counts as an error of the page.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  if (!browserEngine)
    await context.addInitScript(() => {
      try {
        localStorage.setItem('renju.analysis.browser', 'off');
      } catch {
        // a page without storage (about:blank) has no analysis board either
      }
    });
  const page = await context.newPage();
  // Uncaught exceptions and CSP violations in the page; other console errors are kept apart (a
  // refused WebSocket during a reload or a missing favicon is logged there too).
  const errors = [];
  const consoleErrors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    consoleErrors.push(m.text());
    if (/Content Security Policy/i.test(m.text())) errors.push(m.text());
  });
  // RENJU_E2E_FRAMES=1 prints every WebSocket frame, for finding out who said what.
  if (process.env.RENJU_E2E_FRAMES) {
    page.on('websocket', (ws) => {
      ws.on('framesent', (f) => console.log(`${Date.now()} >> ${String(f.payload).slice(0, 160)}`));
      ws.on('framereceived', (f) =>
        console.log(`${Date.now()} << ${String(f.payload).slice(0, 160)}`),
      );
      ws.on('close', () => console.log(`${Date.now()} -- socket closed`));
    });
  }
  return { context, page, errors, consoleErrors };
}

/** Saves a full-page PNG under <repo>/artifacts/<name>.png and returns its path. */
export async function screenshot(page, name) {
  await mkdir(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name.replace(/[^a-zA-Z0-9_.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function hasHorizontalScroll(page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 0.5);
}

/** POST /api/games with the given settings; returns the server's JSON answer. */
export async function createGame(base, settings) {
  const r = await fetch(`${base}/api/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(settings),
  });
  const body = await r.json();
  if (!r.ok) throw new Error(`POST /api/games -> ${r.status}: ${JSON.stringify(body)}`);
  return body;
}

/** Polls `fn` until it returns a truthy value or `timeoutMs` passes; returns that value. */
export async function waitFor(fn, { timeoutMs = 10000, intervalMs = 50, what = 'condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(intervalMs);
  }
}
