// The analysis page's translator over its own dictionaries only, as the game page does: the
// page's script carries its own strings and not every page's.
import { analysisEn } from '../i18n/analysis.en';
import { analysisPt } from '../i18n/analysis.pt';
import type { Lang, Vars } from '../i18n/index';

export type AnalysisKey = keyof typeof analysisEn;
export type AnalysisT = (key: AnalysisKey, vars?: Vars) => string;

const DICT: Record<Lang, Record<AnalysisKey, string>> = { en: analysisEn, pt: analysisPt };

export function makeAnalysisT(lang: Lang): AnalysisT {
  const dict = DICT[lang];
  return (key, vars) =>
    dict[key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = vars?.[name];
      return value === undefined ? whole : String(value);
    });
}

/** The page's language, from <html lang> (the server chose it). */
export function analysisLang(doc: Document = document): Lang {
  return doc.documentElement.lang.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}
