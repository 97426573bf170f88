// Typed translations over every area's dictionary. A key is a string literal known to the
// compiler: `t('nav.rules')` compiles only if 'nav.rules' exists in the English dictionaries, and
// tests/i18n.test.ts checks that the Portuguese ones have the same keys and that each is used.
import { analysisEn } from './analysis.en';
import { analysisPt } from './analysis.pt';
import { archiveEn } from './archive.en';
import { archivePt } from './archive.pt';
import { chatEn } from './chat.en';
import { chatPt } from './chat.pt';
import { explorerEn } from './explorer.en';
import { explorerPt } from './explorer.pt';
import { gameEn } from './game.en';
import { gamePt } from './game.pt';
import { playerEn } from './player.en';
import { playerPt } from './player.pt';
import { profileEn } from './profile.en';
import { profilePt } from './profile.pt';
import { reviewEn } from './review.en';
import { reviewPt } from './review.pt';
import { siteEn } from './site.en';
import { tournamentEn } from './tournament.en';
import { tournamentPt } from './tournament.pt';
import { sitePt } from './site.pt';

export type Lang = 'en' | 'pt';
export const LANGS: readonly Lang[] = ['en', 'pt'];
/** The value of <html lang> for each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en', pt: 'pt-BR' };

export type Key =
  | keyof typeof siteEn
  | keyof typeof gameEn
  | keyof typeof analysisEn
  | keyof typeof archiveEn
  | keyof typeof explorerEn
  | keyof typeof chatEn
  | keyof typeof playerEn
  | keyof typeof profileEn
  | keyof typeof reviewEn
  | keyof typeof tournamentEn;
export type Vars = Record<string, string | number>;
export type Translate = (key: Key, vars?: Vars) => string;

export const DICTIONARIES: Record<Lang, Record<Key, string>> = {
  en: {
    ...siteEn,
    ...gameEn,
    ...analysisEn,
    ...archiveEn,
    ...explorerEn,
    ...chatEn,
    ...playerEn,
    ...profileEn,
    ...reviewEn,
    ...tournamentEn,
  },
  pt: {
    ...sitePt,
    ...gamePt,
    ...analysisPt,
    ...archivePt,
    ...explorerPt,
    ...chatPt,
    ...playerPt,
    ...profilePt,
    ...reviewPt,
    ...tournamentPt,
  },
};

/** The text of `key` in `lang`, with each `{name}` replaced by `vars.name`. */
export function translate(lang: Lang, key: Key, vars?: Vars): string {
  const text = DICTIONARIES[lang][key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/** A translator bound to one language. */
export function makeT(lang: Lang): Translate {
  return (key, vars) => translate(lang, key, vars);
}

/** The language of the current page, from <html lang> (the server picked it). */
export function pageLang(doc: Document = document): Lang {
  return doc.documentElement.lang.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}
