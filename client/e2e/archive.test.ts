// The archive and the opening explorer in Chromium against the real `renju serve`, with a small
// archive loaded by the real `renju import` (the fixtures of every format, a RenjuNet file of
// games that reach one position in several orientations, and plain move lists enough for two
// pages): the list with its filters and paging, a game's page (stepping, a record downloaded,
// the way into the analysis board), and the explorer's counts against a count made here from
// the archived games themselves, on the game page and on the analysis board in a turned
// orientation. English on a desktop for the flows; Portuguese on a 360-px phone for the structure
// of both pages. Screenshots: artifacts/archive-*.png.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveEn } from '../src/i18n/archive.en';
import { archivePt } from '../src/i18n/archive.pt';
import { explorerEn } from '../src/i18n/explorer.en';
import { explorerPt } from '../src/i18n/explorer.pt';
import { gameEn } from '../src/i18n/game.en';
import { gamePt } from '../src/i18n/game.pt';
import {
  DESKTOP,
  PHONE,
  REPO,
  createGame,
  hasHorizontalScroll,
  newPerson,
  screenshot,
  waitFor,
} from './harness.mjs';
import { useSite } from './site-suite';

// A node cap keeps the computer's move of the last tests short.
const site = useSite({ extraArgs: ['--computer-nodes', '2000'] });

interface Game {
  id: string;
  source: string;
  rule: string | null;
  opening: string | null;
  result: string | null;
  reason: string | null;
  length: number;
  playedAt: number | null;
  black: string | null;
  white: string | null;
  moves: (string | null)[];
}

// ---- the board's 8 symmetries, for the count made here -----------------------------------------

type Sym = (p: string) => string;
const SYMS: Sym[] = [0, 1, 2, 3, 4, 5, 6, 7].map((s) => (p: string) => {
  let x = p.charCodeAt(0) - 97 - 7;
  let y = Number(p.slice(1)) - 1 - 7;
  if (s & 4) x = -x;
  for (let r = 0; r < (s & 3); r++) [x, y] = [-y, x];
  return `${String.fromCharCode(97 + x + 7)}${y + 8}`;
});

/** Next moves from `position` (as shown) in `games`, found by comparing boards: [move, b, d, w, n]. */
function bruteForce(games: Game[], position: string[], rule: string | null) {
  const want = new Set(position.map((p, i) => `${i % 2}${p}`));
  const counts = new Map<string, { games: number; black: number; draws: number; white: number }>();
  for (const g of games) {
    if (rule && g.rule !== rule) continue;
    if (g.moves.length <= position.length) continue;
    const head = g.moves.slice(0, position.length + 1);
    if (head.some((m) => m === null)) continue;
    const sym = SYMS.find((s) => head.slice(0, -1).every((m, i) => want.has(`${i % 2}${s(m!)}`)));
    if (!sym) continue;
    const move = sym(head[position.length]!);
    const c = counts.get(move) ?? { games: 0, black: 0, draws: 0, white: 0 };
    c.games++;
    if (g.result === 'black') c.black++;
    if (g.result === 'draw') c.draws++;
    if (g.result === 'white') c.white++;
    counts.set(move, c);
  }
  return [...counts.entries()]
    .map(([move, c]) => [move, c.games, c.black, c.draws, c.white].join(' '))
    .sort();
}

/** The explorer table of one source as the page shows it: "move games black draws white". */
async function shownRows(page: Page, source: 'here' | 'import') {
  return (
    await page
      .locator(`.explorer-source[data-source="${source}"] tr[data-move]`)
      .evaluateAll((rows) =>
        rows.map((r) => {
          const d = (r as HTMLElement).dataset;
          return [d.move, d.games, d.black, d.draws, d.white].join(' ');
        }),
      )
  ).sort();
}

// ---- the archive loaded by `renju import` ------------------------------------------------------

// Games reaching h8 h9 j10 (3D) in four orientations, with results and two rules.
const TURNED: [string, string, string, string, string][] = [
  // moves, rule, bresult, black, white
  ['h8 h9 j10 i9', 'rif', '1', 'Ann', 'Bo'],
  ['h8 h9 j10 i9 j9', 'rif', '0', 'Cy', 'Ann'],
  ['h8 h7 f6 g7', 'yamaguchi', '0.5', 'Bo', 'Cy'], // turned half a circle: i9 on screen
  ['h8 h9 f10 g9', 'rif', '1', 'Ann', 'Cy'], // mirrored: i9 on screen
  ['h8 g8 f10 e11', 'rif', '0', 'Bo', 'Ann'], // turned a quarter: k11 on screen
  ['h8 h9 j10 k11 l12', 'yamaguchi', '1', 'Cy', 'Bo'],
];

const games: Game[] = [];
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'renju-archive-e2e-'));
  const rif = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<database><games>',
    ...TURNED.map(
      ([moves, rule, bresult, black, white], i) =>
        `<game id="${900 + i}" rule="${rule}" black="${black}" white="${white}" bresult="${bresult}" date="2021-03-${String(10 + i)}"><move>${moves}</move></game>`,
    ),
    '</games></database>',
  ].join('\n');
  writeFileSync(join(work, 'turned.rif'), rif);
  // 24 plain games: with the fixtures, more than one page of 20.
  const spots = ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1', 'i1', 'j1', 'k1', 'l1'];
  const plain = spots.flatMap((p) => [`h8 h9 ${p}`, `h8 i9 ${p}`]);
  writeFileSync(join(work, 'many.txt'), plain.join('\n') + '\n');
  const bin = process.env.RENJU_BIN ?? join(REPO, 'build', 'release', 'cli', 'renju');
  const fixtures = ['good.rif', 'good.sgf', 'good.psq', 'good.txt'].map((f) =>
    join(REPO, 'tests', 'fixtures', 'archive', f),
  );
  execFileSync(bin, [
    'import',
    '--quiet',
    '--db',
    site.server.db,
    ...fixtures,
    join(work, 'turned.rif'),
    join(work, 'many.txt'),
  ]);
  // Every archived game, newest first, as the API pages them.
  let after = '';
  for (;;) {
    const r = (await (
      await fetch(`${site.server.base}/api/archive?limit=100${after ? `&after=${after}` : ''}`)
    ).json()) as { games: Game[]; next: string | null };
    games.push(...r.games);
    if (!r.next) break;
    after = r.next;
  }
  expect(games.length).toBeGreaterThan(30);
});

afterAll(() => rmSync(work, { recursive: true, force: true }));

const listIds = (page: Page) =>
  page
    .locator('#archive-list .ar-row')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.id));
const listReady = (page: Page) =>
  page.waitForSelector('#archive-list[data-state="ready"]', { timeout: 15_000 });
const explorerReady = (page: Page, root: string) =>
  page.waitForSelector(`${root}[data-explorer="ready"]`, { timeout: 15_000 });

describe('archive list', () => {
  it('pages through every game and filters by the form and by the address', async () => {
    const { page, errors, context } = await newPerson(site.browser, { viewport: DESKTOP });
    await page.goto(`${site.server.base}/archive?lang=en`);
    await listReady(page);
    // Paging: 20 at a time, "Older games" until the end, in the API's order.
    const seen: string[] = [];
    for (;;) {
      await listReady(page);
      seen.push(...((await listIds(page)) as string[]));
      const older = page.getByRole('link', { name: archiveEn['archive.older'] });
      if (!(await older.count())) break;
      const before = page.url();
      await older.click();
      await waitFor(() => page.url() !== before, { what: 'the next page' });
    }
    expect(seen).toEqual(games.map((g) => g.id));
    expect(new URL(page.url()).searchParams.get('after')).toBeTruthy();

    // The form: RIF, Black wins.
    await page.goto(`${site.server.base}/archive`);
    await listReady(page);
    await page.selectOption('#ar-rule', 'rif');
    await page.selectOption('#ar-result', 'black');
    await page.getByRole('button', { name: archiveEn['archive.filter.submit'] }).click();
    await waitFor(() => new URL(page.url()).searchParams.get('result') === 'black');
    await listReady(page);
    const rifBlack = games.filter((g) => g.rule === 'rif' && g.result === 'black').map((g) => g.id);
    expect(rifBlack.length).toBeGreaterThan(1);
    expect(await listIds(page)).toEqual(rifBlack);
    expect(new URL(page.url()).search).toBe('?rule=rif&result=black');

    // The address alone (a shared link) with the other filters; the form shows them.
    const cases: [string, (g: Game) => boolean][] = [
      ['name=Ann&source=import', (g) => g.black === 'Ann' || g.white === 'Ann'],
      [
        'from=2021-03-11&to=2021-03-13',
        (g) =>
          g.playedAt !== null &&
          g.playedAt >= Date.UTC(2021, 2, 11) &&
          g.playedAt < Date.UTC(2021, 2, 14),
      ],
      [
        'minLength=4&maxLength=5&opening=3D',
        (g) => g.length >= 4 && g.length <= 5 && g.opening === '3D',
      ],
      ['reason=resign', (g) => g.reason === 'resign'],
    ];
    for (const [query, keep] of cases) {
      await page.goto(`${site.server.base}/archive?${query}`);
      await listReady(page);
      const expected = games.filter(keep).map((g) => g.id);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(await listIds(page), query).toEqual(expected);
      if (query.includes('opening')) {
        expect(await page.inputValue('#ar-opening')).toBe('3D');
        expect(await page.inputValue('#ar-minLength')).toBe('4');
      }
    }
    // A search nothing matches says so.
    await page.goto(`${site.server.base}/archive?name=Nobody`);
    await listReady(page);
    await page.getByText(archiveEn['archive.empty']).waitFor();
    await screenshot(page, 'archive-list-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('archived game and explorer', () => {
  it('steps through a game, downloads its record and explores the position shown', async () => {
    const { page, errors, context } = await newPerson(site.browser, { viewport: DESKTOP });
    const game = games.find((g) => g.moves.join(' ') === 'h8 h9 j10 i9 j9')!;
    await page.goto(`${site.server.base}/archive?name=Cy&lang=en`);
    await listReady(page);
    await page.locator(`.ar-row[data-id="${game.id}"] a.ar-link`).click();
    const root = '#archive-game';
    await page.waitForSelector(`${root}[data-state="ready"]`);
    expect(new URL(page.url()).pathname).toBe(`/archive/${game.id}`);
    await expect.poll(() => page.locator(`${root} .ar-board g.stone`).count()).toBe(5);
    expect(await page.textContent('[data-fact="players"]')).toBe('Cy (Black) – Ann (White)');
    expect(await page.textContent('[data-fact="date"]')).toBe('2021-03-11');
    expect(await page.textContent('[data-fact="opening"]')).toBe('3D Sosei');

    // Stepping: buttons, keys, the move list; the address keeps the move shown.
    await page.getByRole('button', { name: archiveEn['archive.game.first'] }).click();
    await expect.poll(() => page.locator(`${root} .ar-board g.stone`).count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: archiveEn['archive.game.next'] }).click();
    await expect.poll(() => page.getAttribute(root, 'data-at')).toBe('3');
    expect(new URL(page.url()).searchParams.get('at')).toBe('3');
    expect(await page.locator(`${root} .ar-board g.stone`).count()).toBe(3);
    expect(await page.getAttribute('[data-region="analyse"]', 'href')).toBe(
      '/analysis?moves=h8,h9,j10,i9,j9&at=3',
    );

    // The explorer at h8 h9 j10, under the game's rule first: counts as the archived games
    // imply, under each rule and under all.
    await explorerReady(page, root);
    const position = ['h8', 'h9', 'j10'];
    expect(await page.inputValue('#explorer-rule')).toBe('rif');
    expect(await shownRows(page, 'import')).toEqual(bruteForce(games, position, 'rif'));
    expect(await shownRows(page, 'here')).toEqual([]);
    await page.selectOption('#explorer-rule', '');
    await expect.poll(() => shownRows(page, 'import')).toEqual(bruteForce(games, position, null));
    expect(await shownRows(page, 'import')).toEqual(['i9 4 2 1 1', 'k11 2 1 0 1']);
    await page.selectOption('#explorer-rule', 'yamaguchi');
    await expect
      .poll(() => shownRows(page, 'import'))
      .toEqual(bruteForce(games, position, 'yamaguchi'));
    await page.selectOption('#explorer-rule', '');
    // The bars' colours come from the stylesheet (a white share drawn white, not black).
    const fill = await page
      .locator('.explorer-bar rect.w')
      .first()
      .evaluate((r) => getComputedStyle(r).fill);
    expect(fill).toBe('rgb(244, 242, 234)');
    await screenshot(page, 'archive-game-desktop');

    // The game's own next move steps; the record downloads.
    await page.getByRole('button', { name: 'Play i9' }).click();
    await expect.poll(() => page.getAttribute(root, 'data-at')).toBe('4');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('[data-format="sgf"]').click(),
    ]);
    const sgf = readFileSync(await download.path(), 'utf8');
    expect(download.suggestedFilename()).toBe(`renju-${game.id}.sgf`);
    expect(sgf).toContain(';B[hh];W[hg];B[jf];W[ig];B[jg]');
    expect(sgf).toContain('PB[Cy]');

    // Another move opens the analysis board with it played, and its explorer follows.
    await page.getByRole('button', { name: archiveEn['archive.game.prev'] }).click();
    await explorerReady(page, root);
    await page.getByRole('button', { name: 'Play k11' }).click();
    await page.waitForURL(/\/analysis\?/);
    expect(new URL(page.url()).searchParams.get('moves')).toBe('h8,h9,j10,k11');
    await page.waitForSelector('#analysis[data-ready="true"]', { timeout: 20_000 });
    await explorerReady(page, '#analysis');
    const k11 = ['h8', 'h9', 'j10', 'k11'];
    await expect.poll(() => shownRows(page, 'import')).toEqual(bruteForce(games, k11, null));
    await page.getByRole('button', { name: 'Play l12' }).click();
    await expect.poll(() => page.getAttribute('#analysis', 'data-at')).toBe('5');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('gives the moves in the orientation of the board on screen', async () => {
    const { page, errors, context } = await newPerson(site.browser, { viewport: DESKTOP });
    // h8 h9 j10 turned a quarter (h8 g8 f10): i9 of the games above is g9 here.
    const turned = ['h8', 'g8', 'f10'];
    await page.goto(`${site.server.base}/analysis?moves=${turned.join(',')}&lang=en`);
    await page.waitForSelector('#analysis[data-ready="true"]', { timeout: 20_000 });
    await explorerReady(page, '#analysis');
    const expected = bruteForce(games, turned, null);
    expect(expected).toContain('g9 4 2 1 1');
    await expect.poll(() => shownRows(page, 'import')).toEqual(expected);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('Portuguese on a phone', () => {
  it('shows the list and a game in Portuguese without sideways scrolling', async () => {
    const { page, errors, context } = await newPerson(site.browser, {
      viewport: PHONE,
      locale: 'pt-BR',
      touch: true,
    });
    await page.goto(`${site.server.base}/archive?rule=rif&lang=pt`);
    await listReady(page);
    expect(await page.textContent('h1')).toBe(archivePt['archive.title']);
    expect(await page.textContent('label[for="ar-result"]')).toBe(
      archivePt['archive.filter.result'],
    );
    expect(await page.locator('#archive-list .ar-row').count()).toBe(
      games.filter((g) => g.rule === 'rif').length,
    );
    expect(await page.locator('#archive-list').textContent()).toContain(
      archivePt['archive.result.black'],
    );
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'archive-list-phone-pt');

    await page.locator('#archive-list .ar-row a.ar-link').first().tap();
    await page.waitForSelector('#archive-game[data-state="ready"]');
    await explorerReady(page, '#archive-game');
    expect(await page.textContent('#explorer-title')).toBe(explorerPt['explorer.title']);
    expect(await page.locator('.ar-movelist .ar-move').count()).toBeGreaterThan(1);
    await expect.poll(() => page.locator('#archive-game .ar-board svg').count()).toBe(1);
    const box = (await page.locator('#archive-game .ar-board').boundingBox())!;
    expect(box.width).toBeGreaterThan(300);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'archive-game-phone-pt');

    // An id nobody has.
    await page.goto(`${site.server.base}/archive/i000000000000000`);
    await page.waitForSelector('#archive-game[data-state="missing"]');
    expect(await page.textContent('#archive-game')).toContain(archivePt['archive.game.missing']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

// Last in the file: it adds a game to the archive the tests above count.
describe('publish this game', () => {
  const api = async (path: string, body: unknown, secret = '') => {
    const r = await fetch(`${site.server.base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret ? { authorization: `Bearer ${secret}` } : {}),
      },
      body: JSON.stringify(body),
    });
    expect(r.status, `${path}: ${await r.clone().text()}`).toBeLessThan(300);
    return (await r.json()) as Record<string, unknown>;
  };

  it('lists a private link game once both players agreed on its finished page', async () => {
    // A link game (standard rule, the creator opens as Black) played to Black's five.
    const made = await createGame(site.server.base, { rule: 'standard', opener: 'creator' });
    const id = made.id;
    const joined = await api(`/api/games/${id}/join`, { invite: made.invite });
    const black = made.seat;
    const white = joined.seat as string;
    const moves = ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8'];
    for (const [i, point] of moves.entries())
      await api(`/api/games/${id}/actions`, { type: 'place', point }, i % 2 ? white : black);
    expect((await fetch(`${site.server.base}/api/archive/${id}`)).status).toBe(404);

    const en = await newPerson(site.browser, { viewport: DESKTOP });
    await en.page.goto(`${site.server.base}/g/${id}?lang=en#seat=${black}`);
    const enPublish = en.page.locator('#game [data-act="publish"]');
    await enPublish.waitFor();
    expect(await en.page.textContent('#game .publish')).toContain(gameEn['game.publish.explain']);
    await enPublish.click();
    await en.page.getByText(gameEn['game.publish.asked']).waitFor();
    expect(await enPublish.count()).toBe(0);
    expect((await fetch(`${site.server.base}/api/archive/${id}`)).status).toBe(404);

    // The other player, in Portuguese on a phone, is told and agrees.
    const pt = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR', touch: true });
    await pt.page.goto(`${site.server.base}/g/${id}?lang=pt#seat=${white}`);
    await pt.page.getByText(gamePt['game.publish.offered']).waitFor();
    await pt.page.locator('#game [data-act="publish"]').tap();
    const ptLink = pt.page.getByRole('link', { name: gamePt['game.publish.inArchive'] });
    await ptLink.waitFor();
    // The first player's page learns it live, from the socket.
    await en.page.getByRole('link', { name: gameEn['game.publish.inArchive'] }).waitFor();
    expect(await en.page.locator('#game .publish').count()).toBe(0);
    expect(await hasHorizontalScroll(pt.page)).toBe(false);
    await screenshot(pt.page, 'archive-published-phone-pt');

    await ptLink.tap();
    await pt.page.waitForSelector('#archive-game[data-state="ready"]');
    expect(new URL(pt.page.url()).pathname).toBe(`/archive/${id}`);
    // The start, then each move.
    expect(await pt.page.locator('.ar-movelist .ar-move').count()).toBe(moves.length + 1);
    expect(await pt.page.locator('.ar-movelist .ar-move').last().textContent()).toBe('9. l8');
    const listed = (await (await fetch(`${site.server.base}/api/archive?source=here`)).json()) as {
      games: Game[];
    };
    expect(listed.games.map((g) => g.id)).toContain(id);
    expect(en.errors).toEqual([]);
    expect(pt.errors).toEqual([]);
    await en.context.close();
    await pt.context.close();
  });
  /** A link game played to its end over the API, then published by both seats. */
  const publishedGame = async (
    settings: Record<string, unknown>,
    actions: [seat: 'opener' | 'other', action: Record<string, unknown>][],
  ) => {
    const made = await createGame(site.server.base, settings);
    const joined = await api(`/api/games/${made.id}/join`, { invite: made.invite });
    const seats = { opener: made.seat, other: joined.seat as string };
    for (const [seat, action] of actions)
      await api(`/api/games/${made.id}/actions`, action, seats[seat]);
    for (const seat of ['opener', 'other'] as const)
      await api(`/api/games/${made.id}/actions`, { type: 'publish' }, seats[seat]);
    return made.id;
  };

  it('shows nothing to explore after the last move of a finished game, without an error', async () => {
    // Not the moves of the test above: the archive keeps one copy of a game's content.
    const moves = ['h8', 'o1', 'h9', 'o2', 'h10', 'o3', 'h11', 'o4', 'h12'];
    const id = await publishedGame(
      { rule: 'standard', opener: 'creator' },
      moves.map((point, i) => [i % 2 ? 'other' : 'opener', { type: 'place', point }]),
    );
    for (const [lang, words] of [
      ['en', explorerEn],
      ['pt', explorerPt],
    ] as const) {
      const who = await newPerson(site.browser, { viewport: lang === 'en' ? DESKTOP : PHONE });
      await who.page.goto(`${site.server.base}/archive/${id}?lang=${lang}`);
      await who.page.waitForSelector('#archive-game[data-state="ready"]');
      expect(await who.page.getAttribute('#archive-game', 'data-at')).toBe(String(moves.length));
      await explorerReady(who.page, '#archive-game');
      const body = who.page.locator('[data-region="explorer"]');
      const failed = words['explorer.error'].split('{message}')[0]!;
      expect(await body.textContent()).not.toContain(failed);
      expect(
        await body.locator('.explorer-note', { hasText: words['explorer.none'] }).count(),
      ).toBe(2);
      expect(who.errors).toEqual([]);
      expect(who.consoleErrors).toEqual([]);
      await who.context.close();
    }
  });

  it("shows a game's swaps, declared count and offers as its live page did", async () => {
    // Soosõrv-8: three stones, White swaps, the new White plays move 4 and declares three,
    // the new Black offers three fifth moves, White chooses one; then Black resigns.
    const id = await publishedGame({ rule: 'soosorv', n: 8 }, [
      ['opener', { type: 'place', point: 'h8' }],
      ['opener', { type: 'place', point: 'h9' }],
      ['opener', { type: 'place', point: 'j10' }],
      ['other', { type: 'swap' }],
      ['opener', { type: 'place', point: 'g9' }],
      ['opener', { type: 'declare', count: 3 }],
      ['other', { type: 'offer', points: ['a1', 'o15', 'a15'] }],
      ['opener', { type: 'choose', point: 'a1' }],
      ['other', { type: 'resign' }],
    ]);
    for (const [lang, t] of [
      ['en', gameEn],
      ['pt', gamePt],
    ] as const) {
      const who = await newPerson(site.browser, { viewport: lang === 'en' ? DESKTOP : PHONE });
      await who.page.goto(`${site.server.base}/archive/${id}?lang=${lang}&at=3`);
      await who.page.waitForSelector('#archive-game[data-state="ready"]');
      const list = who.page.locator('.ar-movelist li');
      const texts = (await list.allTextContents()).map((x) => x.trim());
      const offered = ['a1', 'o15', 'a15'].join(t['game.listSep']);
      // Between the right moves, as on the live page: the swap after move 3, the declaration
      // and the offers after move 4, White's choice with the fifth move.
      expect(texts.slice(3, 9)).toEqual([
        '3. j10',
        t['game.decision.swap'],
        '4. g9',
        t['game.decision.declare'].replace('{count}', '3'),
        t['game.decision.offer'].replace('{points}', offered),
        t['game.decision.choose'].replace('{point}', 'a1'),
      ]);
      expect(texts[9]).toBe('5. a1');
      // The position after move 3 says what followed it, as the live replay does.
      expect(await who.page.textContent('[data-region="pos"]')).toContain(t['game.decision.swap']);
      expect(await hasHorizontalScroll(who.page)).toBe(false);
      await screenshot(who.page, `archive-decisions-${lang}`);
      expect(who.errors).toEqual([]);
      await who.context.close();
    }
  });

  it('names the computer with its level in the list and on the game page', async () => {
    const made = await createGame(site.server.base, {
      rule: 'standard',
      opener: 'creator',
      computer: { level: 2 },
    });
    const id = made.id;
    await api(`/api/games/${id}/actions`, { type: 'place', point: 'h8' }, made.seat);
    await waitFor(
      async () => {
        const v = (await (await fetch(`${site.server.base}/api/games/${id}`)).json()) as {
          game: { moves: unknown[] };
        };
        return v.game.moves.length === 2;
      },
      { timeoutMs: 30_000, what: "the computer's move" },
    );
    await api(`/api/games/${id}/actions`, { type: 'resign' }, made.seat);
    await api(`/api/games/${id}/actions`, { type: 'publish' }, made.seat);
    for (const [lang, words] of [
      ['en', archiveEn],
      ['pt', archivePt],
    ] as const) {
      const computer = words['archive.computer'].replace('{level}', '2');
      const players = words['archive.game.vs']
        .replace('{black}', words['archive.anonymous'])
        .replace('{white}', computer);
      const who = await newPerson(site.browser, { viewport: lang === 'en' ? DESKTOP : PHONE });
      await who.page.goto(`${site.server.base}/archive?source=here&lang=${lang}`);
      await listReady(who.page);
      expect(await who.page.textContent(`.ar-row[data-id="${id}"] .ar-players`)).toBe(players);
      await who.page.locator(`.ar-row[data-id="${id}"] a.ar-link`).click();
      await who.page.waitForSelector('#archive-game[data-state="ready"]');
      expect(await who.page.textContent('[data-fact="players"]')).toBe(players);
      expect(who.errors).toEqual([]);
      await who.context.close();
    }
  });
});
