/**
 * What an area's outlet is doing, as one state machine: the outlet (area-outlet.tsx) only wires it
 * to the DOM, the loader and single-spa.
 *
 *   loading ──mounted──▶ ready ──area-failed──▶ recovering ──recovered──▶ loading (attempt + 1)
 *      │ └──────────────area-failed─────────────────┘  └──────gave-up──────▶ failed
 *      └──load-failed──▶ failed ──retry──▶ loading (attempt + 1)
 *
 * Beside the status, what the page shows without the code: no prerendered page ('none'), the
 * prerendered page ('reading'), or the prerendered page with a tap held until the code runs
 * ('held'). Each attempt is one load of the area's code; a new attempt loads it again.
 */
export interface OutletState {
  status: 'loading' | 'ready' | 'recovering' | 'failed';
  prerendered: 'none' | 'reading' | 'held';
  attempt: number;
}

export type OutletEvent =
  /** A tap or submit on the prerendered page is held until the code runs. */
  | { type: 'tap-held' }
  /** The area's code is mounted (it hydrated the prerendered page, or rendered). */
  | { type: 'mounted' }
  /** The area's code could not be loaded. */
  | { type: 'load-failed' }
  /** The area failed as it mounted or after (its error boundary called recover). */
  | { type: 'area-failed' }
  /**
   * The loader found a build to mount again. `reads`: the failed area left its page's HTML in the
   * host (createArea), which shows until the new build takes over; else the host is emptied.
   */
  | { type: 'recovered'; reads: boolean }
  /** The loader gave up recovering; the page's HTML stays if the area left it (`reads`). */
  | { type: 'gave-up'; reads: boolean }
  /** The parent pressed Retry. */
  | { type: 'retry' };

export const INITIAL_OUTLET_STATE: OutletState = { status: 'loading', prerendered: 'none', attempt: 0 };

/**
 * The state at the first render, from what the host holds (the prerendered page, a tap held on it
 * or not): stepping there from INITIAL_OUTLET_STATE in a layout effect rendered the loading
 * indicator, then the outlet again, in the task that hydrates the page.
 */
export function initialOutletState({ shown, held }: { shown: boolean; held: boolean }): OutletState {
  if (!shown) return INITIAL_OUTLET_STATE;
  return { ...INITIAL_OUTLET_STATE, prerendered: held ? 'held' : 'reading' };
}

export function outletReducer(state: OutletState, event: OutletEvent): OutletState {
  switch (event.type) {
    case 'tap-held':
      return state.status !== 'ready' ? { ...state, prerendered: 'held' } : state;
    case 'mounted':
      return state.status === 'loading'
        ? { ...state, status: 'ready', prerendered: state.prerendered === 'none' ? 'none' : 'reading' }
        : state;
    case 'load-failed':
      return state.status === 'loading' ? { ...state, status: 'failed' } : state;
    case 'area-failed':
      return state.status === 'ready' || state.status === 'loading' ? { ...state, status: 'recovering' } : state;
    case 'recovered':
      return state.status === 'recovering'
        ? { status: 'loading', prerendered: event.reads ? 'reading' : 'none', attempt: state.attempt + 1 }
        : state;
    case 'gave-up':
      return state.status === 'recovering'
        ? { ...state, status: 'failed', prerendered: event.reads ? 'reading' : 'none' }
        : state;
    case 'retry':
      return state.status === 'failed' ? { ...state, status: 'loading', attempt: state.attempt + 1 } : state;
  }
}

/** What the outlet shows for a state. */
export interface OutletView {
  /** The loading indicator over <main>: nothing to read yet. */
  spinner: boolean;
  /** The area's fallback with Retry: nothing to read and no code. */
  fallback: boolean;
  /** Over the bottom of a prerendered page that cannot act yet: why, and Retry when it failed. */
  notice: 'held' | 'failed' | null;
  /** The host renders unseen (no prerendered page, code not ready), or not at all (failed). */
  host: 'shown' | 'unseen' | 'hidden';
  /** Whether the area's code should be loaded and mounted now. */
  wantsCode: boolean;
}

export function outletView({ status, prerendered }: OutletState): OutletView {
  const reads = prerendered !== 'none';
  let notice: OutletView['notice'] = null;
  if (reads && status === 'failed') notice = 'failed';
  else if (prerendered === 'held' && status === 'loading') notice = 'held';
  return {
    spinner: status === 'loading' && !reads,
    fallback: status === 'failed' && !reads,
    notice,
    host: reads ? 'shown' : status === 'failed' ? 'hidden' : status === 'loading' ? 'unseen' : 'shown',
    wantsCode: status !== 'failed',
  };
}
