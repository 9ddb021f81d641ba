/**
 * What the loader (area-loader.ts) does once an area's code has failed, loaded only then: it reads
 * remotes.json and the remote's manifest again, tells a redeploy (another build) from a bad line
 * (the same build), and says what to load next. A page whose code never fails never downloads it.
 */
import type { AreaLifecycles, AreaName } from '@school/shared/area';
import type { LoaderEvent } from './loader-state';
import type { RemoteBuilds } from './remote-builds';

/** Pause before loading again after a failure: a dropped request on a bad line often passes next time. */
export const RECOVERY_BACKOFF_MS = 500;

/** The loader's own steps that a recovery uses. */
export interface RecoveryContext {
  step(event: LoaderEvent): void;
  /** Reads remotes.json again; true when the area's remote moved to another manifest. */
  rereadRemote(area: AreaName): Promise<boolean>;
  /** The manifest and entry the area loads from now. */
  where(area: AreaName): { manifest: string; entry: string };
  /** Loads the area's code once, registering its remote afresh. */
  loadAfresh(area: AreaName): Promise<AreaLifecycles>;
  /** Moves the area to its build's retry copy; false when it was there already. */
  toRetryCopy(area: AreaName, event: LoaderEvent): boolean;
  builds: RemoteBuilds;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the remote's manifest again and says which build it names now, beside `before`, the build
 * that failed with `cause`. True, the area then loading from the new build's folder, when it is another.
 */
async function foundNewBuild(context: RecoveryContext, area: AreaName, before: string | undefined, cause: unknown) {
  const now = (await context.builds.fetchCurrent(context.where(area).manifest)).buildId;
  const why = cause instanceof Error ? cause.message : String(cause);
  if (now === before) {
    console.info(`[shell] ${area}: build ${now ?? 'unknown'} failed to load (${why}); loading it again`);
    return false;
  }
  console.info(
    `[shell] ${area}: build ${before ?? 'unknown'} was replaced by ${now ?? 'unknown'}; loading the new build (${why})`,
  );
  context.step({ type: 'new-build', area });
  return true;
}

/**
 * The area's first load failed with `error`: loads it once more, from the remote's current build
 * (remotes.json read again), or throws `error` when there is nothing new to try.
 */
export async function loadAgain(context: RecoveryContext, area: AreaName, error: unknown): Promise<AreaLifecycles> {
  const before = context.builds.known(context.where(area).entry);
  if (before) {
    await pause(RECOVERY_BACKOFF_MS);
    await context.rereadRemote(area);
  } else if (!(await context.rereadRemote(area).catch(() => false))) {
    throw error;
  }
  await foundNewBuild(context, area, before?.buildId, error);
  return context.loadAfresh(area);
}

/**
 * A mounted area failed (its build `failedBuild`): true when the outlet should mount it again
 * (a new build, or the same from its retry copy), false when the manifest cannot be read again.
 */
export async function recoverArea(context: RecoveryContext, area: AreaName, failedBuild: string): Promise<boolean> {
  await pause(RECOVERY_BACKOFF_MS);
  try {
    await context.rereadRemote(area);
    if (await foundNewBuild(context, area, failedBuild, 'its code failed')) return true;
    return context.toRetryCopy(area, { type: 'retry-copy', area });
  } catch (error) {
    console.error(`[shell] ${area}: its manifest could not be fetched again`, error);
    return false;
  }
}
