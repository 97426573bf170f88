// Small helpers for writing HTML as strings (the pages are generated at build time, in Node).

export { esc } from '../lib/html';

/** Joins the parts of a page, dropping empty ones. */
export function join(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join('\n');
}
