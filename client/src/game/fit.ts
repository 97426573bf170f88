// The board's size on a desktop. From 900 px wide game.css makes the board's column as tall as the
// viewport minus `--chrome-desk` (220 px: the site header, the game header and both players' bars).
// A game header that wraps onto more rows would push the player's own bar below the fold, so after
// drawing the page measures what really surrounds the board and raises the figure. It does not
// lower it again until the viewport changes: a board that grew and shrank with each redraw would
// move under the pointer. Phones need nothing measured: upright the board takes the page's width
// and the page scrolls; on their side it takes the viewport's height.

const NAME = '--chrome-desk';
const FALLBACK = 220;

function measured(): boolean {
  const media = (q: string) => window.matchMedia?.(q).matches ?? false;
  return media('(min-width: 900px)') && !media('(orientation: landscape) and (max-height: 520px)');
}

/**
 * Raises the board's allowance to what the page needs now. `fresh` (after a resize, or a full-page
 * screenshot that briefly made the viewport as tall as the page) starts again from the default
 * instead of keeping what an earlier viewport needed.
 */
export function fitBoardToViewport(
  root: HTMLElement,
  board: HTMLElement,
  bottomBar: HTMLElement,
  fresh: boolean,
): void {
  if (fresh) root.style.removeProperty(NAME);
  // Nothing to measure before game.css applies (it defines the variable in the same media).
  if (!measured() || !getComputedStyle(root).getPropertyValue(NAME)) return;
  // Everything but the board, from the top of the page to the bottom of the player's bar: it does
  // not depend on the board's size, so one measure is enough.
  const boardHeight = board.getBoundingClientRect().height;
  const needed = Math.ceil(
    bottomBar.getBoundingClientRect().bottom + window.scrollY - boardHeight + 8,
  );
  const current = Number.parseFloat(root.style.getPropertyValue(NAME)) || FALLBACK;
  if (needed > current) root.style.setProperty(NAME, `${needed}px`);
}
