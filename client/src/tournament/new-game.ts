// The event page opens the player's game by itself when `you.game` names a game it has not opened
// yet: once per game id, remembered for the tab's session (sessionStorage), so that coming back
// to the event page from that game (the Back button) does not throw the player into it again.

/** Where the ids already opened are kept (sessionStorage in the page, a Map in tests). */
export interface SeenStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const OPENED_STORAGE = 'renju.tournament.opened';
const KEEP = 50;

function readSeen(store: SeenStore | null): string[] {
  try {
    const v = JSON.parse(store?.getItem(OPENED_STORAGE) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The game to open now: `game` when it is set and was not opened before (it is then remembered),
 * else null. `memory` holds the ids of this page's life, for when storage is refused.
 */
export function gameToOpen(
  game: string | null,
  memory: Set<string>,
  store: SeenStore | null,
): string | null {
  if (!game || memory.has(game)) return null;
  const seen = readSeen(store);
  memory.add(game);
  if (seen.includes(game)) return null;
  try {
    store?.setItem(OPENED_STORAGE, JSON.stringify([...seen, game].slice(-KEEP)));
  } catch {
    // storage refused: the page's memory above still stops a second opening
  }
  return game;
}

/**
 * The game page opened by the event flow (`openNewGame`) knows it is the player's next game even
 * when that game is over before the page first sees it: a quick resignation, or a slow phone. The
 * flow leaves the id here just before it navigates; the page takes it once, so a later visit (the
 * Back button) is an ordinary look at a finished game.
 */
export const ARRIVING_STORAGE = 'renju.tournament.arriving';

export function noteArrival(game: string, store: SeenStore | null): void {
  try {
    store?.setItem(ARRIVING_STORAGE, game);
  } catch {
    // storage refused: the page then follows the event only once it has seen the game in play
  }
}

/** Whether the event flow opened `game` for this visit; the mark is used up either way. */
export function takeArrival(game: string, store: SeenStore | null): boolean {
  try {
    const arriving = store?.getItem(ARRIVING_STORAGE) ?? null;
    if (arriving === null) return false;
    store?.setItem(ARRIVING_STORAGE, '');
    return arriving === game;
  } catch {
    return false;
  }
}
