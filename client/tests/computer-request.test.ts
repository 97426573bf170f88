// The home page's "Play the computer" form values -> the body of POST /api/games.
import { describe, expect, it } from 'vitest';
import { buildComputerRequest } from '../src/pages/computer-request';

const build = (values: Record<string, string>) =>
  buildComputerRequest((name) => values[name] ?? null);

describe('buildComputerRequest', () => {
  it('puts the computer in the seat the player does not hold', () => {
    const black = build({ rule: 'rif', level: '5', color: 'black', clock: 'none' });
    expect(black).toEqual({
      ok: true,
      request: {
        rule: 'rif',
        n: 10,
        clock: null,
        opener: 'creator',
        fouls: 'reject',
        computer: { level: 5 },
      },
    });
    const white = build({ rule: 'standard', level: '1', color: 'white', clock: '5+4' });
    expect(white.ok && white.request.opener).toBe('opponent');
    expect(white.ok && white.request.clock).toEqual({ initial: 300, increment: 4 });
    const random = build({ rule: 'standard', level: '8', color: 'random' });
    expect(random.ok && random.request.opener).toBe('random');
  });

  it("sends N for the rules that have one, and each rule's default otherwise", () => {
    const s = build({ rule: 'soosorv', n: '3', level: '2' });
    expect(s.ok && s.request.n).toBe(3);
    const t = build({ rule: 'taraguchi', n: '10', level: '2' });
    expect(t.ok && t.request.n).toBe(10);
  });

  it('refuses a level or an N the server would refuse', () => {
    expect(build({ rule: 'rif', level: '0' })).toEqual({ ok: false, invalid: ['level'] });
    expect(build({ rule: 'rif', level: '9' })).toEqual({ ok: false, invalid: ['level'] });
    expect(build({ rule: 'rif' })).toEqual({ ok: false, invalid: ['level'] });
    expect(build({ rule: 'taraguchi', n: '11', level: '3' })).toEqual({
      ok: false,
      invalid: ['n'],
    });
  });
});
