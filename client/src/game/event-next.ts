// An event's game (`event` in its state, docs/tournaments.md "The pages"): once the game this
// page saw being played is over, a seat's page follows the event as the event page does
// (tournament/follow.ts) and opens the player's next game of it by itself, with the beep, when it
// is paired; when no game will come (the event is over, or the player was paused, withdrawn or
// removed, or left the arena) it goes back to the event's page. A page opened on a game already
// over does neither (the player came to look at it), unless the event flow opened it.
import { followEvent, openNewGame, openedByEvent } from '../tournament/follow';
import type { EventView } from '../tournament/model';
import type { Page } from './page';
import { you } from './state';

export type AfterGame = { open: string } | { back: true } | null;

/** What a seat's page does with a view of its event once game `gameId` is over. */
export function afterGame(v: EventView, gameId: string): AfterGame {
  const next = v.you?.game ?? null;
  if (next && next !== gameId) return { open: next };
  if (v.status === 'finished') return { back: true };
  if (v.you?.status && v.you.status !== 'active') return { back: true };
  return null;
}

/** Returns what the page calls after each drawing: it starts following when the game ends. */
export function nextEventGame(page: Page): () => void {
  // Opened by the event flow: the player's next game, followed even if it is over before the
  // page sees it in play (new-game.ts, `takeArrival`).
  let sawPlaying = openedByEvent(page.state.gameId);
  let following = false;
  let leaving = false;
  const opened = new Set<string>([page.state.gameId]);
  return () => {
    const st = page.state.server;
    if (!st?.event) return;
    if (st.status === 'playing') sawPlaying = true;
    if (following || !sawPlaying || st.status !== 'finished' || !you(page.state)) return;
    following = true;
    const event = st.event;
    page.el.root.dataset.following = event;
    followEvent(event, {
      view: (v) => {
        const step = afterGame(v, st.id);
        if (!step || leaving) return;
        if ('open' in step) {
          if (openNewGame(step.open, opened)) {
            leaving = true;
            page.el.root.dataset.opening = step.open;
          }
          return;
        }
        leaving = true;
        location.assign(`/t/${encodeURIComponent(event)}`);
      },
    });
  };
}
