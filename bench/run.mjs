// `pnpm bench`: builds the production site, serves it as `pnpm start` does, measures every route
// (Lighthouse mobile medians, network log) and compares the results with bench/budgets.json.
// Writes bench/results.json and bench/results.md; exits 1 on a budget breach.
//
// Flags: --skip-build, --runs=N (Lighthouse runs per route, default 3),
// --only=network|lighthouse|taps|offline|photos (or several, comma-separated), --routes=/,/jobs, --cpu=N
// (the CPU slowdown, instead of calibrating it from the host's benchmarkIndex). A partial run
// writes only what it measured and says what it skipped.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listApps } from '../scripts/apps.mjs';
import { deployApps } from '../scripts/deploy.mjs';
import { portInUse } from '../scripts/listen-host.mjs';
import { remoteNames, remoteOfArea } from '@school/shared/site-layout';
import { serveFloor } from './floor.mjs';
import { calibrate } from './lighthouse.mjs';
import { checkBudgets, PARTS } from './check-budgets.mjs';
import { renderMarkdown } from './results-md.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const APPS = listApps();
const ORIGIN = `http://localhost:${APPS.find((app) => app.isShell).port}`;
/** The port `pnpm start` serves the site on (the shell's in scripts/apps.mjs), its form service with it. */
const PORTS = [Number(new URL(ORIGIN).port)];
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const log = (line) => console.log(`[bench] ${line}`);

/** The shell's route table (shell/src/routing/route-table.json), so the bench never disagrees with it. */
function readRoutes() {
  const table = JSON.parse(readFileSync(new URL('../shell/src/routing/route-table.json', import.meta.url), 'utf8'));
  const routes = table.routes.map(({ path, area }) => ({ path, area }));
  const areaRemotes = Object.fromEntries(
    routes.map(({ area }) => [area, remoteNames(remoteOfArea(area)).federationName]),
  );
  return { routes, areaRemotes };
}

function currentCommit() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim();
  const dirty = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  return dirty ? `${head} (with uncommitted changes)` : head;
}

function readLocalConfig() {
  return JSON.parse(readFileSync(new URL('../deploy/local/config.json', import.meta.url), 'utf8'));
}

/** Reuses a running `pnpm start`/serve.mjs, otherwise starts one and stops it at the end. */
async function ensureServer() {
  const busy = await Promise.all(PORTS.map(portInUse));
  if (busy.every(Boolean)) {
    // The running server serves the local release store's live version: deploy the fresh builds.
    await deployApps(
      APPS.map((app) => app.dir),
      { env: 'local', log: () => {} },
    );
    log(`reusing the site already served on :${PORTS.join(', :')}, with the fresh builds deployed to it`);
    return () => {};
  }
  if (busy.some(Boolean))
    throw new Error(`some of the ports ${PORTS.join(', ')} are taken, but not by a complete serve.mjs`);
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('the site is ready')) resolve();
    });
  });
  log('started scripts/serve.mjs');
  return () => child.kill('SIGTERM');
}

async function main() {
  const { routes, areaRemotes } = readRoutes();
  const parts = args.only ? args.only.split(',') : Object.keys(PARTS);
  const paths = args.routes ? args.routes.split(',') : routes.map((r) => r.path);
  const unknown = [
    ...parts.filter((part) => !PARTS[part]),
    ...paths.filter((path) => !routes.some((r) => r.path === path)),
  ];
  if (unknown.length) throw new Error(`no such part or route: ${unknown.join(', ')}`);
  const selected = routes.filter((r) => paths.includes(r.path));
  const runs = Number(args.runs ?? 3);
  const budgets = JSON.parse(readFileSync(new URL('budgets.json', import.meta.url), 'utf8'));

  if (!args['skip-build']) {
    log('pnpm build');
    const build = spawnSync('pnpm', ['build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('pnpm build failed');
  }
  // The photos part serves a site of its own.
  const stopServer = parts.some((part) => part !== 'photos') ? await ensureServer() : () => {};
  const results = {
    measuredAt: new Date().toISOString(),
    commit: currentCommit(),
    origin: ORIGIN,
    lighthouseRuns: runs,
    parts,
    paths: selected.map((r) => r.path),
    skipped: {
      parts: Object.keys(PARTS).filter((part) => !parts.includes(part)),
      paths: routes.map((r) => r.path).filter((path) => !paths.includes(path)),
    },
    routes: {},
  };
  const wants = (part) => parts.includes(part);
  const floor = await serveFloor().catch((error) => {
    stopServer();
    throw error;
  });
  try {
    if (['lighthouse', 'taps', 'offline', 'photos'].some(wants)) {
      results.cpu = args.cpu
        ? { cpuSlowdown: Number(args.cpu), phoneIndex: null, hostIndex: null, indices: [] }
        : await calibrate({ url: floor.url, log });
    }
    if (wants('network')) {
      const { measureNetwork } = await import('./network.mjs');
      log('network log (Playwright, Pixel 5 emulation)');
      const config = readLocalConfig();
      const services = [config.emulators?.auth].filter(Boolean).map((url) => new URL(url).origin);
      const network = await measureNetwork({ origin: ORIGIN, routes: selected, areaRemotes, services });
      for (const [path, value] of Object.entries(network)) results.routes[path] = { ...results.routes[path], ...value };
      const { measureHangingRemote, measureSaveData } = await import('./network.mjs');
      log('data saver (Save-Data: on), read to the end without touching a control');
      const saved = await measureSaveData({ origin: ORIGIN, routes: selected });
      for (const [path, value] of Object.entries(saved)) results.routes[path].saveData = value;
      const hung = selected.find((route) => route.path === '/news-events') ?? selected[0];
      log(`a remote that never answers, on ${hung.path}`);
      results.hangingRemote = await measureHangingRemote({
        origin: ORIGIN,
        route: hung,
        remote: areaRemotes[hung.area],
      });
    }
    if (wants('lighthouse')) {
      const { measureLighthouse } = await import('./lighthouse.mjs');
      log(`lighthouse, ${runs} runs per route and of the static floor (${floor.url})`);
      const urls = { floor: floor.url, ...Object.fromEntries(selected.map((r) => [r.path, ORIGIN + r.path])) };
      const lh = await measureLighthouse({ urls, runs, ...results.cpu, log });
      results.floor = lh.floor;
      for (const path of selected.map((r) => r.path))
        results.routes[path] = { ...results.routes[path], lighthouse: lh[path] };
    }
    if (wants('offline') && !wants('lighthouse')) {
      // The kept copy's LCP budget is over the static floor's Lighthouse LCP.
      const { measureLighthouse } = await import('./lighthouse.mjs');
      log(`lighthouse, ${runs} runs of the static floor alone (${floor.url})`);
      results.floor = (await measureLighthouse({ urls: { floor: floor.url }, runs, ...results.cpu, log })).floor;
    }
    if (wants('offline')) {
      const { measureRepeatVisits } = await import('./offline.mjs');
      const slowdown = results.cpu.cpuSlowdown;
      log(`a repeat visit and the line down (service worker), CPU slowdown ${slowdown}`);
      const repeat = await measureRepeatVisits({
        origin: ORIGIN,
        routes: selected,
        floorUrl: floor.url,
        slowdown,
        log,
      });
      results.repeatSlowdown = slowdown;
      for (const [path, value] of Object.entries(repeat.routes))
        results.routes[path] = { ...results.routes[path], repeatVisit: value };
    }
    if (wants('taps')) {
      const { measureTaps } = await import('./taps.mjs');
      log(`taps while the code starts, CPU slowdown ${results.cpu.cpuSlowdown}`);
      const taps = await measureTaps({ origin: ORIGIN, routes: selected, slowdown: results.cpu.cpuSlowdown, log });
      for (const [path, value] of Object.entries(taps)) results.routes[path] = { ...results.routes[path], taps: value };
    }
    if (wants('photos')) {
      const { measurePhotos } = await import('./photos.mjs');
      log(`story photos: four photo stories on a site of their own, CPU slowdown ${results.cpu.cpuSlowdown}`);
      results.photos = await measurePhotos({ floorUrl: floor.url, runs, cpu: results.cpu, log });
    }
  } finally {
    floor.close();
    stopServer();
  }

  results.checkTimings = JSON.parse(readFileSync(new URL('check-timings.json', import.meta.url), 'utf8'));
  const breaches = checkBudgets(results, budgets);
  results.breaches = breaches;
  writeFileSync(new URL('results.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
  writeFileSync(new URL('results.md', import.meta.url), renderMarkdown(results, budgets));
  log('wrote bench/results.json and bench/results.md');
  if (breaches.length) {
    console.error(`[bench] ${breaches.length} budget breach(es):`);
    for (const breach of breaches) console.error(`  - ${breach}`);
    process.exitCode = 1;
  } else {
    log('every budget is met');
  }
}

main().catch((error) => {
  console.error('[bench] failed:', error);
  process.exitCode = 2;
});
