import { describe, expect, it } from 'vitest';
import { modulePreloadPlugin } from './module-preload-plugin';

describe('preloading a remote', () => {
  it('preloads its scripts as ES modules, so the import that follows reuses them', () => {
    const plugin = modulePreloadPlugin();
    const createLink = plugin.createLink as (args: { url: string; attrs?: Record<string, unknown> }) => unknown;
    const link = createLink({ url: 'http://remote.test/assets/area-1.js', attrs: { rel: 'preload', as: 'script' } });
    expect(link).toBeInstanceOf(HTMLLinkElement);
    expect((link as HTMLLinkElement).rel).toBe('modulepreload');
    expect((link as HTMLLinkElement).href).toBe('http://remote.test/assets/area-1.js');
    expect(createLink({ url: 'http://remote.test/a.css', attrs: { rel: 'stylesheet' } })).toBeUndefined();
  });
});
