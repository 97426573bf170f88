// The one answer to "what would a click here do": the click, Enter on the cursor and the ghost
// stone all read pointIntent, so they can never disagree.
import { describe, expect, it } from 'vitest';
import { inRegion, normalizePoint, offsetPoint, parsePoint, pointIndex } from '../board/points';
import { esc } from '../lib/html';
import { mv, stateWith } from './test-fixtures';
import { clickPoint, ghostAt, moveCursor, playCursor, pointIntent, setOfferMode } from './state';
import { boardView } from './render';
import { makeGameT } from './i18n';

const en = makeGameT('en');

describe('points, colours and escaping have one home', () => {
  it('parses only the 225 points, in either case, and writes them lowercase', () => {
    expect(normalizePoint(' H8 ')).toBe('h8');
    expect(normalizePoint('o15')).toBe('o15');
    for (const bad of ['p1', 'a0', 'a16', 'h08', 'h', '8', '']) expect(parsePoint(bad)).toBeNull();
    expect(pointIndex('a1')).toBe(0);
    expect(pointIndex('o15')).toBe(224);
    expect(pointIndex('h8')).toBe(112);
    expect(pointIndex('z9')).toBe(-1);
  });

  it('moves a point and keeps it on the board; regions are centred on h8', () => {
    expect(offsetPoint('h8', -1, 1)).toBe('g9');
    expect(offsetPoint('a1', -3, -3)).toBe('a1');
    expect(offsetPoint('o15', 5, 0)).toBe('o15');
    expect(inRegion('center', 'h8')).toBe(true);
    expect(inRegion('center', 'h9')).toBe(false);
    expect(inRegion('3x3', 'g7')).toBe(true);
    expect(inRegion('3x3', 'f7')).toBe(false);
    expect(inRegion('9x9', 'd4')).toBe(true);
    expect(inRegion('9x9', 'c4')).toBe(false);
    expect(inRegion('any', 'a1')).toBe(true);
  });

  it('escapes markup and quotes', () => {
    expect(esc(`<a href="x">'&'</a>`)).toBe(
      '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;',
    );
    expect(esc(5)).toBe('5');
  });
});

describe('pointIntent', () => {
  it('reads placing: taken, outside, forbidden under reject, and a stone of the right colour', () => {
    const s = stateWith({
      phase: 'taraguchi-move',
      moves: mv(['h8', 'h9']),
      toMove: 'opener',
      forbidden: [{ point: 'i9', kind: 'double-three' }],
      allowed: { opener: [{ type: 'place', region: '5x5' }], other: [] },
    });
    expect(pointIntent(s, 'h8')).toEqual({
      kind: 'refuse',
      notice: { kind: 'occupied', point: 'h8' },
    });
    expect(pointIntent(s, 'a1')).toMatchObject({ kind: 'refuse', notice: { kind: 'outside' } });
    expect(pointIntent(s, 'i9')).toMatchObject({ kind: 'refuse', notice: { kind: 'forbidden' } });
    expect(pointIntent(s, 'g7')).toEqual({
      kind: 'play',
      action: { type: 'place', point: 'g7' },
      color: 'black',
      foul: null,
    });
  });

  it('marks a forbidden point under fouls=lose as playable with its foul', () => {
    const s = stateWith(
      { moves: mv(['h8', 'a1', 'i9', 'a2']), forbidden: [{ point: 'j10', kind: 'double-four' }] },
      { fouls: 'lose' },
    );
    expect(pointIntent(s, 'j10')).toMatchObject({ kind: 'play', foul: 'double-four' });
    // A white stone is never forbidden.
    const w = stateWith(
      { moves: mv(['h8', 'a1', 'i9']), forbidden: [{ point: 'j10', kind: 'double-four' }] },
      { fouls: 'reject' },
    );
    expect(pointIntent(w, 'j10')).toMatchObject({ kind: 'play', color: 'white', foul: null });
  });

  it('reads choosing: only offered points, anything else refused with a notice', () => {
    const s = stateWith(
      {
        phase: 'choose',
        moves: mv(['h8', 'h9', 'i10', 'g10']),
        toMove: 'other',
        offers: ['g9', 'a1'],
        allowed: { opener: [], other: [{ type: 'choose', points: ['g9', 'a1'] }] },
      },
      { you: 'other' },
    );
    expect(pointIntent(s, 'b2')).toEqual({
      kind: 'refuse',
      notice: { kind: 'not-offered', point: 'b2' },
    });
    expect(clickPoint(s, 'b2').send).toBeNull();
    expect(s.notice).toEqual({ kind: 'not-offered', point: 'b2' });
    expect(pointIntent(s, 'g9')).toMatchObject({ kind: 'play', action: { type: 'choose' } });
  });

  it('reads offering: draft, withdraw, and a single offer sends at once', () => {
    const s = stateWith({
      phase: 'taraguchi-options',
      moves: mv(['h8', 'h9', 'i10', 'g10']),
      allowed: {
        opener: [
          { type: 'place', region: '9x9' },
          { type: 'offer', count: 2 },
        ],
        other: [],
      },
    });
    setOfferMode(s, true);
    expect(pointIntent(s, 'a1')).toEqual({ kind: 'draft', sends: false });
    clickPoint(s, 'a1');
    expect(pointIntent(s, 'a1')).toEqual({ kind: 'withdraw' });
    const one = stateWith({
      phase: 'soosorv-offer',
      moves: mv(['h8', 'h9', 'i10', 'g10']),
      allowed: { opener: [{ type: 'offer', count: 1 }], other: [] },
    });
    expect(pointIntent(one, 'a1')).toEqual({ kind: 'draft', sends: true });
    expect(clickPoint(one, 'a1').send).toEqual({ type: 'offer', points: ['a1'] });
  });

  it('is nothing for a spectator, out of turn, or while replaying', () => {
    expect(pointIntent(stateWith({}, { you: null }), 'h8')).toEqual({ kind: 'none' });
    const other = stateWith({ toMove: 'other', allowed: { opener: [], other: [] } });
    expect(pointIntent(other, 'h8')).toEqual({ kind: 'none' });
  });
});

describe('the click, the keyboard and the ghost agree', () => {
  const s = () =>
    stateWith({
      phase: 'taraguchi-move',
      moves: mv(['h8']),
      toMove: 'opener',
      allowed: { opener: [{ type: 'place', region: '3x3' }], other: [] },
    });

  it('shows a ghost exactly where a click would act', () => {
    const st = s();
    for (const p of ['h8', 'g7', 'i9', 'a1', 'k11']) {
      const intent = pointIntent(st, p);
      const ghost = ghostAt(st, p);
      expect(ghost !== null, p).toBe(intent.kind === 'play' || intent.kind === 'draft');
      st.hover = p;
      expect(boardView(st, en).ghost ?? null).toEqual(ghost);
    }
    expect(ghostAt(st, 'g7')).toEqual({ point: 'g7', color: 'white' });
  });

  it('plays at the keyboard cursor what a click there would play', () => {
    const st = s();
    moveCursor(st, -1, -1); // g7
    const byKey = playCursor(st);
    expect(byKey.send).toEqual(clickPoint(s(), 'g7').send);
    for (let i = 0; i < 5; i++) moveCursor(st, -1, 0); // b7, outside the 3x3 square
    expect(playCursor(st).send).toBeNull();
    expect(st.notice).toMatchObject({ kind: 'outside', point: 'b7' });
  });
});
