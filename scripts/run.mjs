// The README's two commands, runnable on a machine with only Node 20 and npm:
//   npm start  -> install, build every app, serve the composed site on http://localhost:4173
//   npm test   -> install, then every check: typecheck, lint, unit tests, build, e2e
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { ROOT } from './apps.mjs';
import { CHROMIUM_PATH } from './chromium.mjs';

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

function run(args, extraEnv = {}) {
  console.log(`\n> ${[...pnpm, ...args].join(' ')}`);
  const result = spawnSync(pnpm[0], [...pnpm.slice(1), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\n> apt-get install -y chromium (the e2e suite drives Debian’s Chromium)');
    execFileSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
      stdio: 'inherit',
    });
    return;
  }
  console.error(`Chromium not found at ${CHROMIUM_PATH}: install it (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const task = process.argv[2];
run(['install', '--frozen-lockfile']);
if (task === 'start') {
  run(['build']);
  run(['serve']);
} else if (task === 'test') {
  ensureChromium();
  run(['typecheck']);
  run(['lint']);
  run(['exec', 'node', 'scripts/commit-log.mjs']);
  run(['test:unit']);
  run(['test:scripts']);
  run(['build']);
  run(['test:e2e'], { CI: process.env.CI ?? '' });
} else {
  console.error('usage: node scripts/run.mjs start|test');
  process.exit(2);
}
