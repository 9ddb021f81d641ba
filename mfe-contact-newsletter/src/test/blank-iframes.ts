interface HappyDomSettings {
  enableIframePageLoading: boolean;
  disableIframePageLoading: boolean;
  fetch: { interceptor: unknown };
}

/**
 * happy-dom refuses to load iframes and prints a stack trace for each one. Tests of pages with
 * the map answer every iframe request with a blank page instead, so nothing reaches the network.
 * Returns a function that restores the settings.
 */
export function serveBlankIframes(): () => void {
  const settings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM.settings;
  const saved = { ...settings, fetch: { ...settings.fetch } };
  settings.enableIframePageLoading = true;
  settings.disableIframePageLoading = false;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ window: frame }: { window: typeof globalThis }) =>
      new frame.Response('<!doctype html><title>Map</title>', { headers: { 'Content-Type': 'text/html' } }),
  };
  return () => {
    settings.enableIframePageLoading = saved.enableIframePageLoading;
    settings.disableIframePageLoading = saved.disableIframePageLoading;
    settings.fetch.interceptor = saved.fetch.interceptor;
  };
}
