// What a deploy reads of the live site's pages and writes of them: the shell's pages as built and
// the remotes' live copies, composed into the pages served (compose.mjs), each remote's pages and
// files of their own, the sitemap, and each page's policy (page-styles.mjs).
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
  liveDirOf,
  liveFragmentOf,
  pageFileOf,
  pageOfBuilt,
  remoteNames,
  remoteOfArea,
  SHELL_PAGES_DIR,
} from '@school/shared/site-layout';
import { composePage, ownPageHtml, sitemapWith, slotOf } from './compose.mjs';
import { isServedPage, withPageStyles } from './page-styles.mjs';

export const readJson = async (hosting, path) => {
  const bytes = await hosting.readLiveFile(path);
  return bytes ? JSON.parse(bytes.toString('utf8')) : null;
};

/** `read` remembered: a deploy reads a live copy for a page and again for its styles. */
export function remembered(read) {
  const seen = new Map();
  return (path) => {
    if (!seen.has(path)) seen.set(path, read(path));
    return seen.get(path);
  };
}

/**
 * A build's files that have live copies: its routes' fragments, its pages of their own's and their
 * list, its files of their own (own-pages.js).
 */
export const LIVE_COPIED = /^(?:fragments\/[^/]+\.html|pages\/.+\.(?:html|json)|files\/.+)$/;

/** The live copies of a build's fragments (site-layout.js): the same bytes, at a fixed address. */
export function liveCopiesOf(app, files) {
  return [...files]
    .filter(([path]) => LIVE_COPIED.test(path))
    .map(([path, bytes]) => [liveFragmentOf(app, path), bytes]);
}

/** The remotes with live copies on the site (/apps/<app>/live/…), among `paths`. */
export function appsOfLiveFiles(paths) {
  const apps = paths
    .filter((path) => path.startsWith(APPS_DIR))
    .map((path) => path.slice(APPS_DIR.length).split('/'))
    .filter(([app, folder]) => folder === LIVE_DIR_NAME && app !== 'shell')
    .map(([app]) => app);
  return [...new Set(apps)];
}

/** The shell's template for pages of their own, and its sitemap, kept with its pages as built. */
export const OWN_PAGE_TEMPLATE_FILE = builtPageOf(OWN_PAGE_TEMPLATE);
export const BUILT_SITEMAP = builtPageOf('sitemap.xml');

/** The pages of their own that `app`'s live copies list (`read` reads a file of the site), [] for none. */
export async function ownPagesOf(read, app) {
  const list = await read(liveFragmentOf(app, PAGES_LIST));
  return list ? JSON.parse(list.toString('utf8')) : [];
}

/**
 * `app`'s files of their own among `paths` (site paths of its live copies), each with where it is
 * served; a file whose address could not be one (OWN_FILE_PATH) is refused.
 */
export function ownFilesOf(app, paths) {
  const dir = liveFragmentOf(app, OWN_FILES_DIR);
  return paths
    .filter((path) => path.startsWith(dir))
    .map((live) => {
      const served = ownFileServedAt(live.slice(liveDirOf(app).length));
      if (!served) throw new Error(`${app}: ${live.slice(liveDirOf(app).length)} cannot be a file of its own`);
      return { live, served };
    });
}

/** Where a page of its own is served. */
export const servedOwnPage = (page) => `/${pageFileOf(page.path)}`;

/** The live copy of the fragment a slot asks for ({ remote, path }: its remote's folder and the path). */
const liveCopyOfSlot = ({ remote, path }) => liveFragmentOf(remoteNames(remote).area, fragmentFile(path));

/**
 * Where each remote's current build is, for its fragments' asset URLs: the folder of its manifest
 * in `remotes` (/remotes.json's map), a path on the site or a URL elsewhere. By the remote's folder.
 */
export const basesOf = (remotes) => (dir) => {
  const manifest = remotes[remoteNames(dir).federationName];
  if (!manifest) return ''; // Not deployed yet: it has no live copies either.
  return manifest.startsWith('/') ? manifest.slice(0, manifest.lastIndexOf('/') + 1) : new URL('.', manifest).href;
};

/**
 * `app`'s pages of their own, each served at its path (page path -> bytes): the shell's
 * `template` with the page's head and its live copy's content (`read(path)` reads the live copies;
 * ownPageHtml), its URLs in `base`. None when the site has no template yet.
 */
export async function ownPagesComposed(template, app, read, base) {
  const pages = new Map();
  if (!template) return pages;
  for (const page of await ownPagesOf(read, app)) {
    const fragment = await read(liveFragmentOf(app, ownPageFragmentFile(page.path)));
    const html = ownPageHtml(
      template.toString('utf8'),
      { ...page, remote: remoteOfArea(app) },
      fragment ? fragment.toString('utf8') : null,
      base,
    );
    pages.set(servedOwnPage(page), Buffer.from(html));
  }
  return pages;
}

/** A page of the shell's build whose content the deploys write in: HTML with an empty fragment slot. */
export const isBuiltPage = (path, bytes) => path.endsWith('.html') && slotOf(bytes.toString('utf8')) !== null;

/**
 * The page served for a page of the shell as built: with the content of the live copy its slot
 * asks for (`readLive(path)`: its bytes, or null when the site has none), or as built; `baseOf`
 * names the folder of each remote's current build (basesOf).
 */
export async function composedPage(built, readLive, baseOf) {
  const page = built.toString('utf8');
  const slot = slotOf(page);
  if (!slot) return built;
  const fragment = await readLive(liveCopyOfSlot(slot));
  return Buffer.from(composePage(page, fragment ? fragment.toString('utf8') : null, baseOf(slot.remote)));
}

/** The shell's pages as built that hold `app`'s content, read from the live version: page path -> { built, slot }. */
export async function builtPagesOf(readLive, liveFiles, app) {
  const dir = remoteOfArea(app);
  const pages = new Map();
  for (const path of liveFiles.filter((file) => file.startsWith(SHELL_PAGES_DIR) && file.endsWith('.html'))) {
    const built = await readLive(path);
    const slot = built && slotOf(built.toString('utf8'));
    if (slot?.remote === dir) pages.set(pageOfBuilt(path), { built, slot });
  }
  return pages;
}

/**
 * /sitemap.xml: the shell's as built (`built`, or null on a site with none) with every remote's
 * pages of their own (`ownPages`: app -> its list), or nothing to write.
 */
export function sitemapFile(built, ownPages) {
  if (!built) return [];
  const paths = [...ownPages.values()].flat().map((page) => page.path);
  return [['/sitemap.xml', Buffer.from(sitemapWith(built.toString('utf8'), paths))]];
}

/**
 * The serving config with each page's own CSP (page-styles.mjs), for every page the new version
 * will serve: those `added` now, and those among the live files it `kept`, read with `readLive`.
 */
export async function withServedPageStyles(config, added, kept, readLive) {
  const pages = new Map(
    [...added].filter(([path]) => isServedPage(path)).map(([path, bytes]) => [path, bytes.toString('utf8')]),
  );
  for (const path of kept.filter((file) => isServedPage(file) && !added.has(file))) {
    const bytes = await readLive(path);
    if (bytes) pages.set(path, bytes.toString('utf8'));
  }
  return withPageStyles(config, pages);
}
