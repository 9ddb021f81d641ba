import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import { createAuthStore, SIGNED_OUT } from './auth/auth-store';
import { startAuth } from './auth/start-auth';
import { App } from './app';
import { loadRemoteMap, loadRuntime } from './config/load-config';
import { registerAreaRemotes, startLoadingPath } from './federation/area-loader';
import { applyOverrides } from './federation/remote-overrides';
import { findPageRegions } from './layout/page-regions';
import { ROOT_ID } from './layout/region-ids';
import { StartupError } from './pages/startup-error';

const root = createRoot(document.getElementById(ROOT_ID)!);

async function boot() {
  const auth = createAuthStore();
  try {
    const runtime = await loadRuntime();
    const { config } = runtime;
    const { remotes, active } = applyOverrides(runtime.remotes, runtime.overridesAllowed);
    registerAreaRemotes(remotes, {
      reread: async () => applyOverrides(await loadRemoteMap(), runtime.overridesAllowed).remotes,
    });
    // The map is known: fetch this page's remote entry and area code while React renders.
    startLoadingPath(window.location.pathname);
    start({ urlRerouteOnly: true });
    void startAuth(config, auth).catch((error: unknown) => {
      console.error('[shell] auth failed to start; continuing signed out', error);
      auth.set(SIGNED_OUT);
    });
    root.render(<App config={config} auth={auth.view} regions={findPageRegions(document)} overrides={active} />);
  } catch (error) {
    console.error('[shell] could not start', error);
    root.render(<StartupError />);
  }
}

void boot();
