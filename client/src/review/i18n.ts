// The game review's translator over its own dictionaries only, as the game and analysis pages do:
// the pages that show a review carry its strings and not every page's.
import type { Lang, Vars } from '../i18n/index';
import { reviewEn } from '../i18n/review.en';
import { reviewPt } from '../i18n/review.pt';

export type ReviewKey = keyof typeof reviewEn;
export type ReviewT = (key: ReviewKey, vars?: Vars) => string;

const DICT: Record<Lang, Record<ReviewKey, string>> = { en: reviewEn, pt: reviewPt };

export function makeReviewT(lang: Lang): ReviewT {
  const dict = DICT[lang];
  return (key, vars) =>
    dict[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = vars?.[name];
      return value === undefined ? whole : String(value);
    });
}
