import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT } from './apps.mjs';
import { appsToDeploy, changedFiles, commandsFor, planChecks, selectedPackages } from './check-affected.mjs';

const SPEC_FOLDERS = ['mfe-admissions', 'mfe-careers', 'mfe-contact-newsletter', 'mfe-home-about', 'mfe-news', 'site'];

/** A clone of this repository's HEAD, to change files in: real git, real pnpm filters. */
let clone;
before(() => {
  clone = mkdtempSync(join(tmpdir(), 'school-affected-'));
  const result = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' });
  assert.equal(result.status, 0, result.stderr);
});
after(() => rmSync(clone, { recursive: true, force: true }));

/** The plan for the clone's changes since HEAD; the changes are undone afterwards. */
function planFor(change) {
  try {
    change();
    const files = changedFiles('HEAD', clone);
    return planChecks({
      ref: 'HEAD',
      ...files,
      select: (filters) => selectedPackages(filters, clone),
      specFolders: SPEC_FOLDERS,
    });
  } finally {
    spawnSync('git', ['checkout', '--quiet', '.'], { cwd: clone });
    spawnSync('git', ['clean', '--quiet', '-fd'], { cwd: clone });
  }
}
const edit = (path) => () => appendFileSync(join(clone, path), '\n// changed\n');

test('a change under mfe-careers/ selects careers and the editor that previews it, and their specs', () => {
  const plan = planFor(edit('mfe-careers/src/area.tsx'));
  const packages = ['cms', 'mfe-careers'];
  assert.deepEqual(plan, { everything: false, packages, e2e: ['tests/mfe-careers', 'tests/site/admin.spec.ts'] });
  const each = packages.flatMap((dir) => ['--filter', `./${dir}`]);
  assert.deepEqual(commandsFor(plan), [
    ['typecheck', 'pnpm', [...each, 'typecheck']],
    ['lint', 'pnpm', [...each, 'lint']],
    ['format', 'pnpm', ['exec', 'prettier', '--check', ...packages]],
    ['unit tests', 'pnpm', [...each, 'test']],
    ['build', 'pnpm', [...each, 'build']],
    [
      'e2e',
      'pnpm',
      ['--filter', '@school/e2e', 'exec', 'playwright', 'test', 'tests/mfe-careers', 'tests/site/admin.spec.ts'],
    ],
  ]);
});

test('a change to the editor runs its checks and its spec; one to the form service every spec', () => {
  assert.deepEqual(planFor(edit('cms/src/backend.ts')), {
    everything: false,
    packages: ['cms'],
    e2e: ['tests/site/admin.spec.ts'],
  });
  assert.deepEqual(planFor(edit('functions/src/handler.ts')), {
    everything: false,
    packages: ['functions'],
    e2e: 'all',
  });
});

test('--deploy deploys the changed apps; the shell for the editor it carries; every app for everything', () => {
  const apps = ['shell', 'mfe-home-about', 'mfe-admissions', 'mfe-news'];
  const plan = (packages) => ({ everything: false, packages, e2e: [] });
  assert.deepEqual(appsToDeploy(plan(['mfe-admissions']), apps), ['mfe-admissions']);
  assert.deepEqual(appsToDeploy(plan(['e2e', 'functions']), apps), []);
  assert.deepEqual(appsToDeploy(plan(['cms', 'mfe-news']), apps), ['shell', 'mfe-news']);
  assert.deepEqual(appsToDeploy({ everything: true, reason: 'shared changed' }, apps), apps);
});

test('a change under shared/ or to a root file runs everything, as .ci/run does', () => {
  const shared = planFor(edit('shared/src/site-layout.js'));
  assert.deepEqual(shared, { everything: true, reason: 'shared changed: shared/src/site-layout.js' });
  const root = planFor(edit('eslint.config.js'));
  assert.deepEqual(root, { everything: true, reason: 'root files changed: eslint.config.js' });
  assert.deepEqual(
    commandsFor(root).map(([, command, args]) => `${command} ${args.join(' ')}`),
    ['pnpm typecheck', 'pnpm lint', 'pnpm test:unit', 'pnpm test:scripts', 'pnpm build', 'pnpm test:e2e'],
  );
});

test('a new file counts: pnpm sees tracked changes only, so its package is added by folder', () => {
  const plan = planFor(() => writeFileSync(join(clone, 'mfe-news', 'src', 'new-panel.tsx'), 'export {};\n'));
  assert.deepEqual(plan, {
    everything: false,
    packages: ['cms', 'mfe-news'],
    e2e: ['tests/mfe-news', 'tests/site/admin.spec.ts'],
  });
});

test('the shell composes every page: a change to it runs every spec; a spec runs its own folder', () => {
  assert.deepEqual(planFor(edit('shell/vite.config.ts')), { everything: false, packages: ['shell'], e2e: 'all' });
  assert.deepEqual(planFor(edit('e2e/tests/site/routing.spec.ts')), {
    everything: false,
    packages: ['e2e'],
    e2e: ['tests/site'],
  });
  assert.deepEqual(planFor(edit('e2e/tests/fixtures.ts')), { everything: false, packages: ['e2e'], e2e: 'all' });
  assert.deepEqual(
    planFor(() => {}),
    { everything: false, packages: [], e2e: [] },
  );
});

test('a ref the clone does not have is refused, saying why', () => {
  assert.throws(() => changedFiles('no-such-ref', clone), {
    message:
      '"no-such-ref" is not a commit this clone has with its history (a shallow clone has none): fetch it, e.g. git fetch --unshallow',
  });
});
