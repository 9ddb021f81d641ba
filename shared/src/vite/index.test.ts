// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type InlineConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { mfRuntimeChunk, noSecretsInBundle, preloadBootChunks, PUBLIC_ENV_PREFIX } from './index.js';

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
    setEnv('PUBLIC_FORM_ENDPOINT', 'https://formspree.io/f/abcdefgh');
    const root = app(
      'export const config = [import.meta.env.PUBLIC_FIREBASE_API_KEY, import.meta.env.PUBLIC_FORM_ENDPOINT];',
    );
    const output = await buildApp(root);
    expect(output).toContain('AIzaSyPublicWebKey123456');
    expect(output).toContain('https://formspree.io/f/abcdefgh');
  });

  it('ignores short values and the tooling variables ("production" is in every bundle)', async () => {
    setEnv('FEATURE_FLAG', 'on');
    setEnv('NODE_ENV', 'production');
    const root = app('export const mode = ["production", "on"];');
    await expect(buildApp(root)).resolves.toContain('production');
  });
});

describe('mfRuntimeChunk', () => {
  type Group = { name: string; test?: RegExp | ((id: string) => boolean); priority?: number };
  const outputOptions = (groups?: Group[]) =>
    (mfRuntimeChunk().outputOptions as (output: object) => { codeSplitting: { groups: Group[] } } | null)({
      format: 'es',
      ...(groups && { codeSplitting: { groups } }),
    });
  const preloadGroup = { name: 'vite-preload-helper', test: /\0?vite\/preload-helper/, priority: 1_000_001 };
  const loadShareGroup = { name: 'loadShare', priority: 1_000_000 };

  it("widens the federation plugin's preload-helper group to the MF runtime, keeping its priority", () => {
    const [merged, other] = outputOptions([preloadGroup, loadShareGroup])!.codeSplitting.groups;
    expect(merged).toMatchObject({ name: 'mf-runtime', priority: 1_000_001 });
    const test = merged!.test as (id: string) => boolean;
    expect(test('\0vite/preload-helper.js')).toBe(true);
    expect(test('/repo/node_modules/.pnpm/x/node_modules/@module-federation/runtime-core/dist/core.js')).toBe(true);
    expect(test('/repo/node_modules/.pnpm/x/node_modules/@module-federation/sdk/dist/dom.js')).toBe(true);
    expect(test('\0virtual:mf-external-runtime-core')).toBe(true);
    expect(test('\0virtual:mf:__mfe_internal__shell__loadShare__react__loadShare__.js')).toBe(false);
    expect(test('/repo/shell/src/main.tsx')).toBe(false);
    expect(other).toBe(loadShareGroup);
  });

  it('leaves the output alone without code-splitting groups', () => {
    expect(outputOptions()).toBeNull();
  });

  it('warns when the federation plugin no longer has a preload-helper group', () => {
    const warnings: string[] = [];
    const hook = mfRuntimeChunk().outputOptions as (this: { warn: (m: string) => void }, output: object) => unknown;
    const result = hook.call(
      { warn: (message) => warnings.push(message) },
      {
        codeSplitting: { groups: [loadShareGroup] },
      },
    );
    expect(result).toBeNull();
    expect(warnings).toEqual(['no "vite-preload-helper" chunk group to widen; the MF runtime stays split']);
  });
});

describe('preloadBootChunks', () => {
  type Tag = { tag: string; attrs: Record<string, unknown>; injectTo: string };
  function run(files: string[], base = '/') {
    const plugin = preloadBootChunks();
    (plugin.configResolved as (config: { base: string }) => void)({ base });
    const warnings: string[] = [];
    const { handler } = plugin.transformIndexHtml as {
      handler: (this: { warn: (m: string) => void }, html: string, ctx: { bundle: object }) => Tag[];
    };
    const bundle = Object.fromEntries(files.map((file) => [file, {}]));
    const tags = handler.call({ warn: (message) => warnings.push(message) }, '', { bundle });
    return { tags, warnings };
  }

  it("modulepreloads the host's pending-shares chunk and the react-dom it provides, and nothing else", () => {
    const { tags, warnings } = run([
      'assets/index-1.js',
      'assets/pendingShares-kFPQ_1mo.js',
      'assets/_virtual_mf___mfe_internal__shell__mf_owner__1__prebuild__react_mf_2_dom__prebuild__-CN-XNduF.js',
      'assets/connect-firebase-2.js',
    ]);
    expect(warnings).toEqual([]);
    expect(tags).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/pendingShares-kFPQ_1mo.js' },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: {
          rel: 'modulepreload',
          crossorigin: true,
          href: '/assets/_virtual_mf___mfe_internal__shell__mf_owner__1__prebuild__react_mf_2_dom__prebuild__-CN-XNduF.js',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('warns about a boot chunk the build no longer has', () => {
    const { tags, warnings } = run(['assets/pendingShares-a.js']);
    expect(tags).toHaveLength(1);
    expect(warnings).toEqual([expect.stringMatching(/^no boot chunk matches .*prebuild.*; it is not preloaded$/)]);
  });
});
