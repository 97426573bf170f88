// The player page's and the leaderboard's markup for given answers: names linked to their pages
// (only a well-formed id), "?" on a provisional rating, a game's opponent and rating change.
import { describe, expect, it } from 'vitest';
import { markup } from '../lib/markup';
import { playerWords } from '../player/words';
import { rowsTable } from './leaderboard';
import { readGamesPage, readLeaderboard, readProfile } from './model';
import { gameItem, nameLink, ratingsTable } from './player-view';

const en = playerWords('en');
const pt = playerWords('pt');
const ANA = '3f9c0a1b2c3d4e5f';
const BO = '0b1c2d3e4f5a6b7c';
const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

describe('the leaderboard table', () => {
  it('ranks the players, each name a link to its page, an anonymous one too', () => {
    const rows = readLeaderboard({
      speed: 'blitz',
      players: [
        { rank: 1, publicId: ANA, name: 'Ana', rating: 1912.4, deviation: 64.2, games: 120 },
        { rank: 2, publicId: BO, name: null, rating: 1800, deviation: 70, games: 40 },
      ],
    })!;
    const text = markup(rowsTable(pt, 'blitz', rows));
    expect(text).toContain(`<a class="player-link" href="/player/${ANA}">Ana</a>`);
    expect(text).toContain(`<a class="player-link" href="/player/${BO}">anônimo</a>`);
    expect(text).toContain('1912 <span class="dev">±64</span>');
    expect(text).toContain('Os melhores jogadores de Blitz');
    expect(text.indexOf(ANA)).toBeLessThan(text.indexOf(BO));
  });
});

describe('the player page', () => {
  it('writes a provisional rating with "?" and says what it means', () => {
    const p = readProfile({
      publicId: ANA,
      ratings: [
        { speed: 'blitz', rating: 1612, deviation: 87, provisional: false, games: 31 },
        { speed: 'rapid', rating: 1480, deviation: 200, provisional: true, games: 2 },
      ],
    })!;
    const text = markup(ratingsTable(en, p));
    expect(text).toMatch(/data-provisional="false">1612</);
    expect(text).toMatch(/data-provisional="true">1480\?</);
    expect(text).toContain(en('profile.provisional'));
  });
  it('shows a game with its result, the opponent linked, and the rating change', () => {
    const [g] = readGamesPage({
      games: [
        {
          id: 'Ab3dE5gH7j',
          settings: { rule: 'standard', clock: { initialMs: 300000, incrementMs: 3000 } },
          color: 'white',
          opponent: { name: 'Bo', publicId: BO },
          result: { outcome: 'loss', reason: 'time' },
          moves: 41,
          endedAt: Date.UTC(2026, 11, 6),
          rated: true,
          ratingChange: -7,
        },
      ],
    })!.games;
    const text = markup(gameItem(en, g!, when));
    expect(text).toContain('href="/g/Ab3dE5gH7j"');
    expect(text).toContain(`against <a class="player-link" href="/player/${BO}">Bo</a>`);
    expect(text).toContain('rating \u22127');
    expect(text).toContain('Lost (on time)');
    expect(text).toContain('played White');
  });
  it('never links a name without a well-formed public id', () => {
    expect(markup(nameLink('Ana', 'javascript:alert(1)', 'x'))).toBe('Ana');
    expect(markup(nameLink(null, null, 'anonymous'))).toBe('anonymous');
  });
});
