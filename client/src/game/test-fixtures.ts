// Server-shaped JSON for the game page's unit tests (docs/api.md, rules/src/game_json.cpp).
import { type State, initialState, receiveState } from './state';
import { parseServerState } from './view';

export type J = Record<string, unknown>;

/** A server state with the given `game` fields over a sensible playing default. */
export function serverJson(game: J, top: J = {}): J {
  return {
    id: 'aB3dE5gH7k',
    version: 5,
    status: 'playing',
    rule: 'taraguchi',
    n: 10,
    fouls: 'reject',
    takebacks: false,
    clock: {
      initial: 300,
      increment: 4,
      remaining: { opener: 291250, other: 298000 },
      running: 'opener',
      at: 1000,
    },
    seats: {
      opener: { color: 'black', joined: true, connected: true, claimAt: null },
      other: { color: 'white', joined: true, connected: true, claimAt: null },
    },
    you: 'opener',
    spectators: 1,
    rematch: { opener: false, other: false, next: null },
    publish: { public: false, opener: false, other: false },
    serverTime: 1000,
    ...top,
    game: {
      rule: 'taraguchi',
      n: 10,
      status: 'playing',
      phase: 'main',
      toMove: 'opener',
      nextColor: 'black',
      colors: { opener: 'black', other: 'white' },
      allowed: {
        opener: [{ type: 'place', region: 'any' }, { type: 'resign' }],
        other: [{ type: 'resign' }],
      },
      moves: [],
      offers: [],
      declared: null,
      drawOffer: null,
      takebackRequest: null,
      forbidden: [],
      offerClasses: null,
      opening: null,
      result: null,
      ...game,
    },
  };
}

export function stateWith(game: J, top: J = {}): State {
  const s = initialState('aB3dE5gH7k', 'secret', null);
  receiveState(s, parseServerState(serverJson(game, top)), 1000);
  return s;
}

export const mv = (points: string[]) =>
  points.map((p, i) => ({ move: i + 1, color: i % 2 === 0 ? 'black' : 'white', point: p }));
