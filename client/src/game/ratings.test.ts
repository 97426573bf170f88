// Rated play on the game page: the seats' names linked to their pages, and both seats' rating
// change at the end of a rated game, from the state or from the last event.
import { describe, expect, it } from 'vitest';
import { markup } from '../lib/markup';
import { makeGameT } from './i18n';
import { ratingsTemplate, seatNameLink } from './ratings';
import { receiveEvent } from './state';
import { type J, serverJson, stateWith } from './test-fixtures';
import { parseEvent } from './view';

const t = makeGameT('en');
const ANA = '3f9c0a1b2c3d4e5f';
const RATINGS = {
  speed: 'blitz',
  counted: true,
  reason: null,
  opener: { before: 1500, after: 1338, change: -162, deviation: 290, provisional: true },
  other: { before: 1500, after: 1662, change: 162, deviation: 290, provisional: true },
};
const seats = {
  opener: { color: 'black', joined: true, connected: true, name: 'Ana', publicId: ANA },
  other: { color: 'white', joined: true, connected: true, name: null, publicId: null },
};
const finished = { status: 'finished', result: { winner: 'other', reason: 'resign' } };

describe('seat names', () => {
  it('link a key with a public id to its page, and leave an empty seat alone', () => {
    const s = stateWith({}, { seats });
    expect(markup(seatNameLink(s, t, 'opener'))).toBe(
      `<a class="player-link" href="/player/${ANA}">Ana</a> · `,
    );
    expect(markup(seatNameLink(s, t, 'other'))).toBe('');
  });
  it('never link an id that is not one', () => {
    const bad = { ...seats, opener: { ...seats.opener, publicId: '../../api' } };
    expect(markup(seatNameLink(stateWith({}, { seats: bad }), t, 'opener'))).toBe('Ana · ');
  });
});

describe('the rating change at the end', () => {
  it('shows both seats from the state, with "?" on a provisional rating', () => {
    const s = stateWith(finished, { status: 'finished', rated: true, ratings: RATINGS, seats });
    const text = markup(ratingsTemplate(s, t));
    expect(text).toContain('Rated game, blitz');
    expect(text).toContain('Black (you): 1500 → 1338? (\u2212162)');
    expect(text).toContain('White (opponent): 1500 → 1662? (+162)');
  });
  it('shows nothing while the game goes on, or for a game that was not rated', () => {
    expect(markup(ratingsTemplate(stateWith({}, { rated: true, ratings: RATINGS }), t))).toBe('');
    expect(markup(ratingsTemplate(stateWith(finished, { status: 'finished' }), t))).toBe('');
  });
  it('says when the pair limit kept the game from counting', () => {
    const limited = {
      speed: 'rapid',
      counted: false,
      reason: 'pair-limit',
      opener: null,
      other: null,
    };
    const s = stateWith(finished, { status: 'finished', rated: true, ratings: limited });
    expect(markup(ratingsTemplate(s, t))).toContain('counts for nobody');
  });
  it('comes with the event that ends the game, for players and spectators alike', () => {
    for (const you of ['opener', null]) {
      const s = stateWith({}, { rated: true, seats, you });
      const game: J = { ...(serverJson(finished).game as J), moveCount: 0 };
      delete game.moves;
      const ev = parseEvent({
        action: { seat: 'opener', type: 'resign' },
        events: [{ type: 'finished' }],
        status: 'finished',
        clock: null,
        game,
        ratings: RATINGS,
        seats: { opener: { color: 'black' }, other: { color: 'white' } },
      });
      expect(receiveEvent(s, 6, ev)).toBe(true);
      expect(s.server?.ratings?.other?.after).toBe(1662);
      expect(s.server?.seats.opener.name).toBe('Ana');
      expect(markup(ratingsTemplate(s, t))).toContain('1500 → 1662? (+162)');
    }
  });
});
