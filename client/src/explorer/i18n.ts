// The explorer panel's translator over its own dictionary (used by the archive's game page and
// the analysis board).
import { explorerEn } from '../i18n/explorer.en';
import { explorerPt } from '../i18n/explorer.pt';
import type { Lang, Vars } from '../i18n/index';

export type ExplorerKey = keyof typeof explorerEn;
export type ExplorerT = (key: ExplorerKey, vars?: Vars) => string;

const DICT: Record<Lang, Record<ExplorerKey, string>> = { en: explorerEn, pt: explorerPt };

export function makeExplorerT(lang: Lang): ExplorerT {
  return (key, vars) =>
    DICT[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = vars?.[name];
      return value === undefined ? whole : String(value);
    });
}
