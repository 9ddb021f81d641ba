import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tapTargets, worstOfRoute } from './taps.mjs';

describe('worstOfRoute', () => {
  it("is the worst of the route's controls", () => {
    assert.equal(worstOfRoute({ 'Menu button': { worstMs: 96 }, 'Apply Now': { worstMs: 152 } }), 152);
  });

  it('is missing when a control had none of its taps reported, however fast the others were', () => {
    assert.equal(worstOfRoute({ 'Menu button': { worstMs: 96 }, 'Apply Now': { worstMs: null } }), null);
  });
});

describe('tapTargets', () => {
  it('taps the Menu everywhere and the controls the page answers itself, never a link that leaves it', () => {
    const names = (path) => tapTargets(path).map((target) => target.name);
    assert.deepEqual(names('/about'), ['Menu button']);
    assert.deepEqual(names('/news-events'), ['Menu button', 'a news tab']);
    assert.deepEqual(names('/jobs'), ['Menu button', 'a careers filter']);
  });
});
