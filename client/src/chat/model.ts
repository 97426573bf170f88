// The chat's data on the page (docs/chat.md): messages as the server sends them, merged by their
// number, what a message may hold before it is sent, and which refusals the panel translates.
// Pure: the panel (panel.ts) draws it.
import { chatEn } from '../i18n/chat.en';
import { chatPt } from '../i18n/chat.pt';
import type { Lang, Vars } from '../i18n/index';

export type Channel = 'players' | 'spectators';
export type From = 'opener' | 'other' | 'spectator';

export interface ChatLine {
  n: number;
  channel: Channel;
  from: From;
  name: string | null;
  text: string;
  at: number;
}

/** The server's limit, in characters (code points) after trimming. */
export const CHAT_MAX = 140;
/** Messages kept per channel on the page. */
const KEEP = 100;

export type ChatKey = keyof typeof chatEn;
export type ChatT = (key: ChatKey, vars?: Vars) => string;
const DICT: Record<Lang, Record<ChatKey, string>> = { en: chatEn, pt: chatPt };

export function makeChatT(lang: Lang): ChatT {
  return (key, vars) =>
    DICT[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => {
      const value = vars?.[name];
      return value === undefined ? whole : String(value);
    });
}

/** One `chat` frame's data, or null when it is not one. */
export function parseLine(d: unknown): ChatLine | null {
  if (typeof d !== 'object' || d === null) return null;
  const o = d as Record<string, unknown>;
  if (typeof o.n !== 'number' || typeof o.text !== 'string') return null;
  if (o.channel !== 'players' && o.channel !== 'spectators') return null;
  if (o.from !== 'opener' && o.from !== 'other' && o.from !== 'spectator') return null;
  return {
    n: o.n,
    channel: o.channel,
    from: o.from,
    name: typeof o.name === 'string' && o.name !== '' ? o.name : null,
    text: o.text,
    at: typeof o.at === 'number' ? o.at : 0,
  };
}

/** The messages of a `chat-history` frame's data. */
export function parseHistory(d: unknown): ChatLine[] {
  const messages = (d as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages)) return [];
  return messages.map(parseLine).filter((l): l is ChatLine => l !== null);
}

/** Adds `incoming` to `lines`: each number once (a history after a reconnect repeats some), in
 *  order, the last KEEP of each channel. */
export function mergeLines(lines: readonly ChatLine[], incoming: readonly ChatLine[]): ChatLine[] {
  const byN = new Map<number, ChatLine>();
  for (const l of [...lines, ...incoming]) byN.set(l.n, l);
  const sorted = [...byN.values()].sort((a, b) => a.n - b.n);
  const kept: ChatLine[] = [];
  const counts: Record<Channel, number> = { players: 0, spectators: 0 };
  for (let i = sorted.length - 1; i >= 0; i--) {
    const l = sorted[i]!;
    if (counts[l.channel]++ < KEEP) kept.push(l);
  }
  return kept.reverse();
}

// The characters the server refuses inside a message (server/src/game/chat.cpp).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** What is sent: control characters (a paste of several lines) become spaces, then the ends are
 *  trimmed, as the server would. */
export function cleanText(s: string): string {
  return s.replace(CONTROL, ' ').trim();
}

/** Characters as the server counts them: code points, so an emoji is one. */
export function charCount(s: string): number {
  return [...s].length;
}

const TRANSLATED = ['chat-too-long', 'chat-empty', 'chat-rate', 'chat-not-allowed'] as const;

/** The panel's text for a refusal of the server, or null when the code is not the chat's. */
export function errorKey(code: string): ChatKey | null {
  return (TRANSLATED as readonly string[]).includes(code)
    ? (`chat.error.${code}` as ChatKey)
    : null;
}

/** localStorage keys, per game: the opponent muted, the spectators' chat shown. */
export const muteKey = (gameId: string): string => `renju.chat.mute.${gameId}`;
export const followKey = (gameId: string): string => `renju.chat.follow.${gameId}`;
