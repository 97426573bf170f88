// The analysis board's state and the only functions that change it. A position is a move list
// (passes included) and a cursor into it; the board holds no rules: the server's answer for each
// position (POST /api/analysis) says whose turn it is, whether the game is over, Black's forbidden
// points and what the engine thinks.

/** 'pass' or a point such as 'h8'. */
export type Move = string;
export type Side = 'black' | 'white';
export type Kind = 'double-three' | 'double-four' | 'overline';

export interface Over {
  winner: Side | null;
  reason: 'five' | 'overline' | 'foul' | 'two-passes' | 'full-board';
  move: number;
  point?: string;
  kind?: Kind;
}

export interface SearchAnswer {
  best: string | null;
  /** From the side to move's view. */
  score: number;
  mate: boolean;
  /** With `mate`: the side to move's moves to the five, negative when it loses. */
  mateIn?: number;
  depth: number;
  nodes: number;
  timeMs: number;
  pv: (string | null)[];
}

export interface SolveAnswer {
  side: Side;
  kind: 'vcf' | 'vct';
  verdict: 'win' | 'none' | 'unknown';
  /** Attacker, defender, ...; null = Black has no legal defence (a win by a foul). */
  line: (string | null)[];
  byFoul: boolean;
  nodes: number;
  timeMs: number;
}

/** What the engine in this browser found so far in one position (wasm/analysis.cpp). */
export interface LocalAnswer {
  toMove: Side;
  /** Slices run, and the nodes and engine time they took together. */
  steps: number;
  nodes: number;
  timeMs: number;
  nps: number;
  /** The analysis of this position has ended (a proven result, or its time was used up). */
  done: boolean;
  search: SearchAnswer | null;
  /** The best moves, best first (up to 3), each with its own search. */
  multipv: SearchAnswer[];
  /** The side to move's VCF, or its VCT when it has no VCF. */
  threat: SolveAnswer | null;
}

/** Where the engine's evaluation comes from: this browser, or the server. */
export type EngineSource = 'browser' | 'server';

/** What the server says of one position. */
export interface PositionInfo {
  moves: Move[];
  toMove: Side;
  over: Over | null;
  forbidden: { point: string; kind: Kind }[];
  search: SearchAnswer | null;
  solve: SolveAnswer | null;
}

export type Pending = 'idle' | 'waiting' | 'busy' | 'error';

export interface State {
  /** The line shown: the main line, or a variation branching off it. */
  line: Move[];
  /** The line that was opened (game, record, link). */
  main: Move[];
  /** Positions shown: 0 = empty board .. line.length. */
  at: number;
  /** The game it came from, for the way back. */
  gameId: string | null;
  /** Answers by position key (the moves before the cursor). */
  positions: Map<string, PositionInfo>;
  /** Engine answers by position key. */
  searches: Map<string, SearchAnswer>;
  /** The browser engine's answers by position key. */
  local: Map<string, LocalAnswer>;
  /** The browser engine is wanted (the switch), and whether it can run here. */
  localOn: boolean;
  localAvailable: boolean;
  evalState: Pending;
  evalError: string;
  /** The solver's last answer and the position it was for. */
  solve: { key: string; answer: SolveAnswer } | null;
  solving: 'vcf' | 'vct' | null;
  solveSide: Side;
  numbers: boolean;
  notice: string;
}

export function newState(line: Move[], at: number, gameId: string | null = null): State {
  return {
    line,
    main: [...line],
    at: clamp(at, 0, line.length),
    gameId,
    positions: new Map(),
    searches: new Map(),
    local: new Map(),
    localOn: true,
    localAvailable: true,
    evalState: 'idle',
    evalError: '',
    solve: null,
    solving: null,
    solveSide: line.length % 2 === 0 ? 'black' : 'white',
    numbers: true,
    notice: '',
  };
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, Number.isFinite(n) ? Math.trunc(n) : hi));
}

/** The moves before the cursor: the position shown. */
export function shown(s: State): Move[] {
  return s.line.slice(0, s.at);
}

/** The key of a position: its moves, as the server and the link write them. */
export function keyOf(moves: readonly Move[]): string {
  return moves.join(',');
}

export function currentKey(s: State): string {
  return keyOf(shown(s));
}

export function current(s: State): PositionInfo | undefined {
  return s.positions.get(currentKey(s));
}

/** Moves the cursor; the solver's line and the notice belong to the old position. */
export function goTo(s: State, at: number): boolean {
  const next = clamp(at, 0, s.line.length);
  if (next === s.at) return false;
  s.at = next;
  s.notice = '';
  s.solveSide = next % 2 === 0 ? 'black' : 'white';
  return true;
}

export function step(s: State, delta: number): boolean {
  return goTo(s, s.at + delta);
}

/** Where the line leaves the main line (0-based move index), or null while on it. */
export function branchPoint(s: State): number | null {
  const n = Math.min(s.line.length, s.main.length);
  for (let i = 0; i < n; i++) if (s.line[i] !== s.main[i]) return i;
  return s.line.length > s.main.length ? s.main.length : null;
}

export function backToMain(s: State): void {
  const branch = branchPoint(s);
  s.line = [...s.main];
  s.at = clamp(branch ?? s.at, 0, s.line.length);
  s.notice = '';
}

export type ClickResult =
  | { kind: 'played' }
  | { kind: 'stepped' }
  | { kind: 'refused'; reason: 'occupied' | 'forbidden' | 'over' | 'unknown'; kindOf?: Kind };

/**
 * A stone on `point` for the side to move: the next move of the line when it is that point; at
 * the end of the main line (an empty board too), a move that extends it; else a variation that
 * replaces the rest of the line. Refused on a stone, on a point forbidden for Black (the server's
 * list for this position), and once the game is over.
 */
export function play(s: State, point: string): ClickResult {
  const pos = current(s);
  if (!pos) return { kind: 'refused', reason: 'unknown' };
  if (pos.over) return { kind: 'refused', reason: 'over' };
  if (shown(s).includes(point)) return { kind: 'refused', reason: 'occupied' };
  if (pos.toMove === 'black') {
    const f = pos.forbidden.find((x) => x.point === point);
    if (f) return { kind: 'refused', reason: 'forbidden', kindOf: f.kind };
  }
  if (s.line[s.at] === point) {
    goTo(s, s.at + 1);
    return { kind: 'stepped' };
  }
  const extendsMain = branchPoint(s) === null && s.at === s.main.length;
  s.line = [...shown(s), point];
  if (extendsMain) s.main = [...s.line];
  goTo(s, s.at + 1);
  return { kind: 'played' };
}

/** Opens another line (a record, an empty board); what was known of positions stays. */
export function open(s: State, line: Move[], at: number, gameId: string | null): void {
  s.line = [...line];
  s.main = [...line];
  s.gameId = gameId;
  s.at = -1;
  goTo(s, at);
  s.solve = null;
}

/** The colour of the stone of move `index` (0-based): Black first, passes count. */
export function colorOfMove(index: number): Side {
  return index % 2 === 0 ? 'black' : 'white';
}

/** Whether the browser's engine analyses (else the server does). */
export function engineSource(s: State): EngineSource {
  return s.localOn && s.localAvailable ? 'browser' : 'server';
}

/**
 * Whether the position is still the start of the game: until each side has a stone there is
 * nothing to evaluate (an engine's number there only measures the first move's advantage).
 */
export function isStart(moves: readonly Move[]): boolean {
  return moves.filter((m) => m !== 'pass').length < 2;
}

/** The solver's line to draw, for the position shown (else none). */
export function shownSolve(s: State): SolveAnswer | null {
  return s.solve && s.solve.key === currentKey(s) ? s.solve.answer : null;
}
