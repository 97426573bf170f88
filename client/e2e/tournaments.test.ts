// The tournament pages (docs/tournaments.md, "The pages") in Chromium against the real `renju
// serve` (its scheduler beating every 50 ms): a Swiss of six keys through three rounds, in
// English, created from the form by the organiser on a desktop, one player at 360 px joining and
// asking for a half-point bye on the page, four more joining over the API; each round's game
// opens by itself on the players' event page, then on the page of the game before once it is
// over (which links to the event), the games are played over the API (h8, h9, the second player
// resigns) and the final standings and crosstable show, with the half-point bye, one round at a
// time with its round buttons, no pager for six. Then an arena in Portuguese at 360 px: created
// and started on the page, the game opening by itself, the organiser ending it, the standings.
// Screenshots go to artifacts/tournament-*.png.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../src/i18n';
import {
  DESKTOP,
  PHONE,
  type Person,
  hasHorizontalScroll,
  newPerson,
  screenshot,
  waitFor,
} from './harness.mjs';
import { useSite } from './site-suite';

const en = DICTIONARIES.en;
const pt = DICTIONARIES.pt;
const site = useSite({
  extraArgs: [
    '--event-beat-ms',
    '50',
    '--event-feed-ms',
    '200',
    '--rate-ip',
    '0',
    '--rate-accept',
    '0',
  ],
});

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The serious and critical axe-core findings on the page as it is now. */
async function axeFindings(p: Page): Promise<string[]> {
  await p.evaluate(AXE);
  return p.evaluate(async () => {
    type Violation = { id: string; impact: string | null; nodes: unknown[] };
    type Axe = { run: (ctx: Document) => Promise<{ violations: Violation[] }> };
    const result = await (window as unknown as { axe: Axe }).axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.nodes.length})`);
  });
}

interface Key {
  key: string;
  publicId: string;
  name: string;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
function makeKey(name: string): Key {
  const key = randomBytes(16).toString('base64url');
  return { key, name, publicId: sha256(`renju-public-id:${sha256(key)}`).slice(0, 16) };
}

async function api(k: Key, method: string, path: string, body?: unknown) {
  const r = await fetch(`${site.server.base}${path}`, {
    method,
    headers: { authorization: `Player ${k.key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await r.json().catch(() => ({}))) as Record<string, unknown>;
  if (!r.ok) throw new Error(`${method} ${path} -> ${r.status}: ${JSON.stringify(json)}`);
  return json;
}

interface BoardView {
  first: { publicId: string } | null;
  second: { publicId: string } | null;
  game: string | null;
  result: string;
}
interface View {
  status: string;
  page: number;
  perPage: number;
  counts: { players: number; standings: number; games: number };
  pairedRounds: number;
  round: { round: number; boardCount: number; boards: BoardView[] } | null;
  standings: { publicId: string; points: number; place: number; cross: string[] }[];
  games?: { game: string }[];
  you: { game: string | null; page: number | null };
}
/** The key's view of the event; `query` picks a page, a round, a page of its boards. */
const view = async (id: string, k: Key, query = '') =>
  (await api(k, 'GET', `/api/tournaments/${id}${query}`)) as unknown as View;

/** The key's page: its key and name put in place before the page's scripts run. */
async function person(k: Key, opts: Parameters<typeof newPerson>[1]): Promise<Person> {
  const p = await newPerson(site.browser, opts);
  await p.context.addInitScript((key) => localStorage.setItem('renju.player.key', key), k.key);
  await api(k, 'PUT', '/api/player', { name: k.name });
  return p;
}

/** Plays a game over the API: both seats place a stone, then the second player resigns. */
async function firstWins(game: string, first: Key, second: Key): Promise<void> {
  const path = `/api/games/${game}/actions`;
  await api(first, 'POST', path, { type: 'place', point: 'h8' });
  await api(second, 'POST', path, { type: 'place', point: 'h9' });
  await api(second, 'POST', path, { type: 'resign' });
}

let organiser: Key;
const keys: Key[] = [];

describe('tournament pages', () => {
  beforeAll(() => {
    organiser = makeKey('Ana');
    for (const name of ['Bia', 'Cid', 'Dan', 'Eva', 'Fay']) keys.push(makeKey(name));
  });
  beforeAll(async () => {
    for (const k of keys) await api(k, 'PUT', '/api/player', { name: k.name });
  });

  it('runs a Swiss of six through three rounds from the pages (English)', async () => {
    const base = site.server.base;
    const ana = await person(organiser, { viewport: DESKTOP });
    const bia = await person(keys[0]!, { viewport: PHONE });
    const all = [organiser, ...keys];
    const byId = new Map(all.map((k) => [k.publicId, k]));

    // The organiser creates it from the form; a wrong value is refused beside its field.
    await ana.page.goto(`${base}/tournaments?lang=en`);
    expect(await ana.page.textContent('h1')).toBe(en['tournaments.heading']);
    await ana.page.waitForSelector('#tournaments[data-loaded]');
    expect(await axeFindings(ana.page), 'list page').toEqual([]);
    await ana.page.fill('#name', 'Friday Swiss');
    await ana.page.fill('#rounds', '0');
    await ana.page.click('#create-event button[type=submit]');
    expect(await ana.page.isVisible('#rounds-error')).toBe(true);
    expect(await ana.page.getAttribute('#rounds', 'aria-invalid')).toBe('true');
    expect(await ana.page.textContent('#rounds-error')).toBe(en['tcreate.invalid.rounds']);
    await ana.page.fill('#rounds', '3');
    await ana.page.selectOption('#clock', '5+4');
    await ana.page.click('#create-event button[type=submit]');
    await ana.page.waitForURL(/\/t\/[0-9A-Za-z]+$/);
    const id = new URL(ana.page.url()).pathname.split('/').pop()!;
    await ana.page.waitForSelector('#tournament[data-state="ready"]');
    expect(await ana.page.textContent('#event-name')).toBe('Friday Swiss');
    expect(await ana.page.textContent('#event-countdown')).toBe(en['tour.countdown.manual']);
    expect(await ana.page.isVisible('#event-start')).toBe(true);
    await ana.page.click('#event-join');
    await ana.page.waitForSelector(`#event-players li[data-id="${organiser.publicId}"]`);

    // A player joins from her phone and asks for a half-point bye in round 3.
    await bia.page.goto(`${base}/t/${id}`);
    await bia.page.waitForSelector('#tournament[data-state="ready"]');
    expect(await bia.page.locator('#event-start').count()).toBe(0); // not the organiser
    await bia.page.click('#event-join');
    await bia.page.waitForSelector('#event-withdraw');
    await bia.page.selectOption('#bye-round', '3');
    await bia.page.click('.event-bye button');
    await bia.page.waitForSelector(
      `#event-action-status:has-text("${en['tour.bye.done'].replace('{round}', '3')}")`,
    );
    for (const k of keys.slice(1)) await api(k, 'POST', `/api/tournaments/${id}/join`);
    await ana.page.waitForSelector(`#event-players li[data-id="${keys[4]!.publicId}"]`);
    expect(await ana.page.locator('#event-players li').count()).toBe(6);
    // The page follows the lobby socket's tournament frames (and asks the GET besides).
    await ana.page.waitForSelector('#tournament[data-frames]');
    await screenshot(ana.page, 'tournament-swiss-registering-en');

    await ana.page.click('#event-start');
    for (let round = 1; round <= 3; round++) {
      await waitFor(async () => ((await view(id, organiser)).pairedRounds >= round ? true : null), {
        what: `round ${round} paired`,
      });
      const shown = (await view(id, organiser, `?round=${round}`)).round!;
      expect(shown.round).toBe(round);
      expect(shown.boardCount).toBe(shown.boards.length); // three boards: one page
      const boards = shown.boards;
      // The players' games open by themselves: in round 1 on the event pages they are on, later
      // on the page of the organiser's game of the round before, once it is over. That page
      // links to the event.
      const gameOf = (k: Key) =>
        boards.find((b) => b.first?.publicId === k.publicId || b.second?.publicId === k.publicId);
      const mine = gameOf(organiser)?.game;
      if (round === 1) {
        await ana.page.waitForURL(`${base}/g/${mine}`, { timeout: 15_000 });
        await bia.page.waitForURL(`${base}/g/${gameOf(keys[0]!)!.game}`, { timeout: 15_000 });
        await ana.page.waitForSelector(`.game-header a.event-link[href="/t/${id}"]`);
        expect(await ana.page.textContent('a.event-link')).toBe(en['game.event.link']);
      } else if (mine) {
        await ana.page.waitForURL(`${base}/g/${mine}`, { timeout: 30_000 });
      }
      if (round === 3) {
        expect(gameOf(keys[0]!)).toBeUndefined(); // her half-point bye
        expect(boards.some((b) => b.result === 'bye')).toBe(true); // five left: one pairing bye
      }
      for (const b of boards)
        if (b.game && b.result === 'pending')
          await firstWins(b.game, byId.get(b.first!.publicId)!, byId.get(b.second!.publicId)!);
    }
    const final = (await waitFor(
      async () => {
        const v = await view(id, organiser);
        return v.status === 'finished' ? v : null;
      },
      { what: 'the Swiss finished' },
    ))!;
    expect(final.standings).toHaveLength(6);
    expect([final.page, final.counts.standings, final.you.page]).toEqual([1, 6, 1]);
    expect(final.standings.map((s) => s.place)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(final.round?.round).toBe(3); // the newest round by default

    // The final standings and the crosstable on the page, by name and tie-break. No game comes
    // any more: the page of the organiser's last game goes back to the event by itself.
    await ana.page.waitForURL(`${base}/t/${id}`, { timeout: 30_000 });
    await ana.page.waitForSelector('#tournament[data-status="finished"]');
    expect(await ana.page.textContent('#event-state')).toBe(en['tour.status.finished']);
    const heads = await ana.page.locator('#event-standings thead th').allTextContents();
    expect(heads).toEqual([
      en['tour.col.place'],
      en['tour.col.player'],
      en['tour.col.points'],
      en['tb.bh-c1'],
      en['tb.bh'],
      en['tb.sb'],
      en['tb.won'],
    ]);
    const rows = ana.page.locator('#event-standings tbody tr');
    expect(await rows.count()).toBe(6);
    const leader = final.standings[0]!;
    expect(await rows.first().getAttribute('data-id')).toBe(leader.publicId);
    expect(await rows.first().locator('th').textContent()).toBe(byId.get(leader.publicId)!.name);
    expect(await rows.first().locator('.event-points').textContent()).toBe(String(leader.points));
    const cells = await ana.page.locator('#event-crosstable tbody td.cross-cell').allTextContents();
    expect(cells).toHaveLength(18);
    expect(cells.every((c) => /^(\d[wb][10½+−]|[+½0–]|)$/.test(c))).toBe(true);
    expect(cells).toEqual(final.standings.flatMap((s) => s.cross)); // the server's cells
    expect(cells.filter((c) => c === '+')).toHaveLength(1);
    expect(cells.filter((c) => c === '½')).toHaveLength(1); // her half-point bye, listed
    expect(
      await ana.page.getAttribute('#event-crosstable td.cross-cell[data-bye="half"]', 'title'),
    ).toBe(en['bye.half']);
    // Six players fill one page: no pager, for the standings nor for the round's boards.
    expect(await ana.page.locator('#event-page-nav, #event-boards-nav').count()).toBe(0);
    // One round at a time: the newest, with a button for each; round 1's on a click.
    const roundButtons = ana.page.locator('#event-round-nav button[data-round]');
    expect(await roundButtons.count()).toBe(3);
    expect(
      await ana.page.getAttribute('#event-round-nav [aria-current="true"]', 'data-round'),
    ).toBe('3');
    expect(await ana.page.locator('table.event-round').count()).toBe(1);
    expect(
      await ana.page.locator('table.event-round[data-round="3"] tr[data-bye="half"]').count(),
    ).toBe(1);
    await ana.page.click('#event-round-nav button[data-round="1"]');
    await ana.page.waitForSelector('table.event-round[data-round="1"]');
    expect(await ana.page.locator('table.event-round').count()).toBe(1);
    expect(
      await ana.page.getAttribute('#event-round-nav [aria-current="true"]', 'data-round'),
    ).toBe('1');
    expect(await ana.page.locator('table.event-round tr[data-board]').count()).toBe(3);
    expect(await ana.page.locator('table.event-round a[href^="/g/"]').count()).toBe(3);
    expect(await ana.page.locator('#event-crosstable td.cross-cell').count()).toBe(18);
    expect(await ana.page.locator('#event-start, #event-end, #event-join').count()).toBe(0);
    expect(await axeFindings(ana.page), 'final Swiss').toEqual([]);
    await screenshot(ana.page, 'tournament-swiss-final-en');

    await bia.page.goto(`${base}/t/${id}`);
    await bia.page.waitForSelector('#tournament[data-status="finished"]');
    expect(await hasHorizontalScroll(bia.page)).toBe(false);
    await screenshot(bia.page, 'tournament-swiss-final-phone-en');
    expect([...ana.errors, ...bia.errors]).toEqual([]);
    await ana.context.close();
    await bia.context.close();
  });

  it('runs an arena: joined, paired, the game opens by itself, ended (Portuguese, 360 px)', async () => {
    const base = site.server.base;
    const cid = keys[1]!;
    const dan = keys[2]!;
    const p = await person(cid, { viewport: PHONE, locale: 'pt-BR' });
    await p.page.goto(`${base}/tournaments`);
    expect(await p.page.textContent('h1')).toBe(pt['tournaments.heading']);
    // The finished Swiss is listed, linked to its page.
    await p.page.waitForSelector('#events-finished li.event-item a[href^="/t/"]');
    await p.page.fill('#name', 'Arena relâmpago');
    await p.page.selectOption('#format', 'arena');
    expect(await p.page.isVisible('#rounds')).toBe(false);
    await p.page.fill('#duration', '20');
    await p.page.click('#create-event button[type=submit]');
    await p.page.waitForURL(/\/t\/[0-9A-Za-z]+$/);
    const id = new URL(p.page.url()).pathname.split('/').pop()!;
    await p.page.waitForSelector('#tournament[data-state="ready"]');
    expect(await p.page.textContent('#event-state')).toBe(pt['tour.status.registering']);
    await p.page.click('#event-join');
    await p.page.waitForSelector('#event-withdraw');
    expect(await p.page.textContent('#event-withdraw')).toBe(pt['tour.arena.leave']);
    await api(dan, 'POST', `/api/tournaments/${id}/join`);
    await p.page.click('#event-start');

    // Paired within a beat; the page opens the game by itself.
    await p.page.waitForURL(/\/g\/[0-9A-Za-z]{10}$/, { timeout: 15_000 });
    const game = new URL(p.page.url()).pathname.split('/').pop()!;
    const v = await view(id, cid);
    expect(v.you.game).toBe(game);
    // Dan leaves first, so that nobody is paired again; then the game is played out.
    await api(dan, 'POST', `/api/tournaments/${id}/withdraw`);
    const board = (await view(id, cid)).games!.find((x) => x.game === game);
    expect(board).toBeDefined();
    const opener = await api(cid, 'POST', `/api/games/${game}/actions`, {
      type: 'place',
      point: 'h8',
    })
      .then(() => true)
      .catch(() => false);
    const [first, second] = opener ? [cid, dan] : [dan, cid];
    if (!opener)
      await api(dan, 'POST', `/api/games/${game}/actions`, { type: 'place', point: 'h8' });
    await api(second, 'POST', `/api/games/${game}/actions`, { type: 'place', point: 'h9' });
    await api(second, 'POST', `/api/games/${game}/actions`, { type: 'resign' });

    // Back on the event page the organiser sees the standings and ends the arena.
    await p.page.goto(`${base}/t/${id}`);
    await p.page.waitForSelector('#tournament[data-status="running"]');
    expect(await p.page.textContent('#event-countdown')).toMatch(/^Termina em \d+:\d\d$/);
    await p.page.waitForSelector(
      `#event-standings tbody tr[data-id="${first.publicId}"] .event-points:text("2")`,
    );
    await p.page.click('#event-end');
    await p.page.waitForSelector('#tournament[data-status="finished"]');
    expect(await p.page.textContent('#event-state')).toBe(pt['tour.status.finished']);
    const heads = await p.page.locator('#event-standings thead th').allTextContents();
    expect(heads).toEqual([
      pt['tour.col.place'],
      pt['tour.col.player'],
      pt['tour.col.points'],
      pt['tour.col.games'],
      pt['tour.col.performance'],
      pt['tour.col.sheet'],
    ]);
    const top = p.page.locator('#event-standings tbody tr').first();
    expect(await top.getAttribute('data-id')).toBe(first.publicId);
    expect(await top.locator('.event-sheet').textContent()).toBe('2');
    expect(await hasHorizontalScroll(p.page)).toBe(false);
    expect(await axeFindings(p.page), 'final arena').toEqual([]);
    await screenshot(p.page, 'tournament-arena-phone-pt');
    // An id no event has: the page says so.
    await p.page.goto(`${base}/t/NoSuchEvnt`);
    await p.page.waitForSelector('#tournament[data-state="missing"]');
    expect(await p.page.textContent('h1')).toBe(pt['tour.missing']);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
