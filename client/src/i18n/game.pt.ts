// Strings of the game page (/g/<id>), Brazilian Portuguese: the same keys as game.en.ts.
import type { gameEn } from './game.en';

export const gamePt: Record<keyof typeof gameEn, string> = {};
