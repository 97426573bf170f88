// Quick pairing (issue 10): the common settings, each one button on the home page. Two players
// pressing the same button send the same body to POST /api/challenges/quick, so the server pairs
// them (it matches exactly equal settings). Pure, shared by the page's markup and its script.
import type { PlayerT } from './words';

export interface QuickPreset {
  id: string;
  rule: 'standard' | 'rif' | 'taraguchi' | 'soosorv';
  n: number;
  min: number;
  sec: number;
}

export const QUICK_PRESETS: readonly QuickPreset[] = [
  { id: 'taraguchi-10-5+4', rule: 'taraguchi', n: 10, min: 5, sec: 4 },
  { id: 'soosorv-8-15+5', rule: 'soosorv', n: 8, min: 15, sec: 5 },
  { id: 'rif-30+2', rule: 'rif', n: 10, min: 30, sec: 2 },
  { id: 'standard-3+2', rule: 'standard', n: 10, min: 3, sec: 2 },
];

/** The body of POST /api/challenges/quick for a preset. */
export function quickRequest(p: QuickPreset): Record<string, unknown> {
  return {
    rule: p.rule,
    ...(p.rule === 'taraguchi' || p.rule === 'soosorv' ? { n: p.n } : {}),
    clock: { initial: p.min * 60, increment: p.sec },
    fouls: 'reject',
    takebacks: false,
    opener: 'random',
  };
}

/** The settings of a challenge as the lobby lists them (GET /api/challenges). */
export interface ChallengeSettings {
  rule: string;
  n?: number;
  fouls?: string;
  takebacks?: boolean;
  clock?: { initialMs: number; incrementMs: number; days?: number } | null;
}

/** The clock as the lobby and My games list it: "5+4", "3 d per move", "no clock". */
export function clockLabel(t: PlayerT, clock: ChallengeSettings['clock']): string {
  if (clock?.days) return t('lobby.days', { n: clock.days });
  if (!clock) return t('lobby.noClock');
  return t('lobby.clock', {
    min: Math.round(clock.initialMs / 60000),
    sec: Math.round(clock.incrementMs / 1000),
  });
}

/** The rule with its N where N matters ("Taraguchi-10", "RIF"): the key and its n. */
export function ruleLabelKey(rule: string): {
  key:
    | 'lobby.rule.standard'
    | 'lobby.rule.rif'
    | 'lobby.rule.yamaguchi'
    | 'lobby.rule.soosorv'
    | 'lobby.rule.taraguchi';
} {
  switch (rule) {
    case 'rif':
      return { key: 'lobby.rule.rif' };
    case 'yamaguchi':
      return { key: 'lobby.rule.yamaguchi' };
    case 'soosorv':
      return { key: 'lobby.rule.soosorv' };
    case 'taraguchi':
      return { key: 'lobby.rule.taraguchi' };
    default:
      return { key: 'lobby.rule.standard' };
  }
}
