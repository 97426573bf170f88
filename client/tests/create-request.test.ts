// The home page's form values -> the body of POST /api/games.
import { describe, expect, it } from 'vitest';
import { buildRequest, ratedFields, rulePagePath, seatPath } from '../src/pages/create-request';

const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;

const ok = (values: Record<string, string>) => {
  const r = buildRequest(form(values));
  if (!r.ok) throw new Error(`refused: ${r.invalid.join(', ')}`);
  return r.request;
};
const invalid = (values: Record<string, string>) => {
  const r = buildRequest(form(values));
  return r.ok ? [] : r.invalid;
};

describe('buildRequest', () => {
  it('sends the presets in seconds', () => {
    expect(ok({ rule: 'rif', clock: '5+4' }).clock).toEqual({ initial: 300, increment: 4 });
    expect(ok({ rule: 'rif', clock: '15+5' }).clock).toEqual({ initial: 900, increment: 5 });
    expect(ok({ rule: 'rif', clock: '30+2' }).clock).toEqual({ initial: 1800, increment: 2 });
    expect(ok({ rule: 'rif', clock: 'none' }).clock).toBeNull();
  });

  it('sends a correspondence clock as days per move, only the days the server offers', () => {
    expect(ok({ clock: 'days-3' }).clock).toEqual({ days: 3 });
    expect(ok({ clock: 'days-14' }).clock).toEqual({ days: 14 });
    expect(ok({ clock: 'days-4' }).clock).toBeNull();
    expect(ok({ clock: 'days-' }).clock).toBeNull();
  });

  it('turns a custom clock from minutes into seconds', () => {
    expect(ok({ clock: 'custom', minutes: '3', increment: '7' }).clock).toEqual({
      initial: 180,
      increment: 7,
    });
    expect(ok({ clock: 'custom', minutes: ' 180 ', increment: '600' }).clock).toEqual({
      initial: 10800,
      increment: 600,
    });
    expect(ok({ clock: 'custom', minutes: '1', increment: '0' }).clock).toEqual({
      initial: 60,
      increment: 0,
    });
  });

  it('refuses, without correcting, a clock outside the limits the server keeps', () => {
    expect(invalid({ clock: 'custom', minutes: '0', increment: '5' })).toEqual(['minutes']);
    expect(invalid({ clock: 'custom', minutes: '181', increment: '5' })).toEqual(['minutes']);
    expect(invalid({ clock: 'custom', minutes: '10', increment: '-4' })).toEqual(['increment']);
    expect(invalid({ clock: 'custom', minutes: '2.5', increment: '601' })).toEqual([
      'minutes',
      'increment',
    ]);
    expect(invalid({ clock: 'custom', minutes: '', increment: 'x' })).toEqual([
      'minutes',
      'increment',
    ]);
    // The custom fields do not matter while a preset is chosen.
    expect(invalid({ clock: '5+4', minutes: '0', increment: '-1' })).toEqual([]);
  });

  it('takes N in 1..10 for the rules that have one and refuses anything else', () => {
    expect(ok({ rule: 'taraguchi', n: '10' }).n).toBe(10);
    expect(ok({ rule: 'soosorv', n: '1' }).n).toBe(1);
    expect(invalid({ rule: 'soosorv', n: '11' })).toEqual(['n']);
    expect(invalid({ rule: 'taraguchi', n: '0' })).toEqual(['n']);
    expect(invalid({ rule: 'taraguchi', n: '' })).toEqual(['n']);
    expect(invalid({ rule: 'taraguchi', n: '1e1' })).toEqual(['n']);
    // Rules without N ignore the field.
    expect(ok({ rule: 'rif', n: '42' }).n).toBe(10);
  });

  it('reads opener, fouls and takebacks, with safe defaults', () => {
    const r = ok({ rule: 'yamaguchi', opener: 'random', fouls: 'lose', takebacks: '1' });
    expect(r).toMatchObject({
      rule: 'yamaguchi',
      opener: 'random',
      fouls: 'lose',
      takebacks: true,
    });
    const d = ok({ rule: 'nonsense', opener: 'x', fouls: 'y' });
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

describe('ratedFields', () => {
  const clock = { initial: 300, increment: 4 };
  const choice = { open: true, rated: true, range: 'any', own: 1612 };
  it('says rated or casual only for an open challenge with a clock', () => {
    expect(ratedFields(clock, choice)).toEqual({ rated: true });
    expect(ratedFields(clock, { ...choice, rated: false })).toEqual({ rated: false });
    expect(ratedFields(null, choice)).toEqual({});
    expect(ratedFields(clock, { ...choice, open: false })).toEqual({});
  });
  it('sends a range as absolute ratings around the own rating', () => {
    expect(ratedFields(clock, { ...choice, range: '200' })).toEqual({
      rated: true,
      ratingRange: { min: 1412, max: 1812 },
    });
    expect(ratedFields({ days: 3 }, { ...choice, range: '100', own: 1500 })).toEqual({
      rated: true,
      ratingRange: { min: 1400, max: 1600 },
    });
  });
  it('sends no range for a casual game, an unknown rating or an odd choice', () => {
    expect(ratedFields(clock, { ...choice, range: '200', rated: false })).toEqual({ rated: false });
    expect(ratedFields(clock, { ...choice, range: '200', own: null })).toEqual({ rated: true });
    expect(ratedFields(clock, { ...choice, range: '150' })).toEqual({ rated: true });
  });
});
