import { lazy, type ComponentType } from 'react';

export interface LoadablePage {
  /** Loads the page's chunk; once it has arrived, Page renders at once, without suspending. */
  load: () => Promise<unknown>;
  Page: ComponentType;
}

/**
 * A page in a chunk of its own. React.lazy alone suspends on its first render even when the
 * chunk is already here, and a Suspense fallback, once shown, stays at least 300 ms: so a page
 * loaded ahead (createArea's prepare) is rendered directly instead.
 */
export function loadablePage<M>(importPage: () => Promise<M>, pick: (module: M) => ComponentType): LoadablePage {
  let loaded: ComponentType | undefined;
  const load = () =>
    importPage().then((module) => {
      loaded = pick(module);
      return loaded;
    });
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { load, Page };
}
