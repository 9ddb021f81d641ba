import { contentFiles } from '@school/shared/vite';
import { runnerImport, type Plugin } from 'vite';
import { renderRulesPdf, type RulesDocument } from './rules-pdf.ts';

const VIRTUAL_ID = 'virtual:rules-pdf';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface RulesPdfOptions {
  /** Absolute path of the module that exports the PDF's content as RULES_DOCUMENT. */
  contentModule: string;
  /** File name of the PDF in the build output, e.g. student-rules.pdf. */
  fileName: string;
}

/**
 * Renders the rules PDF at build time from the typed rules data, emits it into the remote's
 * build output and exposes `virtual:rules-pdf` ({ href, fileName, bytes }) to the page. The
 * href resolves against the remote's build (import.meta.url: on the site its build folder),
 * never the shell's pages. The dev server answers the same path.
 *
 * The content module is loaded through Vite (runnerImport) because it imports TypeScript
 * from @school/shared, which Node cannot load while the config is read, and the remote's content
 * files (content/rules.yaml), which contentFiles reads and checks as the build does.
 */
export function rulesPdfPlugin({ contentModule, fileName }: RulesPdfOptions): Plugin {
  let root: string | undefined;
  let rendered: Promise<{ pdf: Uint8Array; dependencies: string[] }> | undefined;
  const render = () =>
    (rendered ??= runnerImport<{ RULES_DOCUMENT: RulesDocument }>(contentModule, {
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [contentFiles()],
    }).then(async ({ module, dependencies }) => ({
      pdf: await renderRulesPdf(module.RULES_DOCUMENT),
      dependencies: [contentModule, ...dependencies],
    })));
  let isBuild = false;

  return {
    name: 'school:rules-pdf',
    configResolved(config) {
      isBuild = config.command === 'build';
      root = config.root;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { pdf, dependencies } = await render();
      for (const file of dependencies) this.addWatchFile(file);
      const href = isBuild
        ? `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', fileName, source: pdf })}`
        : `new URL(${JSON.stringify(`/${fileName}`)}, import.meta.url).href`;
      return [
        `export const href = ${href};`,
        `export const fileName = ${JSON.stringify(fileName)};`,
        `export const bytes = ${pdf.byteLength};`,
      ].join('\n');
    },
    watchChange(id) {
      if (rendered && id.startsWith('/')) {
        void rendered.then(({ dependencies }) => {
          if (dependencies.includes(id)) rendered = undefined;
        });
      }
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_req, res, next) => {
        render().then(({ pdf }) => {
          res.setHeader('Content-Type', 'application/pdf');
          res.setHeader('Content-Length', String(pdf.byteLength));
          res.end(Buffer.from(pdf));
        }, next);
      });
    },
  };
}
