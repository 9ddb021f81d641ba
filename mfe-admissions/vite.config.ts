import { federation } from '@module-federation/vite';
import { emotionReact, remoteBuild, remoteFederationDefaults, sharedSingletons } from '@school/shared/vite';
import { defineConfig } from 'vite';

const remote = remoteBuild(import.meta.url);

export default defineConfig(({ command, isSsrBuild }) => ({
  ...remote.settings(isSsrBuild),
  plugins: [
    emotionReact(),
    // The prerender's SSR build (in remote.plugins) renders the pages without federation.
    !isSsrBuild &&
      federation({
        name: remote.name,
        exposes: { './area': './src/area.tsx' },
        shared: sharedSingletons(remote.pkg),
        manifest: remote.manifest,
        ...remoteFederationDefaults(command),
      }),
    ...remote.plugins(),
  ],
}));
