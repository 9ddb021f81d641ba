import { AREA_LOAD_TIMEOUT_MS } from './bounded-attempts';

/**
 * What each remote's manifest said about its build: the build id and the shell–area contract
 * version that remoteBuild writes into metaData. Noted as the MF runtime fetches a manifest
 * (manifestFetchPlugin), read by the loader to check the contract, to import the
 * remote entry of that build, and to tell a redeploy from a bad line when code fails to load.
 */
export interface RemoteBuild {
  buildId?: string;
  contract?: string;
}

/** A manifest URL without the query a retry adds: the key under which its build is kept. */
const keyOf = (url: string) => {
  const parsed = new URL(url, globalThis.location?.href);
  parsed.search = '';
  return parsed.href;
};

export function readBuild(manifest: unknown): RemoteBuild {
  const meta = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { buildId: text(meta.buildId), contract: text(meta.contract) };
}

export interface RemoteBuilds {
  /** Notes what a manifest at `url` says (the MF runtime fetched it). */
  note(url: string, manifest: unknown): void;
  /** The build last seen in the manifest at `manifestUrl`, if it has been fetched. */
  known(manifestUrl: string): RemoteBuild | undefined;
  /** Fetches the manifest again, past every cache, and notes the build it names now. */
  fetchCurrent(manifestUrl: string): Promise<RemoteBuild>;
}

/** The builds one page has seen, by manifest URL. */
export function createRemoteBuilds({
  fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args),
  timeoutMs = AREA_LOAD_TIMEOUT_MS,
} = {}): RemoteBuilds {
  const builds = new Map<string, RemoteBuild>();
  const note = (url: string, manifest: unknown) => {
    const build = readBuild(manifest);
    builds.set(keyOf(url), build);
    return build;
  };
  return {
    note: (url, manifest) => void note(url, manifest),
    known: (manifestUrl) => builds.get(keyOf(manifestUrl)),
    async fetchCurrent(manifestUrl) {
      const response = await fetchImpl(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
      return note(manifestUrl, await response.json());
    },
  };
}
