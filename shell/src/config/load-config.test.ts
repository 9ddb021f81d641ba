import { describe, expect, it } from 'vitest';
import { parseRemoteMap, parseRuntimeConfig } from './load-config';

describe('parseRuntimeConfig', () => {
  it('accepts a config without Firebase', () => {
    expect(parseRuntimeConfig({})).toEqual({
      config: { firebase: null, emulators: {} },
      overridesAllowed: false,
    });
  });

  it('accepts a full config', () => {
    const json = {
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-school' },
      emulators: { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080' },
    };
    expect(parseRuntimeConfig(json).config).toEqual(json);
  });

  it.each([
    [null, 'must be a JSON object'],
    [{ firebase: { apiKey: 'k' } }, 'firebase.authDomain is required'],
    [{ emulators: { auth: 9099 } }, 'emulators.auth must be a URL'],
    [{ emulators: { firestore: 'http://x:8080' } }, 'emulators.firestore must be host:port'],
  ])('rejects %j', (json, message) => {
    expect(() => parseRuntimeConfig(json)).toThrow(message);
  });
});

describe('parseRemoteMap', () => {
  it('accepts absolute and root-relative manifest URLs', () => {
    const map = { mfe_news: 'http://localhost:4176/mf-manifest.json', mfe_careers: '/careers/mf-manifest.json' };
    expect(parseRemoteMap(map)).toEqual(map);
  });

  it('rejects anything that is not a URL', () => {
    expect(() => parseRemoteMap({ mfe_news: 42 })).toThrow('mfe_news must map to a manifest URL');
    expect(() => parseRemoteMap([])).toThrow('must be a JSON object');
  });
});

describe('parseRuntimeConfig: remote overrides', () => {
  it('allows remote overrides only where config.json says true', () => {
    expect(parseRuntimeConfig({ remoteOverrides: true }).overridesAllowed).toBe(true);
    expect(parseRuntimeConfig({ remoteOverrides: false }).overridesAllowed).toBe(false);
    expect(parseRuntimeConfig({}).overridesAllowed).toBe(false);
    expect(() => parseRuntimeConfig({ remoteOverrides: 'yes' })).toThrow('remoteOverrides must be true or false');
  });
});
