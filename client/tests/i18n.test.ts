// Every interface string exists in both languages, has the same placeholders in both, and is
// used somewhere in the code (src/ and build/, outside the dictionaries themselves).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { gameEn } from '../src/i18n/game.en';
import { gamePt } from '../src/i18n/game.pt';
import { DICTIONARIES, LANGS, translate } from '../src/i18n';
import { siteEn } from '../src/i18n/site.en';
import { sitePt } from '../src/i18n/site.pt';

const CLIENT = resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|mts)$/.test(name) && !/\.test\.ts$/.test(name) && !/\.d\.mts$/.test(name)
      ? [path]
      : [];
  });
}

/**
 * The string literals of the code: exact ones, and patterns for template literals, where each
 * `${...}` stands for one key segment ([\w-]+). A pattern also covers a numbered series under it
 * ('rule.x.what' covers 'rule.x.what.1', see series() in src/pages/rules-data.ts).
 */
function literalsOf(files: string[]): { exact: Set<string>; patterns: RegExp[] } {
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const quote = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const file of files) {
    const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
        exact.add(node.text);
      else if (ts.isTemplateExpression(node)) {
        let re = quote(node.head.text);
        for (const span of node.templateSpans) re += '[\\w-]+' + quote(span.literal.text);
        patterns.push(new RegExp(`^${re}(\\.\\d+)?$`));
      }
      ts.forEachChild(node, visit);
    };
    visit(src);
  }
  return { exact, patterns };
}

describe('dictionaries', () => {
  it('have the same keys in English and Portuguese', () => {
    expect(Object.keys(sitePt).sort()).toEqual(Object.keys(siteEn).sort());
    expect(Object.keys(gamePt).sort()).toEqual(Object.keys(gameEn).sort());
    expect(Object.keys(DICTIONARIES.pt).sort()).toEqual(Object.keys(DICTIONARIES.en).sort());
  });

  it('share no key between areas', () => {
    const shared = Object.keys(siteEn).filter((k) => k in gameEn);
    expect(shared).toEqual([]);
  });

  it('have no empty text and the same placeholders in both languages', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(DICTIONARIES.en) as (keyof typeof DICTIONARIES.en)[]) {
      for (const lang of LANGS)
        expect(DICTIONARIES[lang][key].trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(DICTIONARIES.pt[key]), key).toEqual(placeholders(DICTIONARIES.en[key]));
    }
  });

  it('are all used by the code', () => {
    const files = [
      ...sourceFiles(join(CLIENT, 'src')),
      ...sourceFiles(join(CLIENT, 'build')),
    ].filter((f) => !relative(CLIENT, f).startsWith(join('src', 'i18n')));
    expect(files.length).toBeGreaterThan(5);
    const { exact, patterns } = literalsOf(files);
    const unused = Object.keys(DICTIONARIES.en).filter(
      (k) => !exact.has(k) && !patterns.some((re) => re.test(k)),
    );
    expect(unused).toEqual([]);
  });
});

describe('translate', () => {
  it('fills placeholders and leaves unknown ones alone', () => {
    expect(translate('en', 'rule.whatTitle', { the: 'Taraguchi-10' })).toBe(
      'What is Taraguchi-10?',
    );
    expect(translate('pt', 'rule.whatTitle', { the: 'a Taraguchi-10' })).toBe(
      'O que é a Taraguchi-10?',
    );
    expect(translate('en', 'rule.whatTitle')).toBe('What is {the}?');
    expect(translate('en', 'home.form.clock.preset', { min: 5, sec: 4 })).toBe('5 min + 4 s');
  });
});
