// The crosstable of a round-based event comes written by the server: each standings row's `cross`
// holds its cells, one per paired round, as FIDE crosstables print them (docs/api.md, "standings").
// A cell is the opponent's place, his colour letter and the result from the row's side ("5w1":
// against the player of place 5, moving first, won); in renju the TRF colour White, `w`, is the
// seat that moves first. A round without a game shows its bye alone: `+` the pairing-allocated
// bye (a win), `½` a half-point bye asked for, `0` a zero bye (absent), `–` a round robin's free
// round. The page only needs to know which bye such a cell is, to name it in the cell's title.
import type { ByeType } from './model';

const BYE_OF_MARK: Readonly<Record<string, ByeType>> = {
  '+': 'allocated',
  '½': 'half',
  '0': 'zero',
  '–': 'free',
};

/** The bye a cell shows, null for a game's cell (or a blank one). */
export function byeOfCell(cell: string): ByeType | null {
  return BYE_OF_MARK[cell] ?? null;
}

/** The row's cells for `rounds` paired rounds: a row shorter than that is blank at its end. */
export function rowCells(cross: readonly string[], rounds: number): string[] {
  return Array.from({ length: rounds }, (_, i) => cross[i] ?? '');
}
