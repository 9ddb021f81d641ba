// What a deploy reads of the live site's pages and writes of them: the shell's pages as built and
// the remotes' live copies, composed into the pages served (compose.mjs), each remote's pages and
// files of their own, and the sitemap.
import {
  ownFileServedAt,
  OWN_FILES_DIR,
  OWN_PAGE_TEMPLATE,
  ownPageFragmentFile,
  PAGES_LIST,
} from '@school/shared/own-pages';
import {
  APPS_DIR,
  builtPageOf,
  fragmentFile,
  LIVE_DIR_NAME,
  liveCopyOf,
  pageFileOf,
  remoteNames,
  remoteOfArea,
  SHELL_PAGES_DIR,
} from '@school/shared/site-layout';
import { composePage, ownPageHtml, sitemapWith, slotOf } from './compose.mjs';

export const textOf = (bytes) => bytes?.toString('utf8') ?? null;

export const readJson = async (hosting, path) => JSON.parse(textOf(await hosting.readLiveFile(path)) ?? 'null');

/** `read` remembered: a deploy reads a pages list for the pages and the sitemap, a build's file for the gate and its copy. */
export function remembered(read) {
  const seen = new Map();
  return (path) => {
    if (!seen.has(path)) seen.set(path, read(path));
    return seen.get(path);
  };
}

/** The pages of their own that `app`'s live copies list (`read` reads a file of the site), [] for none. */
const ownPagesOf = async (read, app) => JSON.parse(textOf(await read(liveCopyOf(app, PAGES_LIST))) ?? '[]');

/** `app`'s files of their own among `paths` (its live copies), each with where it is served. */
function ownFilesOf(app, paths) {
  return paths
    .filter((path) => path.startsWith(liveCopyOf(app, OWN_FILES_DIR)))
    .map((live) => {
      const file = live.slice(liveCopyOf(app).length);
      const served = ownFileServedAt(file);
      if (!served) throw new Error(`${app}: ${file} cannot be a file of its own`);
      return { live, served };
    });
}

const servedOwnPage = (page) => `/${pageFileOf(page.path)}`;

/** By a remote's folder, the folder of its manifest in `remotes` (/remotes.json): its fragments' asset URLs. */
export const basesOf = (remotes) => (dir) => {
  const manifest = remotes[remoteNames(dir).federationName];
  if (!manifest) return ''; // Not deployed yet: it has no live copies either.
  return manifest.startsWith('/') ? manifest.slice(0, manifest.lastIndexOf('/') + 1) : new URL('.', manifest).href;
};

/**
 * The one composition of every deploy: the pages it writes (path -> bytes) from the new version's
 * live copies, as `read` reads them: `built` (page path -> the shell's page as built) each with its
 * slot's live copy; `apps`' pages of their own in `template`; the `sitemap` as built with those of
 * `listed`; and `apps`' files of their own among `files()`.
 */
export async function composeSite({ built, template, sitemap, apps, listed = apps, read, baseOf, files }) {
  const pages = new Map();
  for (const [path, bytes] of built) {
    const page = bytes.toString('utf8');
    const slot = slotOf(page);
    const fragment = await read(liveCopyOf(remoteNames(slot.remote).area, fragmentFile(slot.path)));
    pages.set(path, Buffer.from(composePage(page, textOf(fragment), baseOf(slot.remote))));
  }
  for (const app of template ? apps : []) {
    const remote = remoteOfArea(app);
    for (const page of await ownPagesOf(read, app)) {
      const fragment = textOf(await read(liveCopyOf(app, ownPageFragmentFile(page.path))));
      const html = ownPageHtml(textOf(template), { ...page, remote }, fragment, baseOf(remote));
      pages.set(servedOwnPage(page), Buffer.from(html));
    }
  }
  if (sitemap) {
    const paths = [];
    for (const app of listed) paths.push(...(await ownPagesOf(read, app)).map((page) => page.path));
    pages.set('/sitemap.xml', Buffer.from(sitemapWith(textOf(sitemap), paths)));
  }
  const next = await files();
  for (const app of apps) for (const { live, served } of ownFilesOf(app, next)) pages.set(served, await read(live));
  return pages;
}

/**
 * The pages a change of `app` writes (path -> bytes), from the live version's files and the app's
 * new live copies (`appFiles`), and those it `replaced`: its last build's pages and files of their own.
 */
export async function remotePages({ app, liveFiles, readLive, appFiles, baseOf }) {
  const readBuilt = async (path) => (liveFiles.includes(path) ? readLive(path) : null);
  // The shell's pages as built that hold the app's content: page path -> bytes.
  const built = new Map();
  for (const path of liveFiles.filter((file) => file.startsWith(SHELL_PAGES_DIR) && file.endsWith('.html'))) {
    const bytes = await readLive(path);
    if (slotOf(textOf(bytes) ?? '')?.remote === remoteOfArea(app)) built.set(path.replace(SHELL_PAGES_DIR, '/'), bytes);
  }
  // The shell's template for pages of their own, kept with its pages as built.
  const template = await readBuilt(builtPageOf(OWN_PAGE_TEMPLATE));
  const replaced = [
    ...(template ? (await ownPagesOf(readLive, app)).map(servedOwnPage) : []),
    ...ownFilesOf(app, liveFiles).map(({ served }) => served),
  ];
  // The other remotes with live copies on the site (/apps/<app>/live/…): the sitemap lists their pages too.
  const others = liveFiles
    .filter((path) => path.startsWith(APPS_DIR))
    .map((path) => path.slice(APPS_DIR.length).split('/'))
    .filter(([other, folder]) => folder === LIVE_DIR_NAME && other !== 'shell' && other !== app)
    .map(([other]) => other);
  const pages = await composeSite({
    built,
    template,
    sitemap: await readBuilt(builtPageOf('sitemap.xml')),
    apps: [app],
    listed: [app, ...new Set(others)],
    // The new version's live copies of the app are `appFiles`; the others are the live ones.
    read: async (path) => (path.startsWith(liveCopyOf(app)) ? appFiles.get(path) : readLive(path)),
    baseOf,
    files: async () => [...appFiles.keys()],
  });
  return { pages, replaced };
}
