import { fileURLToPath } from 'node:url';
import { federation } from '@module-federation/vite';
import { remoteConfig } from '@school/shared/vite';
import { rulesPdfPlugin } from './src/build/rules-pdf-plugin.ts';

// Its federation: the options every remote states alike (remoteConfig's), and its one module.
export default remoteConfig(
  import.meta.url,
  (common) => federation({ ...common, exposes: { './area': './src/area.tsx' } }),
  {
    plugins: [
      rulesPdfPlugin({
        contentModule: fileURLToPath(new URL('./src/data/rules-document.ts', import.meta.url)),
        fileName: 'student-rules.pdf',
      }),
    ],
    // home-about-area.test.tsx resets the module registry for pages whose chunks have not arrived.
    test: { isolate: true },
  },
);
