// The page templates, rendered in Node as the build does (without the engine: the diagrams get
// fixed forbidden points here; the browser tests check the real ones).
import { describe, expect, it } from 'vitest';
import { DICTIONARIES, LANGS, makeT } from '../src/i18n';
import { DIAGRAMS } from '../src/pages/diagrams';
import { homePage } from '../src/pages/home';
import type { PageContext } from '../src/pages/layout';
import { rulePage } from '../src/pages/rule';
import { rulesPage } from '../src/pages/rules';
import { DIFF_ROWS, RULE_PAGES, playHref } from '../src/pages/rules-data';
import { gamePage, notFoundPage } from '../src/pages/shell';
import { leaderboardPage, playerPage } from '../src/pages/profile';

const ctx = (lang: 'en' | 'pt', withGame = true): PageContext => ({
  lang,
  t: makeT(lang),
  version: '9.8.7',
  commit: 'abc1234',
  assets: {
    styles: ['/assets/style-x.css'],
    scripts: {
      site: '/assets/site-x.js',
      create: '/assets/create-x.js',
      ...(withGame ? { game: '/assets/game-x.js' } : {}),
    },
    entryStyles: withGame ? { game: ['/assets/game-x.css'] } : {},
  },
});
const forbidden = Object.fromEntries(
  DIAGRAMS.map((d) => [d.id, d.expect ? [{ point: d.focus, kind: d.expect }] : []]),
);
const KEYS = Object.keys(DICTIONARIES.en);

function allPages(lang: 'en' | 'pt'): [string, string][] {
  const c = ctx(lang);
  return [
    ['index', homePage(c)],
    ['rules', rulesPage(c, forbidden)],
    ['game', gamePage(c)],
    ['404', notFoundPage(c)],
    ['player', playerPage(c)],
    ['leaderboard', leaderboardPage(c)],
    ...RULE_PAGES.map((p): [string, string] => [`rules/${p.id}`, rulePage(c, p)]),
  ];
}

describe('every page', () => {
  for (const lang of LANGS) {
    it(`has the shared layout and no raw keys (${lang})`, () => {
      for (const [name, html] of allPages(lang)) {
        expect(html, name).toContain(`<html lang="${lang === 'pt' ? 'pt-BR' : 'en'}">`);
        expect(html, name).toContain(
          `<a class="skip-link" href="#main">${DICTIONARIES[lang]['layout.skip']}</a>`,
        );
        expect(html, name).toContain('<main id="main"');
        expect(html, name).toContain(`<span class="beta"`);
        expect(html, name).toContain(DICTIONARIES[lang]['layout.promise']);
        expect(html, name).toContain('v9.8.7 · abc1234');
        expect(html, name).toContain('href="?lang=en"');
        expect(html, name).toContain('href="?lang=pt"');
        expect(html, name).toContain('<script type="module" src="/assets/site-x.js">');
        expect(
          KEYS.filter((k) => html.includes(k)),
          name,
        ).toEqual([]);
        expect(html, name).not.toMatch(/undefined|NaN/);
      }
    });
  }

  it('loads the form script only on the home page and the game code only on the game page', () => {
    for (const [name, html] of allPages('en')) {
      expect(html.includes('/assets/create-x.js'), name).toBe(name === 'index');
      expect(html.includes('/assets/game-x.js'), name).toBe(name === 'game');
      expect(html.includes('/assets/game-x.css'), name).toBe(name === 'game');
    }
  });

  it('builds the game shell without a game script while its source is missing', () => {
    const html = gamePage(ctx('en', false));
    expect(html).toContain('<div id="game"');
    expect(html).not.toContain('game-x');
  });
});

describe('the create form', () => {
  it('puts the open-challenge choice before the button that acts on it', () => {
    for (const lang of LANGS) {
      const html = homePage(ctx(lang));
      const form = html.slice(html.indexOf('<form id="create-game"'));
      const tick = form.indexOf('id="open-challenge"');
      const submit = form.indexOf('type="submit"');
      expect(tick, lang).toBeGreaterThan(0);
      expect(tick, lang).toBeLessThan(submit);
      expect(form.indexOf('id="private-choice"'), lang).toBeLessThan(submit);
    }
  });
});

describe('rule pages', () => {
  it('each has the summary, the comparison rows, the squares diagram and the play link', () => {
    for (const page of RULE_PAGES) {
      const html = rulePage(ctx('en'), page);
      expect(html).toContain(DICTIONARIES.en[`rule.${page.id}.summary`]);
      const rows = html.match(/<tr><th scope="row">/g) ?? [];
      expect(rows.length, page.id).toBe(DIFF_ROWS.length);
      expect(html).toContain('class="square square-3"');
      expect(html).toContain(`href="${playHref(page)}"`);
      if (page.id !== 'standard') expect(html).toContain(DICTIONARIES.en[`diff.${page.id}.fifth`]);
    }
  });

  it('play links preselect the rule and its N', () => {
    const href = (id: string) => playHref(RULE_PAGES.find((p) => p.id === id)!);
    expect(href('taraguchi-10')).toBe('/?rule=taraguchi&n=10');
    expect(href('taraguchi')).toBe('/?rule=taraguchi&n=5');
    expect(href('soosorv-8')).toBe('/?rule=soosorv&n=8');
    expect(href('rif')).toBe('/?rule=rif');
  });
});

describe('rules page', () => {
  it('draws every diagram with the forbidden points it is given', () => {
    const html = rulesPage(ctx('pt'), forbidden);
    for (const d of DIAGRAMS) {
      expect(html).toContain(`id="diagram-${d.id}"`);
      const mark = `class="forbidden forbidden-${d.expect}" data-point="${d.focus}"`;
      if (d.expect) expect(html).toContain(mark);
    }
    expect(html).toContain(`<title>h8: ${DICTIONARIES.pt['kind.double-three']}</title>`);
  });
});
