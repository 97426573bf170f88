// What the board shows for a state (boardView is pure: no DOM needed).
import { describe, expect, it } from 'vitest';
import { makeGameT as makeT } from './i18n';
import { markup } from '../lib/markup';
import { boardView, controlsHtml, publishHtml as publishTemplate } from './render';
import { type State, initialState, receiveState, setOfferMode, setReplay } from './state';
import { stateWith } from './test-fixtures';
import { parseServerState } from './view';

const t = makeT('en');

function make(game: Record<string, unknown>, top: Record<string, unknown> = {}): State {
  const s = initialState('g', 'secret', null);
  receiveState(
    s,
    parseServerState({
      id: 'g',
      version: 3,
      status: 'playing',
      rule: 'taraguchi',
      n: 10,
      fouls: 'reject',
      seats: { opener: { color: 'black', joined: true }, other: { color: 'white', joined: true } },
      you: 'opener',
      serverTime: 0,
      ...top,
      game: {
        status: 'playing',
        phase: 'taraguchi-move',
        toMove: 'opener',
        colors: { opener: 'black', other: 'white' },
        allowed: { opener: [], other: [] },
        moves: [],
        offers: [],
        forbidden: [],
        ...game,
      },
    }),
    0,
  );
  return s;
}

const moves = (pts: string[]) =>
  pts.map((p, i) => ({ move: i + 1, color: i % 2 ? 'white' : 'black', point: p }));

describe('boardView', () => {
  it('shades outside the square where the mover may place, for every viewer', () => {
    const game = {
      moves: moves(['h8']),
      toMove: 'other',
      allowed: { opener: [], other: [{ type: 'place', region: '3x3' }] },
    };
    expect(boardView(make(game), t).region).toBe('3x3');
    expect(boardView(make(game, { you: null }), t).region).toBe('3x3');
  });

  it('shows stones with numbers, the last move, and forbidden points unless hidden', () => {
    const s = make({
      phase: 'main',
      moves: moves(['h8', 'a1', 'i8']),
      toMove: 'other',
      forbidden: [{ point: 'j8', kind: 'overline' }],
      allowed: { opener: [], other: [{ type: 'place', region: 'any' }] },
    });
    const v = boardView(s, t);
    expect(v.stones).toEqual([
      { point: 'h8', color: 'black', number: 1 },
      { point: 'a1', color: 'white', number: 2 },
      { point: 'i8', color: 'black', number: 3 },
    ]);
    expect(v.lastMove).toBe('i8');
    expect(v.forbidden).toEqual([{ point: 'j8', kind: 'overline', label: 'overline' }]);
    s.showForbidden = false;
    expect(boardView(s, t).forbidden).toBeUndefined();
  });

  it('puts the ghost stone only where a click would act', () => {
    const s = make({
      moves: moves(['h8']),
      toMove: 'opener',
      allowed: { opener: [{ type: 'place', region: '3x3' }], other: [] },
    });
    s.hover = 'i9';
    expect(boardView(s, t).ghost).toEqual({ point: 'i9', color: 'white' });
    s.hover = 'a1';
    expect(boardView(s, t).ghost).toBeUndefined();
    s.hover = 'h8';
    expect(boardView(s, t).ghost).toBeUndefined();
  });

  it('puts no ghost stone on a forbidden point under fouls=reject', () => {
    const game = {
      phase: 'main',
      moves: moves(['h8', 'a1', 'i8', 'a3', 'j9', 'a5', 'j10', 'a7']),
      forbidden: [{ point: 'j8', kind: 'double-three' }],
      allowed: { opener: [{ type: 'place', region: 'any' }], other: [] },
    };
    const s = make(game);
    s.hover = 'j8';
    expect(boardView(s, t).ghost).toBeUndefined();
    s.hover = 'k8';
    expect(boardView(s, t).ghost).toEqual({ point: 'k8', color: 'black' });
    const lose = make(game, { fouls: 'lose' });
    lose.hover = 'j8';
    expect(boardView(lose, t).ghost).toEqual({ point: 'j8', color: 'black' });
  });

  it('draws drafted offers instead of the square in offer mode', () => {
    const s = make({
      phase: 'taraguchi-options',
      moves: moves(['h8', 'h9', 'h10', 'g9']),
      allowed: {
        opener: [
          { type: 'place', region: '9x9' },
          { type: 'offer', count: 10 },
        ],
        other: [],
      },
    });
    expect(boardView(s, t).region).toBe('9x9');
    setOfferMode(s, true);
    s.draftOffers = ['a1', 'b2'];
    const v = boardView(s, t);
    expect(v.region).toBeUndefined();
    expect(v.marks).toEqual([
      { point: 'a1', kind: 'offer', label: '1' },
      { point: 'b2', kind: 'offer', label: '2' },
    ]);
  });

  it('shows the position of the chosen move when stepping through a finished game', () => {
    const s = make(
      {
        status: 'finished',
        moves: moves(['h8', 'a1', 'i8']),
        result: { winner: 'opener', reason: 'resign' },
      },
      { status: 'finished' },
    );
    setReplay(s, 1);
    const v = boardView(s, t);
    expect(v.stones?.map((x) => x.point)).toEqual(['h8']);
    expect(v.lastMove).toBe('h8');
  });
});

describe('publishHtml', () => {
  const publishHtml = (...args: Parameters<typeof publishTemplate>) =>
    markup(publishTemplate(...args));
  const finished = (publish: Record<string, boolean>, reason = 'five') =>
    stateWith(
      {
        status: 'finished',
        toMove: null,
        result: { winner: 'opener', winnerColor: 'black', reason, foul: null },
      },
      { status: 'finished', publish },
    );
  const none = { public: false, opener: false, other: false };

  it('offers the button to a seat of a private game that nobody published yet', () => {
    const html = publishHtml(finished(none), 'opener', t);
    expect(html).toContain('data-act="publish"');
    expect(html).toContain(t('game.publish.explain'));
  });

  it('says so when the opponent agreed, and waits once this seat agreed', () => {
    const offered = publishHtml(finished({ ...none, other: true }), 'opener', t);
    expect(offered).toContain(t('game.publish.offered'));
    expect(offered).toContain('data-act="publish"');
    const asked = publishHtml(finished({ ...none, opener: true }), 'opener', t);
    expect(asked).toContain(t('game.publish.asked'));
    expect(asked).not.toContain('data-act="publish"');
  });

  it('shows nothing for a public game or one aborted without a result', () => {
    expect(publishHtml(finished({ ...none, public: true }), 'opener', t)).toBe('');
    expect(publishHtml(finished(none, 'aborted'), 'opener', t)).toBe('');
  });
});

describe('the swap decision', () => {
  const buttons = (s: State) =>
    [...markup(controlsHtml(s, t, 0)).matchAll(/class="btn ?([\w-]*)" data-act="([\w-]+)"/g)].map(
      (m) => `${m[2]}:${m[1] || 'plain'}`,
    );

  it('styles neither choice as the advice, in Taraguchi and Soosõrv', () => {
    // Taraguchi-10, move 5: place it, swap, or offer ten.
    const taraguchi = make({
      moves: moves(['h8', 'h9', 'i10', 'g10']),
      allowed: {
        opener: [
          { type: 'place', region: 'any' },
          { type: 'swap' },
          { type: 'offer', count: 10 },
          { type: 'resign' },
        ],
        other: [],
      },
    });
    expect(buttons(taraguchi)).toEqual(['swap:plain', 'offer-mode:plain', 'resign:danger-outline']);
    // Soosõrv-8 after the fourth stone: declare, or swap.
    const soosorv = make(
      {
        phase: 'declare',
        moves: moves(['h8', 'h9', 'i10', 'g10']),
        allowed: {
          opener: [{ type: 'swap' }, { type: 'declare', min: 1, max: 8 }, { type: 'resign' }],
          other: [],
        },
      },
      { rule: 'soosorv', n: 8 },
    );
    expect(buttons(soosorv)).toEqual(['swap:plain', 'declare:plain', 'resign:danger-outline']);
  });

  it('keeps the declaration the main button when no swap is offered', () => {
    const s = make({
      phase: 'declare',
      allowed: { opener: [{ type: 'declare', min: 1, max: 8 }], other: [] },
    });
    expect(buttons(s)).toEqual(['declare:primary']);
  });
});
