import { describe, expect, it } from 'vitest';
import { outletReducer, outletView, type OutletEvent, type OutletState } from './outlet-state';

type Step = OutletEvent['type'] | OutletEvent;
/** Steps through events by type from `start`; an area's failure reads whatever the step says (`reads`, false by default). */
const from = (start: OutletState, events: Step[]): OutletState =>
  events.reduce(
    (state, event) =>
      outletReducer(state, (typeof event === 'string' ? { type: event, reads: false } : event) as OutletEvent),
    start,
  );
const NOTHING_TO_READ: OutletState = { status: 'loading', reads: false, attempt: 0 };
/** From nothing to read. */
const run = (...events: Step[]) => from(NOTHING_TO_READ, events);
/** From the prerendered page the deploy wrote into the host. */
const read = (...events: Step[]) => from({ ...NOTHING_TO_READ, reads: true }, events);

describe('the outlet state machine', () => {
  it('starts loading, with nothing to read: the spinner, the host unseen, the code wanted', () => {
    expect(outletView(NOTHING_TO_READ)).toEqual({
      spinner: true,
      fallback: false,
      notice: null,
      host: 'unseen',
      wantsCode: true,
    });
  });

  it('shows a prerendered page instead of the spinner, says when a tap is held, and is ready once mounted', () => {
    const reading = read();
    expect(outletView(reading)).toMatchObject({ spinner: false, notice: null, host: 'shown' });
    const held = read('tap-held');
    expect(held).toMatchObject({ status: 'held', reads: true });
    expect(outletView(held)).toMatchObject({ spinner: false, notice: 'held', host: 'shown', wantsCode: true });
    const ready = read('tap-held', 'mounted');
    expect(ready).toEqual({ status: 'ready', reads: true, attempt: 0 });
    expect(outletView(ready)).toMatchObject({ spinner: false, notice: null, host: 'shown', wantsCode: true });
  });

  it('without a prerendered page, a failed load shows the fallback and hides the host; Retry is a new attempt', () => {
    const failed = run('load-failed');
    expect(outletView(failed)).toEqual({
      spinner: false,
      fallback: true,
      notice: null,
      host: 'hidden',
      wantsCode: false,
    });
    const again = run('load-failed', 'retry');
    expect(again).toEqual({ status: 'loading', reads: false, attempt: 1 });
    expect(outletView(again).wantsCode).toBe(true);
  });

  it('over a prerendered page, a failed load keeps the page and says it has not finished, with Retry', () => {
    const failed = read('load-failed');
    expect(outletView(failed)).toMatchObject({ fallback: false, notice: 'failed', host: 'shown', wantsCode: false });
    expect(outletView(read('tap-held', 'load-failed')).notice).toBe('failed');
    // Retry loads again under no "held" notice: the held tap was given up with the failure.
    expect(outletView(read('tap-held', 'load-failed', 'retry'))).toMatchObject({ spinner: false, notice: null });
  });

  it('a mounted area that fails recovers into a new attempt on an emptied host, or gives up to the fallback', () => {
    const recovering = read('mounted', 'area-failed');
    expect(recovering.status).toBe('recovering');
    // The area shows its own "loading again" meanwhile: nothing of the outlet's.
    expect(outletView(recovering)).toMatchObject({ spinner: false, fallback: false, notice: null, host: 'shown' });
    expect(read('mounted', 'area-failed', 'recovered')).toEqual({ status: 'loading', reads: false, attempt: 1 });
    const gaveUp = read('mounted', 'area-failed', 'gave-up');
    expect(gaveUp).toEqual({ status: 'failed', reads: false, attempt: 0 });
    expect(outletView(gaveUp)).toMatchObject({ fallback: true, wantsCode: false });
  });

  it('an area that left its page’s HTML when it failed keeps it read: while it mounts again, and when given up', () => {
    const failed = { type: 'area-failed', reads: true } as const;
    const again = read('mounted', failed, 'recovered');
    expect(again).toEqual({ status: 'loading', reads: true, attempt: 1 });
    expect(outletView(again)).toMatchObject({ spinner: false, host: 'shown', wantsCode: true });
    const gaveUp = read('mounted', failed, 'gave-up');
    expect(outletView(gaveUp)).toMatchObject({ fallback: false, notice: 'failed', host: 'shown', wantsCode: false });
  });

  it('an area that fails as it mounts recovers the same way', () => {
    expect(read('area-failed')).toMatchObject({ status: 'recovering' });
    expect(read('tap-held', 'area-failed')).toMatchObject({ status: 'recovering' });
    // Its mount then resolving changes nothing: the recovery decides.
    expect(read('area-failed', 'mounted').status).toBe('recovering');
  });

  it('ignores events that do not apply to its state', () => {
    const ready = run('mounted');
    expect(outletReducer(ready, { type: 'tap-held' })).toBe(ready);
    expect(outletReducer(ready, { type: 'retry' })).toBe(ready);
    expect(outletReducer(ready, { type: 'load-failed' })).toBe(ready);
    expect(outletReducer(run('load-failed'), { type: 'area-failed', reads: false })).toEqual(run('load-failed'));
    expect(outletReducer(NOTHING_TO_READ, { type: 'recovered' })).toBe(NOTHING_TO_READ);
    const recovering = read('area-failed');
    expect(outletReducer(recovering, { type: 'load-failed' })).toBe(recovering);
    expect(outletReducer(recovering, { type: 'tap-held' })).toBe(recovering);
  });
});
