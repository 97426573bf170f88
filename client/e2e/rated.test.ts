// Rated play in Chromium against the real `renju serve` (issue 30, docs/ratings.md): the create
// form's "Rated" switch (on for an open challenge with a clock, off for a link game, gone without
// a clock), the lobby marking a rated challenge, and the end of a rated game showing both seats'
// rating change to both players and to a spectator, in English on a desktop and Portuguese at
// 360 px. The numbers shown are the server's (GET /api/games/{id}). Screenshots: rated-*.png.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../src/i18n';
import { clickPoint, stone } from './game-page.mjs';
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

let ana: Person; // English, desktop
let bia: Person; // Portuguese, 360 px
let carl: Person; // watches, English

const site = useSite();

beforeAll(async () => {
  ana = await newPerson(site.browser, { viewport: DESKTOP });
  bia = await newPerson(site.browser, { viewport: PHONE, locale: 'pt-BR' });
  carl = await newPerson(site.browser, { viewport: DESKTOP });
});

async function home(p: Page, lang: 'en' | 'pt'): Promise<void> {
  await p.goto(`${site.server.base}/?lang=${lang}`);
  await p.waitForSelector('#lobby[data-live="true"]');
}

/** Ana lists an open challenge with the form as it is set; Bia accepts it. The game's id. */
async function meet(): Promise<{ id: string; black: Page; white: Page; challenge: unknown }> {
  await home(bia.page, 'pt');
  await ana.page.click('#create-game button[type=submit]');
  const own = ana.page.locator('#challenges li.challenge.own');
  await own.waitFor();
  const challengeId = (await own.getAttribute('data-id')) ?? '';
  const listed = (await (await fetch(`${site.server.base}/api/challenges`)).json()) as {
    challenges: { id: string; settings: unknown }[];
  };
  const challenge = listed.challenges.find((c) => c.id === challengeId)?.settings;
  const row = bia.page.locator(`#challenges li[data-id="${challengeId}"]`);
  await row.waitFor();
  const meta = (await row.locator('.challenge-meta').textContent()) ?? '';
  await row.locator('button').click();
  for (const p of [ana.page, bia.page]) {
    await p.waitForURL(/\/g\/[0-9A-Za-z]{10}$/);
    await p.waitForSelector('#game[data-status="playing"]');
  }
  const id = new URL(ana.page.url()).pathname.split('/').pop() ?? '';
  const anaBlack = (await ana.page.locator('#game').getAttribute('data-you')) === 'opener';
  const seats = anaBlack
    ? { black: ana.page, white: bia.page }
    : { black: bia.page, white: ana.page };
  return { id, ...seats, challenge: { ...(challenge as object), meta } };
}

/** The seat secret the page kept for `game`, and an action sent with it. */
async function actAs(p: Page, game: string, action: Record<string, unknown>): Promise<number> {
  return p.evaluate(
    async ({ game, action }) => {
      const seat = localStorage.getItem(`renju.seat.${game}`) ?? '';
      const r = await fetch(`/api/games/${game}/actions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seat}`, 'content-type': 'application/json' },
        body: JSON.stringify(action),
      });
      return r.status;
    },
    { game, action },
  );
}

interface SeatRating {
  before: number;
  after: number;
  change: number;
  provisional: boolean;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '\u00b10');

describe('the Rated switch', () => {
  it('is on for an open challenge with a clock, and gone for a link game or without a clock', async () => {
    await home(ana.page, 'en');
    const rated = ana.page.locator('#rated');
    expect(await ana.page.isVisible('#rated-field')).toBe(false); // a link game stays casual
    await ana.page.check('#open-challenge');
    expect(await ana.page.isVisible('#rated-field')).toBe(true);
    expect(await rated.isChecked()).toBe(true);
    expect(await ana.page.textContent('#rated-field label')).toBe(en['create.rated']);
    await ana.page.selectOption('#clock', 'none');
    expect(await ana.page.isVisible('#rated-field')).toBe(false);
    await ana.page.selectOption('#clock', '5+4');
    expect(await ana.page.isVisible('#rated-field')).toBe(true);
    expect(await rated.isChecked()).toBe(true);
    await ana.page.uncheck('#open-challenge');
    expect(await ana.page.isVisible('#rated-field')).toBe(false);
    await ana.page.check('#open-challenge');
    // Without a public id from the server (GET /api/player), no range is offered.
    const me = await ana.page.evaluate(async () => {
      const key = localStorage.getItem('renju.player.key') ?? '';
      const r = await fetch('/api/player', { headers: { authorization: `Player ${key}` } });
      return (await r.json()) as { publicId?: string };
    });
    if (!me.publicId) expect(await ana.page.isVisible('#range-field')).toBe(false);
    else await ana.page.waitForSelector('#range-field:not([hidden])');
    await screenshot(ana.page, 'rated-form-en-desktop');
  });

  it('lists a challenge unticked as casual, and the lobby says which is which', async () => {
    await home(ana.page, 'en');
    await ana.page.selectOption('#rule', 'standard');
    await ana.page.check('#open-challenge');
    await ana.page.uncheck('#rated');
    await ana.page.click('#create-game button[type=submit]');
    const own = ana.page.locator('#challenges li.challenge.own');
    await own.waitFor();
    const id = (await own.getAttribute('data-id')) ?? '';
    const listed = (await (await fetch(`${site.server.base}/api/challenges`)).json()) as {
      challenges: { id: string; settings: { rated?: boolean } }[];
    };
    expect(listed.challenges.find((c) => c.id === id)?.settings.rated ?? false).toBe(false);
    expect(await own.locator('.challenge-meta').textContent()).not.toContain(en['lobby.rated']);
    await own.locator('button').click(); // withdrawn
    await own.waitFor({ state: 'detached' });
  });
});

describe('a rated game', () => {
  it('shows both rating changes at its end to both players and a spectator', async () => {
    await home(ana.page, 'en');
    await ana.page.selectOption('#rule', 'standard');
    await ana.page.check('#open-challenge');
    expect(await ana.page.isChecked('#rated')).toBe(true);
    const game = await meet();
    expect((game.challenge as { rated?: boolean }).rated).toBe(true);
    expect((game.challenge as { meta: string }).meta).toContain(pt['lobby.rated']);
    expect(await ana.page.textContent('.game-rated')).toBe(en['game.rated']);

    await carl.page.goto(`${site.server.base}/g/${game.id}?lang=en`);
    await carl.page.waitForSelector('#game[data-status="playing"]');
    // Each seat moves once (a game resigned before that counts for nobody), then Black resigns.
    await clickPoint(game.black, 'h8');
    await stone(game.white, 'h8').waitFor();
    await clickPoint(game.white, 'h9');
    await stone(game.black, 'h9').waitFor();
    expect(await actAs(game.black, game.id, { type: 'resign' })).toBe(200);

    const state = await waitFor(
      async () => {
        const r = await fetch(`${site.server.base}/api/games/${game.id}`);
        const s = (await r.json()) as {
          ratings: { speed: string; opener: SeatRating; other: SeatRating } | null;
          seats: Record<'opener' | 'other', { color: string }>;
        };
        return s.ratings ? s : null;
      },
      { what: 'the rated game to be rated' },
    );
    const r = state!.ratings!;
    expect(r.speed).toBe('rapid'); // 15+5: 15 min + 40 x 5 s
    const winner = state!.seats.opener.color === 'white' ? r.opener : r.other;
    expect(winner.change).toBeGreaterThan(0);
    expect(winner.after - winner.before).toBe(winner.change);

    for (const [who, words] of [
      [ana, en],
      [bia, pt],
      [carl, en],
    ] as const) {
      const box = who.page.locator('.result-ratings[data-counted="true"]');
      await box.waitFor();
      const text = (await box.textContent()) ?? '';
      expect(text).toContain(
        words['game.rating.title'].replace('{speed}', words['game.rating.speed.rapid']),
      );
      for (const seat of ['opener', 'other'] as const) {
        const x = r[seat];
        const line = box.locator(`li[data-seat="${seat}"]`);
        expect(await line.getAttribute('data-change')).toBe(String(x.change));
        expect(await line.textContent()).toContain(
          `${x.before} → ${x.after}${x.provisional ? '?' : ''} (${signed(x.change)})`,
        );
      }
      expect(who.errors).toEqual([]);
    }
    expect(await hasHorizontalScroll(bia.page)).toBe(false);
    await screenshot(ana.page, 'rated-end-en-desktop');
    await screenshot(bia.page, 'rated-end-pt-phone');
  });
});
