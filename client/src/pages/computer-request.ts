// Turns the home page's "Play the computer" form into the body of POST /api/games with a
// `computer` (docs/api.md). Pure, for tests.
import { type CreateGameRequest, defaultN, fieldValue, hasN } from './create-request';

/** The engine's levels (ai/src/levels.h): 1 beginner .. 8 full strength. */
export const LEVELS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const DEFAULT_LEVEL = 3;

/** Clock choices of the form: presets (minutes + seconds) and none. */
export const COMPUTER_CLOCKS = {
  none: null,
  '3+2': { initial: 180, increment: 2 },
  '5+4': { initial: 300, increment: 4 },
  '15+5': { initial: 900, increment: 5 },
} as const;
export type ComputerClock = keyof typeof COMPUTER_CLOCKS;

export interface ComputerGameRequest extends Omit<CreateGameRequest, 'takebacks'> {
  computer: { level: number };
}

/** The rules the computer plays (the values of the form's rule select). */
export const COMPUTER_RULES = ['standard', 'rif', 'yamaguchi', 'soosorv', 'taraguchi'] as const;
const RULES = COMPUTER_RULES;

/**
 * The request for the form's values, or the fields the server would refuse. The `color` radio is
 * the seat the player holds: `black` opens (Black under the standard rule; under a rule with swaps
 * the tentative Black, the colours being decided in the opening), `white` lets the computer open,
 * `random` draws who opens; the computer takes the other seat.
 */
export function buildComputerRequest(
  get: (name: string) => string | null,
): { ok: true; request: ComputerGameRequest } | { ok: false; invalid: ('n' | 'level')[] } {
  const ruleValue = get('rule') ?? 'standard';
  const rule = (RULES as readonly string[]).includes(ruleValue)
    ? (ruleValue as CreateGameRequest['rule'])
    : 'standard';
  const invalid: ('n' | 'level')[] = [];
  let n = defaultN(rule);
  if (hasN(rule)) {
    const v = fieldValue('n', get('n'));
    if (v === null) invalid.push('n');
    n = v ?? n;
  }
  const level = Number(get('level'));
  if (!(LEVELS as readonly number[]).includes(level)) invalid.push('level');
  if (invalid.length > 0) return { ok: false, invalid };
  const clockValue = get('clock') ?? 'none';
  const clock = clockValue in COMPUTER_CLOCKS ? COMPUTER_CLOCKS[clockValue as ComputerClock] : null;
  const color = get('color');
  const opener = color === 'white' ? 'opponent' : color === 'random' ? 'random' : 'creator';
  return {
    ok: true,
    request: {
      rule,
      n,
      clock: clock ? { ...clock } : null,
      opener,
      fouls: get('fouls') === 'lose' ? 'lose' : 'reject',
      computer: { level },
    },
  };
}
