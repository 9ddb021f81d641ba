import type { RuntimeConfig } from '@school/shared/area';

export type RemoteMap = Record<string, string>;

class ConfigError extends Error {
  override name = 'ConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Validates /config.json; throws a ConfigError that says what is wrong. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRecord(json)) throw new ConfigError('config.json must be a JSON object');
  const { firebase = null, emulators = {} } = json;
  if (firebase !== null) {
    if (!isRecord(firebase)) throw new ConfigError('config.json: firebase must be an object or null');
    for (const key of ['apiKey', 'authDomain', 'projectId'] as const) {
      if (typeof firebase[key] !== 'string' || firebase[key] === '') {
        throw new ConfigError(`config.json: firebase.${key} is required`);
      }
    }
  }
  if (!isRecord(emulators)) throw new ConfigError('config.json: emulators must be an object');
  if (emulators.auth !== undefined && typeof emulators.auth !== 'string') {
    throw new ConfigError('config.json: emulators.auth must be a URL');
  }
  if (emulators.firestore !== undefined && !/^[\w.-]+:\d+$/.test(String(emulators.firestore))) {
    throw new ConfigError('config.json: emulators.firestore must be host:port');
  }
  return { firebase, emulators } as RuntimeConfig;
}

/** Validates /remotes.json: remote name -> URL of its mf-manifest.json. */
export function parseRemoteMap(json: unknown): RemoteMap {
  if (!isRecord(json)) throw new ConfigError('remotes.json must be a JSON object');
  for (const [name, url] of Object.entries(json)) {
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) {
      throw new ConfigError(`remotes.json: ${name} must map to a manifest URL`);
    }
  }
  return json as RemoteMap;
}

/** Both are served no-cache: the browser revalidates them, and uses the HTML's preloads of them. */
async function getJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new ConfigError(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Whether config.json lets a developer point remotes elsewhere (remote-overrides.ts): true only
 * where it says so (deploy/local); production leaves it out.
 */
export function parseOverridesAllowed(json: unknown): boolean {
  const value = isRecord(json) ? json.remoteOverrides : undefined;
  if (value !== undefined && typeof value !== 'boolean')
    throw new ConfigError('config.json: remoteOverrides must be true or false');
  return value === true;
}

/**
 * Reads /remotes.json again, past every cache: where each remote's current build is now. The area
 * loader's step, so bounded by its timeout (AREA_LOAD_TIMEOUT_MS).
 */
export async function loadRemoteMap(timeoutMs: number): Promise<RemoteMap> {
  return parseRemoteMap(await getJson('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) }));
}

/** Reads the runtime config and the remote map once, in parallel. */
export async function loadRuntime(): Promise<{ config: RuntimeConfig; remotes: RemoteMap; overridesAllowed: boolean }> {
  const [config, remotes] = await Promise.all([getJson('/config.json'), getJson('/remotes.json')]);
  return {
    config: parseRuntimeConfig(config),
    remotes: parseRemoteMap(remotes),
    overridesAllowed: parseOverridesAllowed(config),
  };
}
