// Types of harness.mjs, for browser tests written in TypeScript.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export declare const REPO: string;
export declare const ARTIFACTS: string;
export declare const CHROMIUM: string;
export declare const PHONE: { width: number; height: number };
export declare const DESKTOP: { width: number; height: number };

export interface RunningServer {
  /** "http://127.0.0.1:<port>" */
  base: string;
  port: number;
  /** The server's SQLite file (temporary), e.g. for `renju import` while it runs. */
  db: string;
  /** Stops the server (by its pid) and removes its temporary database. */
  stop(): Promise<void>;
  /** Everything the server printed so far. */
  log(): string;
}

export interface Person {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions in the page so far. */
  errors: string[];
  /** console.error messages so far. */
  consoleErrors: string[];
}

export declare function freePort(): Promise<number>;
export declare function startServer(opts?: {
  extraArgs?: string[];
  readyTimeoutMs?: number;
}): Promise<RunningServer>;
export declare function launchBrowser(): Promise<Browser>;
export declare function newPerson(
  browser: Browser,
  opts?: {
    viewport?: { width: number; height: number };
    locale?: string;
    touch?: boolean;
    browserEngine?: boolean;
  },
): Promise<Person>;
export declare function screenshot(page: Page, name: string): Promise<string>;
export declare function hasHorizontalScroll(page: Page): Promise<boolean>;
export declare function createGame(
  base: string,
  settings: Record<string, unknown>,
): Promise<{
  id: string;
  seat: string;
  invite: string;
  you: 'opener' | 'other';
  urls: { seat: string; invite: string; watch: string };
}>;
export declare function waitFor<T>(
  fn: () => T | Promise<T>,
  opts?: { timeoutMs?: number; intervalMs?: number; what?: string },
): Promise<T>;
