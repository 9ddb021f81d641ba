import { describe, expect, it } from 'vitest';
import {
  INITIAL_OUTLET_STATE,
  initialOutletState,
  outletReducer,
  outletView,
  type OutletEvent,
  type OutletState,
} from './outlet-state';

type Step = OutletEvent['type'] | OutletEvent;
/** Steps through events by type from `start`; a recovery's outcome reads whatever the step says (`reads`, false by default). */
const from = (start: OutletState, events: Step[]): OutletState =>
  events.reduce(
    (state, event) =>
      outletReducer(state, (typeof event === 'string' ? { type: event, reads: false } : event) as OutletEvent),
    start,
  );
/** From nothing to read. */
const run = (...events: Step[]) => from(INITIAL_OUTLET_STATE, events);
/** From the prerendered page the deploy wrote into the host. */
const read = (...events: Step[]) => from(initialOutletState({ shown: true, held: false }), events);

describe('the outlet state machine', () => {
  it('starts loading, with nothing to read: the spinner, the host unseen, the code wanted', () => {
    expect(INITIAL_OUTLET_STATE).toEqual({ status: 'loading', prerendered: 'none', attempt: 0 });
    expect(outletView(INITIAL_OUTLET_STATE)).toEqual({
      spinner: true,
      fallback: false,
      notice: null,
      host: 'unseen',
      wantsCode: true,
    });
  });

  it('starts from what the host already shows: the prerendered page, with a tap held on it or not', () => {
    expect(initialOutletState({ shown: false, held: false })).toBe(INITIAL_OUTLET_STATE);
    expect(initialOutletState({ shown: true, held: false })).toEqual({
      ...INITIAL_OUTLET_STATE,
      prerendered: 'reading',
    });
    expect(initialOutletState({ shown: true, held: true })).toEqual(read('tap-held'));
  });

  it('shows a prerendered page instead of the spinner, says when a tap is held, and is ready once mounted', () => {
    const reading = read();
    expect(reading).toMatchObject({ status: 'loading', prerendered: 'reading' });
    expect(outletView(reading)).toMatchObject({ spinner: false, notice: null, host: 'shown' });
    const held = read('tap-held');
    expect(outletView(held).notice).toBe('held');
    const ready = read('tap-held', 'mounted');
    expect(ready).toMatchObject({ status: 'ready', prerendered: 'reading', attempt: 0 });
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
    expect(again).toEqual({ status: 'loading', prerendered: 'none', attempt: 1 });
    expect(outletView(again).wantsCode).toBe(true);
  });

  it('over a prerendered page, a failed load keeps the page and says it has not finished, with Retry', () => {
    const failed = read('load-failed');
    expect(outletView(failed)).toMatchObject({ fallback: false, notice: 'failed', host: 'shown', wantsCode: false });
    expect(outletView(read('tap-held', 'load-failed')).notice).toBe('failed');
  });

  it('a mounted area that fails recovers into a new attempt on an emptied host, or gives up to the fallback', () => {
    const recovering = read('mounted', 'area-failed');
    expect(recovering.status).toBe('recovering');
    // The area shows its own "loading again" meanwhile: nothing of the outlet's.
    expect(outletView(recovering)).toMatchObject({ spinner: false, fallback: false, notice: null, host: 'shown' });
    expect(read('mounted', 'area-failed', 'recovered')).toEqual({
      status: 'loading',
      prerendered: 'none',
      attempt: 1,
    });
    const gaveUp = read('mounted', 'area-failed', 'gave-up');
    expect(gaveUp).toEqual({ status: 'failed', prerendered: 'none', attempt: 0 });
    expect(outletView(gaveUp)).toMatchObject({ fallback: true, wantsCode: false });
  });

  it('an area that left its page’s HTML when it failed keeps it read: while it mounts again, and when given up', () => {
    const again = read('mounted', 'area-failed', { type: 'recovered', reads: true });
    expect(again).toEqual({ status: 'loading', prerendered: 'reading', attempt: 1 });
    expect(outletView(again)).toMatchObject({ spinner: false, host: 'shown', wantsCode: true });
    const gaveUp = read('mounted', 'area-failed', { type: 'gave-up', reads: true });
    expect(outletView(gaveUp)).toMatchObject({ fallback: false, notice: 'failed', host: 'shown', wantsCode: false });
  });

  it('an area that fails as it mounts recovers the same way', () => {
    expect(read('area-failed')).toMatchObject({ status: 'recovering', prerendered: 'reading' });
    // Its mount then resolving changes nothing: the recovery decides.
    expect(read('area-failed', 'mounted').status).toBe('recovering');
  });

  it('ignores events that do not apply to its state', () => {
    const ready = run('mounted');
    expect(outletReducer(ready, { type: 'tap-held' })).toBe(ready);
    expect(outletReducer(ready, { type: 'retry' })).toBe(ready);
    expect(outletReducer(ready, { type: 'load-failed' })).toBe(ready);
    expect(outletReducer(run('load-failed'), { type: 'area-failed' })).toEqual(run('load-failed'));
    expect(outletReducer(INITIAL_OUTLET_STATE, { type: 'recovered', reads: false })).toBe(INITIAL_OUTLET_STATE);
  });
});
