// The html tag of src/lib/html.ts: what the static pages are written with.
import { describe, expect, it } from 'vitest';
import { type HtmlValue, esc, html, joinHtml, renderHtml, trustedHtml } from '../src/lib/html';

const render = (markup: ReturnType<typeof html>) => renderHtml(markup);

describe('html', () => {
  it('escapes interpolated text', () => {
    const text = `<script>alert("x" & 'y')</script>`;
    expect(render(html`<p>${text}</p>`)).toBe(
      '<p>&#60;script&#62;alert(&#34;x&#34; &#38; &#39;y&#39;)&#60;/script&#62;</p>',
    );
  });

  it('escapes attribute values, so a quote cannot close them', () => {
    const value = `" onclick="steal()`;
    expect(render(html`<a title="${value}" data-x='${"' x='1"}'>a</a>`)).toBe(
      `<a title="&#34; onclick=&#34;steal()" data-x='&#39; x=&#39;1'>a</a>`,
    );
  });

  it('writes numbers as text and false, null and undefined as nothing', () => {
    expect(
      render(html`<i>${0}</i><i>${-2.5}</i><i>${false}</i><i>${null}</i><i>${undefined}</i>`),
    ).toBe('<i>0</i><i>-2.5</i><i></i><i></i><i></i>');
  });

  it('inserts nested templates as they are, escaping their own values once', () => {
    const inner = html`<b class="${'a&b'}">${'<i>'}</b>`;
    const outer = html`<p>${inner}</p>`;
    expect(render(outer)).toBe('<p><b class="a&#38;b">&#60;i&#62;</b></p>');
    // Nesting again does not escape what was escaped already.
    expect(render(html`<div>${outer}</div>`)).toBe(
      '<div><p><b class="a&#38;b">&#60;i&#62;</b></p></div>',
    );
  });

  it('does not escape again text that was escaped by hand, but escapes its ampersands', () => {
    // A string is text, whatever it looks like: escaped text is shown as written.
    expect(render(html`${esc('<')}`)).toBe('&#38;#60;');
  });

  it('writes arrays one item after the other, each by the same rules, nested too', () => {
    const items: HtmlValue[] = ['<a>', html`<br>`, 3, null, [html`<hr>`, '&', [false, 'x']]];
    expect(render(html`<p>${items}</p>`)).toBe('<p>&#60;a&#62;<br>3<hr>&#38;x</p>');
    expect(render(html`<ul>${['a', 'b'].map((s) => html`<li>${s}</li>`)}</ul>`)).toBe(
      '<ul><li>a</li><li>b</li></ul>',
    );
    expect(render(html`<ul>${[]}</ul>`)).toBe('<ul></ul>');
  });

  it('keeps conditional markup with the && idiom', () => {
    const option = (selected: boolean) => html`<option${selected && html` selected`}>`;
    expect(render(option(true))).toBe('<option selected>');
    expect(render(option(false))).toBe('<option>');
  });

  it('keeps the text around the values as written, line breaks and all', () => {
    expect(
      render(html`
  <p>${'a'}</p>
`),
    ).toBe('\n  <p>a</p>\n');
  });

  it('refuses a value in an unquoted attribute, where escaping would not protect it', () => {
    expect(() => html`<input value=${'x onfocus=alert(1)'}>`).toThrow(/must be quoted/);
    expect(() => html`<a href = ${'x'}>`).toThrow(/must be quoted/);
    // An = inside a quoted value (a query string) is no attribute.
    expect(render(html`<a href="?lang=${'pt'}&n=${2}">`)).toBe('<a href="?lang=pt&n=2">');
    // Text ending in "word =" reads the same (the tag does not parse HTML): it is refused too.
    expect(() => html`<p>1 + 1 =${' 2'}</p>`).toThrow(/must be quoted/);
    expect(render(html`<p>1 + 1 makes ${2}</p>`)).toBe('<p>1 + 1 makes 2</p>');
  });
});

describe('joinHtml', () => {
  it('puts the separator between the items, escaped like any value', () => {
    expect(render(joinHtml([html`<a>`, 'b<', html`<c>`], '\n'))).toBe('<a>\nb&#60;\n<c>');
    expect(render(joinHtml([html`<a>`, html`<b>`], html`<br>`))).toBe('<a><br><b>');
    expect(render(joinHtml(['x'], ' & '))).toBe('x');
    expect(render(joinHtml([], ' '))).toBe('');
  });
});

describe('trustedHtml', () => {
  it('inserts markup built elsewhere as it is', () => {
    const svg = trustedHtml('<svg><title>a &#38; b</title></svg>');
    expect(render(html`<figure>${svg}</figure>`)).toBe(
      '<figure><svg><title>a &#38; b</title></svg></figure>',
    );
  });
});
