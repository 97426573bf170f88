// What the player page and the leaderboard read from the server (docs/api.md, "Players and
// leaderboards"), read defensively: the answers are data from the network, and a field that is
// missing or of the wrong type leaves a sensible value rather than a broken page. Pure, for tests.
import type { ChallengeSettings } from '../player/quick';

export const SPEEDS = ['bullet', 'blitz', 'rapid', 'classical', 'correspondence'] as const;
export type Speed = (typeof SPEEDS)[number];

/** Above this deviation a rating is provisional (docs/ratings.md). */
export const PROVISIONAL_DEVIATION = 110;

export interface Tally {
  games: number;
  wins: number;
  draws: number;
  losses: number;
}

export interface SpeedRating extends Tally {
  speed: Speed;
  rating: number;
  deviation: number;
  provisional: boolean;
  lastRatedAt: number;
}

export interface Profile {
  publicId: string;
  name: string | null;
  ratings: SpeedRating[];
  results: Tally;
  computer: Tally;
}

export interface HistoryPoint {
  at: number;
  rating: number;
  deviation: number;
  gameId: string;
}

export interface ProfileGame {
  id: string;
  settings: ChallengeSettings;
  color: 'black' | 'white';
  opponent: { name: string | null; publicId: string | null } | { computer: number };
  result: { outcome: string; reason: string };
  moves: number;
  endedAt: number;
  rated: boolean;
  ratingChange: number | null;
}

export interface GamesPage {
  games: ProfileGame[];
  next: string | null;
}

export interface LeaderRow {
  rank: number;
  publicId: string;
  name: string | null;
  rating: number;
  deviation: number;
  games: number;
  lastRatedAt: number;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export const isSpeed = (v: unknown): v is Speed => (SPEEDS as readonly unknown[]).includes(v);

/** A public id as the server makes them: 16 lowercase hex digits (docs/ratings.md). */
export const isPublicId = (v: unknown): v is string =>
  typeof v === 'string' && /^[0-9a-f]{16}$/.test(v);

/** The player page of a public id; null for anything that is not one. */
export function playerPath(publicId: unknown): string | null {
  return isPublicId(publicId) ? `/player/${publicId}` : null;
}

/** The public id in a player page's address (/player/<id>), or null. */
export function publicIdOfPath(pathname: string): string | null {
  const m = /^\/player\/([^/]+)\/?$/.exec(pathname);
  return m && isPublicId(m[1]) ? m[1] : null;
}

/** A rating as the site writes it: whole points, "?" after a provisional one ("1500?"). */
export function ratingLabel(rating: number, provisional: boolean): string {
  return `${Math.round(rating)}${provisional ? '?' : ''}`;
}

/** A rating change with its sign: "+12", "−7" (a true minus sign), "±0". */
export function changeLabel(change: number): string {
  const n = Math.round(change);
  if (n > 0) return `+${n}`;
  if (n < 0) return `\u2212${-n}`;
  return '\u00b10';
}

function tally(v: unknown): Tally {
  const o = obj(v);
  return { games: num(o.games), wins: num(o.wins), draws: num(o.draws), losses: num(o.losses) };
}

function speedRating(v: unknown): SpeedRating | null {
  const o = obj(v);
  if (!isSpeed(o.speed) || typeof o.rating !== 'number') return null;
  const deviation = num(o.deviation);
  return {
    ...tally(o),
    speed: o.speed,
    rating: o.rating,
    deviation,
    provisional:
      typeof o.provisional === 'boolean' ? o.provisional : deviation > PROVISIONAL_DEVIATION,
    lastRatedAt: num(o.lastRatedAt),
  };
}

export function readProfile(v: unknown): Profile | null {
  const o = obj(v);
  if (!isPublicId(o.publicId)) return null;
  const ratings = list(o.ratings)
    .map(speedRating)
    .filter((r): r is SpeedRating => r !== null)
    .sort((a, b) => SPEEDS.indexOf(a.speed) - SPEEDS.indexOf(b.speed));
  return {
    publicId: o.publicId,
    name: str(o.name),
    ratings,
    results: tally(o.results),
    computer: tally(o.computer),
  };
}

export function readHistory(v: unknown): HistoryPoint[] | null {
  const o = obj(v);
  if (!Array.isArray(o.points)) return null;
  return o.points
    .map((p) => obj(p))
    .filter((p) => typeof p.at === 'number' && typeof p.rating === 'number')
    .map((p) => ({
      at: num(p.at),
      rating: num(p.rating),
      deviation: num(p.deviation),
      gameId: str(p.gameId) ?? '',
    }))
    .sort((a, b) => a.at - b.at);
}

function opponentOf(v: unknown): ProfileGame['opponent'] {
  const o = obj(v);
  if (typeof o.computer === 'number') return { computer: o.computer };
  return { name: str(o.name), publicId: isPublicId(o.publicId) ? o.publicId : null };
}

function profileGame(v: unknown): ProfileGame | null {
  const o = obj(v);
  const settings = obj(o.settings);
  if (typeof o.id !== 'string' || typeof settings.rule !== 'string') return null;
  const result = obj(o.result);
  return {
    id: o.id,
    settings: settings as unknown as ChallengeSettings,
    color: o.color === 'white' ? 'white' : 'black',
    opponent: opponentOf(o.opponent),
    result: { outcome: str(result.outcome) ?? 'draw', reason: str(result.reason) ?? '' },
    moves: num(o.moves),
    endedAt: num(o.endedAt),
    rated: o.rated === true,
    ratingChange: typeof o.ratingChange === 'number' ? o.ratingChange : null,
  };
}

export function readGamesPage(v: unknown): GamesPage | null {
  const o = obj(v);
  if (!Array.isArray(o.games)) return null;
  return {
    games: o.games.map(profileGame).filter((g): g is ProfileGame => g !== null),
    next: str(o.next),
  };
}

export function readLeaderboard(v: unknown): LeaderRow[] | null {
  const o = obj(v);
  if (!Array.isArray(o.players)) return null;
  return o.players
    .map((p) => obj(p))
    .filter((p) => isPublicId(p.publicId) && typeof p.rating === 'number')
    .map((p, i) => ({
      rank: typeof p.rank === 'number' ? p.rank : i + 1,
      publicId: p.publicId as string,
      name: str(p.name),
      rating: num(p.rating),
      deviation: num(p.deviation),
      games: num(p.games),
      lastRatedAt: num(p.lastRatedAt),
    }));
}

/** The address of a page of the key's games (`before` is the previous page's `next`). */
export function gamesUrl(
  publicId: string,
  against: 'people' | 'computer',
  before: string | null,
  limit = 20,
): string {
  const q = new URLSearchParams({ against, limit: String(limit) });
  if (before) q.set('before', before);
  return `/api/players/${publicId}/games?${q.toString()}`;
}

/**
 * Appends a page of games to those shown, leaving out any already there: a game that ended
 * between two pages may make the server's keyset page repeat nothing, but a list shown twice
 * by a double click must not show a game twice either.
 */
export function appendPage(shown: readonly ProfileGame[], page: GamesPage): ProfileGame[] {
  const seen = new Set(shown.map((g) => g.id));
  return [...shown, ...page.games.filter((g) => !seen.has(g.id))];
}

/** The speed of a clock as the server decides it (server/src/ratings/speed.h). */
export function speedOfClock(
  clock: { initial: number; increment: number } | { days: number } | null,
): Speed | null {
  if (!clock) return null;
  if ('days' in clock) return 'correspondence';
  const estimate = clock.initial + 40 * clock.increment;
  if (estimate < 180) return 'bullet';
  if (estimate < 480) return 'blitz';
  if (estimate < 1500) return 'rapid';
  return 'classical';
}

export const RANGE_CHOICES = [100, 200, 300, 500] as const;

/** The absolute range of ±delta around a rating, within what the server takes (1..4000). */
export function rangeAround(rating: number, delta: number): { min: number; max: number } {
  const r = Math.round(rating);
  return { min: Math.max(1, r - delta), max: Math.min(4000, r + delta) };
}
