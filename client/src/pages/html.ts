// Small helpers for writing HTML as strings (the pages are generated at build time, in Node).

/** Escapes text for HTML content and attribute values. */
export function esc(s: string | number): string {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Joins the parts of a page, dropping empty ones. */
export function join(...parts: (string | false | null | undefined)[]): string {
  return parts.filter(Boolean).join('\n');
}
