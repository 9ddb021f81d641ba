import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { deployRemote, moveRemote, pagesMayLoadFrom } from './remote-change.mjs';
import { deployShell } from './deploy-shell.mjs';
import { createLocalHosting } from './local-hosting.mjs';
import { listApps, ROOT } from '../apps.mjs';
import { appOf, remoteNames, remoteOfArea } from '@school/shared/site-layout';
import { fragmentSlotHtml } from '@school/shared/page-composition';
import { TOKENS } from '@school/shared/build-contract';
import { GRACE_PERIOD_MS, planHistory } from './release-history.mjs';
import { cspHash, EMPTY_STYLE, parseCsp } from '../csp.mjs';
import { headersFor } from '../hosting.mjs';
import { OWN_PAGE_TEMPLATE } from '@school/shared/own-pages';

const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-11-01T08:00:00Z');
const REMOTE_APPS = ['home-about', 'careers'];
const CAREERS_ELSEWHERE = 'https://careers.example.org';
const CONFIG = {
  headers: [
    {
      glob: '**',
      headers: {
        'Content-Security-Policy': `default-src 'self'; script-src 'self' ${CAREERS_ELSEWHERE}; connect-src 'self' ${CAREERS_ELSEWHERE} http://localhost:*`,
      },
    },
    { glob: '/remotes.json', headers: { 'Cache-Control': 'no-store' } },
  ],
};
const quiet = () => {};
const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://school.example/</loc></url>\n</urlset>\n';
const sitemapLocs = (xml) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
const escapeText = (value) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const text = (value) => Buffer.from(value);
/** A whole document, as the parser the deploy composes with writes one back. */
const doc = (body, head = '') => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const remoteBuild = (id, pages = ['index']) =>
  new Map([
    ['mf-manifest.json', text(`{"metaData":{"buildId":"${id}"}}`)],
    ['remoteEntry.js', text(`export const build = '${id}';`)],
    [`assets/page-${id}.js`, text(`export default '${id}';`)],
    ...pages.map((page) => [
      `fragments/${page}.html`,
      text(
        `<div data-area-fragment="x" data-build="${id}"><img src="__REMOTE_BASE__/assets/${page}.svg" alt=""></div>`,
      ),
    ]),
  ]);
const shellBuild = (id) =>
  new Map([
    ['/index.html', text(`<h1>${id}</h1>`)],
    [`/assets/app-${id}.js`, text(`console.log('${id}')`)],
  ]);

function site() {
  const hosting = createLocalHosting({ dir: mkdtempSync(join(tmpdir(), 'school-hosting-')) });
  const files = async () => Object.keys(await hosting.listFiles(await hosting.liveVersion())).sort();
  const json = async (path) => JSON.parse((await hosting.readLiveFile(path)).toString('utf8'));
  const shell = (id, now = START) =>
    deployShell({
      hosting,
      files: shellBuild(id),
      buildId: id,
      config: CONFIG,
      remoteApps: REMOTE_APPS,
      now,
      log: quiet,
    });
  const remote = (dir, id, now = START, pages) =>
    deployRemote({
      hosting,
      dir,
      files: remoteBuild(id, pages),
      buildId: id,
      now,
      log: quiet,
    });
  const live = async (path) => (await hosting.readLiveFile(path))?.toString('utf8');
  return { hosting, files, json, live, shell, remote };
}

test('a remote deploy adds its build beside everything else and points remotes.json at it', async () => {
  const { hosting, files, json, shell, remote } = await site();
  await shell('s1');
  await remote('mfe-home-about', 'h1');
  await remote('mfe-careers', 'c1');
  const before = await hosting.listFiles(await hosting.liveVersion());
  await remote('mfe-careers', 'c2', START + DAY);

  assert.deepEqual(await json('/remotes.json'), {
    mfe_home_about: '/apps/home-about/h1/mf-manifest.json',
    mfe_careers: '/apps/careers/c2/mf-manifest.json',
  });
  const after = await hosting.listFiles(await hosting.liveVersion());
  // Every file of another app, and the previous careers build, are still there, unchanged.
  for (const [path, hash] of Object.entries(before)) {
    if (path === '/remotes.json' || path === '/apps/careers/builds.json' || path.startsWith('/apps/careers/live/'))
      continue;
    assert.equal(after[path], hash, path);
  }
  assert.ok((await files()).includes('/apps/careers/c2/assets/page-c2.js'));
  assert.deepEqual(
    (await json('/apps/careers/builds.json')).builds.map((build) => build.id),
    ['c1', 'c2'],
  );
  // The clone did not carry the config (the local store never does): the deploy set the live one.
  assert.deepEqual(await hosting.versionConfig(await hosting.liveVersion()), CONFIG);
});

test('a remote cannot be deployed before the shell, and a build id must be plain', async () => {
  const { remote, shell } = await site();
  await assert.rejects(remote('mfe-careers', 'c1'), /deploy the shell first/);
  await shell('s1');
  await assert.rejects(remote('mfe-careers', '../c1'), /is not a build id/);
  await assert.rejects(remote('mfe-careers', 'live'), /live copies' folder/);
  await assert.rejects(remote('mfe-careers', 'elsewhere'), /marks a move/);
});

test('a shell build without its pages (a build that failed) is never deployed', async () => {
  const { files, hosting, shell } = await site();
  await shell('s1');
  const before = await files();
  const failed = new Map([['/logo.svg', text('<svg/>')]]);
  await assert.rejects(
    deployShell({
      hosting,
      files: failed,
      buildId: 's2',
      config: CONFIG,
      remoteApps: REMOTE_APPS,
      log: quiet,
    }),
    /no index.html/,
  );
  assert.deepEqual(await files(), before);
});

test('the live copies are the current build’s fragments, byte for byte, and only its own app’s', async () => {
  const { files, live, remote, shell } = await site();
  await shell('s1');
  await remote('mfe-home-about', 'h1', START, ['index', 'about']);
  await remote('mfe-careers', 'c1', START, ['jobs', 'vacancies']);
  assert.equal(
    await live('/apps/careers/live/fragments/jobs.html'),
    '<div data-area-fragment="x" data-build="c1"><img src="__REMOTE_BASE__/assets/jobs.svg" alt=""></div>',
  );
  // The next build replaces them; a page it no longer has loses its live copy, not its old build.
  await remote('mfe-careers', 'c2', START + DAY, ['jobs']);
  assert.equal(
    await live('/apps/careers/live/fragments/jobs.html'),
    '<div data-area-fragment="x" data-build="c2"><img src="__REMOTE_BASE__/assets/jobs.svg" alt=""></div>',
  );
  const paths = await files();
  assert.ok(!paths.includes('/apps/careers/live/fragments/vacancies.html'));
  assert.ok(paths.includes('/apps/careers/c1/fragments/vacancies.html'));
  // Another app's live copies stay.
  assert.deepEqual(
    paths.filter((path) => path.startsWith('/apps/home-about/live/')),
    ['/apps/home-about/live/fragments/about.html', '/apps/home-about/live/fragments/index.html'],
  );
});

test('every page is served with its content: each deploy writes the live copies into the shell’s pages as built', async () => {
  const { hosting, live, remote } = await site();
  const slot = (app, page) => fragmentSlotHtml(remoteOfArea(app), `/${page}`);
  const builtPage = (app, page) => doc(`<main id="main">${slot(app, page)}</main>`);
  const words = (app, page, id, base = `/apps/${app}/${id}/`) =>
    builtPage(app, page).replace(
      '></div></main>',
      `><div data-area-fragment="x" data-build="${id}"><img src="${base}assets/${page}.svg" alt=""></div></div></main>`,
    );
  const deployShellWithPages = (id) =>
    deployShell({
      hosting,
      files: new Map([
        ...shellBuild(id),
        ['/jobs/index.html', text(builtPage('careers', 'jobs'))],
        ['/about/index.html', text(builtPage('home-about', 'about'))],
      ]),
      buildId: id,
      config: CONFIG,
      remoteApps: REMOTE_APPS,
      now: START,
      log: quiet,
    });

  await deployShellWithPages('s1');
  // No live copy yet: the pages are served as built, and the area's code will render the content.
  assert.equal(await live('/jobs/index.html'), builtPage('careers', 'jobs'));
  await remote('mfe-careers', 'c1', START, ['jobs']);
  assert.equal(await live('/jobs/index.html'), words('careers', 'jobs', 'c1'));
  assert.equal(await live('/about/index.html'), builtPage('home-about', 'about'));
  await remote('mfe-home-about', 'h1', START, ['about']);
  await remote('mfe-careers', 'c2', START, ['jobs']);
  assert.equal(await live('/jobs/index.html'), words('careers', 'jobs', 'c2'));
  assert.equal(await live('/about/index.html'), words('home-about', 'about', 'h1'));
  // A new shell writes its new pages with the live copies of the day.
  await deployShellWithPages('s2');
  assert.equal(await live('/jobs/index.html'), words('careers', 'jobs', 'c2'));
  assert.equal(await live('/apps/shell/live/pages/jobs/index.html'), builtPage('careers', 'jobs'));
  // A remote moved elsewhere: its pages come with the content of its build there, its URLs there.
  await moveRemote({
    hosting,
    dir: 'mfe-careers',
    manifestUrl: `${CAREERS_ELSEWHERE}/v3/mf-manifest.json`,
    files: remoteBuild('c3', ['jobs']),
    buildId: 'c3',
    now: START,
    log: quiet,
  });
  assert.equal(await live('/jobs/index.html'), words('careers', 'jobs', 'c3', `${CAREERS_ELSEWHERE}/v3/`));
  assert.equal(await live('/about/index.html'), words('home-about', 'about', 'h1'));
});

test('pages of their own: a remote deploy writes its build’s and drops its last build’s, a shell deploy writes them anew', async () => {
  const { hosting, files, live } = await site();
  const template = (id) =>
    doc(
      `<h1>${id}</h1><main id="main">${fragmentSlotHtml('', '')}</main>`,
      `<title>${TOKENS.pageTitle} | School</title><meta name="description" content="${TOKENS.pageDescription}">` +
        `<link rel="canonical" href="https://school.example${TOKENS.pagePath}">`,
    );
  const deployShellWithTemplate = (id) =>
    deployShell({
      hosting,
      files: new Map([
        ...shellBuild(id),
        [`/${OWN_PAGE_TEMPLATE}`, text(template(id))],
        ['/sitemap.xml', text(SITEMAP)],
      ]),
      buildId: id,
      config: {
        headers: [
          {
            glob: '**',
            headers: {
              'Content-Security-Policy': `default-src 'self'; script-src 'self' ${CAREERS_ELSEWHERE}; connect-src 'self' ${CAREERS_ELSEWHERE}; style-src 'self'`,
            },
          },
        ],
      },
      remoteApps: REMOTE_APPS,
      now: START,
      log: quiet,
    });
  const story = (slug, title) => ({ path: `/jobs/apply/${slug}`, title, description: `Apply for "${title}"` });
  const careersBuild = (id, pages) =>
    new Map([
      ...remoteBuild(id, ['jobs']),
      ['pages/pages.json', text(JSON.stringify(pages))],
      ...pages.map((page) => [
        `pages${page.path}.html`,
        text(
          `<div data-area-fragment="careers" data-build="${id}" data-path="${page.path}"><style>p{color:red}</style><div data-area-root=""><p>${escapeText(page.title)}</p><img src="__REMOTE_BASE__/a.svg" alt=""><form action="/f/school"></form></div></div>`,
        ),
      ]),
    ]);
  const deployCareers = (id, pages) =>
    deployRemote({
      hosting,
      dir: 'mfe-careers',
      files: careersBuild(id, pages),
      buildId: id,
      now: START,
      log: quiet,
    });
  const served = async () => (await files()).filter((path) => path.startsWith('/jobs/apply/'));

  await deployShellWithTemplate('s1');
  assert.equal(await live(`/${OWN_PAGE_TEMPLATE}`), undefined, 'the template is not served');
  assert.equal(await live(`/apps/shell/live/pages/${OWN_PAGE_TEMPLATE}`), template('s1'));
  const maths = story('maths-teacher', 'Maths & <Physics> Teacher');
  const driver = story('school-driver', 'School Driver');
  await deployCareers('c1', [maths, driver]);
  assert.deepEqual(await served(), ['/jobs/apply/maths-teacher/index.html', '/jobs/apply/school-driver/index.html']);
  assert.equal(
    await live('/jobs/apply/maths-teacher/index.html'),
    doc(
      '<h1>s1</h1><main id="main"><div id="area-fragment" data-remote="mfe-careers" data-path="/jobs/apply/maths-teacher">' +
        '<div data-area-fragment="careers" data-build="c1" data-path="/jobs/apply/maths-teacher"><style>p{color:red}</style><div data-area-root=""><p>Maths &amp; &lt;Physics&gt; Teacher</p><img src="/apps/careers/c1/a.svg" alt=""><form action="/f/school"></form></div></div>' +
        '</div></main>',
      '<title>Maths &amp; &lt;Physics&gt; Teacher | School</title>' +
        '<meta name="description" content="Apply for &quot;Maths &amp; <Physics> Teacher&quot;">' +
        '<link rel="canonical" href="https://school.example/jobs/apply/maths-teacher">',
    ),
  );
  // The sitemap lists them beside the shell's own pages.
  assert.deepEqual(sitemapLocs(await live('/sitemap.xml')), [
    'https://school.example/',
    'https://school.example/jobs/apply/maths-teacher',
    'https://school.example/jobs/apply/school-driver',
  ]);
  // Their inline styles are named in their own CSP, as every served page's.
  const styleSrcAt = async (path) =>
    parseCsp(headersFor(await hosting.versionConfig(await hosting.liveVersion()), path)['Content-Security-Policy'])[
      'style-src'
    ];
  assert.ok((await styleSrcAt('/jobs/apply/maths-teacher')).includes(cspHash('p{color:red}')));
  assert.ok(!(await styleSrcAt('/')).includes(cspHash('p{color:red}')));

  // The next build lists one page: the other goes with the build that listed it.
  await deployCareers('c2', [driver]);
  assert.deepEqual(await served(), ['/jobs/apply/school-driver/index.html']);
  assert.match(await live('/jobs/apply/school-driver/index.html'), /data-build="c2"/);
  // A new shell writes them again in its template, with the live copies of the day.
  await deployShellWithTemplate('s2');
  assert.deepEqual(await served(), ['/jobs/apply/school-driver/index.html']);
  assert.match(await live('/jobs/apply/school-driver/index.html'), /<h1>s2<\/h1>[\s\S]*data-build="c2"/);
  // A remote moved elsewhere keeps its pages of their own, from its build there, its URLs there.
  await moveRemote({
    hosting,
    dir: 'mfe-careers',
    manifestUrl: `${CAREERS_ELSEWHERE}/v3/mf-manifest.json`,
    files: careersBuild('c3', [maths]),
    buildId: 'c3',
    now: START,
    log: quiet,
  });
  assert.deepEqual(await served(), ['/jobs/apply/maths-teacher/index.html']);
  assert.match(
    await live('/jobs/apply/maths-teacher/index.html'),
    /<img src="https:\/\/careers\.example\.org\/v3\/a\.svg"/,
  );
  await deployShellWithTemplate('s3');
  assert.deepEqual(await served(), ['/jobs/apply/maths-teacher/index.html']);
  assert.match(
    await live('/jobs/apply/maths-teacher/index.html'),
    /<h1>s3<\/h1>[\s\S]*careers\.example\.org\/v3\/a\.svg/,
  );
  // Back here, a build with pages brings its own, and a build with none leaves none.
  await deployCareers('c4', [driver]);
  assert.deepEqual(await served(), ['/jobs/apply/school-driver/index.html']);
  await deployRemote({
    hosting,
    dir: 'mfe-careers',
    files: remoteBuild('c5', ['jobs']),
    buildId: 'c5',
    now: START,
    log: quiet,
  });
  assert.deepEqual(await served(), []);
  assert.deepEqual(sitemapLocs(await live('/sitemap.xml')), ['https://school.example/']);
});

test('files of their own: served as built at their addresses, by the remote’s deploys and the shell’s', async () => {
  const { files, live, shell, hosting } = await site();
  const newsBuild = (id, own) =>
    new Map([...remoteBuild(id, ['news-events']), ...Object.entries(own).map(([path, body]) => [path, text(body)])]);
  const deployNews = (id, own) =>
    deployRemote({
      hosting,
      dir: 'mfe-news',
      files: newsBuild(id, own),
      buildId: id,
      now: START,
      log: quiet,
    });
  const served = async () => (await files()).filter((path) => path.startsWith('/news-events/'));

  await shell('s1');
  await deployNews('n1', {
    'files/news-events/events.ics': 'BEGIN:VCALENDAR n1',
    'files/news-events/feed.xml': '<feed/>',
  });
  assert.deepEqual(await served(), ['/news-events/events.ics', '/news-events/feed.xml']);
  assert.equal(await live('/news-events/events.ics'), 'BEGIN:VCALENDAR n1');
  assert.equal(await live('/apps/news/live/files/news-events/feed.xml'), '<feed/>');
  // The next build's replace them; one it no longer has goes.
  await deployNews('n2', { 'files/news-events/events.ics': 'BEGIN:VCALENDAR n2' });
  assert.deepEqual(await served(), ['/news-events/events.ics']);
  assert.equal(await live('/news-events/events.ics'), 'BEGIN:VCALENDAR n2');
  // A shell deploy serves them again from the live copies.
  await deployShell({
    hosting,
    files: shellBuild('s2'),
    buildId: 's2',
    config: CONFIG,
    remoteApps: [...REMOTE_APPS, 'news'],
    now: START,
    log: quiet,
  });
  assert.equal(await live('/news-events/events.ics'), 'BEGIN:VCALENDAR n2');
  // Nothing but the listed types, at an address of two segments or more: never a page or code.
  for (const file of ['files/index.html', 'files/news-events/app.js', 'files/feed.xml']) {
    await assert.rejects(deployNews('n3', { [file]: 'x' }), /cannot be a file of its own/);
  }
  assert.equal(await live('/news-events/events.ics'), 'BEGIN:VCALENDAR n2');
});

test('prune rule: a replaced build stays for the grace period; the one before the current always stays', () => {
  const at = (days) => new Date(START + days * DAY).toISOString();
  const history = [
    { id: 'b1', deployedAt: at(0) },
    { id: 'b2', deployedAt: at(1) },
    { id: 'b3', deployedAt: at(2) },
  ];
  const now = START + 9 * DAY; // b2 replaced b1 8 days ago, b3 replaced b2 7 days ago
  const { builds, pruned } = planHistory(history, { buildId: 'b4', now, graceMs: GRACE_PERIOD_MS });
  assert.deepEqual(
    pruned.map((build) => build.id),
    ['b1', 'b2'],
  );
  assert.deepEqual(
    builds.map((build) => build.id),
    ['b3', 'b4'],
  );
  // Within the period everything stays; long after it, still the build before the current.
  assert.equal(planHistory(history, { buildId: 'b4', now: START + 3 * DAY }).pruned.length, 0);
  const later = planHistory(history, { buildId: 'b4', now: START + 100 * DAY });
  assert.deepEqual(
    later.builds.map((build) => build.id),
    ['b3', 'b4'],
  );
  // Deploying a build again moves it to the end instead of listing it twice.
  assert.deepEqual(
    planHistory(history, { buildId: 'b2', now: START + 3 * DAY }).builds.map((build) => build.id),
    ['b1', 'b3', 'b2'],
  );
});

test('a deploy prunes only its own app’s builds past the grace period, in the same release', async () => {
  const { files, remote, shell } = await site();
  await shell('s1');
  await remote('mfe-home-about', 'h1');
  await remote('mfe-careers', 'c1');
  await remote('mfe-careers', 'c2', START + DAY);
  await remote('mfe-careers', 'c3', START + 2 * DAY);
  assert.ok((await files()).some((path) => path.startsWith('/apps/careers/c1/')));

  const { pruned } = await remote('mfe-careers', 'c4', START + 2 * DAY + GRACE_PERIOD_MS + 1);
  assert.deepEqual(pruned, ['c1', 'c2']);
  const left = await files();
  assert.ok(!left.some((path) => /^\/apps\/careers\/c[12]\//.test(path)));
  assert.ok(left.includes('/apps/careers/c3/mf-manifest.json'));
  assert.ok(left.includes('/apps/home-about/h1/mf-manifest.json'));
  assert.ok(left.includes('/index.html'));
});

test('a shell deploy keeps every remote and its previous build’s hashed files, and replaces its pages', async () => {
  const { files, json, remote, shell } = await site();
  await shell('s1');
  await remote('mfe-careers', 'c1');
  await shell('s2', START + DAY);
  const live = await files();
  assert.ok(live.includes('/apps/careers/c1/mf-manifest.json'));
  assert.ok(live.includes('/assets/app-s1.js'), 'an open page of the previous shell still finds its code');
  assert.ok(live.includes('/assets/app-s2.js'));
  assert.equal((await json('/remotes.json')).mfe_careers, '/apps/careers/c1/mf-manifest.json');

  await shell('s3', START + 2 * DAY + GRACE_PERIOD_MS);
  const later = await files();
  assert.ok(!later.includes('/assets/app-s1.js'));
  assert.ok(later.includes('/assets/app-s2.js'));
});

test('race guard: a release by another team between clone and release makes the deploy start again, keeping both', async () => {
  const { hosting, json, remote, shell } = await site();
  await shell('s1');
  await remote('mfe-home-about', 'h1');
  const finalize = hosting.finalize;
  const logs = [];
  let interfered = false;
  hosting.finalize = async (version) => {
    if (!interfered) {
      interfered = true;
      // The home-about team's deploy lands while careers is still uploading.
      await remote('mfe-home-about', 'h2', START + 1);
    }
    return finalize(version);
  };
  await deployRemote({
    hosting,
    dir: 'mfe-careers',
    files: remoteBuild('c1'),
    buildId: 'c1',
    now: START + 2,
    log: (line) => logs.push(line),
  });
  assert.deepEqual(await json('/remotes.json'), {
    mfe_home_about: '/apps/home-about/h2/mf-manifest.json',
    mfe_careers: '/apps/careers/c1/mf-manifest.json',
  });
  assert.match(logs[0], /released by another deploy meanwhile; starting again/);
});

test('race guard: a release that lands right after this one is noticed, and the deploy is done again', async () => {
  const { hosting, json, shell } = await site();
  await shell('s1');
  const live = await hosting.liveVersion();
  const release = hosting.release;
  const logs = [];
  let overwritten = false;
  hosting.release = async (version, message) => {
    const name = await release(version, message);
    if (!overwritten) {
      overwritten = true;
      // Another deploy that cloned the old version releases right after: careers is gone again.
      const other = await hosting.cloneVersion(live, {});
      await hosting.setConfig(other, CONFIG);
      await hosting.finalize(other);
      await release(other, 'someone else');
    }
    return name;
  };
  await deployRemote({
    hosting,
    dir: 'mfe-careers',
    files: remoteBuild('c1'),
    buildId: 'c1',
    now: START,
    log: (line) => logs.push(line),
  });
  assert.equal((await json('/remotes.json')).mfe_careers, '/apps/careers/c1/mf-manifest.json');
  assert.ok(logs.some((line) => /released over this one; starting again/.test(line)));
});

test('the local store refuses what the Hosting API refuses', async () => {
  const { hosting, shell } = await site();
  await shell('s1');
  const live = await hosting.liveVersion();
  await assert.rejects(hosting.addFiles(live, new Map([['/x', text('x')]])), /only a CREATED version changes/);
  const version = await hosting.createVersion();
  await assert.rejects(hosting.release(version, 'not finalized'), /is not FINALIZED/);
  await assert.rejects(hosting.cloneVersion(live, { include: ['a'], exclude: ['b'] }), /not both/);
  await assert.rejects(hosting.deleteVersion(live), /is live/);
});

test('every remote’s names are made from its folder’s: its area (its folder under /apps/) and its MF name', () => {
  const remotes = listApps().filter((app) => !app.isShell);
  assert.equal(remotes.length, 5);
  for (const { dir } of remotes) {
    const { area, federationName } = remoteNames(dir);
    assert.equal(remoteOfArea(area), dir);
    assert.equal(appOf(dir), area);
    assert.equal(federationName, dir.replaceAll('-', '_'));
    const config = readFileSync(join(ROOT, dir, 'vite.config.ts'), 'utf8');
    // Its federation options name it by remoteConfig's common options, from its folder's name.
    assert.match(config, /remoteConfig\(\s*import\.meta\.url,\s*\(common\) =>\s*federation\(\{ \.\.\.common,/, dir);
    assert.doesNotMatch(config, /\bname:/, `${dir} names itself by hand`);
  }
  assert.deepEqual(remoteNames('mfe-home-about'), {
    dir: 'mfe-home-about',
    area: 'home-about',
    federationName: 'mfe_home_about',
  });
  assert.equal(appOf('shell'), 'shell');
  for (const dir of ['shell', 'mfe_careers', 'careers', 'mfe-', 'mfe-Careers'])
    assert.throws(() => remoteNames(dir), /not a remote's folder/);
});

test('a remote moved elsewhere: remotes.json names it, its live copies are its build’s there, its builds here stay for the grace period', async () => {
  const { hosting, files, json, live, shell, remote } = await site();
  await shell('s1');
  await remote('mfe-home-about', 'h1');
  await remote('mfe-careers', 'c1');
  await remote('mfe-careers', 'c2', START + DAY);
  const before = await hosting.listFiles(await hosting.liveVersion());
  const manifest = `${CAREERS_ELSEWHERE}/v3/mf-manifest.json`;

  const moved = START + 2 * DAY;
  const there = remoteBuild('c3');
  await moveRemote({
    hosting,
    dir: 'mfe-careers',
    manifestUrl: manifest,
    files: there,
    buildId: 'c3',
    now: moved,
    log: quiet,
  });

  assert.deepEqual(await json('/remotes.json'), {
    mfe_home_about: '/apps/home-about/h1/mf-manifest.json',
    mfe_careers: manifest,
  });
  const liveCopies = (list) => list.filter((path) => path.startsWith('/apps/careers/live/'));
  const copies = liveCopies(Object.keys(before));
  assert.ok(copies.length > 0);
  assert.deepEqual(liveCopies(await files()), copies);
  for (const path of copies) {
    assert.equal(await live(path), there.get(path.slice('/apps/careers/live/'.length)).toString(), path);
  }
  // Its code is not uploaded here.
  assert.ok(!(await files()).some((path) => path.startsWith('/apps/careers/c3/')));
  const after = await hosting.listFiles(await hosting.liveVersion());
  for (const [path, hash] of Object.entries(before)) {
    if (path === '/remotes.json' || path === '/apps/careers/builds.json' || path.startsWith('/apps/careers/live/'))
      continue;
    assert.equal(after[path], hash, path);
  }
  assert.deepEqual((await json('/apps/careers/builds.json')).builds, [
    { id: 'c1', deployedAt: new Date(START).toISOString() },
    { id: 'c2', deployedAt: new Date(START + DAY).toISOString() },
    { id: 'elsewhere', deployedAt: new Date(moved).toISOString(), build: 'c3' },
  ]);

  // Moved again past the grace period: c1 goes; c2, the last build here, stays.
  const { pruned } = await moveRemote({
    hosting,
    dir: 'mfe-careers',
    manifestUrl: manifest,
    files: there,
    buildId: 'c3',
    now: moved + GRACE_PERIOD_MS,
    log: quiet,
  });
  assert.deepEqual(pruned, ['c1']);
  const careers = (await files()).filter((path) => path.startsWith('/apps/careers/'));
  assert.ok(careers.includes('/apps/careers/c2/remoteEntry.js'));
  assert.ok(!careers.some((path) => path.startsWith('/apps/careers/c1/')));
  assert.ok((await files()).includes('/apps/home-about/h1/remoteEntry.js'));
});

test('a remote that comes back deploys as ever: its manifest and live copies return, the move is no build', async () => {
  const { json, live, shell, remote, hosting } = await site();
  await shell('s1');
  await remote('mfe-careers', 'c1');
  await moveRemote({
    hosting,
    dir: 'mfe-careers',
    manifestUrl: `${CAREERS_ELSEWHERE}/mf-manifest.json`,
    files: remoteBuild('c9'),
    buildId: 'c9',
    now: START + DAY,
    log: quiet,
  });
  const { pruned } = await remote('mfe-careers', 'c2', START + DAY + 2 * GRACE_PERIOD_MS);
  assert.deepEqual(pruned, ['c1']);
  assert.equal((await json('/remotes.json')).mfe_careers, '/apps/careers/c2/mf-manifest.json');
  assert.match(await live('/apps/careers/live/fragments/index.html'), /data-build="c2"/);
});

test('a move the live site’s CSP would block is refused, and the site stays as it was', async () => {
  const { hosting, json, shell, remote } = await site();
  await shell('s1');
  await remote('mfe-careers', 'c1');
  const live = await hosting.liveVersion();
  const move = (manifestUrl) =>
    moveRemote({ hosting, dir: 'mfe-careers', manifestUrl, files: remoteBuild('c2'), buildId: 'c2', log: quiet });
  await assert.rejects(
    move('https://other.example.org/mf-manifest.json'),
    /CSP does not allow https:\/\/other\.example\.org/,
  );
  await assert.rejects(move('/apps/careers/c1/mf-manifest.json'), /Invalid URL/);
  assert.equal(await hosting.liveVersion(), live);
  assert.equal((await json('/remotes.json')).mfe_careers, '/apps/careers/c1/mf-manifest.json');
});

test('pagesMayLoadFrom reads script-src and connect-src (or default-src) of the pages’ CSP', () => {
  const config = (csp) => ({ headers: [{ glob: '**', headers: { 'Content-Security-Policy': csp } }] });
  assert.equal(pagesMayLoadFrom(CONFIG, CAREERS_ELSEWHERE), true);
  assert.equal(pagesMayLoadFrom(CONFIG, 'https://careers.example.org.evil.test'), false);
  // script-src allows any port of localhost, but connect-src must too.
  assert.equal(pagesMayLoadFrom(config("script-src 'self' http://localhost:*"), 'http://localhost:4193'), false);
  assert.equal(pagesMayLoadFrom(config('default-src http://localhost:*'), 'http://localhost:4193'), true);
  assert.equal(pagesMayLoadFrom(config('default-src http://localhost:*'), 'http://localhost.evil.test'), false);
  assert.equal(pagesMayLoadFrom({ headers: [] }, 'https://any.example'), true);
});

test('every deploy names every page’s inline styles in the CSP', async () => {
  const { hosting, live } = site();
  const slot = `<div id="area-fragment" data-remote="mfe-careers" data-path="/jobs" data-live="/apps/careers/live/fragments/jobs.html" data-live-build-dir="/apps/careers/{build}/"></div>`;
  const page = `<!doctype html><head><style>.shell{}</style></head><main id="main">${slot}</main>`;
  const config = {
    headers: [{ glob: '**', headers: { 'Content-Security-Policy': "default-src 'self'; style-src 'self'" } }],
  };
  await deployShell({
    hosting,
    files: new Map([...shellBuild('s1'), ['/jobs/index.html', text(page)]]),
    buildId: 's1',
    config,
    remoteApps: REMOTE_APPS,
    now: START,
    log: quiet,
  });
  const form = (id) =>
    `<div data-area-fragment="careers" data-build="${id}"><style data-emotion="css ${id}">.${id}{}</style>` +
    '<form method="post" action="/f/school"></form></div>';
  const careers = (id) =>
    deployRemote({
      hosting,
      dir: 'mfe-careers',
      files: new Map([...remoteBuild(id, []), ['fragments/jobs.html', text(form(id))]]),
      buildId: id,
      now: START,
      log: quiet,
    });
  const styleSrc = async () =>
    parseCsp(headersFor(await hosting.versionConfig(await hosting.liveVersion()), '/jobs')['Content-Security-Policy'])[
      'style-src'
    ];

  assert.deepEqual(await styleSrc(), ["'self'", EMPTY_STYLE, cspHash('.shell{}')]);
  await careers('c1');
  assert.ok((await live('/jobs/index.html')).includes('<form method="post" action="/f/school">'));
  assert.deepEqual(await styleSrc(), ["'self'", EMPTY_STYLE, ...[cspHash('.shell{}'), cspHash('.c1{}')].sort()]);

  await careers('c2');
  assert.deepEqual(await styleSrc(), ["'self'", EMPTY_STYLE, ...[cspHash('.shell{}'), cspHash('.c2{}')].sort()]);
});
