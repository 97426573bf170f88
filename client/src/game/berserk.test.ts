// Berserk on the game page: the button only for a seat the server lets berserk, gone while the
// request is in flight and once done; the mark for whichever seat berserked.
import { describe, expect, it } from 'vitest';
import { markup } from '../lib/markup';
import { berserkButton, berserkMark, canBerserk } from './berserk';
import { dispatchAct } from './actions';
import { makeGameT } from './i18n';
import { receiveEvent, track } from './state';
import { stateWith } from './test-fixtures';
import { parseEvent } from './view';

const t = makeGameT('en');
const berserk = (openerCan: boolean, otherDone = false, allowed = true) => ({
  allowed,
  opener: { berserk: false, can: openerCan },
  other: { berserk: otherDone, can: false },
});

describe('berserk', () => {
  it('offers the button to a seat that may berserk, and sends the action', () => {
    const s = stateWith({}, { berserk: berserk(true), event: 'ev1' });
    expect(canBerserk(s)).toBe(true);
    expect(markup(berserkButton(s, t))).toContain('data-act="berserk"');
    expect(dispatchAct(s, 'berserk')).toEqual({ send: { type: 'berserk' } });
    track(s, { type: 'berserk' });
    expect(canBerserk(s)).toBe(false); // in flight: not twice
  });

  it('has no button for a spectator, a game without berserk, or a seat that may not', () => {
    expect(canBerserk(stateWith({}, { berserk: berserk(true), you: null }))).toBe(false);
    expect(canBerserk(stateWith({}))).toBe(false);
    expect(canBerserk(stateWith({}, { berserk: berserk(true, false, false) }))).toBe(false);
    expect(canBerserk(stateWith({}, { berserk: berserk(false) }))).toBe(false);
    expect(canBerserk(stateWith({}, { berserk: berserk(true), status: 'finished' }))).toBe(false);
  });

  it('marks the seat that berserked, for both players', () => {
    const s = stateWith({}, { berserk: berserk(true, true) });
    expect(markup(berserkMark(s, t, 'other'))).toContain('Berserk');
    expect(markup(berserkMark(s, t, 'opener'))).toBe('');
  });

  it('follows the berserk of an event: the button goes after the first move', () => {
    const s = stateWith({}, { berserk: berserk(true) });
    const ok = receiveEvent(
      s,
      6,
      parseEvent({
        action: { seat: 'opener', type: 'place', point: 'h8' },
        events: [{ type: 'stone-placed', seat: 'opener', point: 'h8', color: 'black', move: 1 }],
        status: 'playing',
        clock: null,
        game: { moveCount: 1, status: 'playing', phase: 'main', toMove: 'other' },
        berserk: berserk(false),
      }),
    );
    expect(ok).toBe(true);
    expect(canBerserk(s)).toBe(false);
  });
});
