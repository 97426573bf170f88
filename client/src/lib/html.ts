// Escaping text for HTML written as strings: the one helper of the pages, the board renderer and
// the game page.

/** Escapes text for HTML content and attribute values. */
export function esc(s: string | number): string {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
