import { describe, expect, it } from 'vitest';
import {
  type ChatLine,
  charCount,
  cleanText,
  errorKey,
  makeChatT,
  mergeLines,
  parseHistory,
  parseLine,
} from './model';

const line = (n: number, channel: 'players' | 'spectators' = 'players'): ChatLine => ({
  n,
  channel,
  from: channel === 'players' ? 'opener' : 'spectator',
  name: null,
  text: `m${n}`,
  at: n,
});

describe('chat model', () => {
  it('reads the server’s frames and refuses anything else', () => {
    const d = { n: 3, channel: 'players', from: 'other', name: 'Ana', text: '<b>x</b>', at: 9 };
    expect(parseLine(d)).toEqual(d);
    expect(parseLine({ ...d, name: null })?.name).toBeNull();
    expect(parseLine({ ...d, channel: 'all' })).toBeNull();
    expect(parseLine({ ...d, from: 'me' })).toBeNull();
    expect(parseLine({ ...d, text: 5 })).toBeNull();
    expect(parseLine(null)).toBeNull();
    expect(parseHistory({ messages: [d, { bad: 1 }] })).toHaveLength(1);
    expect(parseHistory({})).toEqual([]);
  });

  it('merges by number: a repeated history adds nothing and the order is kept', () => {
    const once = mergeLines([], [line(3), line(1, 'spectators')]);
    const twice = mergeLines(once, [line(1, 'spectators'), line(2), line(3)]);
    expect(twice.map((l) => l.n)).toEqual([1, 2, 3]);
  });

  it('keeps the last 100 messages of each channel', () => {
    const many = Array.from({ length: 150 }, (_, i) => line(i + 1));
    const merged = mergeLines([line(0, 'spectators')], many);
    expect(merged).toHaveLength(101);
    expect(merged[0]!.n).toBe(0);
    expect(merged[1]!.n).toBe(51);
  });

  it('cleans and counts text as the server does', () => {
    expect(cleanText('  two\nlines\t ')).toBe('two lines');
    expect(cleanText('a\u202eb')).toBe('a b');
    expect(charCount('🙂🙂')).toBe(2);
    expect(charCount('a'.repeat(140))).toBe(140);
  });

  it('translates the chat’s refusals only, in both languages', () => {
    expect(errorKey('chat-rate')).toBe('chat.error.chat-rate');
    expect(errorKey('not-your-turn')).toBeNull();
    expect(makeChatT('en')('chat.error.chat-rate')).toMatch(/wait/);
    expect(makeChatT('pt')('chat.error.chat-rate')).toMatch(/espere/);
    expect(makeChatT('pt')('chat.count', { count: 3, max: 140 })).toBe('3/140');
  });
});
