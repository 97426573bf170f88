// Action dispatch: what a button of the page (its `data-act`) does to the state, and which action
// it sends. Pure apart from the state functions it calls, so it is unit-tested without a DOM; the
// page's click handler only reads the button and performs the returned effect.
import {
  type Confirmable,
  type OutAction,
  type State,
  cancelConfirm,
  clearOffers,
  confirmFoul,
  confirmPending,
  offerAction,
  offersReady,
  requestConfirmable,
  setInviteOpen,
  setOfferMode,
  setReplay,
  stepReplay,
} from './state';

/** What the page does after a button: send an action, copy a link, or only redraw. */
export type Effect = { send: OutAction } | { copy: 'invite' | 'seat' | 'watch' } | null;

const CONFIRMABLE: Record<string, Confirmable> = {
  resign: 'resign',
  abort: 'abort',
  pass: 'pass',
  'claim-draw': 'claim-draw',
  takeback: 'takeback',
  'draw-offer': 'draw-offer',
};

const SIMPLE: Record<string, OutAction> = {
  swap: { type: 'swap' },
  'draw-accept': { type: 'draw-accept' },
  'draw-decline': { type: 'draw-decline' },
  'takeback-accept': { type: 'takeback-accept' },
  'takeback-decline': { type: 'takeback-decline' },
  'claim-win': { type: 'claim', result: 'win' },
  rematch: { type: 'rematch' },
  publish: { type: 'publish' },
  berserk: { type: 'berserk' },
};

const send = (a: OutAction | null): Effect => (a ? { send: a } : null);

/** Runs the button `act` (with its `data-n`, for the move list). Unknown names do nothing. */
export function dispatchAct(s: State, act: string, n?: number): Effect {
  const simple = SIMPLE[act];
  if (simple) return { send: simple };
  const confirmable = CONFIRMABLE[act];
  if (confirmable) return send(requestConfirmable(s, confirmable));
  if (act.startsWith('confirm-') && act !== 'confirm-cancel' && act !== 'confirm-foul') {
    const what = CONFIRMABLE[act.slice('confirm-'.length)];
    return what && s.confirming === what ? send(requestConfirmable(s, what)) : null;
  }
  switch (act) {
    case 'confirm-cancel':
      cancelConfirm(s);
      return null;
    case 'confirm-foul':
      return send(confirmFoul(s).send);
    case 'declare':
      return { send: { type: 'declare', count: s.declareCount } };
    case 'send-offers':
      return offersReady(s) ? { send: offerAction(s) } : null;
    case 'clear-offers':
      clearOffers(s);
      return null;
    case 'offer-mode':
    case 'place-mode':
      setOfferMode(s, act === 'offer-mode');
      return null;
    case 'tap-confirm':
      return send(confirmPending(s).send);
    case 'replay-first':
      setReplay(s, 0);
      return null;
    case 'replay-prev':
    case 'replay-next':
      stepReplay(s, act === 'replay-prev' ? -1 : 1);
      return null;
    case 'replay-last':
      setReplay(s, Number.MAX_SAFE_INTEGER);
      return null;
    case 'replay-to':
      if (n !== undefined && Number.isFinite(n)) setReplay(s, n);
      return null;
    case 'invite-open':
    case 'invite-close':
      setInviteOpen(s, act === 'invite-open');
      return null;
    case 'copy-invite':
    case 'copy-seat':
    case 'copy-watch':
      return { copy: act.slice('copy-'.length) as 'invite' | 'seat' | 'watch' };
    default:
      return null;
  }
}
