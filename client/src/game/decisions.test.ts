// Opening decisions, event notices, the declared count, a foul under fouls=lose, the winning five.
import { describe, expect, it } from 'vitest';
import { dispatchAct } from './actions';
import { winningLine } from './five';
import { makeGameT } from './i18n';
import { noticeText } from './prompt';
import { decisionText } from './decision-text';
import { clickPoint, receiveError, receiveEvent, setDeclareCount, track } from './state';
import { mv, stateWith } from './test-fixtures';
import { decisionsOfLog, parseEvent } from './view';

const en = makeGameT('en');
const pt = makeGameT('pt');

describe('opening decisions', () => {
  it('are read from the server log between the right moves', () => {
    const log = {
      log: [
        { seat: 'opener', type: 'place', point: 'h8' },
        { seat: 'opener', type: 'place', point: 'h9' },
        { seat: 'opener', type: 'place', point: 'i10' },
        { seat: 'other', type: 'swap' },
        { seat: 'other', type: 'place', point: 'g10' },
        { seat: 'opener', type: 'declare', count: 3 },
        { seat: 'opener', type: 'offer', points: ['a1', 'b2', 'c3'] },
        { seat: 'other', type: 'choose', point: 'b2' },
        { seat: 'other', type: 'pass' },
      ],
    };
    const d = decisionsOfLog(log);
    expect(d.map((x) => [x.kind, x.after])).toEqual([
      ['swap', 3],
      ['declare', 4],
      ['offer', 4],
      ['choose', 4],
    ]);
    expect(d.map((x) => decisionText(x, en))).toEqual([
      'Colours swapped',
      '3 fifth moves declared',
      'Offered: a1, b2, c3',
      'White chose b2',
    ]);
    expect(decisionText(d[1]!, pt)).toBe('3 quintas jogadas anunciadas');
  });

  it('come from events too, and a swap by the opponent is said', () => {
    const s = stateWith({ moves: mv(['h8', 'h9', 'i10']), toMove: 'other' }, { you: 'opener' });
    const ok = receiveEvent(
      s,
      6,
      parseEvent({
        action: { seat: 'other', type: 'swap' },
        events: [{ type: 'swapped', seat: 'other', openerColor: 'white' }],
        status: 'playing',
        seats: { opener: { color: 'white' }, other: { color: 'black' } },
        game: { moveCount: 3, toMove: 'other', allowed: { opener: [], other: [] } },
      }),
    );
    expect(ok).toBe(true);
    expect(s.decisions).toEqual([{ kind: 'swap', after: 3, seat: 'other' }]);
    expect(noticeText(s.notice!, en)).toBe('Your opponent swapped: you now play White.');
    expect(noticeText(s.notice!, pt)).toBe(
      'Seu adversário trocou de cor: agora você joga com as Brancas.',
    );
  });

  it('says which stones a takeback removed and that a draw offer was declined', () => {
    const s = stateWith({ moves: mv(['h8', 'h9', 'i10', 'g10', 'j11', 'k12']) });
    receiveEvent(
      s,
      6,
      parseEvent({
        events: [{ type: 'takeback-applied', seat: 'other', points: ['k12', 'j11'], moves: 2 }],
        status: 'playing',
        game: { moveCount: 4, toMove: 'opener', allowed: { opener: [], other: [] } },
      }),
    );
    expect(noticeText(s.notice!, en)).toBe('Takeback applied; stones removed: k12, j11.');
    receiveEvent(
      s,
      7,
      parseEvent({
        events: [{ type: 'draw-declined', seat: 'other' }],
        status: 'playing',
        game: { moveCount: 4, toMove: 'opener', allowed: { opener: [], other: [] } },
      }),
    );
    expect(noticeText(s.notice!, en)).toBe('Your opponent declined the draw. The game goes on.');
  });
});

describe('the declared number', () => {
  const declaring = () =>
    stateWith({
      moves: mv(['h8', 'h9', 'i10', 'g10']),
      allowed: { opener: [{ type: 'declare', min: 1, max: 8 }], other: [] },
    });

  it('refuses anything outside the allowed numbers with a message and keeps the value', () => {
    const s = declaring();
    expect(setDeclareCount(s, 5)).toBe(true);
    expect(setDeclareCount(s, 9)).toBe(false);
    expect(s.declareCount).toBe(5);
    expect(noticeText(s.notice!, en)).toBe('Declare a whole number of fifth moves from 1 to 8.');
    expect(setDeclareCount(s, 2.5)).toBe(false);
    expect(dispatchAct(s, 'declare')).toEqual({ send: { type: 'declare', count: 5 } });
  });

  it('says the range when the server refuses a count', () => {
    const s = declaring();
    const id = track(s, { type: 'declare', count: 9 });
    receiveError(s, id, 'bad-count', 'declare a number of fifth moves from 1 to 8, not 9');
    expect(noticeText(s.notice!, pt)).toBe(
      'Anuncie um número inteiro de quintas jogadas, de 1 a 8.',
    );
  });
});

describe('a foul loses', () => {
  it('asks once before playing a forbidden point, and Cancel plays nothing', () => {
    const s = stateWith(
      { moves: mv(['h8', 'a1', 'i9', 'a2']), forbidden: [{ point: 'j10', kind: 'double-three' }] },
      { fouls: 'lose' },
    );
    expect(clickPoint(s, 'j10').send).toBeNull();
    expect(s.foulConfirm).toEqual({ point: 'j10', foul: 'double-three' });
    expect(dispatchAct(s, 'confirm-cancel')).toBeNull();
    expect(s.foulConfirm).toBeNull();
    clickPoint(s, 'j10');
    expect(dispatchAct(s, 'confirm-foul')).toEqual({ send: { type: 'place', point: 'j10' } });
    // An allowed point plays at once.
    expect(clickPoint(s, 'k3').send).toEqual({ type: 'place', point: 'k3' });
  });
});

describe('the winning line', () => {
  it('is found through the last stone in every direction', () => {
    const moves = (points: string[]) =>
      points.map((point, i) => ({
        number: i + 1,
        color: i % 2 === 0 ? ('black' as const) : ('white' as const),
        point,
      }));
    const five = moves(['h8', 'a1', 'i9', 'a2', 'j10', 'a3', 'k11', 'a4', 'g7']);
    expect(winningLine(five)).toEqual(['g7', 'h8', 'i9', 'j10', 'k11']);
    expect(winningLine(moves(['h8', 'a1', 'i9']))).toEqual([]);
  });
});
