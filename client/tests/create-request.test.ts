// The home page's form values -> the body of POST /api/games.
import { describe, expect, it } from 'vitest';
import { buildRequest, rulePagePath, seatPath } from '../src/pages/create-request';

const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('buildRequest', () => {
  it('sends the presets in seconds', () => {
    expect(buildRequest(form({ rule: 'rif', clock: '5+4' })).clock).toEqual({
      initial: 300,
      increment: 4,
    });
    expect(buildRequest(form({ rule: 'rif', clock: '15+5' })).clock).toEqual({
      initial: 900,
      increment: 5,
    });
    expect(buildRequest(form({ rule: 'rif', clock: '30+2' })).clock).toEqual({
      initial: 1800,
      increment: 2,
    });
    expect(buildRequest(form({ rule: 'rif', clock: 'none' })).clock).toBeNull();
  });

  it('turns a custom clock from minutes into seconds, within the API limits', () => {
    expect(buildRequest(form({ clock: 'custom', minutes: '3', increment: '7' })).clock).toEqual({
      initial: 180,
      increment: 7,
    });
    expect(buildRequest(form({ clock: 'custom', minutes: '999', increment: '-4' })).clock).toEqual({
      initial: 10800,
      increment: 0,
    });
  });

  it('keeps N in 1..10 and defaults it by rule', () => {
    expect(buildRequest(form({ rule: 'taraguchi', n: '10' })).n).toBe(10);
    expect(buildRequest(form({ rule: 'soosorv', n: '' })).n).toBe(8);
    expect(buildRequest(form({ rule: 'taraguchi', n: '' })).n).toBe(10);
    expect(buildRequest(form({ rule: 'soosorv', n: '42' })).n).toBe(10);
    expect(buildRequest(form({ rule: 'taraguchi', n: '0' })).n).toBe(1);
  });

  it('reads opener, fouls and takebacks, with safe defaults', () => {
    const r = buildRequest(
      form({ rule: 'yamaguchi', opener: 'random', fouls: 'lose', takebacks: '1' }),
    );
    expect(r).toMatchObject({
      rule: 'yamaguchi',
      opener: 'random',
      fouls: 'lose',
      takebacks: true,
    });
    const d = buildRequest(form({ rule: 'nonsense', opener: 'x', fouls: 'y' }));
    expect(d).toMatchObject({
      rule: 'standard',
      opener: 'creator',
      fouls: 'reject',
      takebacks: false,
      clock: null,
    });
  });
});

describe('seatPath', () => {
  it('opens the seat link with the invite panel', () => {
    expect(seatPath('aB3dE5gH7k', 's-e_c', 'i/v')).toBe(
      '/g/aB3dE5gH7k#seat=s-e_c&invite=i%2Fv&new=1',
    );
  });
});

describe('rulePagePath', () => {
  it('names the page of the rule and its N', () => {
    expect(rulePagePath('taraguchi', 10)).toBe('/rules/taraguchi-10');
    expect(rulePagePath('taraguchi', 5)).toBe('/rules/taraguchi');
    expect(rulePagePath('taraguchi', 7)).toBe('/rules/taraguchi-n');
    expect(rulePagePath('soosorv', 8)).toBe('/rules/soosorv-8');
    expect(rulePagePath('soosorv', 3)).toBe('/rules/soosorv-n');
    expect(rulePagePath('yamaguchi', 8)).toBe('/rules/yamaguchi');
    expect(rulePagePath('standard', 10)).toBe('/rules/standard');
  });
});
