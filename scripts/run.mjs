// The README's two commands, runnable on a machine with only Node 20 and npm:
//   npm start  -> install, build every app, serve the composed site on http://localhost:4173
//   npm test   -> install, then every check: typecheck, lint, unit tests, build, e2e in three engines
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ROOT } from './apps.mjs';
import { CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from './chromium.mjs';
import { FIREFOX_PATH } from './firefox.mjs';

const { packageManager } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pnpmVersion = packageManager.replace(/^pnpm@/, '');

function hasPnpm() {
  try {
    return (
      execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ===
      pnpmVersion
    );
  } catch {
    return false;
  }
}

const pnpm = hasPnpm() ? ['pnpm'] : ['npx', '-y', `pnpm@${pnpmVersion}`];

/** Each step's time, said when the run ends: where CI's minutes go. */
const timings = [];
process.on('exit', () => {
  if (timings.length > 1)
    console.log(`\n${timings.map(([step, s]) => `${s.toFixed(0).padStart(5)} s  ${step}`).join('\n')}`);
});

function run(args, extraEnv = {}) {
  const step = [...pnpm, ...args].join(' ');
  console.log(`\n> ${step}`);
  const started = performance.now();
  const result = spawnSync(pnpm[0], [...pnpm.slice(1), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  timings.push([step, (performance.now() - started) / 1000]);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** What the e2e suites drive, each with Debian's package that brings it (docs/engines.md). */
const ENGINES = [
  { path: CHROMIUM_PATH, what: 'Chromium', pkg: 'chromium' },
  { path: CHROMIUM_HEADLESS_SHELL_PATH, what: 'Chromium’s headless shell', pkg: 'chromium-headless-shell' },
  { path: FIREFOX_PATH, what: 'Firefox ESR', pkg: 'firefox-esr' },
  { path: '/usr/bin/WebKitWebDriver', what: 'WebKit’s driver', pkg: 'webkit2gtk-driver' },
  { path: '/usr/bin/xvfb-run', what: 'a virtual display for WebKit', pkg: 'xvfb' },
  { path: '/usr/bin/xauth', what: 'xvfb-run’s xauth', pkg: 'xauth' },
];

function ensureEngines() {
  const missing = ENGINES.filter(({ path }) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg).join(' ');
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`\n> apt-get install -y ${packages} (the e2e suites drive them)`);
    execFileSync(
      'sh',
      ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`],
      { stdio: 'inherit' },
    );
    return;
  }
  for (const { path, what, pkg } of missing) console.error(`${what} not found at ${path}: apt-get install ${pkg}`);
  process.exit(1);
}

const task = process.argv[2];
run(['install', '--frozen-lockfile']);
if (task === 'start') {
  run(['build']);
  run(['serve']);
} else if (task === 'test') {
  ensureEngines();
  run(['typecheck']);
  run(['lint']);
  run(['exec', 'node', 'scripts/commit-log.mjs']);
  run(['content:check']);
  run(['test:unit']);
  run(['test:scripts']);
  run(['build']);
  run(['test:e2e'], { CI: process.env.CI ?? '' });
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
