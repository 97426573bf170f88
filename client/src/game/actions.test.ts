// The page's buttons, dispatched without a DOM.
import { describe, expect, it } from 'vitest';
import { dispatchAct } from './actions';
import { mv, stateWith } from './test-fixtures';
import { setOfferMode, clickPoint } from './state';

describe('dispatchAct', () => {
  it('sends the simple actions at once', () => {
    const s = stateWith({});
    expect(dispatchAct(s, 'swap')).toEqual({ send: { type: 'swap' } });
    expect(dispatchAct(s, 'claim-win')).toEqual({ send: { type: 'claim', result: 'win' } });
    expect(dispatchAct(s, 'no-such-button')).toBeNull();
  });

  it('asks before resigning; the confirm button sends, cancel forgets', () => {
    const s = stateWith({});
    expect(dispatchAct(s, 'resign')).toBeNull();
    expect(s.confirming).toBe('resign');
    expect(dispatchAct(s, 'confirm-pass')).toBeNull(); // not the question asked
    expect(dispatchAct(s, 'confirm-resign')).toEqual({ send: { type: 'resign' } });
    expect(s.confirming).toBeNull();
    dispatchAct(s, 'claim-draw');
    dispatchAct(s, 'confirm-cancel');
    expect(s.confirming).toBeNull();
    expect(dispatchAct(s, 'confirm-claim-draw')).toBeNull();
  });

  it('sends offers only when complete', () => {
    const s = stateWith({
      moves: mv(['h8', 'h9', 'i10', 'g10']),
      allowed: { opener: [{ type: 'offer', count: 2 }], other: [] },
    });
    setOfferMode(s, true);
    clickPoint(s, 'a1');
    expect(dispatchAct(s, 'send-offers')).toBeNull();
    clickPoint(s, 'o15');
    expect(dispatchAct(s, 'send-offers')).toEqual({
      send: { type: 'offer', points: ['a1', 'o15'] },
    });
    dispatchAct(s, 'clear-offers');
    expect(s.draftOffers).toEqual([]);
  });

  it('steps through a finished game and names the link to copy', () => {
    const s = stateWith(
      { status: 'finished', moves: mv(['h8', 'h9', 'i10']) },
      { status: 'finished' },
    );
    dispatchAct(s, 'replay-first');
    expect(s.replayAt).toBe(0);
    dispatchAct(s, 'replay-next');
    expect(s.replayAt).toBe(1);
    dispatchAct(s, 'replay-to', 2);
    expect(s.replayAt).toBe(2);
    dispatchAct(s, 'replay-last');
    expect(s.replayAt).toBeNull();
    expect(dispatchAct(s, 'copy-seat')).toEqual({ copy: 'seat' });
    dispatchAct(s, 'invite-open');
    expect(s.inviteOpen).toBe(true);
  });
});
