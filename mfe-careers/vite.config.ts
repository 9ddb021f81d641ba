import { federation } from '@module-federation/vite';
import { emotionReact, remoteBuild, sharedSingletons } from '@school/shared/vite';
import { defineConfig } from 'vite';

const remote = remoteBuild(import.meta.url);

export default defineConfig(({ command, isSsrBuild }) => ({
  ...remote.settings(isSsrBuild),
  plugins: [
    emotionReact(),
    // The prerender's SSR build (in remote.plugins) renders the pages without federation.
    !isSsrBuild &&
      federation({
        name: 'mfe_careers',
        filename: 'remoteEntry.js',
        exposes: { './area': './src/area.tsx' },
        shared: sharedSingletons(remote.pkg),
        shareStrategy: 'loaded-first',
        manifest: remote.manifest,
        dts: false,
        dev: { remoteHmr: true },
        // The shell provides the MF runtime; the standalone dev server has no shell and keeps its own.
        experiments: { externalRuntime: command === 'build' },
      }),
    ...remote.plugins(),
  ],
}));
