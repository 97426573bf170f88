// Writing HTML as strings without forgetting to escape: the `html` tag escapes every value it
// interpolates unless the value is itself markup the tag built (a SafeHtml). The static pages are
// built with it in Node, where lit-html cannot render to a string. `esc` is the escaping itself,
// still called directly by code that builds its markup by hand (the board renderer, the game
// page...).

/** Escapes text for HTML content and attribute values. */
export function esc(s: string | number): string {
  return String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// Not exported: only `html` and `trustedHtml` make one, and the private field keeps TypeScript
// from taking any object with a toString for it.
class Markup {
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  toString(): string {
    return this.#text;
  }
}

/** Markup that is safe to insert as it is. */
export type SafeHtml = Markup;

/**
 * What `html` interpolates: text and numbers (escaped), markup (as it is), lists of them (one
 * after the other), and false, null or undefined (nothing, for the `cond && html`...`` idiom).
 */
export type HtmlValue =
  SafeHtml | string | number | false | null | undefined | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value instanceof Markup) return value.toString();
  if (Array.isArray(value)) return (value as readonly HtmlValue[]).map(render).join('');
  if (value === false || value === null || value === undefined) return '';
  return esc(value as string | number);
}

// Escaping protects an attribute value only inside quotes: `<input value=${x}>` would let a
// space in x start another attribute, so the tag refuses it (once per template, it never changes).
const UNQUOTED_ATTRIBUTE = /\s[^\s"'<>/=]+\s*=\s*$/;
const checked = new WeakSet<TemplateStringsArray>();

function checkQuoted(strings: TemplateStringsArray): void {
  if (checked.has(strings)) return;
  for (const s of strings.slice(0, -1)) {
    if (UNQUOTED_ATTRIBUTE.test(s))
      throw new Error(`html: an attribute value must be quoted: ...${s.slice(-40)}\${...}`);
  }
  checked.add(strings);
}

/** The tag: html`<p class="${cls}">${text}</p>` escapes cls and text. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  checkQuoted(strings);
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Markup(out);
}

/** The items one after the other, with `separator` (escaped like any value) between them. */
export function joinHtml(items: readonly HtmlValue[], separator: HtmlValue): SafeHtml {
  return html`${items.flatMap((item, i) => (i === 0 ? [item] : [separator, item]))}`;
}

/**
 * Marks a string as markup without escaping it: only for markup built elsewhere by code that
 * escapes its own values (the board renderer's SVG), never for text.
 */
export function trustedHtml(markup: string): SafeHtml {
  return new Markup(markup);
}

/** The markup of a whole page, as written to its file. */
export function renderHtml(markup: SafeHtml): string {
  return markup.toString();
}
