// The clock as the lobby, My games and Watch list it, in both languages: a correspondence game
// says its days per move, in the create form's words, not its minutes.
import { describe, expect, it } from 'vitest';
import { clockLabel } from '../src/player/quick';
import { playerWords } from '../src/player/words';

describe('clockLabel', () => {
  for (const [lang, days, none] of [
    ['en', '2 d per move', 'no clock'],
    ['pt', '2 d por lance', 'sem relógio'],
  ] as const) {
    it(`says a correspondence clock in days per move (${lang})`, () => {
      const t = playerWords(lang);
      const twoDays = { initialMs: 2 * 86_400_000, incrementMs: 0, days: 2 };
      expect(clockLabel(t, twoDays)).toBe(days);
      expect(clockLabel(t, { initialMs: 300_000, incrementMs: 4000 })).toBe('5+4');
      expect(clockLabel(t, null)).toBe(none);
    });
  }
});
