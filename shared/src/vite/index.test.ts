// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, createServer, parseAst, type InlineConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { compactCssTemplates } from './compact-css.js';
import { standalonePage } from './standalone-page.js';
import { newBuildId, noSecretsInBundle, PUBLIC_ENV_PREFIX, retryCopy } from './index.js';

const SECRET = 'sk_live_51HxQ2LeakMe0123456789';
const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function setEnv(name: string, value: string) {
  const before = process.env[name];
  process.env[name] = value;
  cleanups.push(() => {
    if (before === undefined) delete process.env[name];
    else process.env[name] = before;
  });
}

/** A one-file app built the way every app of the workspace is: envPrefix + the guard. */
function app(code: string, files: Record<string, string> = {}) {
  const root = mkdtempSync(join(tmpdir(), 'no-secrets-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'main.js'), code);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
}

async function buildApp(root: string, extra: InlineConfig = {}) {
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    envPrefix: PUBLIC_ENV_PREFIX,
    plugins: [noSecretsInBundle()],
    build: { lib: { entry: join(root, 'src', 'main.js'), formats: ['es'], fileName: 'main' }, outDir: 'dist' },
    ...extra,
  });
  const dist = join(root, 'dist');
  return readdirSync(dist)
    .map((file) => readFileSync(join(dist, file), 'utf8'))
    .join('\n');
}

describe('noSecretsInBundle', () => {
  it('fails the build when a secret from the environment is defined into the code, naming the variable only', async () => {
    setEnv('PAYSTACK_SECRET_KEY', SECRET);
    const root = app('export const key = __KEY__;');
    const failure = buildApp(root, { define: { __KEY__: JSON.stringify(process.env.PAYSTACK_SECRET_KEY) } });
    await expect(failure).rejects.toThrow(/main\.m?js contains the value of PAYSTACK_SECRET_KEY/);
    await expect(failure).rejects.not.toThrow(SECRET);
  });

  it('fails the build when a public-prefixed variable that is not allowlisted is read by the code', async () => {
    const root = app('export const token = import.meta.env.PUBLIC_ADMIN_TOKEN;', {
      '.env': `PUBLIC_ADMIN_TOKEN=${SECRET}\n`,
    });
    await expect(buildApp(root)).rejects.toThrow(/contains the value of PUBLIC_ADMIN_TOKEN/);
  });

  it('never exposes variables without the public prefix to import.meta.env', async () => {
    const root = app('export const key = import.meta.env.VITE_STRIPE_SECRET;', {
      '.env': `VITE_STRIPE_SECRET=${SECRET}\n`,
    });
    const output = await buildApp(root);
    expect(output).not.toContain(SECRET);
  });

  it('lets the public Firebase web config and the form endpoint through', async () => {
    setEnv('PUBLIC_FIREBASE_API_KEY', 'AIzaSyPublicWebKey123456');
    setEnv('PUBLIC_FORM_ENDPOINT', 'https://school.example/f/school');
    const root = app(
      'export const config = [import.meta.env.PUBLIC_FIREBASE_API_KEY, import.meta.env.PUBLIC_FORM_ENDPOINT];',
    );
    const output = await buildApp(root);
    expect(output).toContain('AIzaSyPublicWebKey123456');
    expect(output).toContain('https://school.example/f/school');
  });

  it('ignores short values and the tooling variables ("production" is in every bundle)', async () => {
    setEnv('FEATURE_FLAG', 'on');
    setEnv('NODE_ENV', 'production');
    const root = app('export const mode = ["production", "on"];');
    await expect(buildApp(root)).resolves.toContain('production');
  });
});

describe('newBuildId', () => {
  it('names the build by its UTC time and a random part, safe in a URL path and sortable by time', () => {
    const earlier = newBuildId(new Date('2026-11-23T18:45:12.345Z'));
    const later = newBuildId(new Date('2026-11-23T18:45:13.000Z'));
    expect(earlier).toMatch(/^20261123T184512Z-[0-9a-f]{4}$/);
    expect(later > earlier).toBe(true);
    expect(newBuildId(new Date(0))).not.toBe(newBuildId(new Date(0)));
  });
});

describe('retryCopy', () => {
  it("writes the build's code and manifest again into retry/, without the prerendered pages", async () => {
    const root = app('export const answer = 42;');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        {
          name: 'manifest-and-fragment',
          generateBundle() {
            this.emitFile({ type: 'asset', fileName: 'mf-manifest.json', source: '{"metaData":{"buildId":"b1"}}' });
            this.emitFile({ type: 'asset', fileName: 'fragments/jobs.html', source: '<h1>Jobs</h1>' });
          },
        },
        retryCopy(),
      ],
      build: { lib: { entry: join(root, 'src', 'main.js'), formats: ['es'], fileName: 'main' }, outDir: 'dist' },
    });
    const dist = join(root, 'dist');
    expect(readdirSync(join(dist, 'retry')).sort()).toEqual(['main.mjs', 'mf-manifest.json']);
    for (const file of ['main.mjs', 'mf-manifest.json'])
      expect(readFileSync(join(dist, 'retry', file), 'utf8')).toBe(readFileSync(join(dist, file), 'utf8'));
  });
});

describe('compactCssTemplates', () => {
  const parse = (code: string) => parseAst(code);

  it('collapses the white space of css`` templates and drops their comments, keeping every interpolation', () => {
    const code = [
      'const a = css`',
      '  color: red;',
      '  /* why */',
      '  ${theme.mq.md} {',
      '    margin: ${gap};',
      '  }',
      '`;',
      'const b = `keep   this\\n  text`;',
      'const c = other`  kept  `;',
    ].join('\n');
    expect(compactCssTemplates(code, parse)).toBe(
      [
        'const a = css` color: red; ${theme.mq.md} { margin: ${gap}; } `;',
        'const b = `keep   this\\n  text`;',
        'const c = other`  kept  `;',
      ].join('\n'),
    );
  });

  it('leaves a module with no css`` template as it is', () => {
    const code = 'const b = `a  b`;';
    expect(compactCssTemplates(code, parse)).toBe(code);
  });
});

describe('standalonePage', () => {
  it("serves the remote's standalone page, titled with its folder, at any page path, through the HTML hooks", async () => {
    const root = app('');
    const server = await createServer({
      root,
      configFile: false,
      logLevel: 'silent',
      server: { port: 0 },
      plugins: [
        standalonePage('mfe-news'),
        { name: 'html-hook', transformIndexHtml: (html) => `${html}<!-- hooked -->` },
      ],
    });
    cleanups.push(() => void server.close());
    await server.listen();
    const page = (path: string, accept = 'text/html') =>
      fetch(new URL(path, server.resolvedUrls!.local[0]), { headers: { accept } });
    for (const path of ['/', '/news-events/events']) {
      const html = await (await page(path)).text();
      expect(html).toContain('<title>mfe-news (standalone)</title>');
      // No request for a /favicon.ico the remote does not have.
      expect(html).toContain('<link rel="icon" href="data:," />');
      expect(html).toContain('<script type="module" src="/src/standalone.tsx"></script>');
      expect(html).toContain('<!-- hooked -->');
    }
    expect((await page('/missing.js', '*/*')).status).toBe(404);
  });
});
