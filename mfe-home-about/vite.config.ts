import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import { emotionReact, remoteBuild, remoteFederationDefaults, sharedSingletons, testConfig } from '@school/shared/vite';
import { defineConfig } from 'vite';
import { rulesPdfPlugin } from './src/build/rules-pdf-plugin.ts';

const remote = remoteBuild(import.meta.url);

export default defineConfig(({ command, isSsrBuild }) => ({
  ...remote.settings(isSsrBuild),
  // home-about-area.test.tsx resets the module registry for pages whose chunks have not arrived.
  test: { ...testConfig, isolate: true },
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
    rulesPdfPlugin({
      contentModule: fileURLToPath(new URL('./src/data/rules-document.ts', import.meta.url)),
      fileName: 'student-rules.pdf',
    }),
  ],
}));
