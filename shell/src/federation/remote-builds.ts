/**
 * What each remote's manifest said about its build: the build id and the shell–area contract
 * version that remoteConfig writes into metaData. Noted as the MF runtime fetches a manifest
 * (timeoutRetryPlugin's fetch hook), read by the loader to check the contract, to import the
 * remote entry of that build, and to tell a redeploy from a bad line when code fails to load.
 */
export interface RemoteBuild {
  buildId?: string;
  contract?: string;
}

const builds = new Map<string, RemoteBuild>();

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

export function noteManifest(url: string, manifest: unknown): void {
  builds.set(keyOf(url), readBuild(manifest));
}

/** The build last seen in the manifest at `manifestUrl`, if it has been fetched. */
export function knownBuild(manifestUrl: string): RemoteBuild | undefined {
  return builds.get(keyOf(manifestUrl));
}

/** Fetches the manifest again, past every cache, and notes the build it names now. */
export async function fetchCurrentBuild(
  manifestUrl: string,
  { fetchImpl = (...args: Parameters<typeof fetch>) => fetch(...args), timeoutMs = 3_000 } = {},
): Promise<RemoteBuild> {
  const response = await fetchImpl(manifestUrl, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${manifestUrl} answered ${response.status}`);
  const build = readBuild(await response.json());
  builds.set(keyOf(manifestUrl), build);
  return build;
}

/** Forgets every noted build (tests). */
export function forgetBuilds(): void {
  builds.clear();
}
