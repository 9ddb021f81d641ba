/**
 * What an area's outlet is doing, as one state machine: the outlet (area-outlet.tsx) only wires it
 * to the DOM, the loader and single-spa.
 *
 *   loading ──tap-held──▶ held (a tap on the prerendered page waits for the code)
 *   loading, held ──mounted──▶ ready ──area-failed──▶ recovering ──recovered──▶ loading
 *      │      └───────────────area-failed───────────────┘  └──────gave-up──────▶ failed
 *      └──load-failed──▶ failed ──retry──▶ loading
 *
 * Each attempt is one load of the area's code: every step into loading starts a new one. Beside
 * the status, whether the host shows the page's HTML (`reads`): prerendered, or put back by the
 * area that failed (createArea), which shows until a new build takes over.
 */
export interface OutletState {
  status: 'loading' | 'held' | 'ready' | 'recovering' | 'failed';
  reads: boolean;
  attempt: number;
}

type Status = OutletState['status'];

/** Each event: the statuses it applies in, and the status it leads to. */
const STEPS = {
  /** A tap or submit on the prerendered page is held until the code runs. */
  'tap-held': [['loading'], 'held'],
  /** The area's code is mounted (it hydrated the prerendered page, or rendered). */
  mounted: [['loading', 'held'], 'ready'],
  /** The area's code could not be loaded. */
  'load-failed': [['loading', 'held'], 'failed'],
  /** The area failed as it mounted or after (its error boundary called recover). */
  'area-failed': [['loading', 'held', 'ready'], 'recovering'],
  /** The loader found a build to mount again. */
  recovered: [['recovering'], 'loading'],
  /** The loader gave up recovering. */
  'gave-up': [['recovering'], 'failed'],
  /** The parent pressed Retry. */
  retry: [['failed'], 'loading'],
} satisfies Record<string, [from: Status[], to: Status]>;

/** `reads`: whether the failed area left its page's HTML in the host; else the host is emptied. */
export type OutletEvent =
  { type: Exclude<keyof typeof STEPS, 'area-failed'> } | { type: 'area-failed'; reads: boolean };

export function outletReducer(state: OutletState, event: OutletEvent): OutletState {
  const [from, to]: [Status[], Status] = STEPS[event.type];
  if (!from.includes(state.status)) return state;
  return {
    status: to,
    reads: event.type === 'area-failed' ? event.reads : state.reads,
    attempt: to === 'loading' ? state.attempt + 1 : state.attempt,
  };
}

/** What the outlet shows for a state. */
export function outletView({ status, reads }: OutletState) {
  return {
    /** The loading indicator over <main>: nothing to read yet. */
    spinner: status === 'loading' && !reads,
    /** The area's fallback with Retry: nothing to read and no code. */
    fallback: status === 'failed' && !reads,
    /** Over the bottom of a prerendered page that cannot act yet: why, and Retry when it failed. */
    notice: status === 'held' ? 'held' : status === 'failed' && reads ? 'failed' : null,
    /** The host renders unseen (nothing to read, code not ready), or not at all (failed). */
    host: reads || status === 'ready' || status === 'recovering' ? 'shown' : status === 'failed' ? 'hidden' : 'unseen',
    /** Whether the area's code should be loaded and mounted now. */
    wantsCode: status !== 'failed',
  } as const;
}
