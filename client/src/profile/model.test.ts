// The player page's pure parts: reading the API's answers, the rating's writing, paging, speeds.
import { describe, expect, it } from 'vitest';
import {
  appendPage,
  changeLabel,
  gamesUrl,
  playerPath,
  publicIdOfPath,
  rangeAround,
  ratingLabel,
  readGamesPage,
  readLeaderboard,
  readProfile,
  speedOfClock,
} from './model';

const ID = '3f9c0a1b2c3d4e5f';

describe('ratings as the site writes them', () => {
  it('marks a provisional rating with "?" and rounds to whole points', () => {
    expect(ratingLabel(1500, true)).toBe('1500?');
    expect(ratingLabel(1611.6, false)).toBe('1612');
  });
  it('signs a change, with a true minus sign', () => {
    expect(changeLabel(12)).toBe('+12');
    expect(changeLabel(-7)).toBe('\u22127');
    expect(changeLabel(0)).toBe('\u00b10');
  });
});

describe('public ids and their pages', () => {
  it('links only a well-formed id', () => {
    expect(playerPath(ID)).toBe(`/player/${ID}`);
    expect(playerPath('3F9C0A1B2C3D4E5F')).toBeNull();
    expect(playerPath('../api/player')).toBeNull();
    expect(playerPath(null)).toBeNull();
  });
  it('reads the id from the page address', () => {
    expect(publicIdOfPath(`/player/${ID}`)).toBe(ID);
    expect(publicIdOfPath(`/player/${ID}/`)).toBe(ID);
    expect(publicIdOfPath('/player/abc')).toBeNull();
    expect(publicIdOfPath('/leaderboard')).toBeNull();
  });
});

describe('readProfile', () => {
  it('keeps the speeds in the server order and reads what is there', () => {
    const p = readProfile({
      publicId: ID,
      name: 'Ana',
      ratings: [
        { speed: 'rapid', rating: 1480, deviation: 200, games: 2, wins: 1, draws: 0, losses: 1 },
        { speed: 'blitz', rating: 1612, deviation: 87, provisional: false, games: 31, wins: 17 },
        { speed: 'hyper', rating: 2000 },
      ],
      results: { games: 40, wins: 21, draws: 3, losses: 16 },
    });
    expect(p?.ratings.map((r) => r.speed)).toEqual(['blitz', 'rapid']);
    expect(p?.ratings[1]?.provisional).toBe(true); // deviation 200 > 110 when not said
    expect(p?.ratings[0]?.draws).toBe(0);
    expect(p?.computer).toEqual({ games: 0, wins: 0, draws: 0, losses: 0 });
  });
  it('refuses an answer without a public id', () => {
    expect(readProfile({ name: 'Ana' })).toBeNull();
    expect(readProfile(null)).toBeNull();
  });
});

describe('the games list, paged', () => {
  const game = (id: string) => ({
    id,
    settings: { rule: 'standard', clock: { initialMs: 300000, incrementMs: 3000 } },
    color: 'black',
    opponent: { name: 'Bo', publicId: '0b1c2d3e4f5a6b7c' },
    result: { outcome: 'win', reason: 'five' },
    moves: 41,
    endedAt: 1795000000000,
    rated: true,
    ratingChange: 12,
  });
  it('asks the next page with the cursor of the last', () => {
    expect(gamesUrl(ID, 'people', null)).toBe(`/api/players/${ID}/games?against=people&limit=20`);
    expect(gamesUrl(ID, 'computer', '1795000000000.Ab3dE5gH7j', 5)).toBe(
      `/api/players/${ID}/games?against=computer&limit=5&before=1795000000000.Ab3dE5gH7j`,
    );
  });
  it('appends a page without showing a game twice', () => {
    const first = readGamesPage({ games: [game('a'), game('b')], next: 'c1' })!;
    expect(first.next).toBe('c1');
    const second = readGamesPage({ games: [game('b'), game('c')], next: null })!;
    expect(appendPage(first.games, second).map((g) => g.id)).toEqual(['a', 'b', 'c']);
    expect(second.next).toBeNull();
  });
  it('reads the opponent: a named player, an anonymous one, the computer', () => {
    const page = readGamesPage({
      games: [
        game('a'),
        { ...game('b'), opponent: { name: null, publicId: null }, ratingChange: null },
        { ...game('c'), opponent: { computer: 5 }, rated: false },
      ],
    })!;
    expect(page.games.map((g) => g.opponent)).toEqual([
      { name: 'Bo', publicId: '0b1c2d3e4f5a6b7c' },
      { name: null, publicId: null },
      { computer: 5 },
    ]);
    expect(page.games[1]?.ratingChange).toBeNull();
    expect(page.next).toBeNull();
  });
});

describe('readLeaderboard', () => {
  it('leaves out rows without a public id and numbers the rest when the rank is missing', () => {
    const rows = readLeaderboard({
      players: [
        { publicId: ID, name: 'Ana', rating: 1912, deviation: 64, games: 120 },
        { publicId: 'nope', rating: 1800 },
        { rank: 2, publicId: '0b1c2d3e4f5a6b7c', name: null, rating: 1800.4, deviation: 70 },
      ],
    });
    expect(rows?.map((r) => [r.rank, r.name])).toEqual([
      [1, 'Ana'],
      [2, null],
    ]);
    expect(readLeaderboard({})).toBeNull();
  });
});

describe('speeds and ranges', () => {
  it('puts a clock in the server speed (initial + 40 x increment)', () => {
    expect(speedOfClock({ initial: 60, increment: 2 })).toBe('bullet'); // 140 s
    expect(speedOfClock({ initial: 180, increment: 0 })).toBe('blitz'); // 3 min
    expect(speedOfClock({ initial: 300, increment: 4 })).toBe('blitz'); // 460 s
    expect(speedOfClock({ initial: 900, increment: 5 })).toBe('rapid'); // 1100 s
    expect(speedOfClock({ initial: 1800, increment: 2 })).toBe('classical');
    expect(speedOfClock({ days: 3 })).toBe('correspondence');
    expect(speedOfClock(null)).toBeNull();
  });
  it('makes an absolute range around a rating within 1..4000', () => {
    expect(rangeAround(1612.4, 200)).toEqual({ min: 1412, max: 1812 });
    expect(rangeAround(250, 300)).toEqual({ min: 1, max: 550 });
    expect(rangeAround(3900, 500)).toEqual({ min: 3400, max: 4000 });
  });
});
