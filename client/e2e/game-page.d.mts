// Types of game-page.mjs, for browser tests written in TypeScript.
import type { Locator, Page } from 'playwright-core';

export declare const CELL: number;
export declare function pointXY(page: Page, p: string): Promise<{ x: number; y: number }>;
export declare function clickPoint(page: Page, p: string): Promise<void>;
export declare function tapPoint(page: Page, p: string): Promise<void>;
export declare function version(page: Page): Promise<number>;
export declare function waitVersion(page: Page, v: number): Promise<void>;
export declare function stone(page: Page, p: string): Locator;
export declare function prompt(page: Page): Locator;
export declare function notice(page: Page): Locator;
export declare function act(page: Page, name: string): Locator;
