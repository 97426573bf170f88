// The server's public state as the page reads it (docs/api.md `GET /api/games/{id}`, and the
// `state` / `event` messages of docs/protocol.md). `game` is the rules library's public state
// (rules/src/game_json.h); parseGame reads it defensively into typed values, so the rest of the
// page never touches raw JSON. No rules logic here: everything is read, nothing is decided.

import { type Color, type Region, formatPoint, normalizePoint } from '../board/points';

export type { Color, Region };
export { otherColor, pointIndex } from '../board/points';
export type SeatName = 'opener' | 'other';
export type FoulKind = 'overline' | 'double-four' | 'double-three';
export type EndReason =
  | 'five'
  | 'foul'
  | 'resign'
  | 'time'
  | 'agreement'
  | 'two-passes'
  | 'full-board'
  | 'abandon'
  | 'aborted';
export type ActionType =
  | 'place'
  | 'swap'
  | 'declare'
  | 'offer'
  | 'choose'
  | 'pass'
  | 'resign'
  | 'draw-offer'
  | 'draw-accept'
  | 'draw-decline'
  | 'takeback'
  | 'takeback-accept'
  | 'takeback-decline'
  | 'claim-win'
  | 'claim-draw'
  | 'flag'
  | 'abort';

export const SEATS: readonly SeatName[] = ['opener', 'other'];
export const otherSeat = (s: SeatName): SeatName => (s === 'opener' ? 'other' : 'opener');

/** One allowed action with its constraints (rules library AllowedAction). */
export interface Allowed {
  type: ActionType;
  region: Region;
  count: number;
  min: number;
  max: number;
  choices: string[];
}

export interface Move {
  number: number;
  color: Color;
  /** null for a pass */
  point: string | null;
}

export interface GameResult {
  winner: SeatName | null;
  winnerColor: Color | null;
  reason: EndReason;
  foulKind: FoulKind | null;
  foulPoint: string | null;
  /** reason 'aborted': the seat that aborted (the game has no result) */
  abortedBy: SeatName | null;
}

/** The rules library's public state. */
export interface RulesView {
  status: 'playing' | 'finished';
  phase: string;
  toMove: SeatName | null;
  /** What each seat may do now. */
  allowed: Record<SeatName, Allowed[]>;
  moves: Move[];
  /** Moves made (stones and passes); an event's state carries this but not the moves. */
  moveCount: number;
  offers: string[];
  declared: number | null;
  drawOfferBy: SeatName | null;
  takebackBy: SeatName | null;
  opening: { code: string; name: string } | null;
  forbidden: { point: string; kind: FoulKind }[];
  /** 225 symmetry-class ids (index = y * 15 + x; -1 = occupied) while Black may offer; else []. */
  offerClasses: number[];
  /** Colour of the opener's seat now. */
  openerColor: Color;
  result: GameResult | null;
}

export interface ClockView {
  initial: number;
  increment: number;
  remaining: Record<SeatName, number>;
  running: SeatName | null;
  /** Server time (epoch ms) at which `remaining` was read. */
  at: number;
}

export interface SeatView {
  color: Color;
  joined: boolean;
  connected: boolean;
  claimAt: number | null;
  /** The display name and public id of the key holding the seat (null: none, or the computer). */
  name: string | null;
  publicId: string | null;
}

/** One seat's rating change by a rated game (docs/api.md, `ratings`). */
export interface SeatRating {
  before: number;
  after: number;
  change: number;
  deviation: number;
  provisional: boolean;
}

/** What a rated game did to both seats' ratings; seats are null when it counted for nobody. */
export interface RatingsView {
  speed: string;
  counted: boolean;
  reason: string | null;
  opener: SeatRating | null;
  other: SeatRating | null;
}

export interface PublishView {
  public: boolean;
  opener: boolean;
  other: boolean;
}

/** Reads a `publish` object (the state's, or the `publish` message's). */
export function parsePublish(v: unknown): PublishView {
  const o = obj(v);
  return { public: bool(o.public), opener: bool(o.opener), other: bool(o.other) };
}

/** An arena's game: whether its arena allows berserk, and by seat whether it berserked and may now. */
export interface BerserkView {
  allowed: boolean;
  opener: { berserk: boolean; can: boolean };
  other: { berserk: boolean; can: boolean };
}

/** Reads a `berserk` object (the state's or an event's); null for a game that is not an arena's. */
export function parseBerserk(v: unknown): BerserkView | null {
  if (v === null || typeof v !== 'object') return null;
  const o = obj(v);
  const seat = (x: unknown) => ({ berserk: bool(obj(x).berserk), can: bool(obj(x).can) });
  return { allowed: bool(o.allowed), opener: seat(o.opener), other: seat(o.other) };
}

/** The server's full public state (docs/api.md). */
export interface ServerState {
  id: string;
  version: number;
  status: 'waiting' | 'playing' | 'finished';
  rule: string;
  n: number;
  fouls: 'reject' | 'lose';
  takebacks: boolean;
  clock: ClockView | null;
  seats: Record<SeatName, SeatView>;
  you: SeatName | null;
  spectators: number;
  rematch: { opener: boolean; other: boolean; next: string | null };
  /** In the archive once over (`public`), and each seat's agreement to publish a private game. */
  publish: PublishView;
  /** The seat the computer holds, and its level (games against the computer). */
  computer?: { seat: SeatName; level: number } | null;
  serverTime: number;
  /** The game counts for both keys' ratings when it ends. */
  rated: boolean;
  /** What the end did to the ratings: null until a rated game ends and is rated. */
  ratings: RatingsView | null;
  /** The tournament this game is a board of (its page is /t/<event>); null for none. */
  event: string | null;
  /** An arena's game: berserk (docs/tournaments.md); null for every other game. */
  berserk: BerserkView | null;
  game: RulesView;
}

// --- defensive readers -------------------------------------------------------------------------

type Json = Record<string, unknown>;
const obj = (v: unknown): Json =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {};
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const bool = (v: unknown): boolean => v === true;

export const asSeat = (v: unknown): SeatName | null => (v === 'opener' || v === 'other' ? v : null);
export const asColor = (v: unknown): Color | null => (v === 'black' || v === 'white' ? v : null);
const REGIONS: readonly Region[] = ['center', '3x3', '5x5', '7x7', '9x9', 'any'];
const asRegion = (v: unknown): Region => (REGIONS.includes(v as Region) ? (v as Region) : 'any');
const FOULS: readonly FoulKind[] = ['overline', 'double-four', 'double-three'];
const asFoul = (v: unknown): FoulKind | null =>
  FOULS.includes(v as FoulKind) ? (v as FoulKind) : null;
const REASONS: readonly EndReason[] = [
  'five',
  'foul',
  'resign',
  'time',
  'agreement',
  'two-passes',
  'full-board',
  'abandon',
  'aborted',
];

/** A point as the page writes it: lowercase "h8"; null for anything that is not a point. */
export function normPoint(v: unknown): string | null {
  if (typeof v === 'string') return normalizePoint(v);
  const o = obj(v);
  if (
    typeof o.x === 'number' &&
    typeof o.y === 'number' &&
    o.x >= 0 &&
    o.x < 15 &&
    o.y >= 0 &&
    o.y < 15
  ) {
    return formatPoint({ x: o.x, y: o.y });
  }
  return null;
}

function parseAllowed(v: unknown): Allowed | null {
  const o = obj(v);
  const type = str(o.type);
  if (!type) return null;
  return {
    type: type as ActionType,
    region: asRegion(o.region),
    count: num(o.count),
    min: num(o.min),
    max: num(o.max),
    choices: arr(o.choices ?? o.points)
      .map(normPoint)
      .filter((p): p is string => p !== null),
  };
}

function parseMove(v: unknown, i: number): Move {
  const o = obj(v);
  const number = num(o.move, i + 1);
  return {
    number,
    color: asColor(o.color) ?? (number % 2 === 1 ? 'black' : 'white'),
    point: normPoint(o.point),
  };
}

function parseResult(v: unknown): GameResult | null {
  if (v === null || v === undefined) return null;
  const o = obj(v);
  const reason = str(o.reason);
  return {
    winner: asSeat(o.winner),
    winnerColor: asColor(o.winnerColor),
    reason: REASONS.includes(reason as EndReason) ? (reason as EndReason) : 'five',
    foulKind: asFoul(obj(o.foul).kind ?? o.foulKind),
    foulPoint: normPoint(obj(o.foul).point ?? o.foulPoint),
    abortedBy: asSeat(o.abortedBy),
  };
}

/** Reads the rules library's public state. */
export function parseGame(v: unknown): RulesView {
  const o = obj(v);
  const allowedRaw = o.allowed;
  const allowed: Record<SeatName, Allowed[]> = { opener: [], other: [] };
  const toMove = asSeat(o.toMove);
  if (Array.isArray(allowedRaw)) {
    // A flat list concerns the seat to move.
    if (toMove)
      allowed[toMove] = allowedRaw.map(parseAllowed).filter((a): a is Allowed => a !== null);
  } else {
    for (const s of SEATS) {
      allowed[s] = arr(obj(allowedRaw)[s])
        .map(parseAllowed)
        .filter((a): a is Allowed => a !== null);
    }
  }
  const openingRaw = obj(o.opening);
  const opening =
    str(openingRaw.code) !== null
      ? { code: str(openingRaw.code)!, name: str(openingRaw.name) ?? '' }
      : null;
  const forbidden = arr(o.forbidden)
    .map((f) => {
      const fo = obj(f);
      const point = normPoint(fo.point);
      const kind = asFoul(fo.kind);
      return point && kind ? { point, kind } : null;
    })
    .filter((f): f is { point: string; kind: FoulKind } => f !== null);
  const declared = o.declared;
  const moves = arr(o.moves).map(parseMove);
  return {
    status: o.status === 'finished' ? 'finished' : 'playing',
    phase: str(o.phase) ?? 'main',
    toMove,
    allowed,
    moves,
    moveCount: num(o.moveCount, moves.length),
    offers: arr(o.offers)
      .map(normPoint)
      .filter((p): p is string => p !== null),
    declared: typeof declared === 'number' ? declared : null,
    drawOfferBy: asSeat(o.drawOffer ?? o.drawOfferBy),
    takebackBy: asSeat(o.takebackRequest ?? o.takebackBy),
    opening,
    forbidden,
    offerClasses: arr(o.offerClasses).map((c) => num(c, -1)),
    openerColor: asColor(obj(o.colors).opener) ?? 'black',
    result: parseResult(o.result),
  };
}

function parseClock(v: unknown): ClockView | null {
  if (v === null || v === undefined) return null;
  const o = obj(v);
  const rem = obj(o.remaining);
  return {
    initial: num(o.initial),
    increment: num(o.increment),
    remaining: { opener: num(rem.opener), other: num(rem.other) },
    running: asSeat(o.running),
    at: num(o.at),
  };
}

function parseSeatView(v: unknown, fallback: Color): SeatView {
  const o = obj(v);
  return {
    color: asColor(o.color) ?? fallback,
    joined: bool(o.joined),
    connected: bool(o.connected),
    claimAt: typeof o.claimAt === 'number' ? o.claimAt : null,
    name: str(o.name),
    publicId:
      typeof o.publicId === 'string' && /^[0-9a-f]{16}$/.test(o.publicId) ? o.publicId : null,
  };
}

function parseSeatRating(v: unknown): SeatRating | null {
  const o = obj(v);
  if (typeof o.before !== 'number' || typeof o.after !== 'number') return null;
  return {
    before: o.before,
    after: o.after,
    change: num(o.change, o.after - o.before),
    deviation: num(o.deviation),
    provisional: bool(o.provisional),
  };
}

/** Reads a `ratings` object (the state's, or the last event's); null when there is none. */
export function parseRatings(v: unknown): RatingsView | null {
  if (v === null || typeof v !== 'object') return null;
  const o = obj(v);
  return {
    speed: str(o.speed) ?? '',
    counted: bool(o.counted),
    reason: str(o.reason),
    opener: parseSeatRating(o.opener),
    other: parseSeatRating(o.other),
  };
}

/** Reads the full public state (the body of GET /api/games/{id}, or the `state` message). */
export function parseServerState(v: unknown): ServerState {
  const o = obj(v);
  const seats = obj(o.seats);
  const status = o.status === 'waiting' || o.status === 'finished' ? o.status : 'playing';
  const rematch = obj(o.rematch);
  return {
    id: str(o.id) ?? '',
    version: num(o.version),
    status,
    rule: str(o.rule) ?? 'standard',
    n: num(o.n),
    fouls: o.fouls === 'lose' ? 'lose' : 'reject',
    takebacks: bool(o.takebacks),
    clock: parseClock(o.clock),
    seats: {
      opener: parseSeatView(seats.opener, 'black'),
      other: parseSeatView(seats.other, 'white'),
    },
    you: asSeat(o.you),
    spectators: num(o.spectators),
    rematch: { opener: bool(rematch.opener), other: bool(rematch.other), next: str(rematch.next) },
    publish: parsePublish(o.publish),
    computer: parseComputer(o.computer),
    serverTime: num(o.serverTime),
    rated: bool(o.rated),
    ratings: parseRatings(o.ratings),
    event: str(o.event),
    berserk: parseBerserk(o.berserk),
    game: parseGame(o.game),
  };
}

function parseComputer(v: unknown): ServerState['computer'] {
  const c = obj(v);
  const seat = asSeat(c.seat);
  return seat ? { seat, level: num(c.level) } : null;
}

/** One rules event of an `event` message (rules/src/game_json.h, toJson(const Event&)). */
export interface RulesEvent {
  type: string;
  seat: SeatName | null;
  point: string | null;
  points: string[];
  color: Color | null;
  /** stone-placed, passed: the move's number. */
  move: number;
  /** takeback-applied: how many moves were undone. */
  moves: number;
  /** declared: the count. */
  count: number;
}

/** The data of an `event` message (docs/protocol.md). */
export interface EventData {
  action: {
    seat: SeatName | null;
    type: string;
    point: string | null;
    points: string[];
    count: number;
  };
  events: RulesEvent[];
  status: ServerState['status'];
  clock: ClockView | null;
  seatColors: Partial<Record<SeatName, Color>>;
  /** The end of a rated game: what it did to the ratings (else null). */
  ratings: RatingsView | null;
  /** An arena's game: berserk after the change (else null). */
  berserk: BerserkView | null;
  /** The state after the change, without its moves (`moves` is empty; `moveCount` is set). */
  game: RulesView;
}

export function parseEvent(v: unknown): EventData {
  const o = obj(v);
  const a = obj(o.action);
  const seats = obj(o.seats);
  const seatColors: Partial<Record<SeatName, Color>> = {};
  for (const s of SEATS) {
    const c = asColor(obj(seats[s]).color);
    if (c) seatColors[s] = c;
  }
  return {
    action: {
      seat: asSeat(a.seat),
      type: str(a.type) ?? '',
      point: normPoint(a.point),
      points: arr(a.points)
        .map(normPoint)
        .filter((p): p is string => p !== null),
      count: num(a.count),
    },
    events: arr(o.events).map((e) => {
      const eo = obj(e);
      return {
        type: str(eo.type) ?? '',
        seat: asSeat(eo.seat),
        point: normPoint(eo.point),
        points: arr(eo.points)
          .map(normPoint)
          .filter((p): p is string => p !== null),
        color: asColor(eo.color),
        move: num(eo.move),
        moves: num(eo.moves),
        count: num(eo.count),
      };
    }),
    status: o.status === 'waiting' || o.status === 'finished' ? o.status : 'playing',
    clock: parseClock(o.clock),
    seatColors,
    ratings: parseRatings(o.ratings),
    berserk: parseBerserk(o.berserk),
    game: parseGame(o.game),
  };
}

/**
 * The move list after an event: stones and passes are appended at their numbers, a takeback
 * removes the moves it undid. Bookkeeping of what the server reported, not rules.
 */
export function movesAfter(before: readonly Move[], events: readonly RulesEvent[]): Move[] {
  const moves = before.slice();
  for (const e of events) {
    if ((e.type === 'stone-placed' || e.type === 'passed') && e.move >= 1 && e.color) {
      moves.length = Math.min(moves.length, e.move - 1);
      moves.push({ number: e.move, color: e.color, point: e.type === 'passed' ? null : e.point });
    } else if (e.type === 'takeback-applied') {
      moves.length = Math.max(0, moves.length - e.moves);
    }
  }
  return moves;
}

/**
 * An opening decision between moves: a swap, a declaration, the offered fifth moves, White's
 * choice among them. `after` is the number of moves (stones and passes) made before it, so the
 * move list and the replay show it between the right moves.
 */
export type Decision =
  | { kind: 'swap'; after: number; seat: SeatName | null }
  | { kind: 'declare'; after: number; seat: SeatName | null; count: number }
  | { kind: 'offer'; after: number; seat: SeatName | null; points: string[] }
  | { kind: 'choose'; after: number; seat: SeatName | null; point: string };

/** The decisions that one event message reports, `movesBefore` moves into the game. */
export function decisionsOfEvents(events: readonly RulesEvent[], movesBefore: number): Decision[] {
  const out: Decision[] = [];
  let after = movesBefore;
  for (const e of events) {
    if (e.type === 'stone-placed' || e.type === 'passed') after = e.move;
    else if (e.type === 'swapped') out.push({ kind: 'swap', after, seat: e.seat });
    else if (e.type === 'declared')
      out.push({ kind: 'declare', after, seat: e.seat, count: e.count });
    else if (e.type === 'offered' && e.points.length > 1)
      out.push({ kind: 'offer', after, seat: e.seat, points: e.points });
    else if (e.type === 'chosen' && e.point)
      out.push({ kind: 'choose', after, seat: e.seat, point: e.point });
  }
  return out;
}

/**
 * The decisions of a whole game from the server's log (`GET .../record?format=json`). Takebacks
 * never reach back into the opening (docs/game-model.md), so counting the moves of the log up to
 * each decision places it exactly.
 */
export function decisionsOfLog(v: unknown): Decision[] {
  const out: Decision[] = [];
  let moves = 0;
  for (const entry of arr(obj(v).log)) {
    const a = obj(entry);
    const seat = asSeat(a.seat);
    const type = str(a.type);
    if (type === 'place' || type === 'pass') moves++;
    else if (type === 'swap') out.push({ kind: 'swap', after: moves, seat });
    else if (type === 'declare')
      out.push({ kind: 'declare', after: moves, seat, count: num(a.count) });
    else if (type === 'offer') {
      const points = arr(a.points)
        .map(normPoint)
        .filter((p): p is string => p !== null);
      // A single offered fifth move is move 5 at once (Taraguchi-1, Soosõrv-1).
      if (points.length > 1) out.push({ kind: 'offer', after: moves, seat, points });
      else moves++;
    } else if (type === 'choose') {
      const point = normPoint(a.point);
      if (point) out.push({ kind: 'choose', after: moves, seat, point });
      moves++;
    }
  }
  return out;
}
