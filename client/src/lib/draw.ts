// Drawing into the page: lit-html templates, which escape every value by construction, and the
// one picture made as text elsewhere (the qrcode package's SVG), read as XML, never as HTML.
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
