// The game page's one state object and the free functions that change it. Nothing here touches
// the DOM or the network: input handlers call these functions, socket messages feed them, and
// render(state) draws the result. The server decides everything about the rules; this file only
// reads what it sent (allowed actions, regions, forbidden points, symmetry classes).
import { inRegion, offsetPoint, pointIndex } from '../board/points';
import {
  type Allowed,
  type ActionType,
  type Color,
  type Decision,
  type EventData,
  type FoulKind,
  type Region,
  type SeatName,
  type PublishView,
  type ServerState,
  decisionsOfEvents,
  movesAfter,
  otherSeat,
} from './view';

export type Connection = 'connecting' | 'open' | 'closed';

/** An action as sent to the server (docs/api.md, "act for your seat"). */
export type OutAction =
  | { type: 'place' | 'choose'; point: string }
  | { type: 'offer'; points: string[] }
  | { type: 'declare'; count: number }
  | { type: 'claim'; result: 'win' | 'draw' }
  | {
      type:
        | 'swap'
        | 'pass'
        | 'resign'
        | 'abort'
        | 'draw-offer'
        | 'draw-accept'
        | 'draw-decline'
        | 'takeback'
        | 'takeback-accept'
        | 'takeback-decline'
        | 'rematch'
        | 'publish'
        | 'berserk';
    };

/** Something the page tells the player about their last try (refusals, hints). */
export type Notice =
  | { kind: 'symmetric'; point: string; twin: string }
  | { kind: 'offers-full'; count: number }
  | { kind: 'forbidden'; point: string; foul: string }
  | { kind: 'outside'; point: string; region: Region }
  | { kind: 'occupied'; point: string }
  | { kind: 'not-offered'; point: string }
  | { kind: 'declare-range'; min: number; max: number }
  /** The opponent swapped: this viewer now plays `color`. */
  | { kind: 'swapped'; color: Color; byOpponent: boolean }
  | { kind: 'draw-declined'; byOpponent: boolean }
  | { kind: 'takeback-declined'; byOpponent: boolean }
  | { kind: 'takeback-applied'; points: string[] }
  /** The opponent aborted the game (no result). */
  | { kind: 'aborted' }
  /** Joining through an invite did not give a seat: this viewer watches. */
  | { kind: 'join'; reason: 'used' | 'bad' }
  | { kind: 'server'; code: string; message: string; min?: number; max?: number }
  /** Already in the reader's language. */
  | { kind: 'info'; message: string };

/** Actions that need a second click because a misclick could cost the game. */
export type Confirmable = 'resign' | 'abort' | 'pass' | 'claim-draw' | 'draw-offer' | 'takeback';

export interface State {
  gameId: string;
  /** This viewer's seat secret (null for a spectator). */
  secret: string | null;
  invite: string | null;
  /** The seat this page speaks for, as the socket's `welcome` (or the join) said. */
  seatName: SeatName | null;
  /** The server's public state with every event applied (null before the first `state`). */
  server: ServerState | null;
  /** Server clock minus local clock, in ms (from `serverTime`). */
  offsetMs: number;
  conn: Connection;
  /** Number of reconnect attempts since the last successful `welcome`. */
  retries: number;

  // Board interaction
  hover: string | null;
  cursor: string;
  /** The keyboard cursor is shown once the board has been used from the keyboard. */
  cursorShown: boolean;
  /** Touch: the first tap picks the point, a second tap (or the confirm button) plays it. */
  tapToConfirm: boolean;
  tapPending: string | null;
  /** Offers placed on the board and not yet sent (the offer step). */
  draftOffers: string[];
  /** Taraguchi options step: the player switched to offering (option 2). */
  offerMode: boolean;
  declareCount: number;
  notice: Notice | null;
  /** A notice that stays until the page is left (why this viewer watches instead of playing). */
  joinNotice: Notice | null;
  confirming: Confirmable | null;
  /** fouls=lose: a click on a forbidden point asks first; the point and its foul. */
  foulConfirm: { point: string; foul: FoulKind } | null;
  /** The opening decisions (swaps, declarations, offers, the choice) in order. */
  decisions: Decision[];
  /** What the keyboard cursor is on, for screen readers (set when the cursor moves). */
  cursorMoved: boolean;
  /** Stones placed since the page last played a sound (the page drains it). */
  soundsDue: number;
  /** Actions sent and not yet acknowledged, by client id. */
  inFlight: Record<string, OutAction>;
  nextId: number;
  /**
   * Makes action ids unique across page loads: the server drops an action whose id this seat has
   * used before (idempotency), so a counter that restarts at a reload must not be the whole id.
   */
  idPrefix: string;

  // Viewer preferences (remembered in localStorage by the page)
  showForbidden: boolean;
  showNumbers: boolean;
  sound: boolean;
  /** A browser notification when it becomes this player's turn while the tab is hidden. */
  notify: boolean;

  /** Finished games: the number of moves shown (null = all). */
  replayAt: number | null;
  inviteOpen: boolean;
  /** The link whose copy button says "Copied" (invite, seat or watch). */
  copied: string | null;
}

/** Viewer preferences, remembered by the page. */
export type Preference = 'forbidden' | 'numbers' | 'tap' | 'sound' | 'notify';

/** How the page was opened: what initialState starts from. */
export interface Opening {
  gameId: string;
  secret: string | null;
  invite: string | null;
  inviteOpen?: boolean;
  idPrefix?: string;
  prefs?: Partial<Record<Preference, boolean>>;
}

export function initialState(
  gameId: string,
  secret: string | null,
  invite: string | null,
  more: Omit<Opening, 'gameId' | 'secret' | 'invite'> = {},
): State {
  const prefs = more.prefs ?? {};
  return {
    gameId,
    secret,
    invite,
    seatName: null,
    server: null,
    offsetMs: 0,
    conn: 'connecting',
    retries: 0,
    hover: null,
    cursor: 'h8',
    cursorShown: false,
    tapToConfirm: prefs.tap ?? false,
    tapPending: null,
    draftOffers: [],
    offerMode: false,
    declareCount: 1,
    notice: null,
    joinNotice: null,
    confirming: null,
    foulConfirm: null,
    decisions: [],
    cursorMoved: false,
    soundsDue: 0,
    inFlight: {},
    nextId: 1,
    idPrefix: more.idPrefix ?? '',
    showForbidden: prefs.forbidden ?? true,
    showNumbers: prefs.numbers ?? false,
    sound: prefs.sound ?? true,
    notify: prefs.notify ?? false,
    replayAt: null,
    inviteOpen: more.inviteOpen ?? false,
    copied: null,
  };
}

// --- what the state says ------------------------------------------------------------------------

export const you = (s: State): SeatName | null => s.server?.you ?? null;
export const isPlayer = (s: State): boolean => you(s) !== null;

export function colorOf(s: State, seat: SeatName): Color {
  return s.server?.seats[seat].color ?? (seat === 'opener' ? 'black' : 'white');
}

export function seatOfColor(s: State, c: Color): SeatName {
  return colorOf(s, 'opener') === c ? 'opener' : 'other';
}

/** What this viewer may do now (empty for spectators, while waiting, and after the end). */
export function myAllowed(s: State): Allowed[] {
  const me = you(s);
  if (!me || !s.server || s.server.status !== 'playing') return [];
  return s.server.game.allowed[me];
}

export function allowedOf(s: State, type: ActionType): Allowed | null {
  return myAllowed(s).find((a) => a.type === type) ?? null;
}

/** The seat that must act on the board now (null while waiting or after the end). */
export function toMove(s: State): SeatName | null {
  if (!s.server || s.server.status !== 'playing') return null;
  return s.server.game.toMove;
}

export const myTurn = (s: State): boolean => toMove(s) !== null && toMove(s) === you(s);

/** Server time now, from the local clock and the measured offset. */
export const serverNow = (s: State, localNow: number): number => localNow + s.offsetMs;

/** The colour of the next stone on the board: move k is Black's when k is odd. */
export function nextStoneColor(s: State): Color {
  return (s.server?.game.moves.length ?? 0) % 2 === 0 ? 'black' : 'white';
}

/** Which board step is active for this viewer: how a click on an empty point is read. */
export type BoardStep =
  | { kind: 'place'; allowed: Allowed }
  | { kind: 'offer'; allowed: Allowed }
  | { kind: 'choose'; allowed: Allowed }
  | { kind: 'none' };

export function boardStep(s: State): BoardStep {
  if (s.replayAt !== null) return { kind: 'none' };
  const place = allowedOf(s, 'place');
  const offer = allowedOf(s, 'offer');
  const choose = allowedOf(s, 'choose');
  if (choose) return { kind: 'choose', allowed: choose };
  if (offer && (s.offerMode || !place)) return { kind: 'offer', allowed: offer };
  if (place) return { kind: 'place', allowed: place };
  return { kind: 'none' };
}

export { inRegion };

export function occupied(s: State, p: string): boolean {
  return (s.server?.game.moves ?? []).some((m) => m.point === p);
}

// --- messages from the server -------------------------------------------------------------------

/** The socket's `welcome`: which seat it speaks for (null: a spectator). */
export function receiveWelcome(
  s: State,
  seat: SeatName | null,
  serverTime: number | null,
  localNow: number,
): void {
  s.conn = 'open';
  s.retries = 0;
  s.seatName = seat;
  if (s.secret && seat === null) s.secret = null; // the secret is not a seat of this game
  if (serverTime !== null) s.offsetMs = serverTime - localNow;
  if (s.server) s.server.you = seat;
}

/**
 * A full state arrived (`state` message or an HTTP answer). A state broadcast to every socket may
 * carry no `you`; the seat the socket was welcomed as stands then.
 */
export function receiveState(s: State, st: ServerState, localNow: number): void {
  const before = s.server;
  if (st.you === null && s.seatName !== null) st.you = s.seatName;
  else if (st.you !== null) s.seatName = st.you;
  s.server = st;
  if (st.serverTime > 0) s.offsetMs = st.serverTime - localNow;
  afterChange(s, before);
}

/**
 * An `event` with version v arrived. Returns false when it does not follow the version we hold
 * (a gap), or when the moves rebuilt from its events disagree with its move count: the caller
 * then asks for the full state.
 */
export function receiveEvent(s: State, v: number, e: EventData): boolean {
  const cur = s.server;
  if (!cur) return false;
  if (v <= cur.version) return true; // already seen (a resend after reconnect)
  if (v !== cur.version + 1) return false;
  const moves = movesAfter(cur.game.moves, e.events);
  if (moves.length !== e.game.moveCount) return false;
  const before = { ...cur };
  const movesBefore = cur.game.moves.length;
  const seats = { opener: { ...cur.seats.opener }, other: { ...cur.seats.other } };
  for (const seat of ['opener', 'other'] as const) {
    const c = e.seatColors[seat];
    if (c) seats[seat].color = c;
  }
  s.server = {
    ...cur,
    version: v,
    status: e.status,
    clock: e.clock,
    seats,
    ratings: e.ratings ?? cur.ratings,
    berserk: e.berserk ?? cur.berserk,
    game: { ...e.game, moves },
  };
  afterChange(s, before);
  s.decisions = [...s.decisions, ...decisionsOfEvents(e.events, movesBefore)];
  s.soundsDue += e.events.filter((x) => x.type === 'stone-placed').length;
  const said = eventNotice(s, e);
  if (said) s.notice = said;
  return true;
}

/** What an event tells this viewer in words, beyond the board: swaps, declined offers, takebacks. */
function eventNotice(s: State, e: EventData): Notice | null {
  const me = you(s);
  let out: Notice | null = null;
  for (const x of e.events) {
    const byOpponent = me !== null && x.seat !== null && x.seat !== me;
    if (x.type === 'swapped' && (byOpponent || !me)) {
      out = { kind: 'swapped', color: me ? colorOf(s, me) : 'black', byOpponent };
    } else if (x.type === 'draw-declined' && x.seat !== me) {
      out = { kind: 'draw-declined', byOpponent };
    } else if (x.type === 'takeback-declined' && x.seat !== me) {
      out = { kind: 'takeback-declined', byOpponent };
    } else if (x.type === 'takeback-applied') {
      out = { kind: 'takeback-applied', points: x.points };
    } else if (x.type === 'finished' && byOpponent && e.game.result?.reason === 'aborted') {
      out = { kind: 'aborted' };
    }
  }
  return out;
}

export function receivePresence(
  s: State,
  spectators: number,
  seats: Partial<Record<SeatName, { joined: boolean; connected: boolean; claimAt: number | null }>>,
): void {
  if (!s.server) return;
  s.server.spectators = spectators;
  for (const seat of ['opener', 'other'] as const) {
    const p = seats[seat];
    if (p) s.server.seats[seat] = { ...s.server.seats[seat], ...p };
  }
}

/** The socket went down (false) or is up and about to say hello (true). */
export function connectionChanged(s: State, up: boolean): void {
  s.conn = up ? 'connecting' : 'closed'; // 'open' once welcomed
  if (!up) s.retries++;
}

/** How joining through an invite went (POST /api/games/{id}/join). */
export type JoinOutcome =
  { kind: 'seat'; secret: string } | { kind: 'used' } | { kind: 'bad' } | { kind: 'missing' };

/** Joining gave this page a seat, or a notice saying why it watches instead. */
export function receiveJoin(s: State, outcome: JoinOutcome): void {
  if (outcome.kind === 'seat') s.secret = outcome.secret;
  else if (outcome.kind === 'used' || outcome.kind === 'bad') {
    s.joinNotice = { kind: 'join', reason: outcome.kind };
  }
}

/** The opening decisions read from the server's log (a reload, or after a gap). */
export function receiveDecisions(s: State, decisions: Decision[]): void {
  s.decisions = decisions;
}

/** A rematch exists elsewhere (a `redirect` this viewer does not follow): link to it. */
export function receiveRematchElsewhere(s: State, game: string): void {
  if (s.server) s.server.rematch.next = game;
}

export function receiveRematch(
  s: State,
  r: { opener: boolean; other: boolean; next: string | null },
): void {
  if (s.server) s.server.rematch = r;
}

export function receivePublish(s: State, p: PublishView): void {
  if (s.server) s.server.publish = p;
}

/** The server refused one of our actions (or a message). */
export function receiveError(s: State, id: string | null, code: string, message: string): void {
  const sent = id !== null ? s.inFlight[id] : undefined;
  if (id !== null) delete s.inFlight[id];
  const d = allowedOf(s, 'declare');
  if (code === 'bad-count' && sent?.type === 'declare' && d) {
    s.notice = { kind: 'declare-range', min: d.min, max: d.max };
  } else {
    s.notice = { kind: 'server', code, message };
  }
}

export function receiveAck(s: State, id: string): void {
  delete s.inFlight[id];
}

/** Clears what belonged to the step that has just ended. */
function afterChange(s: State, before: ServerState | null): void {
  const now = s.server!;
  const stepChanged =
    !before ||
    before.game.phase !== now.game.phase ||
    before.game.moves.length !== now.game.moves.length ||
    before.game.toMove !== now.game.toMove ||
    before.status !== now.status;
  if (stepChanged) {
    s.tapPending = null;
    s.confirming = null;
    s.foulConfirm = null;
    if (!allowedOf(s, 'offer')) {
      s.draftOffers = [];
      s.offerMode = false;
    }
    s.notice = null;
  }
  const declare = allowedOf(s, 'declare');
  if (declare && (s.declareCount < declare.min || s.declareCount > declare.max)) {
    s.declareCount = declare.min;
  }
  if (now.status !== 'finished') s.replayAt = null;
  if (now.status === 'playing' && before?.status === 'waiting') s.inviteOpen = false;
  // Once the second seat is taken the invite is spent (the page forgets its stored copy too).
  if (now.status !== 'waiting') s.invite = null;
}

// --- the player's input -------------------------------------------------------------------------

/**
 * What a click (or Enter) on point p would do, without doing it: the one answer behind the click,
 * the keyboard's Enter and the ghost stone under the pointer. Refusals that the server's data
 * already explains (taken, outside the region, forbidden under `reject`, a symmetric offer, a
 * point that is not offered) are known here without asking the server.
 */
export type Intent =
  /** Not this viewer's board step (spectator, opponent's turn, replay). */
  | { kind: 'none' }
  | { kind: 'refuse'; notice: Notice }
  /** The offer step: take back an offer drafted on p. */
  | { kind: 'withdraw' }
  /** The offer step: draft an offer on p; `sends` when it completes a single offer. */
  | { kind: 'draft'; sends: boolean }
  /** Place or choose; `foul` when p is forbidden for Black and playing it loses. */
  | { kind: 'play'; action: OutAction; color: Color; foul: FoulKind | null };

export function pointIntent(s: State, p: string): Intent {
  const step = boardStep(s);
  const st = s.server;
  if (step.kind === 'none' || !st) return { kind: 'none' };
  const forbiddenKind = st.game.forbidden.find((x) => x.point === p)?.kind ?? null;

  if (step.kind === 'choose') {
    if (!step.allowed.choices.includes(p)) {
      return { kind: 'refuse', notice: { kind: 'not-offered', point: p } };
    }
    return { kind: 'play', action: { type: 'choose', point: p }, color: 'black', foul: null };
  }
  if (step.kind === 'offer') {
    if (s.draftOffers.includes(p)) return { kind: 'withdraw' };
    if (occupied(s, p)) return { kind: 'refuse', notice: { kind: 'occupied', point: p } };
    if (st.fouls === 'reject' && forbiddenKind) {
      return { kind: 'refuse', notice: { kind: 'forbidden', point: p, foul: forbiddenKind } };
    }
    const classes = st.game.offerClasses;
    if (classes.length === 225) {
      const cls = classes[pointIndex(p)];
      const twin = s.draftOffers.find((q) => classes[pointIndex(q)] === cls);
      if (twin !== undefined) {
        return { kind: 'refuse', notice: { kind: 'symmetric', point: p, twin } };
      }
    }
    const count = step.allowed.count;
    if (s.draftOffers.length >= count) {
      return { kind: 'refuse', notice: { kind: 'offers-full', count } };
    }
    return { kind: 'draft', sends: count === 1 };
  }
  // place
  if (occupied(s, p)) return { kind: 'refuse', notice: { kind: 'occupied', point: p } };
  if (!inRegion(step.allowed.region, p)) {
    return { kind: 'refuse', notice: { kind: 'outside', point: p, region: step.allowed.region } };
  }
  const color = nextStoneColor(s);
  const foul = color === 'black' ? forbiddenKind : null;
  if (foul && st.fouls === 'reject') {
    return { kind: 'refuse', notice: { kind: 'forbidden', point: p, foul } };
  }
  return { kind: 'play', action: { type: 'place', point: p }, color, foul };
}

/** The ghost stone for p: where a click would put a stone or an offer (null elsewhere). */
export function ghostAt(s: State, p: string): { point: string; color: Color } | null {
  const intent = pointIntent(s, p);
  if (intent.kind === 'draft') return { point: p, color: 'black' };
  if (intent.kind === 'play') return { point: p, color: intent.color };
  return null;
}

/** What a click (or Enter) on point p does: an action to send, or only a change of the page. */
export type PointResult = { send: OutAction } | { send: null };

/** Does what pointIntent says for a click on p; the keyboard cursor follows the click. */
export function clickPoint(s: State, p: string, viaTouch = false): PointResult {
  const none: PointResult = { send: null };
  const intent = pointIntent(s, p);
  if (intent.kind === 'none') return none;
  s.cursor = p;
  s.notice = null;
  switch (intent.kind) {
    case 'refuse':
      s.notice = intent.notice;
      return none;
    case 'withdraw':
      s.draftOffers = s.draftOffers.filter((q) => q !== p);
      return none;
    case 'draft':
      s.draftOffers.push(p);
      // With one fifth move to offer, Black simply plays it.
      return intent.sends ? { send: offerAction(s) } : none;
    case 'play':
      if (!confirmTap(s, p, viaTouch)) return none;
      // Under fouls=lose a forbidden point loses at once: ask first, as for resigning.
      if (intent.foul) {
        s.foulConfirm = { point: p, foul: intent.foul };
        return none;
      }
      return { send: intent.action };
  }
}

/** The player confirmed playing the forbidden point (it loses). */
export function confirmFoul(s: State): PointResult {
  const f = s.foulConfirm;
  s.foulConfirm = null;
  if (!f || pointIntent(s, f.point).kind !== 'play') return { send: null };
  return { send: { type: 'place', point: f.point } };
}

/** Tap-then-confirm: the first tap on a point only marks it. */
function confirmTap(s: State, p: string, viaTouch: boolean): boolean {
  if (!viaTouch || !s.tapToConfirm) return true;
  if (s.tapPending === p) {
    s.tapPending = null;
    return true;
  }
  s.tapPending = p;
  return false;
}

/** The marked point of tap-then-confirm, played by the confirm button. */
export function confirmPending(s: State): PointResult {
  const p = s.tapPending;
  if (!p) return { send: null };
  return clickPoint(s, p, true);
}

export function offerAction(s: State): OutAction {
  return { type: 'offer', points: [...s.draftOffers] };
}

/** The offers are complete and may be sent. */
export function offersReady(s: State): boolean {
  const step = boardStep(s);
  return step.kind === 'offer' && s.draftOffers.length === step.allowed.count;
}

export function clearOffers(s: State): void {
  s.draftOffers = [];
  s.notice = null;
}

/** Taraguchi options step: switch between playing move 5 (option 1) and offering (option 2). */
export function setOfferMode(s: State, on: boolean): void {
  s.offerMode = on;
  s.draftOffers = [];
  s.tapPending = null;
  s.notice = null;
}

/** Sets the number to declare; anything but a whole number in range is refused with a notice. */
export function setDeclareCount(s: State, n: number): boolean {
  const d = allowedOf(s, 'declare');
  if (!d) return false;
  if (!Number.isInteger(n) || n < d.min || n > d.max) {
    s.notice = { kind: 'declare-range', min: d.min, max: d.max };
    return false;
  }
  s.declareCount = n;
  if (s.notice?.kind === 'declare-range') s.notice = null;
  return true;
}

/** Asks for confirmation first; returns the action once confirmed (a second call). */
export function requestConfirmable(s: State, what: Confirmable): OutAction | null {
  if (s.confirming !== what) {
    s.confirming = what;
    return null;
  }
  s.confirming = null;
  return confirmableAction(what);
}

function confirmableAction(what: Confirmable): OutAction {
  switch (what) {
    case 'resign':
      return { type: 'resign' };
    case 'abort':
      return { type: 'abort' };
    case 'pass':
      return { type: 'pass' };
    case 'draw-offer':
      return { type: 'draw-offer' };
    case 'takeback':
      return { type: 'takeback' };
    case 'claim-draw':
      return { type: 'claim', result: 'draw' };
  }
}

export function cancelConfirm(s: State): void {
  s.confirming = null;
  s.foulConfirm = null;
}

/** Registers an action about to be sent and returns its client id. */
export function track(s: State, a: OutAction): string {
  const id = `${s.idPrefix}a${s.nextId++}`;
  s.inFlight[id] = a;
  return id;
}

/** The opponent is gone long enough to claim the game. */
export function canClaim(s: State, localNow: number): boolean {
  const me = you(s);
  if (!me || !s.server || s.server.status !== 'playing') return false;
  const opp = s.server.seats[otherSeat(me)];
  return !opp.connected && opp.claimAt !== null && serverNow(s, localNow) >= opp.claimAt;
}

// --- keyboard -----------------------------------------------------------------------------------

/** Moves the keyboard cursor, staying on the board. */
export function moveCursor(s: State, dx: number, dy: number): void {
  s.cursor = offsetPoint(s.cursor, dx, dy);
  s.cursorShown = true;
  s.cursorMoved = true;
  s.hover = null;
}

/** Enter or Space on the board: plays at the cursor. */
export function playCursor(s: State): PointResult {
  s.cursorShown = true;
  return clickPoint(s, s.cursor);
}

/** The board got focus from the keyboard: show the cursor. Returns whether anything changed. */
export function showCursor(s: State): boolean {
  if (s.cursorShown || s.hover !== null) return false;
  s.cursorShown = true;
  return true;
}

/** The mouse moved over p (null: off the board). Returns whether anything changed. */
export function setHover(s: State, p: string | null): boolean {
  if (s.hover === p) return false;
  s.hover = p;
  return true;
}

/** Escape: drops a marked tap and a pending confirmation. */
export function cancelPending(s: State): void {
  s.tapPending = null;
  s.confirming = null;
  s.foulConfirm = null;
}

/** Whether a confirmation is open (Escape closes it; focus returns to the board after it). */
export const confirmOpen = (s: State): boolean => s.confirming !== null || s.foulConfirm !== null;

/** The number of move sounds due, and none after: the page plays them once. */
export function takeSounds(s: State): number {
  const n = s.soundsDue;
  s.soundsDue = 0;
  return s.sound ? n : 0;
}

// --- the page around the board --------------------------------------------------------------------

export function setPreference(s: State, name: Preference, on: boolean): void {
  if (name === 'forbidden') s.showForbidden = on;
  else if (name === 'numbers') s.showNumbers = on;
  else if (name === 'sound') s.sound = on;
  else if (name === 'notify') s.notify = on;
  else {
    s.tapToConfirm = on;
    s.tapPending = null;
  }
}

export function setInviteOpen(s: State, open: boolean): void {
  s.inviteOpen = open;
}

/** A link was copied: the invite's button says so. */
export function setCopied(s: State, which: string): void {
  s.copied = which;
}

// --- finished games: step through -----------------------------------------------------------------

export function totalMoves(s: State): number {
  return s.server?.game.moves.length ?? 0;
}

/** Shows the position after n moves (clamped); n = total returns to the end. */
export function setReplay(s: State, n: number): void {
  if (!s.server || s.server.status !== 'finished') return;
  const total = totalMoves(s);
  const k = Math.min(total, Math.max(0, n));
  s.replayAt = k === total ? null : k;
}

export function stepReplay(s: State, delta: number): void {
  setReplay(s, (s.replayAt ?? totalMoves(s)) + delta);
}
