import { describe, expect, it } from 'vitest';
import { linkQuery, readLink, splitMoves } from './link';
import { boardView, evalText } from './render';
import { makeAnalysisT } from './i18n';
import {
  type PositionInfo,
  backToMain,
  branchPoint,
  currentKey,
  goTo,
  newState,
  play,
  step,
} from './state';

const t = makeAnalysisT('en');

function known(moves: string[], extra: Partial<PositionInfo> = {}): PositionInfo {
  return {
    moves,
    toMove: moves.length % 2 === 0 ? 'black' : 'white',
    over: null,
    forbidden: [],
    search: null,
    solve: null,
    ...extra,
  };
}

describe('link', () => {
  it('reads move lists written in any of the usual ways', () => {
    expect(splitMoves('h8,h9,i8')).toEqual(['h8', 'h9', 'i8']);
    expect(splitMoves('h8h9 i10')).toEqual(['h8', 'h9', 'i10']);
    expect(splitMoves('H8 pass -- j15')).toEqual(['h8', 'pass', 'pass', 'j15']);
    expect(splitMoves('h8 p3')).toBeNull();
    expect(splitMoves('h8 h16')).toBeNull();
    expect(splitMoves('h8 h0')).toBeNull();
  });

  it('round-trips a line and a move', () => {
    const q = linkQuery(['h8', 'h9', 'pass', 'i8'], 2, 'aB3dE5gH7k');
    expect(q).toBe('?game=aB3dE5gH7k&moves=h8,h9,pass,i8&at=2');
    expect(readLink(q)).toEqual({
      moves: ['h8', 'h9', 'pass', 'i8'],
      game: 'aB3dE5gH7k',
      at: 2,
      bad: false,
    });
    expect(linkQuery(['h8'], 1, null)).toBe('?moves=h8');
    expect(linkQuery([], 0, null)).toBe('');
  });

  it('flags links it cannot read', () => {
    expect(readLink('?moves=h8,zz').bad).toBe(true);
    expect(readLink('?game=../etc').bad).toBe(true);
    expect(readLink('?at=-3').at).toBeNull();
  });
});

describe('state', () => {
  it('steps within the line and clamps', () => {
    const s = newState(['h8', 'h9', 'i8'], 99);
    expect(s.at).toBe(3);
    expect(step(s, 1)).toBe(false);
    expect(step(s, -1)).toBe(true);
    expect(currentKey(s)).toBe('h8,h9');
    expect(goTo(s, -5)).toBe(true);
    expect(s.at).toBe(0);
  });

  it('plays a variation by a click and goes back to the main line', () => {
    const s = newState(['h8', 'h9', 'i8', 'i9'], 2);
    s.positions.set('h8,h9', known(['h8', 'h9']));
    // The next move of the line is a step, not a variation.
    expect(play(s, 'i8')).toEqual({ kind: 'stepped' });
    expect(branchPoint(s)).toBeNull();
    goTo(s, 2);
    expect(play(s, 'j10')).toEqual({ kind: 'played' });
    expect(s.line).toEqual(['h8', 'h9', 'j10']);
    expect(s.at).toBe(3);
    expect(branchPoint(s)).toBe(2);
    backToMain(s);
    expect(s.line).toEqual(['h8', 'h9', 'i8', 'i9']);
    expect(s.at).toBe(2);
  });

  it('refuses a taken point, a forbidden one for Black, and play after the end', () => {
    const s = newState(['h8', 'a1', 'i8', 'a3', 'j9', 'a5', 'j10', 'a7'], 8);
    const moves = s.line.slice();
    s.positions.set(
      currentKey(s),
      known(moves, { forbidden: [{ point: 'j8', kind: 'double-three' }] }),
    );
    expect(play(s, 'h8')).toMatchObject({ kind: 'refused', reason: 'occupied' });
    expect(play(s, 'j8')).toMatchObject({
      kind: 'refused',
      reason: 'forbidden',
      kindOf: 'double-three',
    });
    s.positions.set(
      currentKey(s),
      known(moves, { over: { winner: 'black', reason: 'five', move: 8 } }),
    );
    expect(play(s, 'k11')).toMatchObject({ kind: 'refused', reason: 'over' });
    expect(s.line).toEqual(moves);
  });
});

describe('render', () => {
  it('draws a winning line as numbered stones from the attacker', () => {
    const s = newState(['h8', 'h9'], 2);
    s.positions.set('h8,h9', known(['h8', 'h9']));
    s.solve = {
      key: 'h8,h9',
      answer: {
        side: 'white',
        kind: 'vcf',
        verdict: 'win',
        line: ['k8', 'l8', 'k9'],
        byFoul: false,
        nodes: 10,
        timeMs: 1,
      },
    };
    const view = boardView(s, t);
    expect(view.stones).toEqual([
      { point: 'h8', color: 'black' },
      { point: 'h9', color: 'white' },
      { point: 'k8', color: 'white', number: 1 },
      { point: 'l8', color: 'black', number: 2 },
      { point: 'k9', color: 'white', number: 3 },
    ]);
  });

  it('says who stands better from the side to move’s score', () => {
    const base = { best: 'h8', mate: false, depth: 4, nodes: 1, timeMs: 1, pv: [] };
    expect(evalText({ ...base, score: 300 }, 'white', t)).toBe('White stands better (+300)');
    expect(evalText({ ...base, score: 300 }, 'black', t)).toBe('Black stands better (+300)');
    expect(evalText({ ...base, score: -20 }, 'black', t)).toBe('About equal (−20)');
    expect(evalText({ ...base, score: 29990, mate: true, mateIn: 3 }, 'white', t)).toBe(
      'White wins by force in 3 moves',
    );
    expect(evalText({ ...base, score: -29990, mate: true, mateIn: -2 }, 'white', t)).toBe(
      'Black wins by force in 2 moves',
    );
    expect(evalText({ ...base, score: 29999, mate: true, mateIn: 1 }, 'black', t)).toBe(
      'Black wins with the next move',
    );
  });
});
