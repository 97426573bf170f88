// Following one event from any page (docs/tournaments.md, "The pages"): its view from GET
// /api/tournaments/{id} with the player key (which fills in `you`) and from the lobby socket's
// `tournament` frames (hello with "tournament": id; at most one a second, with `you` null, so
// each frame is handed on with the last `you` and followed by a GET for ours). A frame carries the
// default selection (selection.ts): a page showing another page, round or boards page only takes
// it as the sign to ask its GET again. When no frame came for 3 s (a server without the frame, or
// a quiet event) the GET is asked again. The event page draws each view; the game page of an
// event's game follows it once the game is over. Both open the player's next game the same way:
// `openNewGame`, with a beep, once per game id.
import { openGameSocket } from '../game/socket';
import { tone } from '../lib/tone';
import { callApi } from '../player/api';
import { playerKey } from '../player/key';
import { type EventView, type You, readView } from './model';
import { gameToOpen, noteArrival, takeArrival } from './new-game';
import { DEFAULT_SELECTION, type Selection, isDefault, viewPath } from './selection';

const FALLBACK_MS = 3000;
const TICK_MS = 500;
const OPEN_DELAY_MS = 400;

export interface FollowHooks {
  /** A view, with the last known `you` when it came from a frame, and the selection it shows. */
  view(v: EventView, shown: Selection): void;
  /** The event does not exist (404). */
  missing?(): void;
  /** The GET failed (offline). */
  offline?(): void;
  /** Every half second, unless a GET was asked instead (the countdown). */
  tick?(): void;
  /** A `tournament` frame arrived. */
  frame?(): void;
}

export interface Following {
  /**
   * A view of the default selection the page got otherwise (the answer of an action): handed on
   * as the others when the page shows the default, else the GET is asked.
   */
  see(v: EventView): void;
  /** Asks the GET now. */
  refresh(): void;
  /** The selection asked for (the views handed on may still show the one before). */
  selection(): Selection;
  /** Shows `s` from now on: asks its GET now, and again after each frame. */
  select(s: Selection): void;
}

/** Follows event `id` until the page is left. */
export function followEvent(id: string, hooks: FollowHooks): Following {
  let you: You | null = null;
  let lastUpdate = 0;
  let loading = false;
  let again = false;
  let missing = false;
  let wanted = DEFAULT_SELECTION;

  const hand = (v: EventView, shown: Selection) => {
    lastUpdate = Date.now();
    if (v.you) you = v.you;
    hooks.view({ ...v, you }, shown);
  };

  const load = async () => {
    if (loading) {
      again = true;
      return;
    }
    loading = true;
    lastUpdate = Date.now();
    const asked = wanted;
    try {
      const a = await callApi('GET', viewPath(id, asked));
      if (a.status === 404) {
        missing = true;
        hooks.missing?.();
        return;
      }
      const v = readView(a.body);
      // An answer for a selection left meanwhile is dropped: the GET for the new one follows.
      if (v && asked === wanted) hand(v, asked);
    } catch {
      hooks.offline?.();
    } finally {
      loading = false;
      if (again) {
        again = false;
        void load();
      }
    }
  };

  // A view of the default selection, when the page shows another, would draw the wrong rows.
  const handDefault = (v: EventView) => {
    if (isDefault(wanted)) hand(v, DEFAULT_SELECTION);
    else void load();
  };

  void load();
  const proto = location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ignore = () => undefined;
  openGameSocket(
    `${proto}//${location.host}/api/lobby/socket`,
    {
      tournament(msg) {
        const v = readView(msg.d);
        if (!v || v.id !== id) return;
        if (isDefault(wanted)) hand({ ...v, you: null }, DEFAULT_SELECTION);
        hooks.frame?.();
        void load();
      },
      lobby: ignore,
      counts: ignore,
      'challenge-added': ignore,
      'challenge-removed': ignore,
      pong: ignore,
      error: ignore,
    },
    {
      hello: () => ({ player: playerKey(), tournament: id }),
      status: ignore,
    },
  );
  setInterval(() => {
    if (Date.now() - lastUpdate >= FALLBACK_MS && !missing) void load();
    else hooks.tick?.();
  }, TICK_MS);
  return {
    see: handDefault,
    refresh: () => void load(),
    selection: () => wanted,
    select(s) {
      wanted = s;
      void load();
    },
  };
}

/** A short beep (WebAudio, nothing to download); silent where the browser does not allow it. */
function beep(): void {
  try {
    const Ctx =
      window.AudioContext ??
      (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    tone(new Ctx(), 880, 0.15, 0.3);
    document.documentElement.dataset.beeped = String(
      Number(document.documentElement.dataset.beeped ?? 0) + 1,
    );
  } catch {
    // no sound: the page still opens the game
  }
}

function sessionStore(): Storage | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Opens `game` (the player's game in play, `you.game`) with a beep when it was not opened before
 * in this tab (new-game.ts); returns the id it opens, else null. `opened` is the page's memory.
 */
export function openNewGame(game: string | null, opened: Set<string>): string | null {
  const open = gameToOpen(game, opened, sessionStore());
  if (!open) return null;
  beep();
  setTimeout(() => {
    noteArrival(open, sessionStore());
    location.assign(`/g/${encodeURIComponent(open)}`);
  }, OPEN_DELAY_MS);
  return open;
}

/** Whether this page of `game` was opened by the event flow (new-game.ts, `takeArrival`). */
export function openedByEvent(game: string): boolean {
  return takeArrival(game, sessionStore());
}
