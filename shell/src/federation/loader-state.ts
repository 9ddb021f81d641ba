import type { AreaName } from '@school/shared/area';
import { RETRY_COPY_DIR } from '@school/shared/build-contract';
import type { RemoteMap } from '../config/load-config';
import { AREA_REMOTES } from '../routing/routes';

/**
 * What the page's loader (area-loader.ts) knows, as one state machine: the loader only wires it
 * to the MF runtime, remotes.json and the manifests.
 *
 *   remotes: each remote's current manifest, from remotes.json (read again by `map-read`)
 *   per area:  folder ──retry-copy──▶ retry copy ──new-build──▶ folder
 *              (a build that failed on this page is loaded again from its retry copy; a new
 *               build always from its own folder)
 *              not opened ──opened──▶ opened (it keeps its build: `map-read` leaves it alone)
 *              not prefetched ──prefetch-started──▶ prefetched ──prefetch-failed──▶ not prefetched
 *              recoveries: the times of its automatic recoveries (`recovery-started`), forgotten
 *              on `retry-pressed`
 */
interface AreaLoadState {
  /** Its code was loaded on this page. */
  opened: boolean;
  /**
   * It loads from its build's retry copy (`retry/` inside its folder, shared/src/vite `retryCopy`):
   * a browser keeps a failed module URL failed for the page (before whatwg/html#10327, as
   * Chromium still does). Once the copy has failed too, only a page load fetches the files again.
   */
  onRetryCopy: boolean;
  prefetched: boolean;
  /** When its automatic recoveries began (ms since the epoch). */
  recoveries: readonly number[];
}

export interface LoaderState {
  /** Each remote's current manifest URL (absolute). */
  remotes: RemoteMap;
  /** When remotes.json was last read (ms since the epoch). */
  mapReadAt: number;
  areas: Partial<Record<AreaName, AreaLoadState>>;
}

/** The events that only set fields of their area, and what they set. */
const AREA_CHANGES = {
  opened: { opened: true },
  'prefetch-started': { prefetched: true },
  'prefetch-failed': { prefetched: false },
  /** The manifest names another build than the one that failed: it loads from its own folder. */
  'new-build': { onRetryCopy: false },
  /** The build that failed is loaded again, from its retry copy. */
  'retry-copy': { onRetryCopy: true },
  /** A parent pressed Retry on the area's fallback. */
  'retry-pressed': { onRetryCopy: true, recoveries: [] },
} satisfies Record<string, Partial<AreaLoadState>>;

export type LoaderEvent =
  /** remotes.json was read again: `area`, and every area not opened yet, load from where it says. */
  | { type: 'map-read'; remotes: RemoteMap; at: number; area: AreaName }
  /** A mounted area failed and its recovery began. */
  | { type: 'recovery-started'; area: AreaName; at: number }
  | { type: keyof typeof AREA_CHANGES; area: AreaName };

/** Automatic recoveries per area within RECOVERY_WINDOW_MS; past that, the fallback and its Retry. */
export const MAX_RECOVERIES = 2;
export const RECOVERY_WINDOW_MS = 60_000;

/**
 * A page older than this reads remotes.json again before it opens an area not loaded yet, so a tab
 * kept open across a deploy gets that remote's new build; a loaded area keeps its build until it fails.
 */
export const MAP_FRESH_MS = 5 * 60_000;

const NEW_AREA: AreaLoadState = { opened: false, onRetryCopy: false, prefetched: false, recoveries: [] };

export const areaState = (state: LoaderState, area: AreaName): AreaLoadState => state.areas[area] ?? NEW_AREA;

export function initialLoaderState(remotes: RemoteMap, at: number): LoaderState {
  return { remotes, mapReadAt: at, areas: {} };
}

const withArea = (state: LoaderState, area: AreaName, change: Partial<AreaLoadState>): LoaderState => ({
  ...state,
  areas: { ...state.areas, [area]: { ...areaState(state, area), ...change } },
});

function mapRead(state: LoaderState, { remotes, at, area }: Extract<LoaderEvent, { type: 'map-read' }>) {
  let next: LoaderState = { ...state, mapReadAt: at };
  for (const [other, remote] of Object.entries(AREA_REMOTES) as [AreaName, string][]) {
    const url = remotes[remote];
    if (!url || url === next.remotes[remote] || (other !== area && areaState(next, other).opened)) continue;
    next = withArea({ ...next, remotes: { ...next.remotes, [remote]: url } }, other, { onRetryCopy: false });
  }
  return next;
}

export function loaderReducer(state: LoaderState, event: LoaderEvent): LoaderState {
  switch (event.type) {
    case 'map-read':
      return mapRead(state, event);
    case 'recovery-started':
      return withArea(state, event.area, { recoveries: [...recentRecoveries(state, event.area, event.at), event.at] });
    default:
      return withArea(state, event.area, AREA_CHANGES[event.type]);
  }
}

const recentRecoveries = (state: LoaderState, area: AreaName, now: number) =>
  areaState(state, area).recoveries.filter((at) => now - at < RECOVERY_WINDOW_MS);

/** Whether a failed area may be recovered automatically once more now. */
export const mayRecover = (state: LoaderState, area: AreaName, now: number) =>
  recentRecoveries(state, area, now).length < MAX_RECOVERIES;

/** Whether remotes.json is recent enough to open `area` without reading it again. */
export const mapIsFresh = (state: LoaderState, area: AreaName, now: number) =>
  areaState(state, area).opened || now - state.mapReadAt < MAP_FRESH_MS;

/** The manifest of a build's retry copy, inside the folder of its manifest (an absolute URL). */
export const retryCopyOf = (manifestUrl: string) => new URL(`${RETRY_COPY_DIR}/mf-manifest.json`, manifestUrl).href;

/**
 * Where `area` loads from now: its remote, the manifest remotes.json names for it (its current
 * build), and the entry it loads (that manifest, or its retry copy's). Null when remotes.json
 * names no build of it.
 */
export function entryOf(state: LoaderState, area: AreaName) {
  const remote = AREA_REMOTES[area];
  const manifest = state.remotes[remote];
  if (!manifest) return null;
  return { remote, manifest, entry: areaState(state, area).onRetryCopy ? retryCopyOf(manifest) : manifest };
}
