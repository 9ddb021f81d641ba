import { fileURLToPath } from 'node:url';
import { remoteConfig } from '@school/shared/vite';
import { defineConfig } from 'vite';
import { rulesPdfPlugin } from './src/build/rules-pdf-plugin.ts';

const base = remoteConfig(import.meta.url, 'mfe_home_about');

export default defineConfig((env) => {
  const config = base(env);
  return {
    ...config,
    plugins: [
      ...(config.plugins ?? []),
      rulesPdfPlugin({
        contentModule: fileURLToPath(new URL('./src/data/rules-document.ts', import.meta.url)),
        fileName: 'student-rules.pdf',
      }),
    ],
  };
});
