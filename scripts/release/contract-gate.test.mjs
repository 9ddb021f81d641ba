import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contractMismatches, exportedNames, fragmentProblems } from './contract-gate.mjs';

/** What the live shell publishes (shell/src/page-build/pages-plugin.ts), cut to two areas. */
const SHELL = {
  contract: '1.1.0',
  routes: [
    { path: '/', area: 'home-about' },
    { path: '/jobs', area: 'careers' },
  ],
};

const fragment = (build, path = '/jobs', inside = '<div data-area-root><h1>Careers</h1></div>') =>
  `<div data-area-fragment="careers" data-build="${build}" data-path="${path}"><style data-emotion="css x">.x{}</style><link rel="preload" as="image" href="__REMOTE_BASE__/a.svg"/>${inside}</div>`;

/** A careers build shaped as the real one: manifest, entry, the exposed module, fragments. */
function careersBuild({ contract = '1.1.0', name = 'mfe_careers', exposes = './area', area, fragments } = {}) {
  const files = new Map(
    Object.entries({
      'mf-manifest.json': JSON.stringify({
        name,
        metaData: { buildId: 'c2', contract },
        exposes: [{ id: `${name}:area`, name: 'area', path: exposes }],
      }),
      'remoteEntry.js':
        'var f={"./area":async()=>{let e=await u(`./area`,()=>i(()=>import(`./assets/area-X1.js`),[],import.meta.url));return e}};',
      'assets/area-X1.js': area ?? 'var n=1,r=2,i=3,a=4;export{n as bootstrap,r as mount,i as unmount,a as update}',
      ...(fragments ?? { 'fragments/jobs.html': fragment('c2') }),
    }),
  );
  return { id: 'c2', list: () => [...files.keys()], read: async (path) => files.get(path) ?? null };
}

const check = (build) => contractMismatches({ app: 'careers', build, shell: SHELL });

test('a build that fits the live shell has no mismatch', async () => {
  assert.deepEqual(await check(careersBuild()), []);
});

test('the area contract: a build the live shell cannot mount is named, with what the shell mounts', async () => {
  assert.deepEqual(await check(careersBuild({ contract: '9.0.0' })), [
    'the area contract: the build states 9.0.0, the live shell provides 1.1.0 (it mounts 1.x builds up to 1.1)',
  ]);
  assert.deepEqual(await check(careersBuild({ contract: null })), [
    'the area contract: the build states (none), the live shell provides 1.1.0 (it mounts 1.x builds up to 1.1)',
  ]);
});

test('the remote’s name, the exposed module and its lifecycles', async () => {
  assert.deepEqual(await check(careersBuild({ name: 'careers_next' })), [
    'the manifest names the remote "careers_next"; the live shell loads careers as "mfe_careers"',
  ]);
  assert.deepEqual(await check(careersBuild({ exposes: './page' })), [
    'the exposed module: the manifest exposes ./page, not ./area',
  ]);
  assert.deepEqual(await check(careersBuild({ area: 'var n=1,a=4;export{n as bootstrap,a as update}' })), [
    'the lifecycles: ./area (assets/area-X1.js) exports bootstrap, update, not mount, unmount',
  ]);
  assert.deepEqual(
    exportedNames('export const mount = 1; export async function bootstrap() {} export { x as unmount, y }'),
    ['unmount', 'y', 'mount', 'bootstrap'],
  );
});

test('the fragments’ markup contract: stamped for this area and build, its root directly inside, closed at the end', async () => {
  const ok = { app: 'careers', buildId: 'c2' };
  assert.deepEqual(fragmentProblems(fragment('c2'), ok), { path: '/jobs', problems: [] });
  assert.deepEqual(fragmentProblems(fragment('c1'), ok).problems, ['is stamped with the build c1, not c2']);
  assert.deepEqual(fragmentProblems(fragment('c2', '/jobs', '<div><h1>Careers</h1></div>'), ok).problems, [
    "has no element with data-area-root directly inside its stamp (what the area's code hydrates)",
  ]);
  assert.deepEqual(
    fragmentProblems(fragment('c2', '/jobs', '<section><div data-area-root>Careers</div></section>'), ok).problems,
    ["has no element with data-area-root directly inside its stamp (what the area's code hydrates)"],
  );
  assert.deepEqual(fragmentProblems(`${fragment('c2')}<p>after</p>`, ok).problems, [
    "does not end where its stamp's element closes",
  ]);
  assert.deepEqual(fragmentProblems('<div data-area-root>Careers</div>', ok), {
    path: null,
    problems: ['does not open with its stamp, <div data-area-fragment data-build data-path>'],
  });
  const broken = careersBuild({
    fragments: { 'fragments/jobs.html': fragment('c2', '/jobs', '<main>Careers</main>') },
  });
  assert.deepEqual(await check(broken), [
    "the fragment fragments/jobs.html has no element with data-area-root directly inside its stamp (what the area's code hydrates)",
  ]);
});

test('the prerendered paths against the live route table, and the live copies the shell’s pages name', async () => {
  const renamed = careersBuild({ fragments: { 'fragments/vacancies.html': fragment('c2', '/vacancies') } });
  assert.deepEqual(await check(renamed), [
    'the route table: the live shell shows careers at /jobs, which the build does not prerender',
    'the route table: the build prerenders /vacancies, which the live shell does not give careers',
    "the live copies: the live shell's page /jobs/index.html shows fragments/jobs.html, which the build does not have",
  ]);
  // Prerendered for /jobs, but not where the live shell's page for /jobs takes its live copy from.
  const misfiled = careersBuild({ fragments: { 'fragments/vacancies.html': fragment('c2', '/jobs') } });
  assert.deepEqual(await check(misfiled), [
    "the live copies: the live shell's page /jobs/index.html shows fragments/jobs.html, which the build does not have",
  ]);
});

test('files of their own: each under one of the area’s routes, of a listed type', async () => {
  const withFiles = (paths) =>
    careersBuild({
      fragments: { 'fragments/jobs.html': fragment('c2'), ...Object.fromEntries(paths.map((path) => [path, 'x'])) },
    });
  // A folder down too, as the news area's events' own calendar files are.
  const fitting = ['files/jobs/vacancies.xml', 'files/jobs/interviews.ics', 'files/jobs/interviews/day-1.ics'];
  assert.deepEqual(await check(withFiles(fitting)), []);
  assert.deepEqual(await check(withFiles(['files/news-events/feed.xml', 'files/jobs/app.js', 'files/jobs.xml'])), [
    'the file of its own /news-events/feed.xml is not under a route the live shell gives careers (/jobs)',
    'the file of its own files/jobs/app.js: its address must be lower-case words joined by hyphens, in two or more segments, ending .ics or .xml',
    'the file of its own files/jobs.xml: its address must be lower-case words joined by hyphens, in two or more segments, ending .ics or .xml',
  ]);
});

test('a live shell that publishes no contract refuses every remote until it is deployed again', async () => {
  assert.deepEqual(await contractMismatches({ app: 'careers', build: careersBuild(), shell: null }), [
    'the live shell publishes no /shell-contract.json: deploy a current build of the shell first',
  ]);
});

test('pages of their own: each under one of the area’s routes, with a title, a description and its stamped fragment', async () => {
  const page = (path, extra = {}) => ({ path, title: 'Apply for: Teacher', description: 'Apply online', ...extra });
  const withPages = (pages, files = {}) =>
    careersBuild({
      fragments: {
        'fragments/jobs.html': fragment('c2'),
        'pages/pages.json': JSON.stringify(pages),
        'pages/jobs/apply/teacher.html': fragment('c2', '/jobs/apply/teacher'),
        ...files,
      },
    });
  assert.deepEqual(await check(withPages([page('/jobs/apply/teacher')])), []);
  assert.deepEqual(
    await check(
      withPages(
        [
          page('/jobs/apply/teacher', { title: ' ' }),
          page('/news-events/stories/x'),
          page('/jobs'),
          page('/jobs/Apply Now'),
          page('/jobs/apply/driver', { description: undefined }),
          page('/jobs/apply/cook'),
        ],
        { 'pages/jobs/apply/driver.html': fragment('c2', '/jobs/apply/teacher') },
      ),
    ),
    [
      'the page of its own /jobs/apply/teacher has no title',
      'the page of its own /news-events/stories/x is not under a route the live shell gives careers (/jobs)',
      'the page of its own /news-events/stories/x: the build has no pages/news-events/stories/x.html',
      'the page of its own /jobs: its path must be lower-case words joined by hyphens, in two or more segments',
      'the page of its own /jobs/Apply Now: its path must be lower-case words joined by hyphens, in two or more segments',
      'the page of its own /jobs/apply/driver has no description',
      'the fragment pages/jobs/apply/driver.html is stamped for /jobs/apply/teacher, not /jobs/apply/driver',
      'the page of its own /jobs/apply/cook: the build has no pages/jobs/apply/cook.html',
    ],
  );
  assert.deepEqual(await check(withPages([], { 'pages/pages.json': '{"path":"/jobs/apply/x"}' })), [
    'pages/pages.json is not a JSON list of pages',
  ]);
});
