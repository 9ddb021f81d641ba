import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ratioOfPairs } from './offline.mjs';

describe('ratioOfPairs', () => {
  it("is the median of the pairs' kept / floor ratios, to two decimals", () => {
    const pairs = [
      { floorMs: 200, keptMs: 500 },
      { floorMs: 250, keptMs: 400 },
      { floorMs: 300, keptMs: 420 },
    ];
    assert.equal(ratioOfPairs(pairs), 1.6);
  });

  it('is missing when a load of the kept copy painted nothing, rather than a median of the rest', () => {
    const pairs = [
      { floorMs: 200, keptMs: 500 },
      { floorMs: 250, keptMs: null },
      { floorMs: 300, keptMs: 420 },
    ];
    assert.equal(ratioOfPairs(pairs), null);
  });
});
