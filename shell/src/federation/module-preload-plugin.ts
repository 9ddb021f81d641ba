import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/**
 * preloadRemote (a nav link's prefetch) preloads files as classic scripts, which an ES module
 * import cannot reuse: each would download twice. Every remote here is ES modules, so the link the
 * runtime makes (its documented `createLink` hook) is a module preload.
 */
export function modulePreloadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'school-module-preload',
    createLink({ url, attrs }: { url: string; attrs?: Record<string, unknown> }) {
      if (attrs?.rel !== 'preload' || attrs.as !== 'script') return undefined;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      return link;
    },
  };
}
