import type { RuntimeConfig } from '@school/shared/area';

export type RemoteMap = Record<string, string>;

class ConfigError extends Error {
  override name = 'ConfigError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Validates /config.json; throws a ConfigError that says what is wrong. `overridesAllowed`: whether
 * a developer may point remotes elsewhere (remote-overrides.ts), only where config.json says
 * `remoteOverrides: true` (deploy/local); production leaves it out.
 */
export function parseRuntimeConfig(json: unknown): { config: RuntimeConfig; overridesAllowed: boolean } {
  if (!isRecord(json)) throw new ConfigError('config.json must be a JSON object');
  const { firebase = null, emulators = {}, remoteOverrides = false } = json;
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
  if (typeof remoteOverrides !== 'boolean') throw new ConfigError('config.json: remoteOverrides must be true or false');
  return { config: { firebase, emulators } as RuntimeConfig, overridesAllowed: remoteOverrides };
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
 * Reads /remotes.json again, past every cache: where each remote's current build is now. The area
 * loader's step, so bounded by its timeout (AREA_LOAD_TIMEOUT_MS).
 */
export async function loadRemoteMap(timeoutMs: number): Promise<RemoteMap> {
  return parseRemoteMap(await getJson('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) }));
}

/** Reads the runtime config and the remote map once, in parallel. */
export async function loadRuntime() {
  const [config, remotes] = await Promise.all([getJson('/config.json'), getJson('/remotes.json')]);
  return { ...parseRuntimeConfig(config), remotes: parseRemoteMap(remotes) };
}
