// The contract gate: before a remote's build is released (deploy, rollback or move), it is checked
// against what the live shell provides (SHELL_CONTRACT_FILE, written by the shell's build); a
// build that does not fit is refused with every mismatch named
// (docs/deploying.md#what-is-checked). What this cannot see (the area's behaviour) is
// `deploy --check`'s: the area's e2e specs.
import { isCompatibleContract } from '@school/shared/contract';
import { fragmentFile, pageFileOf, remoteNames, remoteOfArea, SHELL_CONTRACT_FILE } from '@school/shared/site-layout';
import {
  OWN_FILES_DIR,
  OWN_PAGE_PATH,
  ownFileServedAt,
  ownPageFragmentFile,
  PAGES_LIST,
} from '@school/shared/own-pages';
import { fragmentNodes } from './compose.mjs';
import { readJson, textOf } from './site-pages.mjs';

const LIFECYCLES = ['bootstrap', 'mount', 'unmount'];
const EXPOSED = './area';

/** The names an ES module's code exports: `export { a as b }` clauses and exported declarations. */
export function exportedNames(code) {
  const items = [...code.matchAll(/\bexport\s*\{([^}]*)\}/g)].flatMap(([, list]) => list.split(','));
  const parts = items.map((item) => item.trim().split(/\s+as\s+/)); // "a as b" exports b
  const declared = code.matchAll(/\bexport\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([\w$]+)/g);
  return [...parts.map((names) => names.at(-1)).filter(Boolean), ...[...declared].map(([, name]) => name)];
}

/** A text's JSON, or null when it is none (the mismatch is reported). */
function parsedJson(text) {
  try {
    return text && JSON.parse(text);
  } catch {
    return null;
  }
}

/** What breaks a fragment's markup contract (shared/src/area/fragment.ts): { path, problems }. */
export function fragmentProblems(html, { app, buildId }) {
  const [$, [first, ...after]] = fragmentNodes(html);
  const stamp = first && $(first);
  if (!stamp?.is('div[data-area-fragment][data-build][data-path]')) {
    return { path: null, problems: ['does not open with its stamp, <div data-area-fragment data-build data-path>'] };
  }
  const area = stamp.attr('data-area-fragment');
  const build = stamp.attr('data-build');
  const problems = [];
  if (area !== app) problems.push(`is stamped for the area "${area}", not "${app}"`);
  if (build !== buildId) problems.push(`is stamped with the build ${build}, not ${buildId}`);
  if (!stamp.children('[data-area-root]').length)
    problems.push("has no element with data-area-root directly inside its stamp (what the area's code hydrates)");
  if (after.length) problems.push("does not end where its stamp's element closes");
  return { path: stamp.attr('data-path'), problems };
}

/**
 * Every way a remote's build does not fit the live shell, as sentences. `build`: buildOf's shape
 * (read(path): bytes or text, or null); `shell`: the live SHELL_CONTRACT_FILE's content (null
 * when the live shell publishes none), whose every route has a page showing that route's live
 * copy (shell/src/page-build/pages-plugin.ts).
 */
export async function contractMismatches({ app, build, shell }) {
  if (!shell) return ['the live shell publishes no /shell-contract.json: deploy a current build of the shell first'];
  const mismatches = [];
  const read = async (path) => textOf(await build.read(path));
  const manifest = parsedJson(await read('mf-manifest.json'));
  if (!manifest) return ['mf-manifest.json is missing or is not JSON'];

  const shellRoutes = shell.routes ?? [];
  const routes = shellRoutes.filter((route) => route.area === app).map((route) => route.path);
  const { federationName } = remoteNames(remoteOfArea(app));
  if (!routes.length) mismatches.push(`the live shell has no area "${app}"`);
  else if (manifest.name !== federationName) {
    mismatches.push(
      `the manifest names the remote "${manifest.name}"; the live shell loads ${app} as "${federationName}"`,
    );
  }
  const stated = manifest.metaData?.contract;
  if (!isCompatibleContract(shell.contract, stated)) {
    const [major, minor] = String(shell.contract).split('.');
    mismatches.push(
      `the area contract: the build states ${stated ?? '(none)'}, the live shell provides ${shell.contract} ` +
        `(it mounts ${major}.x builds up to ${major}.${minor})`,
    );
  }

  const exposes = (manifest.exposes ?? []).map((expose) => expose.path);
  if (!exposes.includes(EXPOSED)) {
    mismatches.push(`the exposed module: the manifest exposes ${exposes.join(', ') || 'nothing'}, not ${EXPOSED}`);
  } else {
    // The file remoteEntry.js imports for ./area, relative to the build.
    const entry = await read('remoteEntry.js');
    const file = entry && /["'`]\.\/area["'`]\s*:[\s\S]*?import\(\s*["'`]\.\/([^"'`]+)["'`]\s*\)/.exec(entry)?.[1];
    const code = file && (await read(file));
    if (!code) {
      mismatches.push(`the exposed module: remoteEntry.js loads no file of the build for ${EXPOSED}`);
    } else {
      const names = exportedNames(code);
      const missing = LIFECYCLES.filter((name) => !names.includes(name));
      if (missing.length) {
        mismatches.push(
          `the lifecycles: ${EXPOSED} (${file}) exports ${names.join(', ') || 'nothing'}, not ${missing.join(', ')}`,
        );
      }
    }
  }

  const fragmentFiles = build
    .list()
    .filter((path) => /^fragments\/[^/]+\.html$/.test(path))
    .sort();
  const prerendered = new Set();
  const checkFragment = (file, html) => {
    const { path, problems } = fragmentProblems(html, { app, buildId: build.id });
    for (const problem of problems) mismatches.push(`the fragment ${file} ${problem}`);
    return path;
  };
  for (const file of fragmentFiles) {
    const path = checkFragment(file, (await read(file)) ?? '');
    if (path !== null) prerendered.add(path);
  }
  for (const path of routes.filter((path) => !prerendered.has(path))) {
    mismatches.push(`the route table: the live shell shows ${app} at ${path}, which the build does not prerender`);
  }
  for (const path of [...prerendered].filter((path) => !routes.includes(path)).sort()) {
    mismatches.push(`the route table: the build prerenders ${path}, which the live shell does not give ${app}`);
  }

  // Its pages and files of their own (own-pages.js), each under one of the app's routes but "/".
  const owners = routes.filter((route) => route !== '/');
  const isOwned = (path) => owners.some((route) => path.startsWith(`${route}/`));
  const notUnder = `is not under a route the live shell gives ${app} (${owners.join(', ') || 'none'})`;
  const pages = parsedJson((await read(PAGES_LIST)) ?? '[]');
  if (!Array.isArray(pages)) mismatches.push(`${PAGES_LIST} is not a JSON list of pages`);
  for (const page of Array.isArray(pages) ? pages : []) {
    const path = typeof page?.path === 'string' ? page.path : null;
    const where = `the page of its own ${path ?? JSON.stringify(page)}`;
    if (!path || !OWN_PAGE_PATH.test(path)) {
      mismatches.push(`${where}: its path must be lower-case words joined by hyphens, in two or more segments`);
      continue;
    }
    if (shellRoutes.some((route) => route.path === path) || !isOwned(path)) mismatches.push(`${where} ${notUnder}`);
    for (const field of ['title', 'description']) {
      if (typeof page[field] !== 'string' || page[field].trim() === '') mismatches.push(`${where} has no ${field}`);
    }
    const file = ownPageFragmentFile(path);
    const html = await read(file);
    if (html === null) {
      mismatches.push(`${where}: the build has no ${file}`);
      continue;
    }
    const stamped = checkFragment(file, html);
    if (stamped !== null && stamped !== path)
      mismatches.push(`the fragment ${file} is stamped for ${stamped}, not ${path}`);
  }
  for (const file of build.list().filter((path) => path.startsWith(OWN_FILES_DIR))) {
    const path = ownFileServedAt(file);
    if (!path) {
      mismatches.push(
        `the file of its own ${file}: its address must be lower-case words joined by hyphens, in two or more segments, ending .ics or .xml`,
      );
    } else if (!isOwned(path)) {
      mismatches.push(`the file of its own ${path} ${notUnder}`);
    }
  }

  for (const path of routes.filter((path) => !fragmentFiles.includes(fragmentFile(path)))) {
    mismatches.push(
      `the live copies: the live shell's page /${pageFileOf(path)} shows ${fragmentFile(path)}, which the build does not have`,
    );
  }
  return mismatches;
}

/** Build `id`'s files (path in the build -> bytes) as the gate and a remote's change read them: { id, list(), read(path) }. */
export const buildOf = (files, id) => ({
  id,
  list: () => [...files.keys()],
  read: async (path) => files.get(path) ?? null,
});

/** The gate for `app`'s `build` (buildOf's shape) against the live shell: throws, naming every mismatch, when it does not fit. */
export async function gateBuild(hosting, app, build) {
  const shell = await readJson(hosting, SHELL_CONTRACT_FILE);
  const mismatches = await contractMismatches({ app, build, shell });
  if (mismatches.length) {
    throw new Error(
      `${app} ${build.id} does not fit the live shell, so nothing was released:\n` +
        mismatches.map((mismatch) => `  - ${mismatch}`).join('\n'),
    );
  }
}
