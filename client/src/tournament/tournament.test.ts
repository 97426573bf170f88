// The tournament pages' pure pieces: the view read defensively, the crosstable cells, the
// pagers and the round shown, what the page asks for, the countdown, the "new game" detection and
// the create request.
import { describe, expect, it } from 'vitest';
import { countdownOf, durationText } from './countdown';
import { byeOfCell, rowCells } from './crosstable';
import { type EventView, readView } from './model';
import { OPENED_STORAGE, gameToOpen, noteArrival, takeArrival } from './new-game';
import { buildEventRequest, fieldOk, startTime } from './request';
import {
  DEFAULT_SELECTION,
  type Selection,
  changeOfButton,
  changeSelection,
  isDefault,
  pagerOf,
  viewPath,
} from './selection';
import { sheetGames } from './sheet';
import { crosstablePart, roundsPart, sheetHtml, standingsPart } from './view';
import { tournamentWords } from './words';
import { markup } from '../lib/markup';

const ref = (id: string) => ({ publicId: id, name: id.toUpperCase() });

/**
 * A Swiss of five, three rounds, as the default view gives it once round 2 is paired: round 1
 * (A beat D, C drew B, E had the pairing's bye) is complete; in round 2 E plays A, B won against
 * D by forfeit and C asked for a half-point bye.
 */
function swissView(): Record<string, unknown> {
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
    perPage: 50,
    page: 1,
    counts: { players: 5, standings: 5, games: 0 },
    you: { organiser: true, entered: true, status: 'active', game: 'Game000003', page: 1 },
    players: ['a', 'b', 'c', 'd', 'e'].map((p, i) => ({
      ...ref(p),
      rating: 1500,
      rank: i + 1,
      status: 'active',
    })),
    pairedRounds: 2,
    totalRounds: 3,
    completeRounds: 1,
    round: {
      round: 2,
      boardCount: 2,
      byeCount: 1,
      boards: [
        { board: 1, first: ref('e'), second: ref('a'), game: 'Game000003', result: 'pending' },
        { board: 2, first: ref('b'), second: ref('d'), game: null, result: 'first-wins-forfeit' },
      ],
      byes: [{ player: ref('c'), type: 'half', points: 0.5 }],
    },
    standings: [
      {
        ...ref('a'),
        place: 1,
        rank: 1,
        startRank: 1,
        points: 1,
        tieBreaks: [0, 0],
        cross: ['5w1', '2b'],
      },
      {
        ...ref('e'),
        place: 2,
        rank: 1,
        startRank: 5,
        points: 1,
        tieBreaks: [1, 1],
        cross: ['+', '1w'],
      },
      {
        ...ref('b'),
        place: 3,
        rank: 3,
        startRank: 2,
        points: 0.5,
        tieBreaks: [0.5, 0.25],
        cross: ['4b½', '5w+'],
      },
      {
        ...ref('c'),
        place: 4,
        rank: 3,
        startRank: 3,
        points: 0.5,
        tieBreaks: [0.5, 0.25],
        cross: ['3w½', '½'],
      },
      {
        ...ref('d'),
        place: 5,
        rank: 5,
        startRank: 4,
        points: 0,
        tieBreaks: [1, 0],
        cross: ['1b0', '3b−'],
      },
    ],
  };
}

/** What pressing the button `id` in `html` asks for (event.ts reads its data-*); null if disabled. */
function pressed(html: string, id: string): Partial<Selection> | null {
  const tag = new RegExp(`<button[^>]*id="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) throw new Error(`no button ${id}`);
  if (/\sdisabled=/.test(tag)) return null;
  const data: Record<string, string> = {};
  for (const m of tag.matchAll(/data-(\w+)="([^"]*)"/g)) data[m[1]!] = m[2]!;
  return changeOfButton(data);
}

/** The standings part of `v` (with the players before any standings), as markup. */
const standings = (v: EventView, lang: 'en' | 'pt' = 'en') =>
  markup(standingsPart(tournamentWords(lang), v));

/** A round-based view with `n` players on page `p` of its standings (50 rows a page). */
function manyPlayers(n: number, p: number, mine: number | null): EventView {
  const rows = Array.from({ length: Math.min(50, Math.max(0, n - (p - 1) * 50)) }, (_, i) => {
    const place = (p - 1) * 50 + i + 1;
    return { ...ref(`p${place}`), place, rank: place, points: 0, tieBreaks: [], cross: [''] };
  });
  return readView({
    ...swissView(),
    page: p,
    counts: { players: n, standings: n, games: 0 },
    you: { organiser: false, entered: true, status: 'active', game: null, page: mine },
    standings: rows,
  })!;
}

describe('readView', () => {
  it('reads an event and refuses what is not one', () => {
    const v = readView(swissView())!;
    expect(v.config.clock).toEqual({ initialMs: 300000, incrementMs: 3000 });
    expect(v.config.rated).toBe(true);
    expect(v.you?.game).toBe('Game000003');
    expect(readView({ error: 'unknown-event' })).toBeNull();
    expect(readView({ ...swissView(), you: null })!.you).toBeNull();
  });

  it('reads the page, the counts, the round shown and the crosstable cells', () => {
    const v = readView({
      ...swissView(),
      page: 2,
      counts: { players: 70, standings: 68, games: 0 },
    })!;
    expect([v.perPage, v.page, v.counts]).toEqual([
      50,
      2,
      { players: 70, standings: 68, games: 0 },
    ]);
    expect(v.you?.page).toBe(1);
    expect(v.pairedRounds).toBe(2);
    expect(v.round?.round).toBe(2);
    expect([v.round?.boardCount, v.round?.byeCount]).toEqual([2, 1]);
    expect(v.round?.boards[1]?.result).toBe('first-wins-forfeit');
    expect(v.round?.byes).toEqual([{ player: ref('c'), type: 'half', points: 0.5 }]);
    expect(v.standings.map((s) => s.place)).toEqual([1, 2, 3, 4, 5]);
    expect(v.standings[3]!.cross).toEqual(['3w½', '½']);
  });

  it('makes do with a half-filled view', () => {
    const bare = swissView();
    delete bare.perPage;
    delete bare.counts;
    delete bare.pairedRounds;
    bare.page = 3;
    bare.you = { organiser: false, page: 'one' };
    bare.round = {
      round: 1,
      boards: [{ board: 1, first: ref('a'), second: null, result: 'bye' }],
      byes: [{ player: ref('x'), type: 'nonsense', points: 9 }],
    };
    bare.standings = [{ ...ref('a'), rank: 1, points: 1, cross: ['+', 7] }];
    const v = readView(bare)!;
    expect([v.perPage, v.page]).toEqual([50, 3]);
    // Without counts, the page's lists are taken for the whole lists.
    expect(v.counts).toEqual({ players: 5, standings: 1, games: 0 });
    expect(v.you?.page).toBeNull();
    expect(v.pairedRounds).toBe(1);
    expect([v.round?.boardCount, v.round?.byeCount, v.round?.byes]).toEqual([1, 0, []]);
    expect(v.standings[0]!.place).toBe(101); // the first row of page 3
    expect(v.standings[0]!.cross).toEqual(['+', '']);
    expect(readView({ ...swissView(), round: null })!.round).toBeNull();
  });
});

describe('the crosstable', () => {
  it("knows the bye of a cell, not a game's result", () => {
    expect(['+', '½', '0', '–'].map(byeOfCell)).toEqual(['allocated', 'half', 'zero', 'free']);
    expect(['5w+', '3b½', '1b0', '', '2b'].map(byeOfCell)).toEqual([null, null, null, null, null]);
    expect(rowCells(['5w1'], 3)).toEqual(['5w1', '', '']);
    expect(rowCells(['5w1', '+'], 1)).toEqual(['5w1']);
  });

  it("draws the standings page's rows by place, with the byes named in both languages", () => {
    const v = readView(swissView())!;
    for (const lang of ['en', 'pt'] as const) {
      const t = tournamentWords(lang);
      const html = markup(crosstablePart(t, v));
      const cells = [...html.matchAll(/<td class="cross-cell"[^>]*>([^<]*)<\/td>/g)].map(
        (m) => m[1],
      );
      expect(cells).toEqual(v.standings.flatMap((s) => s.cross));
      expect(html).toContain(`data-bye="allocated" title="${t('bye.allocated')}">+<`);
      expect(html).toContain(`data-bye="half" title="${t('bye.half')}">½<`);
      expect(html).toContain(
        lang === 'en' ? 'half-point bye (½ point)' : 'bye de meio ponto (½ ponto)',
      );
      expect(html.match(/data-bye=/g)).toHaveLength(2);
      expect([...html.matchAll(/<tr data-id="\w+">\s*<td>(\d+)<\/td>/g)].map((m) => m[1])).toEqual([
        '1',
        '2',
        '3',
        '4',
        '5',
      ]);
    }
  });

  it("numbers a later page's rows by their place, and is absent for an arena or before any round", () => {
    const t = tournamentWords('en');
    const second = manyPlayers(120, 2, 1);
    const html = markup(crosstablePart(t, second));
    expect(html).toContain('<td>51</td>');
    expect(html).toContain('<td>100</td>');
    expect(html).not.toContain('<td>101</td>');
    const arena = readView({ ...swissView(), config: { name: 'x', format: 'arena', games: {} } })!;
    expect(markup(crosstablePart(t, arena))).toBe('');
    const registering = readView({ ...swissView(), pairedRounds: 0, round: null, standings: [] })!;
    expect(markup(crosstablePart(t, registering))).toBe('');
  });
});

describe('the round shown', () => {
  it('has one button per paired round, the shown one marked, and its boards and byes', () => {
    const v = readView({ ...swissView(), pairedRounds: 3 })!;
    for (const lang of ['en', 'pt'] as const) {
      const t = tournamentWords(lang);
      const html = markup(roundsPart(t, v, 1));
      const buttons = [...html.matchAll(/<button[^>]*data-round="(\d)"[^>]*>/g)];
      expect(buttons.map((m) => m[1])).toEqual(['1', '2', '3']);
      expect(buttons.map((m) => m[0].includes('aria-current="true"'))).toEqual([
        false,
        true,
        false,
      ]);
      expect(buttons.map((m) => changeOfButton({ round: m[1] }))).toEqual([
        { round: 1 },
        { round: 2 },
        { round: 3 },
      ]);
      expect(html).toContain(t('tour.round', { round: 1 }));
      expect(html.match(/<table class="event-table event-round" data-round="\d"/g)).toEqual([
        '<table class="event-table event-round" data-round="2"',
      ]);
      expect(html.match(/<tr data-board=/g)).toHaveLength(2);
      expect(html).toContain('<tr class="event-bye-row" data-bye="half">');
      expect(html).toContain(t('bye.half'));
      expect(html).not.toContain('event-boards-nav'); // two boards: one page
    }
  });

  it('is absent before the first pairing and in an arena', () => {
    const t = tournamentWords('en');
    expect(
      markup(roundsPart(t, readView({ ...swissView(), pairedRounds: 0, round: null })!, 1)),
    ).toBe('');
    const arena = readView({ ...swissView(), config: { name: 'x', format: 'arena', games: {} } })!;
    expect(markup(roundsPart(t, arena, 1))).toBe('');
  });

  it('pages the boards when the round has more than a page of them', () => {
    const view = swissView();
    view.round = { ...(view.round as object), boardCount: 120, byeCount: 3 };
    const html = markup(roundsPart(tournamentWords('en'), readView(view)!, 2));
    expect(html).toContain('id="event-boards-of">Page 2 of 3<');
    expect(pressed(html, 'event-boards-prev')).toEqual({ boards: 1 });
    expect(pressed(html, 'event-boards-next')).toEqual({ boards: 3 });
    const last = markup(roundsPart(tournamentWords('en'), readView(view)!, 3));
    expect(pressed(last, 'event-boards-next')).toBeNull();
    // Many byes (a big field's absentees) page the round too.
    view.round = { ...(view.round as object), boardCount: 2, byeCount: 51 };
    expect(markup(roundsPart(tournamentWords('pt'), readView(view)!, 1))).toContain(
      'Página 1 de 2',
    );
  });
});

describe('the pager', () => {
  it('counts the pages and the way to either side', () => {
    expect(pagerOf(1, 6, 50)).toEqual({ page: 1, pages: 1, prev: null, next: null });
    expect(pagerOf(1, 0, 50)).toEqual({ page: 1, pages: 1, prev: null, next: null });
    expect(pagerOf(2, 101, 50)).toEqual({ page: 2, pages: 3, prev: 1, next: 3 });
    expect(pagerOf(3, 100, 50)).toEqual({ page: 3, pages: 2, prev: 2, next: null });
    expect(pagerOf(9, 100, 50).prev).toBe(2); // past the end: back to the last page
  });

  it('is absent for six players, and pages the standings of many', () => {
    const six = standings(readView(swissView())!);
    expect(six).toContain('id="event-standings"');
    expect(six).not.toContain('event-page-nav');
    const html = standings(manyPlayers(120, 2, 1));
    expect(html).toContain('id="event-page-of">Page 2 of 3<');
    expect(html.match(/<tr data-id=/g)).toHaveLength(50);
    expect(pressed(html, 'event-page-prev')).toEqual({ page: 1 });
    expect(pressed(html, 'event-page-next')).toEqual({ page: 3 });
    expect(pressed(html, 'event-page-mine')).toEqual({ page: 1 });
    const first = standings(manyPlayers(120, 1, 1));
    expect(pressed(first, 'event-page-prev')).toBeNull();
    expect(first).not.toContain('event-page-mine'); // already on it
    const last = standings(manyPlayers(120, 3, null), 'pt');
    expect(last).toContain('Página 3 de 3');
    expect(pressed(last, 'event-page-next')).toBeNull();
    expect(last).not.toContain('event-page-mine');
  });

  it('pages the players before any standings', () => {
    const players = Array.from({ length: 10 }, (_, i) => ({
      ...ref(`p${i + 51}`),
      rating: 1500,
      rank: 0,
      status: 'active',
    }));
    const v = readView({
      ...swissView(),
      status: 'registering',
      page: 2,
      counts: { players: 60, standings: 0, games: 0 },
      players,
      pairedRounds: 0,
      round: null,
      standings: [],
    })!;
    const html = standings(v);
    expect(html).toContain('Players (60)');
    expect(html).toContain('id="event-page-of">Page 2 of 2<');
    expect(pressed(html, 'event-page-next')).toBeNull();
    expect(html.match(/<li data-id=/g)).toHaveLength(10);
    expect(html).toContain('<li data-id="p51">');
  });

  it('reads only a page, round or boards number from a button', () => {
    expect(changeOfButton({ page: '2' })).toEqual({ page: 2 });
    expect(changeOfButton({ boards: '4', other: 'x' })).toEqual({ boards: 4 });
    expect(changeOfButton({ round: '0' })).toBeNull();
    expect(changeOfButton({ page: '' })).toBeNull();
    expect(changeOfButton({ act: 'join' })).toBeNull();
  });
});

describe('the selection', () => {
  it('asks only what differs from the default', () => {
    expect(isDefault(DEFAULT_SELECTION)).toBe(true);
    expect(viewPath('Ev3nt00001', DEFAULT_SELECTION)).toBe('/api/tournaments/Ev3nt00001');
    expect(viewPath('Ev3nt00001', { page: 2, round: null, boards: 1 })).toBe(
      '/api/tournaments/Ev3nt00001?page=2',
    );
    const s = { page: 1, round: 3, boards: 2 };
    expect(isDefault(s)).toBe(false);
    expect(viewPath('Ev3nt00001', s)).toBe('/api/tournaments/Ev3nt00001?round=3&boards=2');
  });

  it('starts another round at its first boards, and asks the newest as the default', () => {
    const s = changeSelection(DEFAULT_SELECTION, { boards: 2 }, 4);
    expect(s).toEqual({ page: 1, round: null, boards: 2 });
    const older = changeSelection(s, { round: 2 }, 4);
    expect(older).toEqual({ page: 1, round: 2, boards: 1 });
    expect(changeSelection(older, { page: 3 }, 4)).toEqual({ page: 3, round: 2, boards: 1 });
    expect(changeSelection(older, { round: 4 }, 4)).toEqual(DEFAULT_SELECTION);
    expect(
      isDefault(changeSelection({ page: 2, round: 1, boards: 3 }, { page: 1, round: 4 }, 4)),
    ).toBe(true);
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
