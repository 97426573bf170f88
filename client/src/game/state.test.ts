// The game page's state logic without a DOM: messages in, clicks in, prompts and actions out.
// Fixtures are shaped like the server's JSON (docs/api.md, rules/src/game_json.cpp).
import { describe, expect, it } from 'vitest';
import { makeGameT as makeT } from './i18n';
import { formatClock, nextTickMs, remainingNow } from './clock';
import { inviteKey, parseFragment, readLink, seatKey } from './link';
import { noticeText, promptText, resultText, ruleText } from './prompt';
import {
  boardStep,
  canClaim,
  clickPoint,
  confirmPending,
  initialState,
  moveCursor,
  offersReady,
  receiveError,
  receiveEvent,
  receiveState,
  receiveWelcome,
  requestConfirmable,
  setOfferMode,
  setReplay,
  stepReplay,
  track,
} from './state';
import { parseEvent, parseServerState, pointIndex } from './view';
import { type J, mv, serverJson, stateWith } from './test-fixtures';

const en = makeT('en');
const pt = makeT('pt');

describe('link', () => {
  it('reads seat, invite and new from the fragment', () => {
    expect(parseFragment('#seat=abc&new=1')).toEqual({ seat: 'abc', invite: null, isNew: true });
    expect(parseFragment('#invite=xyz')).toEqual({ seat: null, invite: 'xyz', isNew: false });
  });

  it('remembers the seat so that a reload without the fragment keeps it', () => {
    const m = new Map<string, string>();
    const store = {
      getItem: (k: string) => m.get(k) ?? null,
      setItem: (k: string, v: string) => void m.set(k, v),
    };
    const first = readLink('/g/aB3dE5gH7k', '#seat=S1&invite=I1&new=1', store);
    expect(first).toMatchObject({
      gameId: 'aB3dE5gH7k',
      seat: 'S1',
      invite: null,
      ownInvite: 'I1',
      isNew: true,
    });
    expect(m.get(seatKey('aB3dE5gH7k'))).toBe('S1');
    expect(m.get(inviteKey('aB3dE5gH7k'))).toBe('I1');
    const reload = readLink('/g/aB3dE5gH7k', '', store);
    expect(reload).toMatchObject({ seat: 'S1', ownInvite: 'I1', isNew: false });
    // Someone holding a seat who opens the invite link does not try to join again.
    expect(readLink('/g/aB3dE5gH7k', '#invite=I1', store)).toMatchObject({
      seat: 'S1',
      invite: null,
    });
    // A stranger with the invite link will join with it.
    const other = readLink('/g/aB3dE5gH7k', '#invite=I1', {
      getItem: () => null,
      setItem: () => {},
    });
    expect(other).toMatchObject({ seat: null, invite: 'I1' });
    expect(readLink('/rules', '', store)).toBeNull();
  });
});

describe('clock', () => {
  it('formats minutes, hours and tenths', () => {
    expect(formatClock(900_000)).toBe('15:00');
    expect(formatClock(2 * 86_400_000 + 7 * 3_600_000 + 59_000)).toBe('2d 07h');
    expect(formatClock(86_399_000)).toBe('23:59:59');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock(59_999)).toBe('0:59');
    expect(formatClock(9_450)).toBe('0:09.4');
    expect(formatClock(-5)).toBe('0:00.0');
  });

  it('counts down only the running clock and never below zero', () => {
    expect(remainingNow({ remainingMs: 10_000, running: true }, 2_500)).toBe(7_500);
    expect(remainingNow({ remainingMs: 10_000, running: false }, 2_500)).toBe(10_000);
    expect(remainingNow({ remainingMs: 1_000, running: true }, 5_000)).toBe(0);
  });

  it('waits until the shown text changes', () => {
    expect(nextTickMs(61_400)).toBe(405);
    expect(nextTickMs(9_450)).toBe(55);
  });
});

describe('reading the server state', () => {
  it('reads seats, clock, moves, forbidden points, result with its foul', () => {
    const st = parseServerState(
      serverJson(
        {
          status: 'finished',
          moves: mv(['h8', 'h9', 'i10']),
          forbidden: [{ point: 'j9', kind: 'double-three' }],
          opening: { code: '2D', name: 'Keigetsu' },
          result: {
            winner: 'other',
            winnerColor: 'white',
            reason: 'foul',
            foul: { kind: 'double-four', point: 'k11' },
          },
          colors: { opener: 'white', other: 'black' },
        },
        { status: 'finished' },
      ),
    );
    expect(st.game.moves.map((m) => `${m.number}${m.color[0]}${m.point}`)).toEqual([
      '1bh8',
      '2wh9',
      '3bi10',
    ]);
    expect(st.game.forbidden).toEqual([{ point: 'j9', kind: 'double-three' }]);
    expect(st.game.result).toEqual({
      winner: 'other',
      winnerColor: 'white',
      reason: 'foul',
      foulKind: 'double-four',
      foulPoint: 'k11',
      abortedBy: null,
    });
    expect(st.game.openerColor).toBe('white');
    expect(st.clock?.remaining.opener).toBe(291250);
  });
});

describe('action ids', () => {
  it('are unique per page load (the server ignores an id it has seen from this seat)', () => {
    const a = initialState('g', 's', null);
    a.idPrefix = 'x1-';
    const b = initialState('g', 's', null);
    b.idPrefix = 'y2-';
    const ida = track(a, { type: 'swap' });
    expect(ida).toBe('x1-a1');
    expect(a.inFlight[ida]).toEqual({ type: 'swap' });
    expect(track(b, { type: 'swap' })).not.toBe(ida);
    expect(track(a, { type: 'pass' })).toBe('x1-a2');
  });
});

describe('welcome', () => {
  it('keeps the welcomed seat when a broadcast state carries no `you`', () => {
    const s = initialState('aB3dE5gH7k', 'secret', null);
    receiveWelcome(s, 'other', 2000, 1000);
    expect(s.offsetMs).toBe(1000);
    receiveState(s, parseServerState(serverJson({}, { you: null })), 1000);
    expect(s.server!.you).toBe('other');
    const watcher = initialState('aB3dE5gH7k', null, null);
    receiveWelcome(watcher, null, null, 0);
    receiveState(watcher, parseServerState(serverJson({}, { you: null })), 0);
    expect(watcher.server!.you).toBeNull();
  });
});

/** An event's `game` as the server sends it: the state without its moves (docs/protocol.md). */
function eventGame(game: J): J {
  const g: J = { ...(serverJson(game).game as J) };
  delete g.moves;
  return g;
}

describe('events', () => {
  it('applies the next version and reports a gap', () => {
    const s = stateWith({});
    const ev = parseEvent({
      action: { seat: 'opener', type: 'place', point: 'h8' },
      events: [{ type: 'stone-placed', seat: 'opener', color: 'black', point: 'h8', move: 1 }],
      status: 'playing',
      clock: null,
      seats: { opener: { color: 'black' }, other: { color: 'white' } },
      game: eventGame({ moveCount: 1, toMove: 'other' }),
    });
    expect(receiveEvent(s, 7, ev)).toBe(false); // v5 -> v7: a gap
    expect(s.server!.version).toBe(5);
    expect(receiveEvent(s, 6, ev)).toBe(true);
    expect(s.server!.version).toBe(6);
    expect(s.server!.game.moves).toEqual([{ number: 1, color: 'black', point: 'h8' }]);
    expect(s.server!.game.toMove).toBe('other');
    expect(receiveEvent(s, 6, ev)).toBe(true); // a resend after reconnect changes nothing
    expect(s.server!.version).toBe(6);
    expect(s.server!.game.moves).toHaveLength(1);
  });

  it('rebuilds the moves from stones, passes and takebacks', () => {
    const s = stateWith({ moves: mv(['h8', 'h9', 'j10']), moveCount: 3 });
    const event = (events: J[], moveCount: number): ReturnType<typeof parseEvent> =>
      parseEvent({
        action: { seat: 'other', type: 'x' },
        events,
        status: 'playing',
        clock: null,
        seats: {},
        game: eventGame({ moveCount }),
      });
    expect(
      receiveEvent(s, 6, event([{ type: 'passed', seat: 'other', color: 'white', move: 4 }], 4)),
    ).toBe(true);
    expect(s.server!.game.moves.map((m) => m.point)).toEqual(['h8', 'h9', 'j10', null]);
    expect(s.server!.game.moves[3]!.color).toBe('white');
    const takeback = [
      { type: 'takeback-accepted', seat: 'opener' },
      { type: 'takeback-applied', seat: 'other', points: ['j10'], moves: 2 },
    ];
    expect(receiveEvent(s, 7, event(takeback, 2))).toBe(true);
    expect(s.server!.game.moves.map((m) => m.point)).toEqual(['h8', 'h9']);
    expect(
      receiveEvent(
        s,
        8,
        event([{ type: 'stone-placed', seat: 'opener', color: 'black', point: 'i9', move: 3 }], 3),
      ),
    ).toBe(true);
    expect(s.server!.game.moves.map((m) => m.point)).toEqual(['h8', 'h9', 'i9']);
  });

  it('asks for the full state when its moves disagree with the move count', () => {
    const s = stateWith({ moves: mv(['h8']), moveCount: 1 });
    const ev = parseEvent({
      action: { seat: 'other', type: 'place', point: 'h9' },
      events: [{ type: 'stone-placed', seat: 'other', color: 'white', point: 'h9', move: 2 }],
      status: 'playing',
      clock: null,
      seats: {},
      game: eventGame({ moveCount: 3 }),
    });
    expect(receiveEvent(s, 6, ev)).toBe(false);
    expect(s.server!.version).toBe(5);
    expect(s.server!.game.moves).toHaveLength(1);
  });

  it('follows colour changes from a swap', () => {
    const s = stateWith({});
    const ev = parseEvent({
      action: { seat: 'other', type: 'swap' },
      events: [],
      status: 'playing',
      clock: null,
      seats: { opener: { color: 'white' }, other: { color: 'black' } },
      game: eventGame({ colors: { opener: 'white', other: 'black' } }),
    });
    receiveEvent(s, 6, ev);
    expect(s.server!.seats.opener.color).toBe('white');
  });
});

describe('placing stones', () => {
  it('refuses points outside the allowed square, taken points and forbidden points', () => {
    const s = stateWith({
      phase: 'taraguchi-move',
      moves: mv(['h8']),
      toMove: 'opener',
      allowed: { opener: [{ type: 'place', region: '3x3' }, { type: 'swap' }], other: [] },
    });
    expect(clickPoint(s, 'k11').send).toBeNull();
    expect(noticeText(s.notice!, en)).toBe('k11 is outside the central 3×3 square.');
    expect(clickPoint(s, 'h8').send).toBeNull();
    expect(s.notice).toEqual({ kind: 'occupied', point: 'h8' });
    expect(clickPoint(s, 'i9').send).toEqual({ type: 'place', point: 'i9' });

    const b = stateWith({
      moves: mv(['h8', 'a1', 'i9', 'a2']),
      forbidden: [{ point: 'j10', kind: 'double-three' }],
    });
    expect(clickPoint(b, 'j10').send).toBeNull();
    expect(noticeText(b.notice!, en)).toBe('j10 is forbidden for Black (double-three).');
    expect(noticeText(b.notice!, pt)).toBe('j10 é proibido para as Pretas (três-três).');
    // Under fouls=lose the point may be played (and loses), after a confirmation.
    const lose = stateWith(
      { moves: mv(['h8', 'a1', 'i9', 'a2']), forbidden: [{ point: 'j10', kind: 'double-three' }] },
      { fouls: 'lose' },
    );
    expect(clickPoint(lose, 'j10').send).toBeNull(); // asks first (decisions.test.ts)
    expect(lose.foulConfirm).toEqual({ point: 'j10', foul: 'double-three' });
  });

  it('does nothing for a spectator or out of turn', () => {
    const spectator = stateWith({}, { you: null });
    expect(clickPoint(spectator, 'h8').send).toBeNull();
    expect(boardStep(spectator).kind).toBe('none');
    const waiting = stateWith({
      toMove: 'other',
      allowed: { opener: [{ type: 'resign' }], other: [] },
    });
    expect(clickPoint(waiting, 'h8').send).toBeNull();
  });

  it('asks for a second tap on touch screens when tap-then-confirm is on', () => {
    const s = stateWith({});
    s.tapToConfirm = true;
    expect(clickPoint(s, 'h8', true).send).toBeNull();
    expect(s.tapPending).toBe('h8');
    expect(clickPoint(s, 'h8', true).send).toEqual({ type: 'place', point: 'h8' });
    clickPoint(s, 'g7', true);
    expect(confirmPending(s).send).toEqual({ type: 'place', point: 'g7' });
    // A mouse click plays at once.
    expect(clickPoint(s, 'g7').send).toEqual({ type: 'place', point: 'g7' });
  });

  it('moves the keyboard cursor inside the board', () => {
    const s = stateWith({});
    moveCursor(s, -1, 1);
    expect(s.cursor).toBe('g9');
    for (let i = 0; i < 20; i++) moveCursor(s, 1, -1);
    expect(s.cursor).toBe('o1');
  });
});

describe('offers', () => {
  // Classes: g9 and j10 share class 1 (a symmetric pair), every other empty point its own.
  const classes = Array.from({ length: 225 }, (_, i) => 100 + i);
  classes[pointIndex('g9')] = 1;
  classes[pointIndex('j10')] = 1;
  const offering = {
    phase: 'taraguchi-options',
    moves: mv(['h8', 'h9', 'i10', 'g10']),
    toMove: 'opener',
    allowed: {
      opener: [
        { type: 'place', region: '9x9' },
        { type: 'swap' },
        { type: 'offer', count: 3 },
        { type: 'resign' },
      ],
      other: [{ type: 'resign' }],
    },
    offerClasses: classes,
  };

  it('starts in option 1 and switches to offering, counting the offers only then', () => {
    const s = stateWith(offering);
    expect(boardStep(s).kind).toBe('place');
    // Before the player chose to offer, offering is one choice among three: no count yet.
    expect(promptText(s, en)).toBe(
      'Black (you): place move 5, a black stone, inside the central 9×9 square, swap colours or ' +
        'offer 3 fifth moves, no two symmetric',
    );
    expect(promptText(s, pt)).toBe(
      'Pretas (você): jogue o lance 5, uma pedra preta, dentro do quadrado central de 9×9, ' +
        'troque de cor ou ofereça 3 quintas jogadas, sem duas simétricas',
    );
    expect(promptText(stateWith(offering, { you: 'other' }), en)).toBe(
      'Black (opponent): place move 5, a black stone, inside the central 9×9 square, swap ' +
        'colours or offer 3 fifth moves, no two symmetric',
    );
    setOfferMode(s, true);
    expect(boardStep(s).kind).toBe('offer');
    expect(promptText(s, en)).toBe(
      'Black (you): swap colours or offer 3 fifth moves, no two symmetric — 0 of 3 placed',
    );
  });

  it('counts the offers once the first is placed where offering is the only way on', () => {
    const s = stateWith({
      ...offering,
      allowed: { opener: [{ type: 'swap' }, { type: 'offer', count: 3 }], other: [] },
    });
    expect(promptText(s, en)).toBe(
      'Black (you): swap colours or offer 3 fifth moves, no two symmetric',
    );
    clickPoint(s, 'a1');
    expect(promptText(s, en)).toBe(
      'Black (you): swap colours or offer 3 fifth moves, no two symmetric — 1 of 3 placed',
    );
  });

  it('refuses a symmetric offer with the reason, withdraws, and is ready at the count', () => {
    const s = stateWith(offering);
    setOfferMode(s, true);
    expect(clickPoint(s, 'g9').send).toBeNull();
    expect(clickPoint(s, 'j10').send).toBeNull();
    expect(s.draftOffers).toEqual(['g9']);
    expect(noticeText(s.notice!, en)).toBe(
      'j10 is symmetric to g9, which you already offered. Choose another point.',
    );
    clickPoint(s, 'a1');
    expect(promptText(s, en)).toContain('2 of 3 placed');
    expect(offersReady(s)).toBe(false);
    clickPoint(s, 'o15');
    expect(offersReady(s)).toBe(true);
    expect(clickPoint(s, 'b2').send).toBeNull();
    expect(s.notice).toEqual({ kind: 'offers-full', count: 3 });
    clickPoint(s, 'a1'); // withdraw
    expect(s.draftOffers).toEqual(['g9', 'o15']);
    clickPoint(s, 'j10'); // still symmetric to g9
    expect(s.draftOffers).toEqual(['g9', 'o15']);
    expect(promptText(s, pt)).toBe(
      'Pretas (você): troque de cor ou ofereça 3 quintas jogadas, sem duas simétricas — 2 de 3 colocadas',
    );
  });

  it('lets White choose only an offered point', () => {
    const s = stateWith(
      {
        phase: 'choose',
        moves: mv(['h8', 'h9', 'i10', 'g10']),
        toMove: 'other',
        offers: ['g9', 'a1'],
        allowed: {
          opener: [{ type: 'resign' }],
          other: [{ type: 'choose', points: ['g9', 'a1'] }],
        },
      },
      { you: 'other' },
    );
    expect(promptText(s, en)).toBe(
      'White (you): choose one of the 2 offered fifth moves for Black',
    );
    expect(clickPoint(s, 'b2').send).toBeNull();
    expect(clickPoint(s, 'a1').send).toEqual({ type: 'choose', point: 'a1' });
  });
});

describe('prompts and results', () => {
  it('names the seat to move as its colour, marked for players', () => {
    const s = stateWith(
      {
        phase: 'declare',
        moves: mv(['h8', 'h9', 'i10', 'g10']),
        toMove: 'other',
        allowed: { opener: [], other: [{ type: 'declare', min: 1, max: 8 }] },
      },
      { rule: 'soosorv', n: 8 },
    );
    expect(promptText(s, en)).toBe(
      'White (opponent): declare how many fifth moves Black will offer (1–8)',
    );
    const watch = stateWith(
      {
        phase: 'declare',
        toMove: 'other',
        allowed: { opener: [], other: [{ type: 'declare', min: 1, max: 8 }] },
      },
      { you: null },
    );
    expect(promptText(watch, en)).toBe(
      'White: declare how many fifth moves Black will offer (1–8)',
    );
    expect(ruleText(s, en)).toBe('Soosõrv-8 · forbidden points are refused');
  });

  it('puts a pending draw offer first', () => {
    const s = stateWith({
      drawOffer: 'other',
      allowed: {
        opener: [
          { type: 'place', region: 'any' },
          { type: 'draw-accept' },
          { type: 'draw-decline' },
        ],
        other: [],
      },
    });
    expect(promptText(s, en)).toBe('Black (you): answer the draw offer');
  });

  it('says who won and why', () => {
    const foul = stateWith(
      {
        status: 'finished',
        result: {
          winner: 'other',
          winnerColor: 'white',
          reason: 'foul',
          foul: { kind: 'overline', point: 'e5' },
        },
      },
      { status: 'finished' },
    );
    expect(resultText(foul, en)).toEqual({
      title: 'You lose',
      reason: 'Black played a forbidden point: overline at e5',
    });
    const watch = stateWith(
      {
        status: 'finished',
        result: { winner: 'opener', winnerColor: 'black', reason: 'five', foul: null },
      },
      { status: 'finished', you: null },
    );
    expect(resultText(watch, en)).toEqual({ title: 'Black wins', reason: 'five in a row' });
    expect(resultText(watch, pt)).toEqual({
      title: 'Vitória das Pretas',
      reason: 'cinco em linha',
    });
    const draw = stateWith(
      {
        status: 'finished',
        result: { winner: null, winnerColor: null, reason: 'two-passes', foul: null },
      },
      { status: 'finished' },
    );
    expect(resultText(draw, en)).toEqual({ title: 'Draw', reason: 'two passes in a row' });
    expect(promptText(draw, en)).toBe('');
  });
});

describe('refusals from the server', () => {
  it('are said in the reader language when the code is known, else with the server message', () => {
    const s = stateWith({});
    const id = track(s, { type: 'place', point: 'h8' });
    receiveError(s, id, 'not-your-turn', 'it is the other seat to act');
    expect(s.inFlight[id]).toBeUndefined();
    expect(noticeText(s.notice!, pt)).toBe('Recusado: Não é a sua vez.');
    receiveError(s, null, 'something-new', 'a new reason');
    expect(noticeText(s.notice!, en)).toBe('Refused: a new reason');
  });
});

describe('buttons that could cost the game', () => {
  it('asks once before resigning', () => {
    const s = stateWith({});
    expect(requestConfirmable(s, 'resign')).toBeNull();
    expect(s.confirming).toBe('resign');
    expect(requestConfirmable(s, 'resign')).toEqual({ type: 'resign' });
    expect(s.confirming).toBeNull();
  });

  it('offers a claim only when the opponent has been gone past the grace time', () => {
    const s = stateWith(
      {},
      {
        seats: {
          opener: { color: 'black', joined: true, connected: true, claimAt: null },
          other: { color: 'white', joined: true, connected: false, claimAt: 5000 },
        },
      },
    );
    expect(canClaim(s, 4000)).toBe(false);
    expect(canClaim(s, 5000)).toBe(true);
  });
});

describe('stepping through a finished game', () => {
  it('moves between the first and the last move', () => {
    const s = stateWith(
      {
        status: 'finished',
        moves: mv(['h8', 'h9', 'i10']),
        result: { winner: null, reason: 'agreement', foul: null },
      },
      { status: 'finished' },
    );
    stepReplay(s, -1);
    expect(s.replayAt).toBe(2);
    setReplay(s, -4);
    expect(s.replayAt).toBe(0);
    stepReplay(s, 1);
    expect(s.replayAt).toBe(1);
    setReplay(s, 99);
    expect(s.replayAt).toBeNull(); // the end: the live position
  });
});

describe('abort', () => {
  const aborted = (by: 'opener' | 'other'): J =>
    parseEvent({
      action: { seat: by, type: 'abort' },
      events: [
        {
          type: 'finished',
          seat: by,
          result: { winner: null, winnerColor: null, reason: 'aborted', abortedBy: by },
        },
      ],
      status: 'finished',
      clock: null,
      seats: { opener: { color: 'black' }, other: { color: 'white' } },
      game: eventGame({
        status: 'finished',
        toMove: null,
        allowed: { opener: [], other: [] },
        moveCount: 1,
        result: { winner: null, winnerColor: null, reason: 'aborted', abortedBy: by, foul: null },
      }),
    }) as unknown as J;

  it('tells the opponent and says who aborted, with no winner, in both languages', () => {
    for (const lang of ['en', 'pt'] as const) {
      const t = makeT(lang);
      const s = stateWith({ moves: mv(['h8']), moveCount: 1 });
      expect(receiveEvent(s, 6, aborted('other') as never)).toBe(true);
      expect(s.notice).toEqual({ kind: 'aborted' });
      expect(noticeText(s.notice!, t)).toBe(t('game.notice.aborted'));
      expect(resultText(s, t)).toEqual({
        title: t('game.result.aborted'),
        reason: t('game.reason.abortedOpponent'),
      });
      // The one who aborted gets no notice, and reads that they did it.
      const mine = stateWith({ moves: mv(['h8']), moveCount: 1 });
      receiveEvent(mine, 6, aborted('opener') as never);
      expect(mine.notice).toBeNull();
      expect(resultText(mine, t)?.reason).toBe(t('game.reason.abortedYou'));
    }
  });
});
