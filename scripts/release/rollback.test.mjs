// Rolling one remote back, the status table, and the contract gate in a deploy: on the local
// store, with builds shaped as the real ones (manifest, entry, exposed module, stamped fragments)
// and a shell whose pages name the live copies and which publishes its contract.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { deployRemote, rollbackRemote } from './remote-change.mjs';
import { deployShell } from './deploy-shell.mjs';
import { createLocalHosting } from './local-hosting.mjs';
import { GRACE_PERIOD_MS } from './release-history.mjs';
import { formatStatus, siteStatus } from './site-status.mjs';
import { OWN_PAGE_TEMPLATE } from '@school/shared/own-pages';
import { fragmentSlotHtml } from '@school/shared/page-composition';
import { TOKENS } from '@school/shared/build-contract';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-01T08:00:00Z');
const REMOTE_APPS = ['careers', 'news'];
const SHELL_CONTRACT = {
  contract: '1.1.0',
  routes: [
    { path: '/jobs', area: 'careers' },
    { path: '/news-events', area: 'news' },
  ],
};
const quiet = () => {};
const text = (value) => Buffer.from(value);

const fragment = (app, id, path, words) =>
  `<div data-area-fragment="${app}" data-build="${id}" data-path="${path}"><div data-area-root><h1>${words}</h1></div></div>`;

/** A remote's build: `words` are its page's heading; `contract` what its manifest states. */
const remoteBuild = (app, id, path, words, { contract = '1.1.0', page = path.slice(1), ownPages = [] } = {}) =>
  new Map([
    ...(ownPages.length
      ? [
          [
            'pages/pages.json',
            text(JSON.stringify(ownPages.map((own) => ({ path: own, title: own, description: own })))),
          ],
        ]
      : []),
    ...ownPages.map((own) => [`pages${own}.html`, text(fragment(app, id, own, `${own} ${id}`))]),
    [
      'mf-manifest.json',
      text(
        JSON.stringify({
          name: `mfe_${app}`,
          metaData: { buildId: id, contract },
          exposes: [{ name: 'area', path: './area' }],
        }),
      ),
    ],
    ['remoteEntry.js', text('var f={"./area":async()=>import(`./assets/area.js`)};')],
    ['assets/area.js', text(`var b,m,u;export{b as bootstrap,m as mount,u as unmount}; // ${id}`)],
    [`fragments/${page}.html`, text(fragment(app, id, path, words))],
  ]);

/** The shell's page as built for `/page`: its slot asks for `app`'s fragment. */
const builtPage = (app, page) =>
  `<!DOCTYPE html><html><head></head><body><main>${fragmentSlotHtml(`mfe-${app}`, `/${page}`)}</main></body></html>`;

async function site() {
  const hosting = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'school-rollback-')) });
  await deployShell({
    hosting,
    files: new Map([
      ['/index.html', text('<h1>s1</h1>')],
      ['/shell-contract.json', text(JSON.stringify(SHELL_CONTRACT))],
      ['/jobs/index.html', text(builtPage('careers', 'jobs'))],
      ['/news-events/index.html', text(builtPage('news', 'news-events'))],
      [`/${OWN_PAGE_TEMPLATE}`, text(`<title>${TOKENS.pageTitle}</title><main>${fragmentSlotHtml('', '')}</main>`)],
    ]),
    buildId: 's1',
    config: {},
    remoteApps: REMOTE_APPS,
    now: START,
    log: quiet,
    commit: 'aaa1111',
  });
  const careers = (id, days, options = {}) =>
    deployRemote({
      hosting,
      dir: 'mfe-careers',
      files: remoteBuild('careers', id, '/jobs', `Careers ${id}`, options),
      buildId: id,
      now: START + days * DAY,
      log: quiet,
      commit: `commit-${id}`,
      gate: true,
    });
  const news = (id, days) =>
    deployRemote({
      hosting,
      dir: 'mfe-news',
      files: remoteBuild('news', id, '/news-events', `News ${id}`),
      buildId: id,
      now: START + days * DAY,
      log: quiet,
      commit: `commit-${id}`,
      gate: true,
    });
  const rollback = (buildId, days = 3) =>
    rollbackRemote({
      hosting,
      dir: 'mfe-careers',
      buildId,
      now: START + days * DAY,
      log: quiet,
      commit: 'ops',
    });
  const live = async (path) => (await hosting.readLiveFile(path))?.toString('utf8');
  const liveFiles = async () => hosting.listFiles(await hosting.liveVersion());
  return { hosting, careers, news, rollback, live, liveFiles };
}

test('a rollback brings back the pages of their own of the build it returns to', async () => {
  const { careers, rollback, live, liveFiles } = await site();
  await careers('c1', 1, { ownPages: ['/jobs/apply/teacher', '/jobs/apply/driver'] });
  await careers('c2', 2, { ownPages: ['/jobs/apply/teacher'] });
  const ownPages = async () =>
    Object.keys(await liveFiles())
      .filter((path) => path.startsWith('/jobs/apply/'))
      .sort();
  assert.deepEqual(await ownPages(), ['/jobs/apply/teacher/index.html']);
  assert.match(await live('/jobs/apply/teacher/index.html'), /<h1>\/jobs\/apply\/teacher c2<\/h1>/);
  await rollback();
  assert.deepEqual(await ownPages(), ['/jobs/apply/driver/index.html', '/jobs/apply/teacher/index.html']);
  assert.match(
    await live('/jobs/apply/teacher/index.html'),
    /<title>\/jobs\/apply\/teacher<\/title>[\s\S]*<h1>\/jobs\/apply\/teacher c1<\/h1>/,
  );
  assert.match(await live('/jobs/apply/driver/index.html'), /<h1>\/jobs\/apply\/driver c1<\/h1>/);
});

test('rollback re-points careers alone to its previous build: manifest, live copies, its page; nothing else changes', async () => {
  const { careers, news, rollback, live, liveFiles } = await site();
  await news('n1', 0);
  await careers('c1', 1);
  await careers('c2', 2);
  const before = await liveFiles();
  const { buildId } = await rollback();
  assert.equal(buildId, 'c1');
  const after = await liveFiles();
  assert.equal(JSON.parse(await live('/remotes.json')).mfe_careers, '/apps/careers/c1/mf-manifest.json');
  assert.equal(await live('/apps/careers/live/fragments/jobs.html'), fragment('careers', 'c1', '/jobs', 'Careers c1'));
  assert.match(await live('/jobs/index.html'), /<h1>Careers c1<\/h1>/);
  const changed = Object.keys({ ...before, ...after }).filter((path) => before[path] !== after[path]);
  assert.deepEqual(changed.sort(), [
    '/apps/careers/builds.json',
    '/apps/careers/live/fragments/jobs.html',
    '/jobs/index.html',
    '/remotes.json',
  ]);
  const remotes = JSON.parse(await live('/remotes.json'));
  assert.equal(remotes.mfe_news, '/apps/news/n1/mf-manifest.json', 'news is as it was');
  // Both builds stay: c2 is now the one before the current, a rollback of the rollback.
  const { builds } = JSON.parse(await live('/apps/careers/builds.json'));
  assert.deepEqual(
    builds.map(({ id, commit, rolledBackFrom }) => [id, commit, rolledBackFrom]),
    [
      ['c2', 'commit-c2', undefined],
      ['c1', 'commit-c1', 'c2'],
    ],
  );
  assert.equal((await rollback()).buildId, 'c2');
  assert.match(await live('/jobs/index.html'), /<h1>Careers c2<\/h1>/);
});

test('a named build is rolled back to; the live one, or one that pruning removed, is refused with the kept list', async () => {
  const { careers, rollback, live, liveFiles } = await site();
  await careers('c1', 0);
  await careers('c2', 1);
  await careers('c3', 2);
  await careers('c4', 2 + GRACE_PERIOD_MS / DAY + 1); // c1 and c2 are past the grace period
  const files = Object.keys(await liveFiles());
  assert.ok(!files.some((path) => path.startsWith('/apps/careers/c1/')), 'c1 was pruned');
  const before = await liveFiles();
  await assert.rejects(rollback('c1', 20), {
    message: 'careers c1 is not kept (pruned, or never deployed here); the builds kept for a rollback: c3',
  });
  await assert.rejects(rollback('c4', 20), { message: 'careers c4 is already live' });
  assert.deepEqual(await liveFiles(), before, 'a refused rollback changes nothing');
  assert.equal((await rollback('c3', 20)).buildId, 'c3');
  assert.equal(JSON.parse(await live('/remotes.json')).mfe_careers, '/apps/careers/c3/mf-manifest.json');
});

test('pruning never removes a build that rollback offers: every kept build is whole on the site', async () => {
  const { careers, rollback, liveFiles, hosting } = await site();
  const deploys = [0, 1, 2, 9, 10, 20, 30];
  for (const [i, day] of deploys.entries()) await careers(`c${i + 1}`, day);
  await rollback(undefined, 31);
  const [row] = (await siteStatus(hosting, ['mfe-careers'])).filter((line) => line.app === 'careers');
  const files = await liveFiles();
  assert.ok(row.kept.length > 0);
  for (const id of row.kept) {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'assets/area.js', 'fragments/jobs.html']) {
      assert.ok(`/apps/careers/${id}/${file}` in files, `${id}/${file} is on the site`);
    }
  }
  // Every build on the site is either live or offered.
  const onSite = new Set(Object.keys(files).flatMap((path) => /^\/apps\/careers\/(c\d+)\//.exec(path)?.[1] ?? []));
  assert.deepEqual([...onSite].sort(), [row.live, ...row.kept].sort());
  assert.ok(!onSite.has('c1') && !row.kept.includes('c1'), 'this history did prune');
});

test('status: each app’s live build, when and from which commit, and what it can roll back to', async () => {
  const { careers, news, rollback, hosting } = await site();
  await news('n1', 0);
  await careers('c1', 1);
  await careers('c2', 2);
  await rollback(undefined, 3);
  const rows = await siteStatus(hosting, ['shell', 'mfe-careers', 'mfe-news', 'mfe-admissions']);
  assert.deepEqual(rows, [
    { app: 'shell', live: 's1', deployedAt: '2026-11-01T08:00:00.000Z', commit: 'aaa1111', note: '', kept: [] },
    {
      app: 'careers',
      live: 'c1',
      deployedAt: '2026-11-04T08:00:00.000Z',
      commit: 'commit-c1',
      note: 'rolled back from c2',
      kept: ['c2'],
    },
    { app: 'news', live: 'n1', deployedAt: '2026-11-01T08:00:00.000Z', commit: 'commit-n1', note: '', kept: [] },
    { app: 'admissions', live: '(never deployed)', deployedAt: '', commit: '', note: '', kept: [] },
  ]);
  assert.equal(
    formatStatus(rows),
    [
      'app         live build        deployed (UTC)    commit     rollback to (kept, newest first)',
      'shell       s1                2026-11-01 08:00  aaa1111    -',
      'careers     c1                2026-11-04 08:00  commit-c1  c2 (rolled back from c2)',
      'news        n1                2026-11-01 08:00  commit-n1  -',
      'admissions  (never deployed)                               -',
    ].join('\n'),
  );
});

test('the contract gate refuses a build that does not fit the live shell, naming the mismatch, and releases nothing', async () => {
  const { careers, liveFiles, hosting } = await site();
  await careers('c1', 0);
  const before = await liveFiles();
  const version = await hosting.liveVersion();
  await assert.rejects(careers('c2', 1, { contract: '9.0.0' }), {
    message:
      'careers c2 does not fit the live shell, so nothing was released:\n' +
      '  - the area contract: the build states 9.0.0, the live shell provides 1.1.0 (it mounts 1.x builds up to 1.1)',
  });
  await assert.rejects(careers('c3', 1, { page: 'vacancies' }), {
    message:
      'careers c3 does not fit the live shell, so nothing was released:\n' +
      "  - the live copies: the live shell's page /jobs/index.html shows fragments/jobs.html, which the build does not have",
  });
  assert.equal(await hosting.liveVersion(), version);
  assert.deepEqual(await liveFiles(), before);
});
