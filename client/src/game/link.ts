// What the address says: the game id from the path and the secrets from the fragment. Secrets
// travel only in the fragment (never sent to the server in a URL) and the seat secret is kept in
// localStorage per game, so a reload keeps the seat (docs/architecture.md, "Server <-> client").

/** What a game page was opened with. */
export interface PageLink {
  gameId: string;
  /** The player's own private secret, from `#seat=` or remembered from an earlier visit. */
  seat: string | null;
  /** An invite secret (`#invite=`) without a seat: to be exchanged for the second seat. */
  invite: string | null;
  /**
   * The invite of the player's own game, to show in the invite panel: `#seat=S&invite=I` (the
   * link the creating page opens) or remembered from an earlier visit.
   */
  ownInvite: string | null;
  /** `&new=1`: the game was just created here; open the invite panel. */
  isNew: boolean;
}

/** The minimal storage the page needs (localStorage in the browser, a Map in tests). */
export interface SeatStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const seatKey = (gameId: string): string => `renju.seat.${gameId}`;
export const inviteKey = (gameId: string): string => `renju.invite.${gameId}`;

/** "/g/abc123" -> "abc123"; null for any other path. */
export function gameIdFromPath(pathname: string): string | null {
  const m = /^\/g\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  return m ? m[1]! : null;
}

/** Parses "#seat=S&new=1" or "#invite=I" (order free, unknown keys ignored). */
export function parseFragment(hash: string): {
  seat: string | null;
  invite: string | null;
  isNew: boolean;
} {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const nonEmpty = (v: string | null) => (v && v.length > 0 ? v : null);
  return {
    seat: nonEmpty(params.get('seat')),
    invite: nonEmpty(params.get('invite')),
    isNew: params.get('new') === '1',
  };
}

/**
 * Reads the link and the remembered seat. A seat secret in the fragment wins and is remembered;
 * otherwise a remembered one is used. Returns null when the path is not a game page.
 */
export function readLink(pathname: string, hash: string, store: SeatStore): PageLink | null {
  const gameId = gameIdFromPath(pathname);
  if (!gameId) return null;
  const frag = parseFragment(hash);
  let seat = frag.seat;
  if (seat) store.setItem(seatKey(gameId), seat);
  else seat = store.getItem(seatKey(gameId));
  let ownInvite: string | null = null;
  if (frag.seat && frag.invite) {
    ownInvite = frag.invite;
    store.setItem(inviteKey(gameId), ownInvite);
  } else if (seat) {
    ownInvite = store.getItem(inviteKey(gameId));
  }
  return { gameId, seat, invite: seat ? null : frag.invite, ownInvite, isNew: frag.isNew };
}

/** Remembers the seat secret received after joining through an invite. */
export function rememberSeat(store: SeatStore, gameId: string, secret: string): void {
  store.setItem(seatKey(gameId), secret);
}

/** The absolute links a player shares or keeps. */
export const seatUrl = (origin: string, gameId: string, secret: string): string =>
  `${origin}/g/${gameId}#seat=${encodeURIComponent(secret)}`;
export const inviteUrl = (origin: string, gameId: string, secret: string): string =>
  `${origin}/g/${gameId}#invite=${encodeURIComponent(secret)}`;
export const watchUrl = (origin: string, gameId: string): string => `${origin}/g/${gameId}`;
