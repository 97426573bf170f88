// The archive list's filters and their address: /archive?rule=rif&result=black&after=... The page's
// query uses the API's own parameter names (docs/archive.md), so the address is the search and
// can be shared; a value the page does not know is dropped rather than sent.
import { OPENINGS } from './openings';

export const RULES = ['standard', 'rif', 'yamaguchi', 'soosorv', 'taraguchi'] as const;
export const RESULTS = ['black', 'white', 'draw'] as const;
export const REASONS = [
  'five',
  'overline',
  'foul',
  'resign',
  'time',
  'agreement',
  'two-passes',
  'full-board',
  'abandon',
  'aborted',
] as const;
export const SOURCES = ['here', 'import'] as const;

export interface Filters {
  source: string;
  rule: string;
  opening: string;
  result: string;
  reason: string;
  from: string;
  to: string;
  minLength: string;
  maxLength: string;
  name: string;
}

export const FILTER_NAMES: readonly (keyof Filters)[] = [
  'source',
  'rule',
  'opening',
  'result',
  'reason',
  'from',
  'to',
  'minLength',
  'maxLength',
  'name',
];

/** Games per page of the list. */
export const PAGE_SIZE = 20;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LENGTH = /^[1-9]\d{0,2}$/;
const oneOf = (list: readonly string[]) => (v: string) => list.includes(v);
const CHECKS: Record<keyof Filters, (v: string) => boolean> = {
  source: oneOf(SOURCES),
  rule: oneOf(RULES),
  opening: oneOf(OPENINGS.map((o) => o.code)),
  result: oneOf(RESULTS),
  reason: oneOf(REASONS),
  from: (v) => DATE.test(v),
  to: (v) => DATE.test(v),
  minLength: (v) => LENGTH.test(v),
  maxLength: (v) => LENGTH.test(v),
  name: (v) => v.length <= 40,
};

export function emptyFilters(): Filters {
  return {
    source: '',
    rule: '',
    opening: '',
    result: '',
    reason: '',
    from: '',
    to: '',
    minLength: '',
    maxLength: '',
    name: '',
  };
}

/** The filters a value source gives (a URL's query, a form's fields); bad values are dropped. */
export function readFilters(get: (name: string) => string | null): Filters {
  const f = emptyFilters();
  for (const name of FILTER_NAMES) {
    const v = (get(name) ?? '').trim();
    if (v && CHECKS[name](v)) f[name] = v;
  }
  return f;
}

/** "?rule=rif&after=..." (or "" when nothing is set): the list's address and the API's query. */
export function filterQuery(f: Filters, extra: Record<string, string | null> = {}): string {
  const q = new URLSearchParams();
  for (const name of FILTER_NAMES) if (f[name]) q.set(name, f[name]);
  for (const [k, v] of Object.entries(extra)) if (v) q.set(k, v);
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The cursor of the page shown (the API's `next` of the page before), when valid. */
export function readAfter(get: (name: string) => string | null): string | null {
  const v = get('after');
  return v && /^\d{1,16}\.[0-9A-Za-z]{1,40}$/.test(v) ? v : null;
}
