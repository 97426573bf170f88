// The words of the tournament scripts in the page's language: only the tournament dictionary goes
// into these scripts, not the whole site's.
import { tournamentEn } from '../i18n/tournament.en';
import { tournamentPt } from '../i18n/tournament.pt';
import { docLang } from '../player/words';

export type TourKey = keyof typeof tournamentEn;
export type TourT = (key: TourKey, vars?: Record<string, string | number>) => string;

export function tournamentWords(lang: 'en' | 'pt' = docLang()): TourT {
  const dict: Record<TourKey, string> = lang === 'pt' ? tournamentPt : tournamentEn;
  return (key, vars) =>
    dict[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      vars && vars[name] !== undefined ? String(vars[name]) : whole,
    );
}

const KNOWN = [
  'not-organiser',
  'removed',
  'event-started',
  'event-over',
  'event-full',
  'already-entered',
  'not-entered',
  'too-few-players',
  'event-not-running',
  'bad-round',
  'rate-limited',
] as const;

/** What to tell the player for a refusal of the API. */
export function tourRefusal(t: TourT, code: string, message: string): string {
  return (KNOWN as readonly string[]).includes(code)
    ? t(`tour.error.${code as (typeof KNOWN)[number]}`)
    : t('tour.error.other', { message });
}

/** A player's name as the pages show it. */
export function nameOf(t: TourT, p: { name: string | null } | null): string {
  return p?.name ?? t('tour.anonymous');
}
