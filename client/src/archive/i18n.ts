// The archive pages' translator over their own dictionary only, as the game and analysis pages
// do: the page's script carries its own strings and not every page's.
import { archiveEn } from '../i18n/archive.en';
import { archivePt } from '../i18n/archive.pt';
import type { Lang, Vars } from '../i18n/index';

export type ArchiveKey = keyof typeof archiveEn;
export type ArchiveT = (key: ArchiveKey, vars?: Vars) => string;

const DICT: Record<Lang, Record<ArchiveKey, string>> = { en: archiveEn, pt: archivePt };

export function fill(text: string, vars?: Vars): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars?.[name];
    return value === undefined ? whole : String(value);
  });
}

export function makeArchiveT(lang: Lang): ArchiveT {
  return (key, vars) => fill(DICT[lang][key], vars);
}

/** The page's language, from <html lang> (the server chose it). */
export function archiveLang(doc: Document = document): Lang {
  return doc.documentElement.lang.toLowerCase().startsWith('pt') ? 'pt' : 'en';
}
