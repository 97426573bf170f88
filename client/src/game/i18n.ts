// The game page's translator over its own dictionaries only: the page's script then carries the
// game strings and not every page's (src/i18n/index.ts merges all areas for the static pages).
import { gameEn } from '../i18n/game.en';
import { gamePt } from '../i18n/game.pt';
import type { Lang, Vars } from '../i18n/index';

export type GameKey = keyof typeof gameEn;
export type GameT = (key: GameKey, vars?: Vars) => string;

const GAME: Record<Lang, Record<GameKey, string>> = { en: gameEn, pt: gamePt };

/** A translator of the game strings bound to one language; `{name}` filled from `vars`. */
export function makeGameT(lang: Lang): GameT {
  const dict = GAME[lang];
  return (key, vars) => {
    const text = dict[key];
    if (!vars) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = vars[name];
      return value === undefined ? whole : String(value);
    });
  };
}

/** The page's language, from <html lang> (the server chose it). */
export function gameLang(doc: Document = document): Lang {
  return doc.documentElement.lang.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}
