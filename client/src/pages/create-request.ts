// Turns the home page's form into the body of POST /api/games (docs/api.md). Pure, for tests.

export interface CreateGameRequest {
  rule: 'standard' | 'rif' | 'yamaguchi' | 'soosorv' | 'taraguchi';
  n: number;
  clock: { initial: number; increment: number } | null;
  opener: 'creator' | 'opponent' | 'random';
  fouls: 'reject' | 'lose';
  takebacks: boolean;
}

const RULES = ['standard', 'rif', 'yamaguchi', 'soosorv', 'taraguchi'] as const;
const PRESETS: Record<string, { initial: number; increment: number }> = {
  '5+4': { initial: 300, increment: 4 },
  '15+5': { initial: 900, increment: 5 },
  '30+2': { initial: 1800, increment: 2 },
};

/** The default N of a rule: Soosõrv 8, Taraguchi 10 (ignored by the other rules). */
export function defaultN(rule: string): number {
  return rule === 'soosorv' ? 8 : 10;
}

export function hasN(rule: string): boolean {
  return rule === 'soosorv' || rule === 'taraguchi';
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const int = (s: string | null | undefined, fallback: number) => {
  const v = Number.parseInt(s ?? '', 10);
  return Number.isFinite(v) ? v : fallback;
};

/** The request for the form's values (a form's field name -> value; checkboxes present when on). */
export function buildRequest(get: (name: string) => string | null): CreateGameRequest {
  const ruleValue = get('rule') ?? 'standard';
  const rule = (RULES as readonly string[]).includes(ruleValue)
    ? (ruleValue as CreateGameRequest['rule'])
    : 'standard';
  const n = hasN(rule) ? clamp(int(get('n'), defaultN(rule)), 1, 10) : defaultN(rule);
  const clockChoice = get('clock') ?? 'none';
  let clock: CreateGameRequest['clock'] = null;
  if (clockChoice === 'custom') {
    clock = {
      initial: clamp(int(get('minutes'), 10), 1, 180) * 60,
      increment: clamp(int(get('increment'), 0), 0, 600),
    };
  } else if (PRESETS[clockChoice]) {
    clock = { ...PRESETS[clockChoice] };
  }
  const openerValue = get('opener');
  const opener = openerValue === 'opponent' || openerValue === 'random' ? openerValue : 'creator';
  const fouls = get('fouls') === 'lose' ? 'lose' : 'reject';
  return { rule, n, clock, opener, fouls, takebacks: get('takebacks') !== null };
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
