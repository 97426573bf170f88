// The sentences the page shows: the one prompt that says who must do what, the result with its
// reason, the notices. Pure functions of the state and a translator, so they are unit-tested
// in both languages without a DOM.
import type { GameKey as Key, GameT as Translate } from './i18n';
import { type Notice, type State, allowedOf, boardStep, colorOf, you } from './state';
import type { Allowed, Color, EndReason, FoulKind, Region, SeatName } from './view';

const COLOR_KEY: Record<Color, Key> = { black: 'game.color.black', white: 'game.color.white' };
const STONE_KEY: Record<Color, Key> = { black: 'game.stone.black', white: 'game.stone.white' };
const FOUL_KEY: Record<FoulKind, Key> = {
  overline: 'game.foul.overline',
  'double-four': 'game.foul.doubleFour',
  'double-three': 'game.foul.doubleThree',
};
const REASON_KEY: Record<Exclude<EndReason, 'foul' | 'aborted'>, Key> = {
  five: 'game.reason.five',
  resign: 'game.reason.resign',
  time: 'game.reason.time',
  agreement: 'game.reason.agreement',
  'two-passes': 'game.reason.twoPasses',
  'full-board': 'game.reason.fullBoard',
  abandon: 'game.reason.abandon',
};

export const colorName = (t: Translate, c: Color): string => t(COLOR_KEY[c]);
export const foulName = (t: Translate, k: string): string =>
  k in FOUL_KEY ? t(FOUL_KEY[k as FoulKind]) : k;

/** "3×3" for a region; the centre and "any" have no size. */
export const regionSize = (r: Region): string =>
  r === 'center' || r === 'any' ? '' : r.replace('x', '×');

/** "Black (you)", "White (opponent)", or just "Black" for a spectator. */
export function whoLabel(s: State, t: Translate, seat: SeatName): string {
  const color = colorName(t, colorOf(s, seat));
  const computer = s.server?.computer;
  if (computer?.seat === seat) return t('game.who.computer', { color, level: computer.level });
  const me = you(s);
  if (!me) return color;
  return me === seat ? t('game.who.you', { color }) : t('game.who.opponent', { color });
}

/** Joins phrases: "a, b or c". */
function joinOr(t: Translate, parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return parts.slice(0, -1).join(t('game.listSep')) + t('game.or') + parts[parts.length - 1];
}

function placePhrase(t: Translate, a: Allowed, moveNumber: number): string {
  if (a.region === 'center' && moveNumber === 1) return t('game.step.placeCenter');
  const stone = t(STONE_KEY[moveNumber % 2 === 1 ? 'black' : 'white']);
  if (a.region === 'any') return t('game.step.placeAny', { n: moveNumber, stone });
  return t('game.step.placeRegion', { n: moveNumber, stone, size: regionSize(a.region) });
}

/** The phrases of what `seat` may do on the board now, as the server listed them. */
function stepPhrases(s: State, t: Translate, allowed: Allowed[], ownDraft: boolean): string[] {
  const moveNumber = (s.server?.game.moves.length ?? 0) + 1;
  const parts: string[] = [];
  // Offering is the one thing to do on the board (Yamaguchi, RIF, Soosõrv after the declaration)
  // unless a stone or a swap is allowed too (Taraguchi's fifth move).
  const onlyOffering = !allowed.some((a) => a.type === 'place' || a.type === 'swap');
  for (const a of allowed) {
    switch (a.type) {
      case 'swap':
        parts.push(t('game.step.swap'));
        break;
      case 'place':
        parts.push(placePhrase(t, a, moveNumber));
        break;
      case 'declare':
        parts.push(t('game.step.declare', { min: a.min, max: a.max }));
        break;
      case 'offer':
        if (a.count === 1) parts.push(t('game.step.offerOne'));
        // The count of offers placed once offering has begun, or when it is the only choice:
        // before Taraguchi's "offer instead", offering is one choice among others.
        else if (ownDraft && (onlyOffering || s.offerMode || s.draftOffers.length > 0))
          parts.push(t('game.step.offer', { count: a.count, placed: s.draftOffers.length }));
        else parts.push(t('game.step.offerStart', { count: a.count }));
        break;
      case 'choose':
        parts.push(t('game.step.choose', { count: a.choices.length }));
        break;
      default:
        break; // pass, resign, draw and takeback have their own buttons
    }
  }
  return parts;
}

/**
 * The one prompt: "Black (you): offer 10 fifth moves, no two symmetric — 3 of 10 placed".
 * Empty when the game is not being played (the result banner speaks then).
 */
export function promptText(s: State, t: Translate): string {
  const st = s.server;
  if (!st) return t('game.loading');
  if (st.status === 'waiting') return you(s) ? t('game.waiting.you') : t('game.waiting.watch');
  if (st.status === 'finished') return '';
  const g = st.game;
  const me = you(s);

  // A pending draw or takeback question is answered before anything else.
  const answering = (['opener', 'other'] as const).find((seat) =>
    g.allowed[seat].some((a) => a.type === 'draw-accept' || a.type === 'takeback-accept'),
  );
  if (answering && me === answering) {
    const isDraw = g.allowed[answering].some((a) => a.type === 'draw-accept');
    return `${whoLabel(s, t, answering)}: ${t(isDraw ? 'game.step.answerDraw' : 'game.step.answerTakeback')}`;
  }

  const seat = g.toMove;
  if (!seat) return '';
  let allowed = g.allowed[seat];
  const mine = seat === me;
  if (mine) {
    // When both placing and offering are open (Taraguchi's options), the prompt follows the mode.
    const step = boardStep(s);
    if (allowedOf(s, 'offer') && allowedOf(s, 'place')) {
      allowed = allowed.filter((a) => (step.kind === 'offer' ? a.type !== 'place' : true));
    }
  }
  const phrases = stepPhrases(s, t, allowed, mine);
  if (phrases.length === 0) return '';
  return `${whoLabel(s, t, seat)}: ${joinOr(t, phrases)}`;
}

/** "Black wins — five in a row", "You lose — Black played a forbidden point: ...", "Draw — ...". */
export function resultText(s: State, t: Translate): { title: string; reason: string } | null {
  const r = s.server?.game.result;
  if (!s.server || s.server.status !== 'finished' || !r) return null;
  const me = you(s);
  if (r.reason === 'aborted') return abortedText(s, t, r.abortedBy);
  let title: string;
  if (!r.winner) title = t('game.result.draw');
  else if (me) title = t(me === r.winner ? 'game.result.youWin' : 'game.result.youLose');
  else title = t('game.result.win', { color: colorName(t, r.winnerColor ?? colorOf(s, r.winner)) });
  const reason =
    r.reason === 'foul'
      ? t('game.reason.foul', { kind: foulName(t, r.foulKind ?? ''), point: r.foulPoint ?? '' })
      : t(REASON_KEY[r.reason]);
  return { title, reason };
}

/** An aborted game has no result: the title says so, the reason says who aborted it. */
function abortedText(
  s: State,
  t: Translate,
  by: SeatName | null,
): { title: string; reason: string } {
  const me = you(s);
  let reason: string;
  if (me && by) reason = t(me === by ? 'game.reason.abortedYou' : 'game.reason.abortedOpponent');
  else reason = t('game.reason.aborted', { color: by ? colorName(t, colorOf(s, by)) : '?' });
  return { title: t('game.result.aborted'), reason };
}

/** Refusals the page can say in the reader's language; others show the server's own message. */
const ERROR_KEY: Record<string, Key> = {
  'not-your-turn': 'game.error.notYourTurn',
  'not-allowed-now': 'game.error.notAllowedNow',
  occupied: 'game.error.occupied',
  'outside-region': 'game.error.outsideRegion',
  forbidden: 'game.error.forbidden',
  'symmetric-offer': 'game.error.symmetricOffer',
  'wrong-offer-count': 'game.error.wrongOfferCount',
  'opponent-present': 'game.error.opponentPresent',
  'rate-limited': 'game.error.rateLimited',
  'game-over': 'game.error.gameOver',
  'bad-count': 'game.error.badCount',
  'abort-too-late': 'game.error.abortTooLate',
  unavailable: 'game.error.unavailable',
};

export function noticeText(n: Notice, t: Translate): string {
  switch (n.kind) {
    case 'symmetric':
      return t('game.notice.symmetric', { point: n.point, twin: n.twin });
    case 'offers-full':
      return t('game.notice.offersFull', { count: n.count });
    case 'forbidden':
      return t('game.notice.forbidden', { point: n.point, kind: foulName(t, n.foul) });
    case 'outside':
      return n.region === 'center'
        ? t('game.notice.center')
        : t('game.notice.outside', { point: n.point, size: regionSize(n.region) });
    case 'occupied':
      return t('game.notice.occupied', { point: n.point });
    case 'not-offered':
      return t('game.notice.notOffered', { point: n.point });
    case 'declare-range':
      return t('game.notice.declareRange', { min: n.min, max: n.max });
    case 'swapped':
      return n.byOpponent
        ? t('game.notice.swappedYou', { color: colorName(t, n.color) })
        : t('game.notice.swapped');
    case 'draw-declined':
      return t(n.byOpponent ? 'game.notice.drawDeclined' : 'game.notice.drawDeclinedWatch');
    case 'takeback-declined':
      return t(n.byOpponent ? 'game.notice.takebackDeclined' : 'game.notice.takebackDeclinedWatch');
    case 'takeback-applied':
      return t('game.notice.takebackApplied', { points: n.points.join(t('game.listSep')) });
    case 'aborted':
      return t('game.notice.aborted');
    case 'join':
      return t(n.reason === 'used' ? 'game.join.used' : 'game.join.bad');
    case 'info':
      return n.message;
    case 'server': {
      const key = ERROR_KEY[n.code];
      return t('game.notice.server', { message: key ? t(key) : n.message });
    }
  }
}

/** The rule's name with its N ("Taraguchi-10"). */
export function ruleName(s: State, t: Translate): string {
  const st = s.server;
  if (!st) return '';
  const rule: Record<string, string> = {
    standard: t('game.rule.standard'),
    rif: t('game.rule.rif'),
    yamaguchi: t('game.rule.yamaguchi'),
    soosorv: t('game.rule.soosorv', { n: st.n }),
    taraguchi: t('game.rule.taraguchi', { n: st.n }),
  };
  return rule[st.rule] ?? st.rule;
}

/** What the game's settings add to the rule: fouls, takebacks. */
export function ruleSettings(s: State, t: Translate): string[] {
  const st = s.server;
  if (!st) return [];
  const parts = [t(st.fouls === 'lose' ? 'game.fouls.lose' : 'game.fouls.reject')];
  if (st.takebacks) parts.push(t('game.takebacks.on'));
  return parts;
}

/** "Taraguchi-10 · forbidden points are refused" */
export function ruleText(s: State, t: Translate): string {
  if (!s.server) return '';
  return [ruleName(s, t), ...ruleSettings(s, t)].join(' · ');
}
