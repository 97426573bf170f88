// The player key (issue 10, docs/lobby.md): made once in this browser (16 random bytes, base64url,
// 22 characters), kept in localStorage and sent in `Authorization: Player <key>` on API calls and
// as `"player"` in a socket's hello. Nothing else identifies a player. It is a credential: it
// never goes into a URL (the server would log the path) and never into the page's markup.

export const PLAYER_KEY_STORAGE = 'renju.player.key';

/** What the key needs of localStorage (a Map-like stand-in in tests). */
export interface KeyStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The server's shape of a key: 22 to 64 characters of [0-9A-Za-z_-]. */
export function validKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && /^[0-9A-Za-z_-]{22,64}$/.test(key);
}

/** 16 random bytes in base64url without padding (22 characters). */
export function makeKey(
  random: (bytes: Uint8Array) => void = (b) => crypto.getRandomValues(b),
): string {
  const bytes = new Uint8Array(16);
  random(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// When storage is refused (a private window's settings), the key lasts as long as the page.
let fallback: string | null = null;

function defaultStore(): KeyStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** This browser's key, made and stored on first use. A malformed stored value is replaced. */
export function playerKey(store: KeyStore | null = defaultStore()): string {
  try {
    const kept = store?.getItem(PLAYER_KEY_STORAGE);
    if (validKey(kept)) return kept;
  } catch {
    // storage refused: use the page's own key below
  }
  return setPlayerKey(fallback ?? makeKey(), store);
}

/** Replaces the key (reset, or a key copied from another device). Returns it. */
export function setPlayerKey(key: string, store: KeyStore | null = defaultStore()): string {
  fallback = key;
  try {
    store?.setItem(PLAYER_KEY_STORAGE, key);
  } catch {
    // storage refused: the key lasts for this page only
  }
  return key;
}

/** A new key in place of the old one: the old key's games stay the old key's. */
export function resetPlayerKey(store: KeyStore | null = defaultStore()): string {
  fallback = null;
  return setPlayerKey(makeKey(), store);
}

/** The header that names the player on an API call. */
export function playerAuth(store: KeyStore | null = defaultStore()): Record<string, string> {
  return { authorization: `Player ${playerKey(store)}` };
}
