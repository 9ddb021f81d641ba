import { describe, expect, it } from 'vitest';
import { parseOverridesAllowed, parseRemoteMap, parseRuntimeConfig } from './load-config';

describe('parseRuntimeConfig', () => {
  it('accepts a config without Firebase', () => {
    expect(parseRuntimeConfig({ formEndpoint: 'http://localhost:4179/f/school' })).toEqual({
      formEndpoint: 'http://localhost:4179/f/school',
      firebase: null,
      emulators: {},
    });
  });

  it('accepts a full config', () => {
    const json = {
      formEndpoint: 'https://school.example/f/school',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-school' },
      emulators: { auth: 'http://127.0.0.1:9099', firestore: '127.0.0.1:8080' },
    };
    expect(parseRuntimeConfig(json)).toEqual(json);
  });

  it.each([
    [null, 'must be a JSON object'],
    [{}, 'formEndpoint must be an http(s) URL'],
    [{ formEndpoint: 'javascript:alert(1)' }, 'formEndpoint must be an http(s) URL'],
    [{ formEndpoint: 'https://x', firebase: { apiKey: 'k' } }, 'firebase.authDomain is required'],
    [{ formEndpoint: 'https://x', emulators: { auth: 9099 } }, 'emulators.auth must be a URL'],
    [{ formEndpoint: 'https://x', emulators: { firestore: 'http://x:8080' } }, 'emulators.firestore must be host:port'],
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

describe('parseOverridesAllowed', () => {
  it('allows remote overrides only where config.json says true', () => {
    expect(parseOverridesAllowed({ formEndpoint: 'https://x', remoteOverrides: true })).toBe(true);
    expect(parseOverridesAllowed({ formEndpoint: 'https://x', remoteOverrides: false })).toBe(false);
    expect(parseOverridesAllowed({ formEndpoint: 'https://x' })).toBe(false);
    expect(() => parseOverridesAllowed({ remoteOverrides: 'yes' })).toThrow('remoteOverrides must be true or false');
  });
});
