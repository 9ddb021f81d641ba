import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { listApps, ROOT } from '../../../scripts/apps.mjs';
import { editorPolicy } from '../../../scripts/csp.mjs';
import { readEnvironment } from '../../../scripts/environment.mjs';
import { prepareDeploy } from '../../../scripts/deploy.mjs';
import { remoteBuildOf } from '../../../scripts/release/builds.mjs';
import { createLocalHosting } from '../../../scripts/release/local-hosting.mjs';
import { siteStatus } from '../../../scripts/release/site-status.mjs';
import { createSiteServer } from '../../../scripts/static-server.mjs';
import { saveData } from '../code-arrival';
import { expect, expectArea, test } from '../fixtures';
import { AREA_REMOTES, ROUTES } from '../route-table';

// The staff's content editor (cms/, docs/content.md) beside the parents' site, deployed with the
// shell as production deploys it: it opens on the local backend with the site's collections, under
// its own policy (no violation, no page error: the fixtures check), and no parent's page refers to it.
// Its tests run one after another in one worker: one writes a story into this working tree, which
// another reads to see that a refused story writes nothing.
test.describe.configure({ mode: 'default' });

test('the editor opens at /admin with the collections of every remote, under its own policy', async ({ page }) => {
  const answer = await page.goto('/admin/');
  expect(new URL(page.url()).pathname).toBe('/admin');
  expect(answer!.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer!.headers()['content-security-policy']).toBe(editorPolicy(readEnvironment('local')));
  await page.getByRole('button', { name: 'Login' }).click();
  const school = 'The school (name, address, phones, email, office hours, social pages)';
  for (const collection of [
    school,
    'News stories',
    'Events',
    'Vacancies',
    'School fees for new pupils, and fee notes',
  ]) {
    // The open collection (the first, the school's) also links to its file by the same name.
    await expect(page.getByRole('link', { name: collection, exact: true }).first()).toBeVisible();
  }
  await page.getByRole('link', { name: 'News stories', exact: true }).click();
  await expect(page.getByText("Twelve Pupils Complete the Memorisation of Juz' 'Amma")).toBeVisible();
});

test("the fees' preview is the Admissions page's own section, from the entry", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin#/collections/mfe-admissions-fees/entries/mfe-admissions-fees');
  await page.getByRole('button', { name: 'Login' }).click();
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 2, name: 'School Fees 2025/2026' })).toBeVisible();
  await expect(preview.getByText('₦43,230')).toBeVisible();
});

const NEWS_FOLDER = new URL('../../../mfe-news/content/news/', import.meta.url);

test('the editor refuses a story without its required fields, naming each, and writes no file', async ({
  page,
  pageErrors,
}) => {
  const before = readdirSync(NEWS_FOLDER);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'News stories', exact: true }).click();
  // Decap's "＋ News stories": its link to a new entry of the collection.
  await page.locator('a[href$="/collections/mfe-news-news/new"]').click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByRole('alert')).toHaveText(
    "Oops, you've missed a required field. Please complete before saving.",
  );
  for (const field of ['Title', 'Date', 'Category', 'Image', 'Image alt', 'Excerpt', 'Content']) {
    await expect(page.getByText(`${field} is required.`, { exact: true })).toBeVisible();
  }
  expect(readdirSync(NEWS_FOLDER)).toEqual(before);
  // Decap's own publish rejects its promise with nothing when it refuses (persistEntry in
  // decap-cms-core's actions/entries.ts), which no code of Decap's catches: that one, and no other.
  expect(pageErrors).toEqual(['undefined']);
  pageErrors.length = 0;
});

test("no parent's page, sitemap or robots.txt names the editor", async ({ request }) => {
  for (const path of [...ROUTES.map((route) => route.path), '/sitemap.xml', '/robots.txt']) {
    const text = await (await request.get(path)).text();
    expect(text, path).not.toContain('/admin');
  }
});

// What the school's staff do (issue #52): write a story in the editor with a photo from a phone,
// then the news team's build and deploy publish it. The editor is the composed site's, on Decap's
// local backend, so the story's files land in this working tree (and are removed after); the news
// remote is built into a folder of its own and deployed, with every other app's build, into a
// release store of its own, served on PORT as `npm start` serves the site.
const PORT = 4196;
const SITE = `http://localhost:${PORT}`;
const ID = 'prize-giving-day-photos';
const TITLE = 'Prize-Giving Day Photos';
/** The school's stories, newest first: the new one (27 November) goes before them all. */
const NEWS_TITLES = [
  "Twelve Pupils Complete the Memorisation of Juz' 'Amma",
  'Primary 5 Pupil Wins the Ilorin West Zonal Spelling Bee',
  'New Science Laboratory Opens for JSS Pupils',
  'All Our 2026 BECE Candidates Pass',
];
const ALT = 'Pupils holding their prizes on the hall stage';
const NEWS = join(ROOT, 'mfe-news');
const STORY_FILE = join(NEWS, 'content', 'news', `${ID}.md`);
const PHOTO_FILE = join(NEWS, 'content', 'news', 'images', 'prize-giving-day.jpg');
/** Inside the remote's folder (its prerender writes beside outDir), where git never looks. */
const OUT_DIR = 'node_modules/.publish-e2e';

/** A photo as big as a phone's: 2,400 × 1,800, detail everywhere (noise), some MB. */
const phonePhoto = () =>
  sharp(randomBytes(2400 * 1800 * 3), { raw: { width: 2400, height: 1800, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();

let store = '';
let server: Server | undefined;

// Next term's fees (issue #52), the same way: the admissions officer edits the Creche fee in the
// editor, which writes mfe-admissions/content/fees.yaml in this working tree (put back as it was
// after, passed or failed); the admissions team's build and deploy alone publish it onto a site of
// every app's current build, in a release store of its own.
const ADMISSIONS = join(ROOT, 'mfe-admissions');
const FEES_FILE = join(ADMISSIONS, 'content', 'fees.yaml');
const CRECHE_AS_FOUND = '  - grade: Creche\n    fee: 43230\n';
const CRECHE_FEE = 48750;
/** As the Admissions page writes it (formatNaira): the naira sign, thousands grouped. */
const CRECHE_SHOWN = '₦48,750';
/** fees.yaml as it was before the editor wrote it, to put back. */
let feesAsFound: string | undefined;

test.afterEach(async () => {
  rmSync(STORY_FILE, { force: true });
  rmSync(PHOTO_FILE, { force: true });
  rmSync(join(NEWS, OUT_DIR), { recursive: true, force: true });
  if (feesAsFound !== undefined) writeFileSync(FEES_FILE, feesAsFound);
  feesAsFound = undefined;
  rmSync(join(ADMISSIONS, OUT_DIR), { recursive: true, force: true });
  if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
  if (store) rmSync(store, { recursive: true, force: true });
  server = undefined;
  store = '';
});

test('a story written in the editor with a phone’s photo is live after the news build and deploy', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(240_000);
  expect(existsSync(STORY_FILE), 'no story of that name yet').toBe(false);
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(2_000_000);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin#/collections/mfe-news-news/new');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByLabel('Title').fill(TITLE);
  await page.locator('input[type="date"]').fill('2026-11-27');
  await page.getByLabel('Category').fill('Events');
  await page.getByLabel('Image alt').fill(ALT);
  await page.getByLabel('Excerpt').fill('Every class had a prize this year.');
  await page.getByLabel('Content').fill('The hall was full of parents.\n\nEvery class had a prize this year.');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'prize-giving-day.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page).toHaveURL(new RegExp(`/admin#/collections/mfe-news-news/entries/${ID}$`));
  await expect.poll(() => existsSync(STORY_FILE) && existsSync(PHOTO_FILE)).toBe(true);
  expect(readFileSync(STORY_FILE, 'utf8')).toContain(`title: ${TITLE}\ndate: 2026-11-27\n`);
  expect(readFileSync(PHOTO_FILE).equals(photo), 'the photo as uploaded').toBe(true);
  // Decap's publish leaves no page error of its own.
  expect(pageErrors).toEqual([]);

  // The news team's build, then its deploy onto a site of every other app's current build.
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', OUT_DIR], { cwd: NEWS, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  store = mkdtempSync(join(tmpdir(), 'school-publish-'));
  const hosting = createLocalHosting({ dir: store });
  const quiet = () => {};
  for (const app of listApps()) {
    const built = app.dir === 'mfe-news' ? { ...app, distDir: join(NEWS, OUT_DIR) } : app;
    await prepareDeploy(built, 'local').run(hosting, { log: quiet });
  }
  server = createSiteServer({ hosting });
  await new Promise<void>((resolve) => server!.listen(PORT, resolve));

  const storyPage = `${SITE}/news-events/stories/${ID}`;
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const reader = await context.newPage();
    await reader.goto(`${SITE}/news-events`);
    // With script, the link below is followed once the code runs (it once showed "Page not found").
    if (javaScriptEnabled) await expectArea(reader, 'news');
    // First in Latest News, the first list of the page.
    const first = reader.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading', { level: 3 })).toHaveText(TITLE);
    // Without data saver the photo is shown as it comes, with no control before it.
    await expect(first.getByRole('img', { name: ALT })).toBeVisible();
    await expect(first.getByText('Show photo')).toBeHidden();
    // Latest News shows the newest four; the school's fourth story is on the page of every story.
    await reader.getByRole('link', { name: 'All stories (5)' }).click();
    await expect(reader).toHaveURL(`${SITE}/news-events/stories`);
    await expect(reader.getByRole('heading', { level: 1, name: 'All stories' })).toBeVisible();
    await expect(reader.getByRole('main').getByRole('listitem').getByRole('link')).toHaveText([TITLE, ...NEWS_TITLES]);
    await reader.goto(storyPage);
    await expect(reader.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    const picture = reader.getByRole('img', { name: ALT });
    await expect(picture).toBeVisible();
    const sources = await reader
      .locator('picture source')
      .evaluateAll((elements) => elements.map((source) => source.getAttribute('type')));
    expect(sources, javaScriptEnabled ? 'with script' : 'with no script').toEqual(['image/avif', 'image/webp']);
    await context.close();
  }

  // With data saver, the page's HTML keeps the photo back until the parent asks for it, with no code.
  const saving = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parent = await saving.newPage();
  await saveData(parent);
  const photos: string[] = [];
  const scripts: string[] = [];
  parent.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\.(avif|webp|jpe?g)$/.test(path)) photos.push(path);
    if (request.resourceType() === 'script' || /\.m?js$/.test(path)) scripts.push(path);
  });
  await parent.goto(`${SITE}/news-events`);
  const card = parent.getByRole('main').getByRole('article').first();
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(TITLE);
  const show = card.getByRole('checkbox', { name: 'Show photo' });
  await expect(show).not.toBeChecked();
  await expect(card.getByRole('img', { name: ALT })).toBeHidden();
  // Read to the end: every card passes through the screen.
  await parent.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await parent.waitForTimeout(1_000);
  expect(photos, 'no photo variant fetched before it is asked for').toEqual([]);
  const button = card.getByText('Show photo');
  const box = (await button.boundingBox())!;
  expect(Math.min(box.width, box.height), 'a target of 24 × 24 px at least').toBeGreaterThanOrEqual(24);
  await button.click();
  await expect(show).toBeChecked();
  const shown = card.getByRole('img', { name: ALT });
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(photos, 'the one photo, in the format and width the phone picks').toEqual([
    expect.stringMatching(/\/prize-giving-day-\w+-360-[\w-]+\.avif$/),
  ]);
  await parent.waitForTimeout(1_000);
  expect(scripts, 'no code to show a photo').toEqual([]);
  await saving.close();

  // The story's page of its own, which has no code, keeps its photo back the same way (for a
  // parent who has not shown it on the list: a photo shown is in the browser's memory cache).
  const reading = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const opener = await reading.newPage();
  await saveData(opener);
  const storyPhotos: string[] = [];
  const storyScripts: string[] = [];
  opener.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/\.(avif|webp|jpe?g)$/.test(path)) storyPhotos.push(path);
    if (request.resourceType() === 'script' || /\.m?js$/.test(path)) storyScripts.push(path);
  });
  await opener.goto(storyPage);
  const story = opener.getByRole('main');
  await expect(story.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(story.getByRole('img', { name: ALT })).toBeHidden();
  await opener.waitForTimeout(1_000);
  expect(storyPhotos, 'no photo on the story’s page before it is asked for').toEqual([]);
  await story.getByText('Show photo').click();
  await expect(story.getByRole('checkbox', { name: 'Show photo' })).toBeChecked();
  const asked = story.getByRole('img', { name: ALT });
  await expect(asked).toBeVisible();
  // A photo on screen may still be on its way: its request is counted once it has come.
  await expect.poll(() => asked.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(storyPhotos, 'the one photo, once asked for').toHaveLength(1);
  expect(storyScripts, 'no code on a page of its own').toEqual([]);
  await reading.close();

  const feed = await (await fetch(`${SITE}/news-events/feed.xml`)).text();
  expect(feed).toContain(`<title>${TITLE}</title>`);
  expect(feed).toContain(`href="https://www.alihsanschool.com.ng/news-events/stories/${ID}"`);
  // The deploy lists the pages of their own in the sitemap, beside the route table's.
  const sitemap = await (await fetch(`${SITE}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<url><loc>https://www.alihsanschool.com.ng/news-events/stories/${ID}</loc></url>`);
  expect(sitemap).toContain('<url><loc>https://www.alihsanschool.com.ng/news-events</loc></url>');
  expect(sitemap).toContain('<url><loc>https://www.alihsanschool.com.ng/news-events/stories</loc></url>');
});

test('next term’s Creche fee edited in the editor is live after the admissions build and deploy alone', async ({
  page,
  browser,
  pageErrors,
}) => {
  test.setTimeout(240_000);
  const fees = readFileSync(FEES_FILE, 'utf8');
  expect(fees, 'the Creche fee as the school has it').toContain(CRECHE_AS_FOUND);
  feesAsFound = fees;

  // The live site before the change: every app's current build.
  store = mkdtempSync(join(tmpdir(), 'school-publish-'));
  const hosting = createLocalHosting({ dir: store });
  const quiet = () => {};
  const apps = listApps();
  for (const app of apps) await prepareDeploy(app, 'local').run(hosting, { log: quiet });
  const dirs = apps.map((app) => app.dir);
  const statusBefore = await siteStatus(hosting, dirs);
  const filesBefore = await hosting.listFiles((await hosting.liveVersion())!);
  const remotesJson = async () => JSON.parse((await hosting.readLiveFile('/remotes.json'))!.toString('utf8'));
  const remotesBefore = await remotesJson();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin#/collections/mfe-admissions-fees/entries/mfe-admissions-fees');
  await page.getByRole('button', { name: 'Login' }).click();
  // The cards' list opens folded ("4 cards"): unfold it, then the Creche card's fee.
  await page.getByRole('button', { name: 'Expand' }).click();
  const grades = page.getByRole('textbox', { name: 'Grade' });
  await expect(grades).toHaveCount(4);
  const creche = (
    await grades.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  ).indexOf('Creche');
  expect(creche, 'a card for the Creche').toBeGreaterThanOrEqual(0);
  const fee = page.getByRole('spinbutton', { name: 'Fee' }).nth(creche);
  await expect(fee).toHaveValue('43230');
  await fee.fill(String(CRECHE_FEE));
  // The preview is the Admissions page's own card, with the new fee as a parent will read it.
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('article', { name: 'Creche' })).toHaveText(`Creche${CRECHE_SHOWN}Ages 2-3`);
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();
  // The file changed in that one line, as a person would have typed it: a number, nothing else moved.
  const expected = fees.replace(CRECHE_AS_FOUND, `  - grade: Creche\n    fee: ${CRECHE_FEE}\n`);
  await expect.poll(() => readFileSync(FEES_FILE, 'utf8')).toBe(expected);
  expect(pageErrors).toEqual([]);

  // The admissions team's build alone, then its deploy alone.
  const build = spawnSync('pnpm', ['exec', 'vite', 'build', '--outDir', OUT_DIR], {
    cwd: ADMISSIONS,
    encoding: 'utf8',
  });
  expect(build.status, build.stderr).toBe(0);
  const admissions = { ...apps.find((app) => app.dir === 'mfe-admissions')!, distDir: join(ADMISSIONS, OUT_DIR) };
  const { buildId } = remoteBuildOf(admissions);
  const asBefore = statusBefore.find((row) => row.app === 'admissions')!;
  expect(buildId, 'a new build of admissions').not.toBe(asBefore.live);
  // Saved is not live: the site still shows the fee as it was until the deploy.
  expect((await hosting.readLiveFile('/admissions/index.html'))!.toString('utf8')).toContain('₦43,230');
  const deploy = prepareDeploy(admissions, 'local');
  expect(deploy.summary).toMatch(new RegExp(`^admissions ${buildId}: \\d+ files under /apps/admissions/${buildId}/$`));
  const said: string[] = [];
  await deploy.run(hosting, { log: (line: string) => said.push(line) });
  expect(said, 'the deploy names admissions alone').toEqual([
    `admissions ${buildId} is live at /apps/admissions/${buildId}/mf-manifest.json`,
  ]);
  // What `deploy.mjs status` shows: admissions' new build, its last one kept; every other app as it was.
  expect(await siteStatus(hosting, dirs)).toEqual(
    statusBefore.map((row) =>
      row.app === 'admissions' ? { ...row, live: buildId, deployedAt: expect.any(String), kept: [asBefore.live] } : row,
    ),
  );
  const filesAfter = await hosting.listFiles((await hosting.liveVersion())!);
  const changed = [...new Set([...Object.keys(filesBefore), ...Object.keys(filesAfter)])]
    .filter((path) => filesBefore[path] !== filesAfter[path])
    .sort();
  expect(
    changed.filter((path) => !path.startsWith('/apps/admissions/')),
    "no other app's file changed: the Admissions page, and remotes.json naming the new build",
  ).toEqual(['/admissions/index.html', '/remotes.json']);
  expect(await remotesJson()).toEqual({
    ...remotesBefore,
    [AREA_REMOTES.admissions!]: `/apps/admissions/${buildId}/mf-manifest.json`,
  });

  server = createSiteServer({ hosting });
  await new Promise<void>((resolve) => server!.listen(PORT, resolve));
  for (const javaScriptEnabled of [true, false]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 390, height: 844 } });
    const parent = await context.newPage();
    const errors: string[] = [];
    parent.on('pageerror', (error) => errors.push(error.message));
    const admissionsCode: string[] = [];
    parent.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/apps/admissions/') && path.endsWith('.js')) admissionsCode.push(path);
    });
    await parent.goto(`${SITE}/admissions`);
    const how = javaScriptEnabled ? 'with script' : 'with no script';
    if (javaScriptEnabled) {
      // The area's code, the new build's, has mounted over the page and draws the same fee.
      await expectArea(parent, 'admissions');
      expect(admissionsCode.length, how).toBeGreaterThan(0);
      expect(
        admissionsCode.filter((path) => !path.startsWith(`/apps/admissions/${buildId}/`)),
        how,
      ).toEqual([]);
    } else expect(admissionsCode, how).toEqual([]);
    const cards = parent.getByRole('region', { name: 'School Fees 2025/2026' }).getByRole('article');
    await expect(cards, how).toHaveText([
      `Creche${CRECHE_SHOWN}Ages 2-3`,
      'Nursery 1-3₦47,630Ages 3-4',
      'Primary 1-5₦55,130Ages 5-12',
      'JSS 1-3₦62,230Ages 12-14',
    ]);
    expect(errors, how).toEqual([]);
    await context.close();
  }
});
