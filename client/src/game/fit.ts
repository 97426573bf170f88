// The board's size on phones. game.css sizes the board from the viewport's height minus what a
// phone needs beside it: upright, `--chrome` (404 px: site header, a two-row game header, both
// bars, a short prompt, two rows of controls) above and below the board; on its side,
// `--chrome-side` (96 px: both bars) in the board's column. When the page holds more than that (a
// full game header, a three-line prompt) the controls or the player's own bar would fall below the
// fold, so after drawing the page measures what it really needs and raises the figure by the
// overflow. It does not lower it again until the viewport changes: a board that grew and shrank
// with each prompt would move under the player's finger. From 900 px wide the side panel scrolls on
// its own and nothing is measured.

interface Layout {
  /** The CSS variable and its default in game.css. */
  name: '--chrome' | '--chrome-side';
  fallback: number;
  /** The lowest thing that must stay inside the viewport. */
  last: HTMLElement;
}

function layoutOf(controls: HTMLElement, bottomBar: HTMLElement): Layout | null {
  const media = (q: string) => window.matchMedia?.(q).matches ?? false;
  if (media('(min-width: 900px)')) return null;
  if (media('(orientation: landscape) and (max-height: 520px)'))
    return { name: '--chrome-side', fallback: 96, last: bottomBar };
  return { name: '--chrome', fallback: 404, last: controls };
}

/**
 * Raises the board's allowance to what the page needs now. `fresh` (after a resize: a phone
 * turned, or a full-page screenshot that briefly made the viewport as tall as the page) starts
 * again from the defaults instead of keeping what an earlier viewport needed.
 */
export function fitBoardToViewport(
  root: HTMLElement,
  board: HTMLElement,
  controls: HTMLElement,
  bottomBar: HTMLElement,
  fresh: boolean,
): void {
  const layout = layoutOf(controls, bottomBar);
  for (const name of ['--chrome', '--chrome-side'])
    if (fresh || name !== layout?.name) root.style.removeProperty(name);
  // Nothing to measure before game.css applies (it defines --chrome).
  if (!layout || !getComputedStyle(root).getPropertyValue('--chrome')) return;
  // Everything but the board, from the top of the page to the bottom of the last part: it does
  // not depend on the board's size, so one measure is enough.
  const boardHeight = board.getBoundingClientRect().height;
  const needed = Math.ceil(
    layout.last.getBoundingClientRect().bottom + window.scrollY - boardHeight + 4,
  );
  const current = Number.parseFloat(root.style.getPropertyValue(layout.name)) || layout.fallback;
  if (needed > current) root.style.setProperty(layout.name, `${needed}px`);
}
