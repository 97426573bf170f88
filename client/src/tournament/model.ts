// The event as GET /api/tournaments/{id} and the lobby socket's `tournament` frame give it
// (docs/api.md, "Tournaments"), read defensively: a field of the wrong type reads as absent, so
// a newer server's additions or a half-filled view never break the page.

export type EventStatus = 'registering' | 'running' | 'finished';
export type Format = 'swiss' | 'round-robin' | 'double-round-robin' | 'arena';
export const FORMATS: readonly Format[] = ['swiss', 'round-robin', 'double-round-robin', 'arena'];
export type BoardResult =
  | 'pending'
  | 'first-wins'
  | 'second-wins'
  | 'draw'
  | 'first-wins-forfeit'
  | 'second-wins-forfeit'
  | 'double-forfeit'
  | 'bye'
  | 'free';

export interface PlayerRef {
  publicId: string;
  name: string | null;
}

export interface Entrant extends PlayerRef {
  rating: number;
  rank: number;
  status: 'active' | 'withdrawn' | 'paused' | 'removed';
  /** Swiss: the rounds he asked a half-point bye for. */
  halfByes?: number[];
  /** Arena only: joined and not left. */
  present?: boolean;
  /** Arena only: the game in play. */
  game?: string | null;
}

export interface Board {
  board: number;
  first: PlayerRef | null;
  second: PlayerRef | null;
  game: string | null;
  result: BoardResult;
}

/** A player without a game in a round (docs/api.md, "byes"). */
export type ByeType = 'allocated' | 'free' | 'half' | 'zero';
export const BYE_TYPES: readonly ByeType[] = ['allocated', 'free', 'half', 'zero'];

export interface Bye {
  player: PlayerRef;
  type: ByeType;
  points: number;
}

/** The round shown: its whole counts, and the selected page of its boards and of its byes. */
export interface Round {
  round: number;
  boardCount: number;
  byeCount: number;
  boards: Board[];
  /** The players of the round without a game: the boards' byes, asked and absent ones. */
  byes: Bye[];
}

export interface StandingRow extends PlayerRef {
  /** The row's number in the whole standings order, which the `cross` cells name. */
  place: number;
  rank: number;
  points: number;
  startRank: number;
  tieBreaks: number[];
  /** Round-based: the row's crosstable cells, one per paired round, written by the server. */
  cross: string[];
  // Arena only.
  performance?: number;
  games?: number;
  onFire?: boolean;
  sheet?: string;
  /** Games he berserked (the sheet marks those whose berserk point counted). */
  berserks?: number;
}

export interface ArenaGame {
  game: string;
  first: PlayerRef;
  second: PlayerRef;
}

export interface You {
  organiser: boolean;
  entered: boolean;
  status: string | null;
  game: string | null;
  /** The standings page holding the asking key, null when none. */
  page: number | null;
}

/** The whole lengths of the lists a view gives a page of. */
export interface Counts {
  players: number;
  standings: number;
  games: number;
}

export interface EventConfig {
  name: string;
  format: Format;
  rounds: number;
  durationMs: number;
  startsAt: number;
  playerLimit: number;
  isPrivate: boolean;
  tieBreaks: string[];
  rated: boolean;
  clock: { initialMs: number; incrementMs: number } | null;
  rule: string;
  n: number | null;
}

export interface EventView {
  id: string;
  status: EventStatus;
  config: EventConfig;
  organiser: string;
  serverTime: number;
  you: You | null;
  /** Rows per page of the paged lists. */
  perPage: number;
  /** The page of players, standings and an arena's games this view holds. */
  page: number;
  counts: Counts;
  players: Entrant[];
  pairedRounds: number;
  /** The round shown (by default the newest), null before the first pairing. */
  round: Round | null;
  totalRounds: number;
  completeRounds: number;
  standings: StandingRow[];
  games: ArenaGame[];
  startedAt: number | null;
  endsAt: number | null;
}

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const str = (v: unknown, d = ''): string => (typeof v === 'string' ? v : d);
const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

function ref(v: unknown): PlayerRef | null {
  const o = obj(v);
  if (typeof o.publicId !== 'string') return null;
  return { publicId: o.publicId, name: typeof o.name === 'string' ? o.name : null };
}

function config(v: unknown): EventConfig {
  const c = obj(v);
  const games = obj(c.games);
  const clock = obj(games.clock);
  const format = str(c.format) as Format;
  return {
    name: str(c.name),
    format: FORMATS.includes(format) ? format : 'swiss',
    rounds: num(c.rounds),
    durationMs: num(c.durationMs),
    startsAt: num(c.startsAt),
    playerLimit: num(c.playerLimit),
    isPrivate: c.private === true,
    tieBreaks: arr(c.tieBreaks).filter((t): t is string => typeof t === 'string'),
    rated: games.rated === true,
    clock:
      typeof clock.initialMs === 'number'
        ? { initialMs: clock.initialMs, incrementMs: num(clock.incrementMs) }
        : null,
    rule: str(games.rule, 'standard'),
    n: typeof games.n === 'number' ? games.n : null,
  };
}

const PER_PAGE = 50;
const positive = (v: unknown, d: number): number =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : d;

function readYou(v: unknown): You | null {
  if (v === null || v === undefined) return null;
  const you = obj(v);
  return {
    organiser: you.organiser === true,
    entered: you.entered === true,
    status: typeof you.status === 'string' ? you.status : null,
    game: typeof you.game === 'string' ? you.game : null,
    page: typeof you.page === 'number' && you.page > 0 ? you.page : null,
  };
}

function readPlayers(v: unknown): Entrant[] {
  return arr(v).flatMap((p): Entrant[] => {
    const r = ref(p);
    const q = obj(p);
    if (!r) return [];
    const status = str(q.status, 'active') as Entrant['status'];
    return [
      {
        ...r,
        rating: num(q.rating),
        rank: num(q.rank),
        status: typeof q.present === 'boolean' ? (q.present ? 'active' : 'withdrawn') : status,
        present: typeof q.present === 'boolean' ? q.present : undefined,
        game: typeof q.game === 'string' ? q.game : null,
        halfByes: arr(q.halfByes).filter((x): x is number => typeof x === 'number'),
      },
    ];
  });
}

function readBoard(v: unknown): Board {
  const x = obj(v);
  return {
    board: num(x.board),
    first: ref(x.first),
    second: ref(x.second),
    game: typeof x.game === 'string' ? x.game : null,
    result: str(x.result, 'pending') as BoardResult,
  };
}

function readBye(v: unknown): Bye[] {
  const x = obj(v);
  const player = ref(x.player);
  const type = str(x.type) as ByeType;
  if (!player || !BYE_TYPES.includes(type)) return [];
  return [{ player, type, points: num(x.points) }];
}

function readRound(v: unknown): Round | null {
  const q = obj(v);
  if (typeof q.round !== 'number') return null;
  const boards = arr(q.boards).map(readBoard);
  const byes = arr(q.byes).flatMap(readBye);
  return {
    round: q.round,
    boardCount: num(q.boardCount, boards.length),
    byeCount: num(q.byeCount, byes.length),
    boards,
    byes,
  };
}

/** The page's standings rows; a row without `place` is numbered from the page's first row. */
function readStandings(v: unknown, firstPlace: number): StandingRow[] {
  return arr(v).flatMap((s, i): StandingRow[] => {
    const r = ref(s);
    const q = obj(s);
    if (!r) return [];
    return [
      {
        ...r,
        place: positive(q.place, firstPlace + i),
        rank: num(q.rank),
        points: num(q.points),
        startRank: num(q.startRank),
        tieBreaks: arr(q.tieBreaks).map((x) => num(x)),
        cross: arr(q.cross).map((c) => str(c)),
        performance: typeof q.performance === 'number' ? q.performance : undefined,
        games: typeof q.games === 'number' ? q.games : undefined,
        onFire: q.onFire === true,
        sheet: typeof q.sheet === 'string' ? q.sheet : undefined,
        berserks: typeof q.berserks === 'number' ? q.berserks : undefined,
      },
    ];
  });
}

function readGames(v: unknown): ArenaGame[] {
  return arr(v).flatMap((g): ArenaGame[] => {
    const q = obj(g);
    const first = ref(q.first);
    const second = ref(q.second);
    return typeof q.game === 'string' && first && second ? [{ game: q.game, first, second }] : [];
  });
}

/** The view in `v`, or null when it is not an event (no id or no status). */
export function readView(v: unknown): EventView | null {
  const o = obj(v);
  const status = str(o.status) as EventStatus;
  if (typeof o.id !== 'string' || !['registering', 'running', 'finished'].includes(status))
    return null;
  const perPage = positive(o.perPage, PER_PAGE);
  const page = positive(o.page, 1);
  const players = readPlayers(o.players);
  const standings = readStandings(o.standings, (page - 1) * perPage + 1);
  const games = readGames(o.games);
  const counts = obj(o.counts);
  const round = readRound(o.round);
  return {
    id: o.id,
    status,
    config: config(o.config),
    organiser: str(o.organiser),
    serverTime: num(o.serverTime, Date.now()),
    you: readYou(o.you),
    perPage,
    page,
    // Without counts (an older server, a half-filled view) the page's lists are the whole lists.
    counts: {
      players: num(counts.players, players.length),
      standings: num(counts.standings, standings.length),
      games: num(counts.games, games.length),
    },
    players,
    pairedRounds: num(o.pairedRounds, round?.round ?? 0),
    round,
    totalRounds: num(o.totalRounds),
    completeRounds: num(o.completeRounds),
    standings,
    games,
    startedAt: typeof o.startedAt === 'number' ? o.startedAt : null,
    endsAt: typeof o.endsAt === 'number' ? o.endsAt : null,
  };
}

export const isArena = (v: EventView): boolean => v.config.format === 'arena';
