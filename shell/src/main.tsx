import { start } from 'single-spa';
import { createAuthStore, SIGNED_OUT } from './auth/auth-store';
import { startAuth } from './auth/start-auth';
import { App } from './app';
import { loadRemoteMap, loadRuntime } from './config/load-config';
import { createAreaLoader } from './federation/area-loader';
import { AREA_LOAD_TIMEOUT_MS } from './federation/bounded-attempts';
import { applyOverrides } from './federation/remote-overrides';
import { hydrateRegion } from './main-thread/hydrate-region';
import { markShellFailed } from './main-thread/shell-failure';
import { Footer } from './layout/footer';
import { findPageRegions, ROOT_ID } from './layout/page-regions';
import { yieldToMain } from './main-thread/yield-to-main';

let offline: Promise<void> | undefined;
/** Once the first area has hydrated (never in dev): the service worker (offline/register-service-worker.ts). */
function startOffline() {
  if (import.meta.env.PROD)
    offline ??= import('./offline/register-service-worker').then(
      ({ startServiceWorker }) => startServiceWorker(),
      () => undefined, // Not fetched (the line dropped): the worker waits for a later visit.
    );
}

async function boot() {
  const auth = createAuthStore();
  try {
    const { config, remotes: served, overridesAllowed } = await loadRuntime();
    // A developer's stored remote overrides, where the environment allows them.
    const { remotes, active } = applyOverrides(served, overridesAllowed);
    const loader = createAreaLoader(remotes, {
      reread: async () => applyOverrides(await loadRemoteMap(AREA_LOAD_TIMEOUT_MS), overridesAllowed).remotes,
    });
    // The map is known: fetch this page's remote entry and area code while React renders.
    loader.loadPath(window.location.pathname);
    // Each step in a task of its own, so that a tap made meanwhile is answered between them.
    await yieldToMain();
    start({ urlRerouteOnly: true });
    void startAuth(config, auth).catch((error: unknown) => {
      console.error('[shell] auth failed to start; continuing signed out', error);
      auth.set(SIGNED_OUT);
    });
    await yieldToMain();
    const regions = findPageRegions(document);
    // The first paint's header and footer are the shell's own markup, hydrated where they are.
    hydrateRegion(
      document.getElementById(ROOT_ID)!,
      <App
        config={config}
        auth={auth.view}
        loader={loader}
        onAreaReady={startOffline}
        regions={regions}
        overrides={active}
      />,
    );
    await yieldToMain();
    hydrateRegion(regions.footer, <Footer prefetch={loader.prefetch} />);
  } catch (error) {
    console.error('[shell] could not start', error);
    // The page stays as its HTML drew it, which works with no code: links, the Menu, dialogs, and
    // forms that post to the form service. A submit held for the code is left to the browser.
    markShellFailed();
  }
}

void boot();
