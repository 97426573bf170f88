// The socket's reading of a frame: a batch gives its envelopes in order.
import { describe, expect, it } from 'vitest';

import { parseEnvelope, unbatch } from './socket';

describe('unbatch', () => {
  it('gives a frame that is not a batch as it is', () => {
    const msg = { t: 'challenge-added', d: { id: 'a' } };
    expect(unbatch(msg)).toEqual([msg]);
  });

  it('gives the envelopes of a batch in order and skips what is not one', () => {
    const frame = parseEnvelope(
      JSON.stringify({
        t: 'batch',
        d: [
          { t: 'challenge-removed', d: { id: 'a', reason: 'cancelled' } },
          7,
          null,
          { d: 'no type' },
          { t: 'challenge-added', d: { id: 'b' } },
        ],
      }),
    );
    expect(frame).not.toBeNull();
    expect(unbatch(frame!).map((m) => m.t)).toEqual(['challenge-removed', 'challenge-added']);
  });

  it('gives nothing for a batch without a list', () => {
    expect(unbatch({ t: 'batch', d: { t: 'counts' } })).toEqual([]);
  });
});
