// What part of an event the page shows (docs/api.md, `GET /api/tournaments/{id}?page=&round=&boards=`):
// the page of its players, standings and an arena's games, the round shown and the page of that
// round's boards. The default (page 1, the newest round, its first boards) is what the lobby
// socket's `tournament` frames carry, so only a page showing it can draw a frame as it comes.
export interface Selection {
  page: number;
  /** null: the newest paired round, whichever it is when the view is made. */
  round: number | null;
  boards: number;
}

export const DEFAULT_SELECTION: Selection = { page: 1, round: null, boards: 1 };

export const isDefault = (s: Selection): boolean =>
  s.page === 1 && s.round === null && s.boards === 1;

/** The GET's path for `s`: only what differs from the default goes into the query. */
export function viewPath(id: string, s: Selection): string {
  const query = new URLSearchParams();
  if (s.page !== 1) query.set('page', String(s.page));
  if (s.round !== null) query.set('round', String(s.round));
  if (s.boards !== 1) query.set('boards', String(s.boards));
  const q = query.toString();
  return `/api/tournaments/${encodeURIComponent(id)}${q ? `?${q}` : ''}`;
}

/**
 * `s` after `change`. Another round starts at its first page of boards; the newest round
 * (`newest`) is asked for as the default so that the page moves on to the next round once it is
 * paired, as the frames do.
 */
export function changeSelection(
  s: Selection,
  change: Partial<Selection>,
  newest: number,
): Selection {
  const next = { ...s, ...change };
  if (change.round !== undefined && change.round !== s.round) next.boards = change.boards ?? 1;
  if (next.round !== null && next.round >= newest) next.round = null;
  return next;
}

export interface Pager {
  page: number;
  pages: number;
  /** The page the previous / next button asks for, null when there is none. */
  prev: number | null;
  next: number | null;
}

/** The pager of `count` rows at `perPage` a page, showing `page` (which may be past the end). */
export function pagerOf(page: number, count: number, perPage: number): Pager {
  const pages = Math.max(1, Math.ceil(count / perPage));
  return {
    page,
    pages,
    prev: page > 1 ? Math.min(page - 1, pages) : null,
    next: page < pages ? page + 1 : null,
  };
}

/**
 * The change a pager's or a round's button asks for: its `data-page`, `data-boards` or
 * `data-round` (a positive whole number), null for any other button.
 */
export function changeOfButton(
  data: Readonly<Record<string, string | undefined>>,
): Partial<Selection> | null {
  for (const key of ['page', 'boards', 'round'] as const) {
    const n = Number(data[key]);
    if (data[key] !== undefined && Number.isInteger(n) && n > 0) return { [key]: n };
  }
  return null;
}
