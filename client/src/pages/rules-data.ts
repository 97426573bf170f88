// The opening-rule pages: which rule each one describes and how its text is laid out.
import type { Key, Translate, Vars } from '../i18n';
import { DICTIONARIES } from '../i18n';

export type RulePageId =
  | 'standard'
  | 'rif'
  | 'yamaguchi'
  | 'soosorv-8'
  | 'soosorv-n'
  | 'taraguchi-10'
  | 'taraguchi-n'
  | 'taraguchi';

/** Rule ids of the rules library and the API. */
export type RuleId = 'standard' | 'rif' | 'yamaguchi' | 'soosorv' | 'taraguchi';

export interface RulePage {
  id: RulePageId;
  /** What "play this rule" creates. */
  rule: RuleId;
  n: number | null;
  /** Which central squares the rule uses, for the diagram and its caption. */
  squares: 'standard' | 'threeStones' | 'taraguchi';
}

export const RULE_PAGES: readonly RulePage[] = [
  { id: 'standard', rule: 'standard', n: null, squares: 'standard' },
  { id: 'rif', rule: 'rif', n: null, squares: 'threeStones' },
  { id: 'yamaguchi', rule: 'yamaguchi', n: null, squares: 'threeStones' },
  { id: 'soosorv-8', rule: 'soosorv', n: 8, squares: 'threeStones' },
  { id: 'soosorv-n', rule: 'soosorv', n: 8, squares: 'threeStones' },
  { id: 'taraguchi-10', rule: 'taraguchi', n: 10, squares: 'taraguchi' },
  { id: 'taraguchi-n', rule: 'taraguchi', n: 10, squares: 'taraguchi' },
  { id: 'taraguchi', rule: 'taraguchi', n: 5, squares: 'taraguchi' },
];

/** The rows of the "how it differs from standard renju" table, in order. */
export const DIFF_ROWS = ['first', 'fourth', 'swaps', 'fifth', 'after'] as const;

/** The link of the home page with this rule preselected in the form. */
export function playHref(page: RulePage): string {
  return page.n === null ? `/?rule=${page.rule}` : `/?rule=${page.rule}&n=${page.n}`;
}

/** A key built at run time; throws if it does not exist, so a typo fails the build. */
export function key(name: string): Key {
  if (!(name in DICTIONARIES.en)) throw new Error(`no such translation key: ${name}`);
  return name as Key;
}

/** Every text of a numbered series ('rule.rif.what.1', '.2', ...) that exists. */
export function series(t: Translate, prefix: string, vars?: Vars): string[] {
  const out: string[] = [];
  for (let i = 1; `${prefix}.${i}` in DICTIONARIES.en; i++)
    out.push(t(key(`${prefix}.${i}`), vars));
  return out;
}
