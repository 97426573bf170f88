// Requests of the archive pages: GET /api/archive (a page of the search), GET /api/archive/{id}
// (one game) and the record files' addresses (docs/archive.md). The readers here are the only
// archive code that touches the server's raw JSON.

import { isPublicId } from '../profile/model';

export interface ArchivedGame {
  id: string;
  source: 'here' | 'import';
  rule: string | null;
  n: number | null;
  opening: string | null;
  result: 'black' | 'white' | 'draw' | null;
  reason: string | null;
  length: number;
  /** ms since the epoch (UTC); null when unknown. */
  playedAt: number | null;
  clock: { initialMs: number; incrementMs: number; days?: number } | null;
  black: string | null;
  white: string | null;
  /** A game played here: the public ids of the keys that held each colour (null: none). */
  blackId: string | null;
  whiteId: string | null;
  event: string | null;
  /** A game played here against the computer: the colour it played and its level. */
  computer: { color: 'black' | 'white'; level: number } | null;
  /** Plain points ("h8"); null for a pass. */
  moves: (string | null)[];
}

export interface ArchivePage {
  games: ArchivedGame[];
  next: string | null;
}

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; message: string };

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

function readComputer(v: unknown): ArchivedGame['computer'] {
  if (!isObject(v) || (v.color !== 'black' && v.color !== 'white')) return null;
  return { color: v.color, level: num(v.level) };
}

function readClock(v: unknown): ArchivedGame['clock'] {
  if (!isObject(v) || typeof v.initialMs !== 'number') return null;
  const days = typeof v.days === 'number' ? v.days : undefined;
  return { initialMs: num(v.initialMs), incrementMs: num(v.incrementMs), days };
}

export function readGame(v: unknown): ArchivedGame | null {
  if (!isObject(v) || typeof v.id !== 'string' || !Array.isArray(v.moves)) return null;
  const result =
    v.result === 'black' || v.result === 'white' || v.result === 'draw' ? v.result : null;
  return {
    id: v.id,
    source: v.source === 'here' ? 'here' : 'import',
    rule: strOrNull(v.rule),
    n: typeof v.n === 'number' ? v.n : null,
    opening: strOrNull(v.opening),
    result,
    reason: strOrNull(v.reason),
    length: num(v.length),
    playedAt: typeof v.playedAt === 'number' ? v.playedAt : null,
    clock: readClock(v.clock),
    black: strOrNull(v.black),
    white: strOrNull(v.white),
    blackId: isPublicId(v.blackId) ? v.blackId : null,
    whiteId: isPublicId(v.whiteId) ? v.whiteId : null,
    event: strOrNull(v.event),
    computer: readComputer(v.computer),
    moves: v.moves.map((m) => (typeof m === 'string' ? m : null)),
  };
}

export function readPage(v: unknown): ArchivePage | null {
  if (!isObject(v) || !Array.isArray(v.games)) return null;
  const games = v.games.map(readGame);
  if (games.some((g) => g === null)) return null;
  return { games: games as ArchivedGame[], next: strOrNull(v.next) };
}

export async function getJson<T>(url: string, read: (v: unknown) => T | null): Promise<Answer<T>> {
  try {
    const r = await fetch(url, { headers: { accept: 'application/json' } });
    const body: unknown = await r.json().catch(() => null);
    if (!r.ok) {
      const message = isObject(body) && typeof body.message === 'string' ? body.message : '';
      return { ok: false, status: r.status, message: message || `HTTP ${r.status}` };
    }
    const value = read(body);
    return value === null
      ? { ok: false, status: r.status, message: 'unexpected answer' }
      : { ok: true, value };
  } catch (e) {
    return { ok: false, status: 0, message: (e as Error).message };
  }
}

export const searchArchive = (query: string) => getJson(`/api/archive${query}`, readPage);
export const fetchArchived = (id: string) =>
  getJson(`/api/archive/${encodeURIComponent(id)}`, readGame);

export const RECORD_FORMATS = ['text', 'sgf', 'rif', 'psq'] as const;
export type RecordFormat = (typeof RECORD_FORMATS)[number];
export const recordUrl = (id: string, format: RecordFormat) =>
  `/api/archive/${encodeURIComponent(id)}/record?format=${format}`;
