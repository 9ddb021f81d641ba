/**
 * Runs from a tiny script of its own in the HTML, long before the shell's bundle has arrived:
 * reads /remotes.json, fetches the current route's manifest and modulepreloads that remote's
 * entry, exposed ./area code and the share wrappers it imports, so they download alongside the shell instead of after it.
 * The shell then takes over the same responses (config, map, manifest) from window.__schoolBoot.
 * Self-contained on purpose: the build serialises it with Function#toString.
 */
export interface EarlyLoad {
  config: Promise<unknown>;
  remotes: Promise<unknown>;
  manifests: Record<string, Promise<Response>>;
}

export function earlyLoad(
  routeRemotes: Record<string, string>,
  /** The shell's per-attempt bound (AREA_LOAD_TIMEOUT_MS), counted from this fetch's own start. */
  timeoutMs: number,
  win: Window & typeof globalThis = window,
): EarlyLoad {
  const json = (url: string) =>
    win.fetch(url, { cache: 'no-store' }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
  const boot: EarlyLoad = { config: json('/config.json'), remotes: json('/remotes.json'), manifests: {} };
  // The shell reports failures when it reads these; unhandled here, they would only be noise.
  boot.config.catch(() => {});
  boot.remotes.catch(() => {});
  const path = win.location.pathname.replace(/\/+$/, '') || '/';
  const remote = routeRemotes[path];
  boot.remotes
    .then((map) => {
      const manifestUrl = remote ? (map as Record<string, unknown>)[remote] : undefined;
      if (typeof manifestUrl !== 'string') return;
      const manifest = win.fetch(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      boot.manifests[new URL(manifestUrl, win.location.href).href] = manifest;
      return manifest
        .then((response) => (response.ok ? response.clone().json() : null))
        .then(
          (
            data: {
              metaData?: { remoteEntry?: { path?: string; name?: string }; publicPath?: string };
              exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }>;
            } | null,
          ) => {
            const entry = data?.metaData?.remoteEntry;
            if (!entry?.name) return;
            const publicPath = data?.metaData?.publicPath;
            const base = new URL(
              publicPath && publicPath !== 'auto' ? publicPath : '.',
              new URL(manifestUrl, win.location.href),
            );
            const area = data?.exposes?.find((expose) => expose.name === 'area');
            // Of the async files, only the share wrappers (`__loadShare__`) that ./area's code imports at
            // once: the rest are lazy pages and fallback copies of singletons the shell provides.
            const shareWrappers = (area?.assets?.js?.async ?? []).filter((file) => file.includes('__loadShare__'));
            const files = [
              `${entry.path ? `${entry.path}/` : ''}${entry.name}`,
              ...(area?.assets?.js?.sync ?? []),
              ...shareWrappers,
            ];
            for (const file of files) {
              const link = win.document.createElement('link');
              link.rel = 'modulepreload';
              link.href = new URL(file, base).href;
              win.document.head.append(link);
            }
          },
        );
    })
    .catch(() => {});
  return boot;
}

type WithBoot = typeof globalThis & { __schoolBoot?: EarlyLoad };

/** The config and remote map the early script is fetching, if it ran. */
export function earlyRuntime(): Pick<EarlyLoad, 'config' | 'remotes'> | undefined {
  return (globalThis as WithBoot).__schoolBoot;
}

/** The early script's response for a manifest URL, handed out once. */
export function takeEarlyManifest(url: string): Promise<Response> | undefined {
  const boot = (globalThis as WithBoot).__schoolBoot;
  if (!boot) return undefined;
  const key = new URL(url, globalThis.location?.href).href;
  const manifest = boot.manifests[key];
  delete boot.manifests[key];
  return manifest;
}
