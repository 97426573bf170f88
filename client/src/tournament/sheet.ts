// An arena player's score sheet as the standings draw it (docs/tournaments.md, "Arena"): the
// server's text, one token per game ("2 2! 5*b 2* 0"), read into the points and the marks, so
// that a game whose berserk point counted stands out.
export interface SheetGame {
  /** The points, with `*` when doubled by fire, `!` when the win lit the fire. */
  text: string;
  /** The berserk point counted (the token's `b`). */
  berserk: boolean;
}

export function sheetGames(sheet: string | undefined): SheetGame[] {
  return (sheet ?? '')
    .split(' ')
    .filter((x) => x !== '')
    .map((x) => ({ text: x.replace('b', ''), berserk: x.includes('b') }));
}
