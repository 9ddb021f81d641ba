#!/usr/bin/env node
// The WebKit smoke suite of issue #51, against the site on http://localhost:4173 (`npm start`'s,
// or served for the run: site-server.mjs):
//
//   node e2e/webkit/run.mjs [configuration…] [--test-name-pattern=…]
//
// Runs under a virtual display (re-running itself under `xvfb-run -a` when there is no DISPLAY).
// For each configuration (configurations.mjs; all four unless named), starts WebKitWebDriver,
// runs site.test.mjs with node's test runner in one MiniBrowser session, and stops the driver.
// (Two configurations at a time took no less on this 2-core machine: they run one after another.)
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { selectConfigurations } from './configurations.mjs';
import { serveSite } from './site-server.mjs';
import { startWebDriver } from './webdriver-server.mjs';

const args = process.argv.slice(2);
const here = (file) => fileURLToPath(new URL(file, import.meta.url));

const children = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    interrupted = true;
    for (const child of children) child.kill(signal);
  });
}

/** Runs a command with this process's output; resolves to its exit code. */
function run(command, commandArgs, env = process.env) {
  const child = spawn(command, commandArgs, { stdio: 'inherit', env });
  children.add(child);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

if (!process.env.DISPLAY) {
  // A screen larger than the phone-sized window (configurations.mjs).
  const screen = ['-s', '-screen 0 1280x1024x24'];
  process.exit(await run('xvfb-run', ['-a', ...screen, process.execPath, here('run.mjs'), ...args]));
}

// Options (--test-name-pattern=…) go to node's test runner; other words name configurations.
const testOptions = args.filter((arg) => arg.startsWith('--'));
const configurations = selectConfigurations(args.filter((arg) => !arg.startsWith('--')));

/** One configuration: its own driver, its own test process. */
async function runConfiguration(configuration) {
  const started = Date.now();
  const driverLog = join(tmpdir(), `webkit-webdriver-${configuration.name}.log`);
  // WebKit's date field orders its parts by the locale: fill-form.mjs types month/day/year.
  const driver = await startWebDriver({ log: driverLog, env: { ...process.env, LANG: 'C.UTF-8', LC_ALL: 'C.UTF-8' } });
  let code;
  try {
    code = await run(process.execPath, ['--test', '--test-reporter=spec', ...testOptions, here('site.test.mjs')], {
      ...process.env,
      WEBKIT_WEBDRIVER_URL: driver.url,
      WEBKIT_CONFIGURATIONS: configuration.name,
    });
  } finally {
    await driver.stop();
  }
  return { name: configuration.name, code, seconds: (Date.now() - started) / 1000, driverLog };
}

const started = Date.now();
const results = [];
const site = await serveSite();
try {
  for (const configuration of configurations) {
    if (!interrupted) results.push(await runConfiguration(configuration));
  }
} finally {
  await site.stop();
}

console.log('\nWebKit smoke suite (issue #51):');
for (const { name, code, seconds, driverLog } of results) {
  console.log(
    `  ${code === 0 ? 'pass' : 'FAIL'}  ${name}  ${seconds.toFixed(1)} s${code === 0 ? '' : `  (driver log ${driverLog})`}`,
  );
}
console.log(`  all: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(!interrupted && results.every((result) => result.code === 0) ? 0 : 1);
