// The positions drawn on the rules page. Their forbidden points are not written here: the build
// asks the rules library (`renju forbidden --stones ...`) and checks that the point each text talks
// about is what the text says it is (`expect`), so a diagram cannot drift from the rules.
import type { ForbiddenKind } from '../board';

export type DiagramId =
  'doubleThree' | 'fakeThree' | 'doubleFour' | 'doubleFourLine' | 'overline' | 'fiveWins';

export interface Diagram {
  id: DiagramId;
  /** Stones as `renju forbidden --stones` takes them. */
  stones: string;
  /** The point the text is about. */
  focus: string;
  /** What the rules library must say about `focus`: a forbidden kind, or null for "allowed". */
  expect: ForbiddenKind | null;
  /** Draw a translucent black stone on `focus` (for points that are allowed). */
  ghost: boolean;
  window: { from: string; to: string };
  /** Points circled in red (e.g. the five that wins). */
  rings?: readonly string[];
  /**
   * A second position the caption's reasoning relies on, checked the same way but not drawn:
   * e.g. without the five, the same stone is a double-four.
   */
  control?: { stones: string; expect: ForbiddenKind | null };
}

export const DIAGRAMS: readonly Diagram[] = [
  {
    id: 'doubleThree',
    stones: 'Bh9 Bh10 Bi8 Bj8 Wi9 Wg9 Wi10 Wj7',
    focus: 'h8',
    expect: 'double-three',
    ghost: false,
    window: { from: 'c3', to: 'm13' },
  },
  {
    id: 'fakeThree',
    stones: 'Bh9 Bh10 Bi8 Bj8 Be8 Bm8 Wi9 Wg9 Wi10 Wj7 Wk10 Wf10',
    focus: 'h8',
    expect: null,
    ghost: true,
    window: { from: 'd3', to: 'n13' },
    // Without the black stones on e8 and m8 the row is a real three, and h8 a double-three.
    control: { stones: 'Bh9 Bh10 Bi8 Bj8 Wi9 Wg9 Wi10 Wj7 Wk10 Wf10', expect: 'double-three' },
  },
  {
    id: 'doubleFour',
    stones: 'Bh9 Bh10 Bh11 Bi8 Bj8 Bk8 Wh12 Wl8 Wi9 Wg9 Wg10 Wi7',
    focus: 'h8',
    expect: 'double-four',
    ghost: false,
    window: { from: 'c3', to: 'm13' },
  },
  {
    id: 'doubleFourLine',
    stones: 'Be8 Bg8 Bi8 Bk8 Wh9 Wh7 Wg7 Wj9',
    focus: 'h8',
    expect: 'double-four',
    ghost: false,
    window: { from: 'c3', to: 'm13' },
  },
  {
    id: 'overline',
    stones: 'Bf8 Bg8 Bi8 Bj8 Bk8 Wh9 Wh7 Wg9 Wi7 Wj9',
    focus: 'h8',
    expect: 'overline',
    ghost: false,
    window: { from: 'c3', to: 'm13' },
  },
  {
    id: 'fiveWins',
    stones:
      'Bd8 Be8 Bf8 Bg8 Bh9 Bh10 Bh11 Bi9 Bj10 Bk11 Wc8 Wh12 Wl12 Wi8 Wg9 Wi7 Wj7 Wi10 Wg10 Wf5',
    focus: 'h8',
    expect: null,
    ghost: true,
    window: { from: 'c3', to: 'm13' },
    rings: ['d8', 'e8', 'f8', 'g8', 'h8'],
    // With White on d8 instead, h8 makes no five and the two fours are a forbidden double-four.
    control: {
      stones:
        'Wd8 Be8 Bf8 Bg8 Bh9 Bh10 Bh11 Bi9 Bj10 Bk11 Wc8 Wh12 Wl12 Wi8 Wg9 Wi7 Wj7 Wi10 Wg10 Wf5',
      expect: 'double-four',
    },
  },
];
