// Drawing into the page: lit-html templates, which escape every value by construction, the one
// picture made as text elsewhere (the qrcode package's SVG), read as XML, never as HTML, and a
// list's current entry scrolled into its own box without moving the page.
import { render } from 'lit-html';

const drawn = new WeakSet<Element>();

/**
 * Draws `template` as the whole content of `el`. The first time, whatever the page came with
 * (a "loading" line, a noscript) is removed; after that lit-html changes only what differs, so an
 * unchanged button keeps its focus.
 */
export function draw(el: HTMLElement, template: unknown): void {
  if (!drawn.has(el)) {
    el.replaceChildren();
    drawn.add(el);
  }
  render(template, el);
}

/** An <svg> element from SVG text that this page made (a QR code): parsed as XML, not HTML. */
export function svgElement(text: string): Element | null {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.nodeName !== 'svg') return null;
  return document.importNode(root, true);
}

/**
 * Scrolls `list` (a box with its own scroll bar) just enough to show its `[aria-current]` entry.
 * scrollIntoView would scroll the page too: on a phone, where the move list is below the board,
 * each move played or stepped to would carry the board off the screen under the user's finger.
 */
export function scrollToCurrent(list: HTMLElement | null): void {
  const item = list?.querySelector('[aria-current]');
  if (!list || !item) return;
  const box = list.getBoundingClientRect();
  const top = box.top + list.clientTop;
  const bottom = top + list.clientHeight;
  const entry = item.getBoundingClientRect();
  if (entry.top < top) list.scrollTop -= top - entry.top;
  else if (entry.bottom > bottom) list.scrollTop += entry.bottom - bottom;
}
