import type { AreaLifecycles, AreaName, AreaProps } from '@school/shared/area';
import { mountRootParcel, type Parcel } from 'single-spa';

type HostProps = AreaProps & { domElement: HTMLElement };

/**
 * An area's single-spa parcel in its host element. single-spa refuses overlapping lifecycle calls,
 * so mount, update and unmount run one after another, each once the one before has settled.
 */
export function createParcelHost(area: AreaName) {
  let parcel: Parcel | null = null;
  let work: Promise<unknown> = Promise.resolve();
  const next = (step: () => Promise<unknown> | undefined, what: string) => {
    work = work
      .catch(() => {})
      .then(step)
      .catch((error: unknown) => console.error(`[shell] area ${area} failed to ${what}`, error));
  };
  return {
    mount(lifecycles: AreaLifecycles, props: HostProps): Promise<unknown> {
      parcel = mountRootParcel(lifecycles as never, props);
      work = parcel.mountPromise;
      return work;
    },
    update(props: HostProps): void {
      const mounted = parcel;
      if (mounted?.update) next(() => mounted.update!(props), 'update');
    },
    unmount(): void {
      const mounted = parcel;
      parcel = null;
      if (mounted) next(() => (mounted.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined), 'unmount');
    },
  };
}
