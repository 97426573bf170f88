// The review's walk through games of every opening rule, from the server's action logs (as the
// archived game's page reads them): the positions evaluated, the moves judged, the decisions and
// whom they count for.
import { describe, expect, it } from 'vitest';
import { decisionsOfLog } from '../game/view';
import { type ReviewGame, type Walk, jobs, openingLastMove, walk } from './walk';

type Act = {
  seat: 'opener' | 'other';
  type: string;
  point?: string;
  points?: string[];
  count?: number;
};

/** A game from its log: the moves as the log places them (a choice is move 5). */
function gameOf(rule: string, log: Act[]): ReviewGame {
  const moves: (string | null)[] = [];
  for (const a of log) {
    if (a.type === 'place' || a.type === 'choose') moves.push(a.point!);
    else if (a.type === 'pass') moves.push(null);
    else if (a.type === 'offer' && a.points!.length === 1) moves.push(a.points![0]!);
  }
  return { moves, decisions: decisionsOfLog({ log }), rule };
}

const place = (seat: Act['seat'], ...points: string[]): Act[] =>
  points.map((point) => ({ seat, type: 'place', point }));
const swap = (seat: Act['seat']): Act => ({ seat, type: 'swap' });

/** The walk as short text: "3b" a judged move, "(3b)" an opening one, "swap>black" a decision. */
function shape(w: Walk): string[] {
  return w.items.map((x) =>
    x.kind === 'move'
      ? x.judged
        ? `${x.ply}${x.color[0]}`
        : `(${x.ply}${x.color[0]})`
      : `${x.decision.kind}${x.judged ? '!' : ''}>${x.by}`,
  );
}

describe('walk', () => {
  it('standard: every move judged, one position per move and the start', () => {
    const g = gameOf('standard', [
      ...place('opener', 'h8'),
      ...place('other', 'h9'),
      ...place('opener', 'i8'),
      { seat: 'other', type: 'pass' },
      ...place('opener', 'j8'),
    ]);
    const w = walk(g);
    expect(openingLastMove(g)).toBe(0);
    expect(shape(w)).toEqual(['1b', '2w', '3b', '4w', '5b']);
    expect(w.positions).toHaveLength(6);
    expect(w.positions[4]).toEqual(['h8', 'h9', 'i8', 'pass']);
    expect(w.extra).toEqual([]);
    expect(jobs(w)).toHaveLength(6);
  });

  it('RIF: the swap counts for the seat that took Black, the choice for White', () => {
    const g = gameOf('rif', [
      ...place('opener', 'h8', 'h9', 'i10'),
      swap('other'),
      ...place('opener', 'g10'),
      { seat: 'other', type: 'offer', points: ['j9', 'f9'] },
      { seat: 'opener', type: 'choose', point: 'f9' },
      ...place('opener', 'g9'),
      ...place('other', 'k8'),
    ]);
    const w = walk(g);
    expect(shape(w)).toEqual([
      '(1b)',
      '(2w)',
      '(3b)',
      'swap!>black',
      '(4w)',
      'offer>black',
      'choose!>white',
      '(5b)',
      '6w',
      '7b',
    ]);
    // The offered point not chosen is evaluated as if it had been.
    expect(w.extra).toEqual([['h8', 'h9', 'i10', 'g10', 'j9']]);
    expect(jobs(w)).toHaveLength(8 + 1);
  });

  it('Yamaguchi: the declaration is shown, not judged', () => {
    const g = gameOf('yamaguchi', [
      ...place('opener', 'h8', 'i9', 'j10'),
      { seat: 'opener', type: 'declare', count: 3 },
      ...place('other', 'g9'),
      { seat: 'opener', type: 'offer', points: ['a1', 'b15', 'o8'] },
      { seat: 'other', type: 'choose', point: 'o8' },
      ...place('other', 'h9'),
    ]);
    const w = walk(g);
    expect(shape(w)).toEqual([
      '(1b)',
      '(2w)',
      '(3b)',
      'declare>white',
      '(4w)',
      'offer>black',
      'choose!>white',
      '(5b)',
      '6w',
    ]);
    expect(w.extra.map((l) => l.at(-1))).toEqual(['a1', 'b15']);
  });

  it('Soosõrv-8: two swaps, each counted for the colour its seat ends with', () => {
    const g = gameOf('soosorv', [
      ...place('opener', 'h8', 'h9', 'h10'),
      swap('other'), // the other seat takes Black
      ...place('opener', 'i9'),
      { seat: 'opener', type: 'declare', count: 2 },
      swap('other'), // the other seat (Black) swaps back to White
      { seat: 'opener', type: 'offer', points: ['g7', 'j11'] },
      { seat: 'other', type: 'choose', point: 'g7' },
      ...place('other', 'g10'),
    ]);
    const w = walk(g);
    expect(shape(w)).toEqual([
      '(1b)',
      '(2w)',
      '(3b)',
      'swap!>white',
      '(4w)',
      'declare>black',
      'swap!>white',
      'offer>black',
      'choose!>white',
      '(5b)',
      '6w',
    ]);
  });

  it('Taraguchi-10: swaps before moves 2 and 5, ten offered points, a pass', () => {
    const offered = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8', 'a9', 'a10'];
    const g = gameOf('taraguchi', [
      ...place('opener', 'h8'),
      swap('other'), // before move 2: the other seat takes Black, the opener places White's h9
      ...place('opener', 'h9'),
      ...place('other', 'i9'),
      ...place('opener', 'g10'),
      { seat: 'other', type: 'offer', points: offered },
      { seat: 'opener', type: 'choose', point: 'a5' },
      { seat: 'opener', type: 'pass' },
      ...place('other', 'j10'),
    ]);
    const w = walk(g);
    expect(shape(w)).toEqual([
      '(1b)',
      'swap!>black',
      '(2w)',
      '(3b)',
      '(4w)',
      'offer>black',
      'choose!>white',
      '(5b)',
      '6w',
      '7b',
    ]);
    expect(w.extra).toHaveLength(9);
    expect(w.positions[6]).toEqual(['h8', 'h9', 'i9', 'g10', 'a5', 'pass']);
    expect(jobs(w)).toHaveLength(8 + 9);
  });

  it('Taraguchi-1: a single offered point is move 5 at once, no decision', () => {
    const g = gameOf('taraguchi', [
      ...place('opener', 'h8'),
      ...place('other', 'h9'),
      ...place('opener', 'i9'),
      ...place('other', 'g10'),
      { seat: 'opener', type: 'offer', points: ['k12'] },
      ...place('other', 'j10'),
    ]);
    expect(shape(walk(g))).toEqual(['(1b)', '(2w)', '(3b)', '(4w)', '(5b)', '6w']);
  });

  it('an imported game without a rule: standard unless it has opening decisions', () => {
    expect(openingLastMove({ moves: ['h8'], decisions: [], rule: null })).toBe(0);
    expect(
      openingLastMove({
        moves: ['h8'],
        decisions: [{ kind: 'swap', after: 1, seat: null }],
        rule: null,
      }),
    ).toBe(5);
  });
});
