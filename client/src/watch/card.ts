// One live game of the Watch page (docs/lobby.md, "Watch"): what the server sends (GET /api/live,
// the lobby socket's live frames) read defensively, and its card: a small board drawn by the
// board renderer, the names (each a link to the player's page), the clock and the spectators.
// Text goes in with textContent only.
import { boardTemplate, normalizePoint, type BoardStone } from '../board';
import { draw } from '../lib/draw';
import { clockLabel, ruleLabelKey, type ChallengeSettings } from '../player/quick';
import type { PlayerT } from '../player/words';
import { nameElement, sentenceWith } from '../profile/link';
import { isPublicId } from '../profile/model';

export interface LiveGame {
  id: string;
  settings: ChallengeSettings;
  names: { black: string | null; white: string | null };
  publicIds: { black: string | null; white: string | null };
  moves: (string | null)[];
  toMove: 'black' | 'white' | null;
  spectators: number;
}

/** An entry of the server, or null when it lacks what the card needs. */
export function asLiveGame(v: unknown): LiveGame | null {
  const o = v as Partial<LiveGame> | null;
  if (!o || typeof o.id !== 'string' || !o.settings || typeof o.settings.rule !== 'string')
    return null;
  const name = (n: unknown) => (typeof n === 'string' ? n : null);
  return {
    id: o.id,
    settings: o.settings,
    names: { black: name(o.names?.black), white: name(o.names?.white) },
    publicIds: {
      black: isPublicId(o.publicIds?.black) ? o.publicIds.black : null,
      white: isPublicId(o.publicIds?.white) ? o.publicIds.white : null,
    },
    moves: Array.isArray(o.moves) ? o.moves.map((m) => (typeof m === 'string' ? m : null)) : [],
    toMove: o.toMove === 'black' || o.toMove === 'white' ? o.toMove : null,
    spectators: typeof o.spectators === 'number' ? o.spectators : 0,
  };
}

/** The Watch page's order, as the server's: most spectators, then the longest clock. */
export function byInterest(a: LiveGame, b: LiveGame): number {
  const clock = (g: LiveGame) => g.settings.clock?.initialMs ?? 0;
  return b.spectators - a.spectators || clock(b) - clock(a) || (a.id < b.id ? -1 : 1);
}

/** The stones of the move list (a pass leaves none; move k is Black's when k is odd). */
export function stonesOf(moves: readonly (string | null)[]): BoardStone[] {
  const stones: BoardStone[] = [];
  moves.forEach((m, i) => {
    const point = m === null ? null : normalizePoint(m);
    if (point) stones.push({ point, color: i % 2 === 0 ? 'black' : 'white', number: i + 1 });
  });
  return stones;
}

function line(cls: string, text: string): HTMLSpanElement {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

/** "{black} (Black) against {white} (White)" with each name a link to the player's page. */
function namesLine(t: PlayerT, g: LiveGame): HTMLSpanElement {
  const anonymous = t('mygames.anonymous');
  const out = line('live-names', '');
  out.append(
    ...sentenceWith(t('watch.names'), {
      black: nameElement(g.names.black ?? anonymous, g.publicIds.black),
      white: nameElement(g.names.white ?? anonymous, g.publicIds.white),
    }),
  );
  return out;
}

/**
 * Fills `li` (kept from render to render, so the grid does not jump) with the game's card: the
 * board and what the game is link to the game; the names below link to the players' pages.
 */
export function fillCard(t: PlayerT, li: HTMLLIElement, g: LiveGame): void {
  li.className = 'live-game';
  li.dataset.id = g.id;
  li.dataset.moves = String(g.moves.length);
  const a = document.createElement('a');
  a.className = 'live-link';
  a.href = `/g/${encodeURIComponent(g.id)}`;
  const stones = stonesOf(g.moves);
  const last = stones.at(-1)?.point ?? null;
  const board = document.createElement('div');
  board.className = 'live-board';
  draw(
    board,
    boardTemplate({
      stones,
      lastMove: last,
      coordinates: false,
      title: t('watch.board', { n: g.moves.length }),
    }),
  );
  const s = g.settings;
  const rule = t(ruleLabelKey(s.rule).key, { n: s.n ?? 10 });
  const clock = clockLabel(t, s.clock);
  a.append(
    board,
    line('live-meta', `${rule} · ${clock}`),
    line('live-spectators', t('watch.spectators', { n: g.spectators })),
  );
  li.replaceChildren(a, namesLine(t, g));
}
