// The player key: made once, kept, 128 random bits in 22 base64url characters, replaced on reset.
import { describe, expect, it } from 'vitest';
import {
  PLAYER_KEY_STORAGE,
  makeKey,
  playerAuth,
  playerKey,
  resetPlayerKey,
  validKey,
} from '../src/player/key';

function memoryStore() {
  const m = new Map<string, string>();
  return {
    m,
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  };
}

describe('player key', () => {
  it('is 16 bytes in base64url: 22 characters, every byte kept', () => {
    const all = makeKey((b) => b.fill(0xff));
    expect(all).toBe('_____________________w');
    const zero = makeKey((b) => b.fill(0));
    expect(zero).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    const seq = makeKey((b) => b.forEach((_, i) => (b[i] = i * 16 + 1)));
    expect(seq).toMatch(/^[0-9A-Za-z_-]{22}$/);
    expect(Buffer.from(seq, 'base64url')).toEqual(
      Buffer.from(Array.from({ length: 16 }, (_, i) => i * 16 + 1)),
    );
    expect(makeKey()).not.toBe(makeKey());
  });

  it('is made once and kept; a malformed stored value is replaced', () => {
    const s = memoryStore();
    const first = playerKey(s);
    expect(validKey(first)).toBe(true);
    expect(s.m.get(PLAYER_KEY_STORAGE)).toBe(first);
    expect(playerKey(s)).toBe(first);
    expect(playerAuth(s)).toEqual({ authorization: `Player ${first}` });
    s.m.set(PLAYER_KEY_STORAGE, 'short');
    const again = playerKey(s);
    expect(validKey(again)).toBe(true);
    expect(again).not.toBe('short');
  });

  it('reset makes a new one', () => {
    const s = memoryStore();
    const first = playerKey(s);
    const next = resetPlayerKey(s);
    expect(next).not.toBe(first);
    expect(playerKey(s)).toBe(next);
  });

  it('validKey follows the server: 22 to 64 of [0-9A-Za-z_-]', () => {
    expect(validKey('a'.repeat(22))).toBe(true);
    expect(validKey('a'.repeat(64))).toBe(true);
    for (const bad of ['a'.repeat(21), 'a'.repeat(65), 'a'.repeat(21) + '+', '', null])
      expect(validKey(bad)).toBe(false);
  });
});
