// Turns the home page's form into the body of POST /api/games (docs/api.md). Pure, for tests.
import { RANGE_CHOICES, rangeAround } from '../profile/model';

export interface CreateGameRequest {
  rule: 'standard' | 'rif' | 'yamaguchi' | 'soosorv' | 'taraguchi';
  n: number;
  clock: { initial: number; increment: number } | { days: number } | null;
  opener: 'creator' | 'opponent' | 'random';
  fouls: 'reject' | 'lose';
  takebacks: boolean;
}

const RULES = ['standard', 'rif', 'yamaguchi', 'soosorv', 'taraguchi'] as const;
/** The clock presets of the forms, in seconds. */
export const PRESETS: Record<string, { initial: number; increment: number }> = {
  '5+4': { initial: 300, increment: 4 },
  '15+5': { initial: 900, increment: 5 },
  '30+2': { initial: 1800, increment: 2 },
};

/** Correspondence clocks: days per move (server/src/game/protocol.h, CORRESPONDENCE_DAYS). */
export const CORRESPONDENCE_DAYS = [1, 2, 3, 5, 7, 14] as const;

/** The default N of a rule: Soosõrv 8, Taraguchi 10 (ignored by the other rules). */
export function defaultN(rule: string): number {
  return rule === 'soosorv' ? 8 : 10;
}

export function hasN(rule: string): boolean {
  return rule === 'soosorv' || rule === 'taraguchi';
}

/** Limits the server enforces (server/src/game/protocol.cpp, rules/src/game_json.cpp). */
export const LIMITS = {
  n: { min: 1, max: 10 },
  minutes: { min: 1, max: 180 },
  increment: { min: 0, max: 600 },
} as const;

export type FieldName = keyof typeof LIMITS;

/** A whole number written plainly ("7", " 12 "); null for "", "7.5", "1e2", "abc". */
export function wholeNumber(s: string | null | undefined): number | null {
  const text = (s ?? '').trim();
  if (!/^-?\d{1,6}$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/** The value of a numeric field if it is a whole number within its limits, else null. */
export function fieldValue(field: FieldName, raw: string | null | undefined): number | null {
  const v = wholeNumber(raw);
  const { min, max } = LIMITS[field];
  return v !== null && v >= min && v <= max ? v : null;
}

export type BuildResult =
  { ok: true; request: CreateGameRequest } | { ok: false; invalid: FieldName[] };

/**
 * The request for the form's values (a form's field name -> value; checkboxes present when on),
 * or the fields whose values the server would refuse. Nothing is corrected silently: a wrong
 * value is for the player to fix, next to the field.
 */
export function buildRequest(get: (name: string) => string | null): BuildResult {
  const ruleValue = get('rule') ?? 'standard';
  const rule = (RULES as readonly string[]).includes(ruleValue)
    ? (ruleValue as CreateGameRequest['rule'])
    : 'standard';
  const invalid: FieldName[] = [];
  const read = (field: FieldName): number => {
    const v = fieldValue(field, get(field));
    if (v === null) invalid.push(field);
    return v ?? 0;
  };
  const n = hasN(rule) ? read('n') : defaultN(rule);
  const clockChoice = get('clock') ?? 'none';
  let clock: CreateGameRequest['clock'] = null;
  if (clockChoice === 'custom') {
    const minutes = read('minutes');
    clock = { initial: minutes * 60, increment: read('increment') };
  } else if (PRESETS[clockChoice]) {
    clock = { ...PRESETS[clockChoice] };
  } else {
    const days = /^days-(\d+)$/.exec(clockChoice);
    const n = days ? Number(days[1]) : 0;
    if ((CORRESPONDENCE_DAYS as readonly number[]).includes(n)) clock = { days: n };
  }
  if (invalid.length > 0) return { ok: false, invalid };
  const openerValue = get('opener');
  const opener = openerValue === 'opponent' || openerValue === 'random' ? openerValue : 'creator';
  const fouls = get('fouls') === 'lose' ? 'lose' : 'reject';
  return {
    ok: true,
    request: { rule, n, clock, opener, fouls, takebacks: get('takebacks') !== null },
  };
}

/** The rule page that describes a rule with this N (Taraguchi-10 and N = 5 have their own). */
export function rulePagePath(rule: string, n: number): string {
  if (rule === 'soosorv') return n === 8 ? '/rules/soosorv-8' : '/rules/soosorv-n';
  if (rule === 'taraguchi')
    return n === 10 ? '/rules/taraguchi-10' : n === 5 ? '/rules/taraguchi' : '/rules/taraguchi-n';
  return `/rules/${rule}`;
}

/** Where the creator goes once the game exists: their seat link, with the invite panel open. */
export function seatPath(id: string, seat: string, invite: string): string {
  return `/g/${encodeURIComponent(id)}#seat=${encodeURIComponent(seat)}&invite=${encodeURIComponent(invite)}&new=1`;
}

/** What the Rated switch and the range add to the body (docs/api.md, docs/ratings.md). */
export interface RatedChoice {
  /** The game is listed in the lobby (an open challenge), not a link game. */
  open: boolean;
  rated: boolean;
  /** "any", or the ± points around `own`. */
  range: string;
  /** The player's rating at the game's speed; null while unknown (then no range is sent). */
  own: number | null;
}

/**
 * The body's `rated` and `ratingRange`: only an open challenge with a clock says either (a link
 * game stays casual, as the server makes it by default; a game without a clock has no speed, and
 * `rated` would be refused); a range goes only with a rated one, around a known rating, as
 * absolute numbers.
 */
export function ratedFields(
  clock: CreateGameRequest['clock'],
  c: RatedChoice,
): { rated?: boolean; ratingRange?: { min: number; max: number } } {
  if (!clock || !c.open) return {};
  const delta = Number(c.range);
  const ranged = c.rated && c.own !== null && RANGE_CHOICES.some((n) => n === delta);
  return ranged ? { rated: true, ratingRange: rangeAround(c.own!, delta) } : { rated: c.rated };
}
