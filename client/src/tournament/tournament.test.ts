// The tournament pages' pure pieces: the view read defensively, the crosstable, the countdown,
// the "new game" detection and the create request.
import { describe, expect, it } from 'vitest';
import { countdownOf, durationText } from './countdown';
import { buildCrosstable } from './crosstable';
import { readView } from './model';
import { OPENED_STORAGE, gameToOpen, noteArrival, takeArrival } from './new-game';
import { buildEventRequest, fieldOk, startTime } from './request';
import { sheetGames } from './sheet';
import { crosstablePart, roundsPart, sheetHtml } from './view';
import { tournamentWords } from './words';
import { markup } from '../lib/markup';

const ref = (id: string) => ({ publicId: id, name: id.toUpperCase() });

/** A Swiss of 4 after 2 rounds (A beat D and C, B beat C and drew... ), then round 3 paired. */
function swissView(): unknown {
  return {
    id: 'Ev3nt00001',
    status: 'running',
    config: {
      name: 'Friday',
      format: 'swiss',
      rounds: 3,
      tieBreaks: ['bh-c1', 'sb'],
      games: { rule: 'standard', clock: { initialMs: 300000, incrementMs: 3000 }, rated: true },
    },
    organiser: 'a',
    serverTime: 1000,
    you: { organiser: true, entered: true, status: 'active', game: 'Game000003' },
    players: ['a', 'b', 'c', 'd', 'e'].map((p, i) => ({
      ...ref(p),
      rating: 1500,
      rank: i + 1,
      status: 'active',
    })),
    rounds: [
      {
        round: 1,
        boards: [
          { board: 1, first: ref('a'), second: ref('d'), game: 'Game000001', result: 'first-wins' },
          { board: 2, first: ref('c'), second: ref('b'), game: 'Game000002', result: 'draw' },
          { board: 3, first: ref('e'), second: null, game: null, result: 'bye' },
        ],
      },
      {
        round: 2,
        boards: [
          { board: 1, first: ref('e'), second: ref('a'), game: 'Game000003', result: 'pending' },
          { board: 2, first: ref('b'), second: ref('d'), game: null, result: 'first-wins-forfeit' },
        ],
        byes: [{ player: ref('c'), type: 'half', points: 0.5 }],
      },
    ],
    totalRounds: 3,
    completeRounds: 1,
    standings: [
      { ...ref('a'), rank: 1, startRank: 1, points: 1, tieBreaks: [0, 0] },
      { ...ref('e'), rank: 1, startRank: 5, points: 1, tieBreaks: [1, 1] },
      { ...ref('b'), rank: 3, startRank: 2, points: 0.5, tieBreaks: [0.5, 0.25] },
      { ...ref('c'), rank: 3, startRank: 3, points: 0.5, tieBreaks: [0.5, 0.25] },
      { ...ref('d'), rank: 5, startRank: 4, points: 0, tieBreaks: [1, 0] },
    ],
  };
}

describe('readView', () => {
  it('reads an event and refuses what is not one', () => {
    const v = readView(swissView())!;
    expect(v.config.clock).toEqual({ initialMs: 300000, incrementMs: 3000 });
    expect(v.config.rated).toBe(true);
    expect(v.rounds[0]!.boards[2]!.second).toBeNull();
    expect(v.you?.game).toBe('Game000003');
    expect(readView({ error: 'unknown-event' })).toBeNull();
    expect(readView({ ...(swissView() as object), you: null })!.you).toBeNull();
  });
});

describe('buildCrosstable', () => {
  it('writes opponent row, colour and result per round, rows by standing', () => {
    const rows = buildCrosstable(readView(swissView())!);
    expect(rows.map((r) => r.name)).toEqual(['A', 'E', 'B', 'C', 'D']);
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5]);
    const cells = Object.fromEntries(rows.map((r) => [r.publicId, r.cells]));
    expect(cells.a).toEqual(['5w1', '2b']); // beat D (row 5) moving first; now playing E
    expect(cells.e).toEqual(['+', '1w']); // a bye, then A (row 1) moving first
    expect(cells.c).toEqual(['3w½', '½']); // drew B; a half-point bye in round 2
    expect(cells.b).toEqual(['4b½', '5w+']); // a forfeit win over D
    expect(cells.d).toEqual(['1b0', '3b−']);
    expect(rows[2]!.rank).toBe(3);
    const byes = Object.fromEntries(rows.map((r) => [r.publicId, r.byes]));
    expect(byes.c).toEqual([null, 'half']);
    expect(byes.e).toEqual(['allocated', null]);
  });

  it('shows a zero bye and a free round, and the byes in the pairings in both languages', () => {
    const view = swissView() as { rounds: { byes?: unknown[] }[] };
    view.rounds[0]!.byes = [{ player: ref('e'), type: 'allocated', points: 1 }];
    view.rounds[1]!.byes = [
      { player: ref('c'), type: 'zero', points: 0 },
      { player: ref('x'), type: 'nonsense', points: 9 },
    ];
    const v = readView(view)!;
    expect(v.rounds[1]!.byes).toEqual([{ player: ref('c'), type: 'zero', points: 0 }]);
    const rows = buildCrosstable(v);
    expect(rows.find((r) => r.publicId === 'c')!.cells).toEqual(['3w½', '0']);
    const free = readView({
      ...(swissView() as object),
      config: { name: 'x', format: 'round-robin', games: {} },
      rounds: [{ round: 1, boards: [{ board: 1, first: ref('a'), second: null, result: 'free' }] }],
    })!;
    expect(buildCrosstable(free).find((r) => r.publicId === 'a')!.cells).toEqual(['–']);
    for (const lang of ['en', 'pt'] as const) {
      const t = tournamentWords(lang);
      const html = markup(roundsPart(t, v)) + markup(crosstablePart(t, v));
      expect(html).toContain('data-bye="zero"');
      expect(html).toContain(lang === 'en' ? 'absent (0 points)' : 'ausente (0 pontos)');
    }
  });

  it('lists the players by starting rank before any standings, and nothing for an arena', () => {
    const v = readView({ ...(swissView() as object), standings: [] })!;
    expect(buildCrosstable(v).map((r) => r.publicId)).toEqual(['a', 'b', 'c', 'd', 'e']);
    const arena = readView({
      ...(swissView() as object),
      config: { name: 'x', format: 'arena', games: {} },
    })!;
    expect(buildCrosstable(arena)).toEqual([]);
  });
});

describe('the arena sheet', () => {
  it('marks the games whose berserk point counted', () => {
    expect(sheetGames('2 3b 5*b 0')).toEqual([
      { text: '2', berserk: false },
      { text: '3', berserk: true },
      { text: '5*', berserk: true },
      { text: '0', berserk: false },
    ]);
    expect(sheetGames(undefined)).toEqual([]);
    const html = markup(sheetHtml(tournamentWords('en'), '2 3b'));
    expect(html).toContain('class="sheet-berserk"');
    expect(html).toContain('berserk point');
  });
  it('reads how many games a player berserked', () => {
    const v = readView({
      id: 'Ev3nt00002',
      status: 'running',
      config: { name: 'Arena', format: 'arena', games: { rule: 'standard' } },
      standings: [{ ...ref('a'), rank: 1, points: 3, games: 1, sheet: '3b', berserks: 1 }],
    });
    expect(v?.standings[0]?.berserks).toBe(1);
  });
});

describe('countdown', () => {
  const base = readView(swissView())!;
  it('counts to the start, says when the organiser starts, counts to an arena end', () => {
    const reg = { ...base, status: 'registering' as const };
    expect(countdownOf({ ...reg, config: { ...reg.config, startsAt: 0 } }, 0)).toEqual({
      kind: 'manual',
    });
    expect(countdownOf({ ...reg, config: { ...reg.config, startsAt: 65_000 } }, 1000)).toEqual({
      kind: 'start',
      ms: 64_000,
    });
    expect(countdownOf({ ...base, endsAt: 10_000 }, 12_000)).toEqual({ kind: 'end', ms: 0 });
    expect(countdownOf(base, 0)).toEqual({ kind: 'none' });
    expect(countdownOf({ ...base, status: 'finished', endsAt: 5 }, 0)).toEqual({ kind: 'none' });
  });
  it('writes the time left as a clock, rounded up to the second', () => {
    expect(durationText(0)).toBe('0:00');
    expect(durationText(1)).toBe('0:01');
    expect(durationText(9_000)).toBe('0:09');
    expect(durationText(245_500)).toBe('4:06');
    expect(durationText(3_723_000)).toBe('1:02:03');
    expect(durationText(2 * 86_400_000 + 3_723_000)).toBe('2 d 01:02:03');
  });
});

describe('the arrival mark', () => {
  it('tells the game page the event flow opened it, once', () => {
    const store = new Map<string, string>();
    const s = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(takeArrival('Game000001', s)).toBe(false);
    noteArrival('Game000001', s);
    expect(takeArrival('Game000002', s)).toBe(false); // another game's page uses it up
    noteArrival('Game000001', s);
    expect(takeArrival('Game000001', s)).toBe(true);
    expect(takeArrival('Game000001', s)).toBe(false); // a later visit: the Back button
    expect(takeArrival('Game000001', null)).toBe(false);
  });
});

describe('gameToOpen', () => {
  it('opens each game id once, also across page loads of the session', () => {
    const store = new Map<string, string>();
    const s = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const memory = new Set<string>();
    expect(gameToOpen(null, memory, s)).toBeNull();
    expect(gameToOpen('Game000001', memory, s)).toBe('Game000001');
    expect(gameToOpen('Game000001', memory, s)).toBeNull();
    expect(gameToOpen('Game000002', memory, s)).toBe('Game000002');
    expect(JSON.parse(store.get(OPENED_STORAGE)!)).toEqual(['Game000001', 'Game000002']);
    // A new page load (new memory) remembers the session's games.
    expect(gameToOpen('Game000002', new Set(), s)).toBeNull();
    expect(gameToOpen('Game000003', new Set(), s)).toBe('Game000003');
  });
  it('still opens once per page when storage is refused', () => {
    const refused = {
      getItem: () => {
        throw new Error('no');
      },
      setItem: () => {
        throw new Error('no');
      },
    };
    const memory = new Set<string>();
    expect(gameToOpen('G', memory, refused)).toBe('G');
    expect(gameToOpen('G', memory, refused)).toBeNull();
    expect(gameToOpen('G', new Set(), null)).toBe('G');
  });
});

describe('buildEventRequest', () => {
  const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;
  const NOW = Date.parse('2026-12-07T10:00:00');

  it('builds a Swiss with a preset clock, rated, started by the organiser', () => {
    const r = buildEventRequest(
      form({
        name: 'Friday',
        format: 'swiss',
        rounds: '3',
        rule: 'rif',
        clock: '5+4',
        rated: '1',
        start: 'manual',
        limit: '0',
      }),
      NOW,
    );
    expect(r).toEqual({
      ok: true,
      request: {
        name: 'Friday',
        format: 'swiss',
        rounds: 3,
        games: { rule: 'rif', clock: { initialMs: 300_000, incrementMs: 4000 }, rated: true },
        playerLimit: 0,
        private: false,
      },
    });
  });

  it('builds an arena with N, a custom clock, a start time, a limit, private', () => {
    const r = buildEventRequest(
      form({
        name: 'Blitz arena',
        format: 'arena',
        duration: '30',
        rounds: 'ignored',
        rule: 'taraguchi',
        n: '5',
        clock: 'custom',
        minutes: '3',
        increment: '2',
        start: 'at',
        startsAt: '2026-12-07T11:30',
        limit: '40',
        private: '1',
      }),
      NOW,
    );
    expect(r).toEqual({
      ok: true,
      request: {
        name: 'Blitz arena',
        format: 'arena',
        durationMs: 1_800_000,
        games: {
          rule: 'taraguchi',
          n: 5,
          clock: { initialMs: 180_000, incrementMs: 2000 },
          rated: false,
        },
        startsAt: Date.parse('2026-12-07T11:30'),
        playerLimit: 40,
        private: true,
      },
    });
  });

  it('names every field the server would refuse, only among those that apply', () => {
    const r = buildEventRequest(
      form({
        name: ' ',
        format: 'swiss',
        rounds: '100',
        duration: 'x',
        rule: 'soosorv',
        n: '11',
        clock: 'custom',
        minutes: '0',
        increment: '1.5',
        start: 'at',
        startsAt: '2026-12-07T09:00',
        limit: '-1',
      }),
      NOW,
    );
    expect(r).toEqual({
      ok: false,
      invalid: ['name', 'n', 'minutes', 'increment', 'rounds', 'startsAt', 'limit'],
    });
    const rr = buildEventRequest(
      form({ name: 'RR', format: 'round-robin', rounds: '', duration: '' }),
      NOW,
    );
    expect(rr.ok).toBe(true);
  });

  it('checks one field as it is left', () => {
    expect(fieldOk('name', 'x'.repeat(80), NOW)).toBe(true);
    expect(fieldOk('name', 'x'.repeat(81), NOW)).toBe(false);
    expect(fieldOk('duration', '1440', NOW)).toBe(true);
    expect(fieldOk('duration', '1441', NOW)).toBe(false);
    expect(fieldOk('startsAt', '2026-12-07T10:01', NOW)).toBe(true);
    expect(fieldOk('startsAt', '', NOW)).toBe(false);
    expect(startTime('tomorrow')).toBeNull();
  });
});
