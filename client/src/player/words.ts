// The words of the player's scripts (settings, lobby, player pages) in the page's language: only
// the player and profile dictionaries go into these scripts, not the whole site's.
import { playerEn } from '../i18n/player.en';
import { playerPt } from '../i18n/player.pt';
import { profileEn } from '../i18n/profile.en';
import { profilePt } from '../i18n/profile.pt';

const EN = { ...playerEn, ...profileEn };
const PT: Record<keyof typeof EN, string> = { ...playerPt, ...profilePt };

export type PlayerKey = keyof typeof EN;
export type PlayerT = (key: PlayerKey, vars?: Record<string, string | number>) => string;

/** The page's language, from <html lang> (the server picked it). */
export function docLang(doc: Document = document): 'en' | 'pt' {
  return doc.documentElement.lang.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}

export function playerWords(lang: 'en' | 'pt' = docLang()): PlayerT {
  const dict: Record<PlayerKey, string> = lang === 'pt' ? PT : EN;
  return (key, vars) =>
    dict[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      vars && vars[name] !== undefined ? String(vars[name]) : whole,
    );
}

/** Refusal codes the pages explain in their own words; any other shows the server's message. */
const KNOWN = [
  'bad-name',
  'own-challenge',
  'too-many-challenges',
  'rate-limited',
  'unknown-challenge',
  'not-your-challenge',
  'no-player',
  'unavailable',
  'out-of-range',
] as const;

/** What to tell the player for a refusal `{error, message}` of the API. */
export function refusalText(t: PlayerT, code: string, message: string): string {
  const known = (KNOWN as readonly string[]).includes(code);
  return known ? t(`error.${code as (typeof KNOWN)[number]}`) : t('error.other', { message });
}

/** An API call with the player key: the answer's status and JSON body ({} when it has none). */
export interface Answer {
  status: number;
  body: Record<string, unknown>;
}
