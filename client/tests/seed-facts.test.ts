// The facts of the product pages the site grew from (/work/shared/seeds/, written in Portuguese
// and Swedish) must all be on our rule pages, in both languages. Each fact is checked by the key
// phrases that carry it (seed-facts.ts), on the rendered page it belongs to (not on the
// dictionaries alone), so a fact dropped from a page or moved where the reader of that rule will
// not find it fails here.
import { describe, expect, it } from 'vitest';
import { makeT } from '../src/i18n';
import type { PageContext } from '../src/pages/layout';
import { rulePage } from '../src/pages/rule';
import { RULE_PAGES } from '../src/pages/rules-data';
import { FACTS, FORBIDDEN_IN_OPENING } from './seed-facts';

const ctx = (lang: 'en' | 'pt'): PageContext => ({
  lang,
  t: makeT(lang),
  version: '0',
  commit: '0000000',
  assets: { styles: [], scripts: {}, entryStyles: {} },
});

/** The page's visible text: tags gone, entities decoded, every kind of space one space. */
function pageText(html: string): string {
  return html
    .replace(/<svg[\s\S]*?<\/svg>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the seed pages’ facts are on our rule pages', () => {
  for (const lang of ['en', 'pt'] as const) {
    const texts = new Map(
      RULE_PAGES.map((p) => [p.id, pageText(rulePage(ctx(lang), p)).replace(/\u00a0/g, ' ')]),
    );
    for (const f of FACTS) {
      it(`${f.page} (${lang}): ${f.fact}`, () => {
        const text = texts.get(f.page)!;
        for (const pattern of f[lang]) expect(text, `${f.seed}: ${f.fact}`).toMatch(pattern);
      });
    }
  }

  it('no page says "the federation" without naming it', () => {
    for (const lang of ['en', 'pt'] as const) {
      for (const p of RULE_PAGES) {
        const text = pageText(rulePage(ctx(lang), p));
        expect(text, `${lang} ${p.id}`).not.toMatch(
          lang === 'en' ? /the federation/i : /a federação/i,
        );
      }
    }
  });

  it('every rule with an opening keeps the forbidden moves in the opening, in the table', () => {
    for (const lang of ['en', 'pt'] as const) {
      for (const p of RULE_PAGES.filter((r) => r.id !== 'standard')) {
        const html = rulePage(ctx(lang), p);
        const after =
          /<tr><th scope="row">[^<]*<\/th><td[^>]*>[^<]*<\/td><td[^>]*>([^<]*)<\/td><\/tr><\/tbody>/.exec(
            html,
          )?.[1] ?? '';
        for (const pattern of FORBIDDEN_IN_OPENING[lang])
          expect(after.replace(/\u00a0/g, ' '), `${lang} ${p.id}`).toMatch(pattern);
      }
    }
  });
});

describe('one Portuguese term for each forbidden kind', () => {
  it('says três-três and quatro-quatro on every page and in the game, never "duplo"', async () => {
    const { DICTIONARIES } = await import('../src/i18n');
    const { gamePt } = await import('../src/i18n/game.pt');
    const all = [...Object.values(DICTIONARIES.pt), ...Object.values(gamePt)].join('\n');
    expect(all).not.toMatch(
      /três duplo|quatro duplo|duplo três|duplo quatro|três duplos|quatros duplos/i,
    );
    expect(DICTIONARIES.pt['kind.double-three']).toBe(gamePt['game.foul.doubleThree']);
    expect(DICTIONARIES.pt['kind.double-four']).toBe(gamePt['game.foul.doubleFour']);
    expect(DICTIONARIES.pt['kind.overline']).toBe(gamePt['game.foul.overline']);
    expect(DICTIONARIES.pt['kind.double-three']).toBe('três-três');
    expect(DICTIONARIES.pt['kind.double-four']).toBe('quatro-quatro');
  });
});
