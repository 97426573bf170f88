// The analysis board's address: /analysis?moves=h8,h9,i8&at=2 opens a position at a move;
// /analysis?game=<id>&at=12 opens a played game (its record is fetched). The address bar follows
// the board, so copying it shares what is shown.
import type { Move } from './state';

export interface Link {
  moves: Move[] | null;
  game: string | null;
  /** null = the end of the line. */
  at: number | null;
  /** The link names moves that are not a move list. */
  bad: boolean;
}

const POINT = /^[a-o](1[0-5]|[1-9])$/;
const GAME_ID = /^[0-9A-Za-z]{10}$/;

/** Reads a move list as the link writes it (commas, spaces, or points back to back). */
export function splitMoves(text: string): Move[] | null {
  const out: Move[] = [];
  for (const token of text
    .toLowerCase()
    .split(/[\s,;]+/)
    .filter(Boolean)) {
    if (token === 'pass' || token === '--') {
      out.push('pass');
      continue;
    }
    const parts = token.match(/[a-o]\d{1,2}/g);
    if (!parts || parts.join('') !== token || !parts.every((p) => POINT.test(p))) return null;
    out.push(...parts);
  }
  return out;
}

export function readLink(search: string): Link {
  const q = new URLSearchParams(search);
  const movesText = q.get('moves');
  const game = q.get('game');
  const atText = q.get('at');
  const at = atText !== null && /^\d{1,3}$/.test(atText) ? Number(atText) : null;
  const moves = movesText === null ? null : splitMoves(movesText);
  return {
    moves,
    game: game && GAME_ID.test(game) ? game : null,
    at,
    bad: (movesText !== null && moves === null) || (game !== null && !GAME_ID.test(game)),
  };
}

/** The query for a line and a cursor (with the game it came from, when there is one). */
export function linkQuery(moves: readonly Move[], at: number, game: string | null): string {
  const q = new URLSearchParams();
  if (game) q.set('game', game);
  if (moves.length) q.set('moves', moves.join(','));
  if (at !== moves.length) q.set('at', String(at));
  // Commas read better than %2C in a shared link, and are safe in a query.
  const text = q.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}
