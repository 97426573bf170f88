// The board renderer's public API, shared by the rule pages (at build time) and the game page.
export * from './points';
export * from './render';
