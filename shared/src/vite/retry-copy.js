// The copy of a remote's build the shell loads after its files failed (docs/architecture.md#failure-handling).
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RETRY_COPY_DIR } from '../build-contract.js';

/** @import { Plugin } from 'vite' */

/** What a retry copy leaves out: the prerendered pages (fetched once, by fetch) and the build stats. */
const NOT_IN_RETRY_COPY = new Set([RETRY_COPY_DIR, 'fragments', 'mf-stats.json']);

/**
 * Writes the whole build again into retry/ inside it. A browser keeps a module URL that failed
 * failed for the rest of the page, so the shell loads a build whose files failed from this copy
 * (shell/src/federation/area-loader.ts). Hosts store identical files once: it costs no upload.
 * @returns {Plugin}
 */
export function retryCopy() {
  let outDir = '';
  return {
    name: 'school:retry-copy',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // writeBundle runs once every file of the build, mf-manifest.json included, is on disk.
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const copy = join(outDir, RETRY_COPY_DIR);
        rmSync(copy, { recursive: true, force: true });
        for (const name of readdirSync(outDir)) {
          if (!NOT_IN_RETRY_COPY.has(name)) cpSync(join(outDir, name), join(copy, name), { recursive: true });
        }
      },
    },
  };
}
