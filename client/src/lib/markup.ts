// Markup text from a lit-html template, for the places that need the text and have no DOM: the
// rule pages drawn at build time and the board's unit tests. Every value is escaped here, so a
// template written once serves both the browser (lit-html's render) and the build (this).
import { type TemplateResult, nothing } from 'lit-html';

const ENTITY: Record<string, string> = {
  '&': '&#38;',
  '<': '&#60;',
  '>': '&#62;',
  '"': '&#34;',
  "'": '&#39;',
};

/** A binding that sets a property, a boolean attribute or a listener: it has no markup. */
const DOM_ONLY = /\s[.?@][\w-]+=["']?$/;

/** The start of an attribute whose value is one binding: ` aria-current="`. */
const ABSENT_ATTRIBUTE = /\s[\w-]+="$/;

function isTemplate(v: unknown): v is TemplateResult {
  return typeof v === 'object' && v !== null && '_$litType$' in v;
}

/** The markup of a template (text and attribute values escaped), of a list, or of a value. */
export function markup(v: unknown): string {
  if (v === nothing || v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(markup).join('');
  if (isTemplate(v)) {
    let out = v.strings[0]!;
    v.values.forEach((value, i) => {
      if (DOM_ONLY.test(out)) throw new Error('markup: a DOM-only binding has no text form');
      let next = v.strings[i + 1]!;
      const attribute = ABSENT_ATTRIBUTE.exec(out);
      if (value === nothing && attribute && next.startsWith('"')) {
        // lit-html leaves out an attribute whose whole value is `nothing`: so does the text.
        out = out.slice(0, attribute.index);
        next = next.slice(1);
      } else {
        out += markup(value);
      }
      out += next;
    });
    return out;
  }
  if (typeof v !== 'string' && typeof v !== 'number') throw new Error('markup: not text');
  return String(v).replace(/[&<>"']/g, (c) => ENTITY[c]!);
}
