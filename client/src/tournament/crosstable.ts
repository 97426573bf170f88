// The crosstable of a round-based event, built from its view: one row per player in the order of
// the standings, one cell per round. A cell is the opponent's row number, his colour letter and
// the result from the row's side, as FIDE crosstables print them ("5w1": against the player of
// row 5, moving first, won). In renju the TRF colour White, `w`, is the seat that moves first.
// A round without a game shows its bye: `+` the pairing-allocated bye (a win), `½` a half-point
// bye asked for, `0` a zero bye (absent), `–` a round robin's free round.
import type { Board, ByeType, EventView, PlayerRef } from './model';

export interface CrossRow extends PlayerRef {
  /** The row's number (1, 2, ...): what the other rows' cells call this player. */
  row: number;
  /** The shared place in the standings (1, 2, 2, 4); the starting rank before any standings. */
  rank: number;
  points: number | null;
  cells: string[];
  /** By round: the bye the cell shows, null for a game (or nothing). */
  byes: (ByeType | null)[];
}

/** What a bye's cell shows. */
export const BYE_MARK: Record<ByeType, string> = {
  allocated: '+',
  free: '–',
  half: '½',
  zero: '0',
};

/** The result letter of a board from one side: 1, ½, 0, + / − for forfeits, '' while pending. */
export function resultMark(board: Board, first: boolean): string {
  switch (board.result) {
    case 'first-wins':
      return first ? '1' : '0';
    case 'second-wins':
      return first ? '0' : '1';
    case 'draw':
      return '½';
    case 'first-wins-forfeit':
      return first ? '+' : '−';
    case 'second-wins-forfeit':
      return first ? '−' : '+';
    case 'double-forfeit':
      return '−';
    default:
      return '';
  }
}

/** The rows of the crosstable (empty for an arena, which has no rounds). */
export function buildCrosstable(view: EventView): CrossRow[] {
  if (view.config.format === 'arena') return [];
  // Rows by standing; players not in the standings yet (no complete round) by starting rank,
  // then by joining order.
  const rows: CrossRow[] = view.standings.map((s) => ({
    publicId: s.publicId,
    name: s.name,
    row: 0,
    rank: s.rank,
    points: s.points,
    cells: [],
    byes: [],
  }));
  const listed = new Set(rows.map((r) => r.publicId));
  const rest = view.players
    .filter((p) => !listed.has(p.publicId) && (p.rank > 0 || view.rounds.length === 0))
    .sort((a, b) => (a.rank || Infinity) - (b.rank || Infinity));
  for (const p of rest)
    rows.push({
      publicId: p.publicId,
      name: p.name,
      row: 0,
      rank: p.rank,
      points: null,
      cells: [],
      byes: [],
    });
  const rowOf = new Map<string, number>();
  rows.forEach((r, i) => {
    r.row = i + 1;
    rowOf.set(r.publicId, i + 1);
  });
  for (const r of rows) {
    r.byes = view.rounds.map((round) => {
      for (const b of round.boards)
        if (b.first?.publicId === r.publicId && (b.result === 'bye' || b.result === 'free'))
          return b.result === 'bye' ? 'allocated' : 'free';
      return round.byes.find((b) => b.player.publicId === r.publicId)?.type ?? null;
    });
    r.cells = view.rounds.map((round, i) => {
      const bye = r.byes[i];
      if (bye) return BYE_MARK[bye];
      for (const b of round.boards) {
        const first = b.first?.publicId === r.publicId;
        if (!first && b.second?.publicId !== r.publicId) continue;
        const opponent = first ? b.second : b.first;
        if (!opponent) return '';
        const at = rowOf.get(opponent.publicId);
        return `${at ?? '?'}${first ? 'w' : 'b'}${resultMark(b, first)}`;
      }
      return '';
    });
  }
  return rows;
}
