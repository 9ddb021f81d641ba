// The lock drill: five teams deploy their remotes at once, ten rounds, on one local store whose
// releases land late (its releaseLatencyMs test option: the API's round trip between a deploy's
// check of the live version and its release). Each deploy opens the store and its lock as a
// process of its own would. Every deploy that reports success must be live at the end of its
// round, and in its app's history at the end of the drill.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { deployRemote } from './remote-change.mjs';
import { deployShell } from './deploy-shell.mjs';
import { createLocalHosting, localLockOf } from './local-hosting.mjs';

const REMOTES = ['mfe-home-about', 'mfe-admissions', 'mfe-news', 'mfe-careers', 'mfe-contact-newsletter'];
const ROUNDS = 10;
const RELEASE_LATENCY_MS = 40;
const START = Date.parse('2026-11-01T08:00:00Z');
const quiet = () => {};

const text = (value) => Buffer.from(value);
const remoteBuild = (id) =>
  new Map([
    ['mf-manifest.json', text(`{"metaData":{"buildId":"${id}"}}`)],
    ['remoteEntry.js', text(`export const build = '${id}';`)],
  ]);

async function newSite() {
  const dir = mkdtempSync(join(tmpdir(), 'school-drill-'));
  const hosting = createLocalHosting({ dir });
  await deployShell({
    hosting,
    files: new Map([['/index.html', text('<h1>s1</h1>')]]),
    buildId: 's1',
    config: {},
    remoteApps: REMOTES.map((dir) => dir.replace(/^mfe-/, '')),
    now: START,
    log: quiet,
  });
  return dir;
}

/** One team's deploy, from a process of its own: its own view of the store, its own lock. */
function deploy(dir, remote, buildId, { locked }) {
  const hosting = createLocalHosting({ dir, releaseLatencyMs: RELEASE_LATENCY_MS });
  const lock = locked ? localLockOf(dir, { pollMs: 5, log: quiet }) : undefined;
  return deployRemote({
    hosting,
    dir: remote,
    files: remoteBuild(buildId),
    buildId,
    now: START,
    log: quiet,
    lock,
  }).then(() => buildId);
}

/** Runs the rounds; returns the builds that reported success and were not live when their round ended. */
async function drill(dir, { locked }) {
  const lost = [];
  const reader = createLocalHosting({ dir });
  for (let round = 1; round <= ROUNDS; round++) {
    const succeeded = await Promise.all(
      REMOTES.map((remote) => deploy(dir, remote, `${remote.replace(/^mfe-/, '')}-r${round}`, { locked })),
    );
    const remotes = JSON.parse((await reader.readLiveFile('/remotes.json')).toString());
    const files = await reader.listFiles(await reader.liveVersion());
    REMOTES.forEach((remote, i) => {
      const manifest = `/apps/${remote.replace(/^mfe-/, '')}/${succeeded[i]}/mf-manifest.json`;
      if (remotes[remote.replaceAll('-', '_')] !== manifest || !(manifest in files)) lost.push(succeeded[i]);
    });
  }
  return lost;
}

test('lock drill: five remotes deployed at once, ten rounds, releases landing late: no deploy that reported success is lost', async () => {
  const dir = await newSite();
  assert.deepEqual(await drill(dir, { locked: true }), []);
  // Every build of every round is in its app's history, in order, and its files are on the site.
  const reader = createLocalHosting({ dir });
  const files = await reader.listFiles(await reader.liveVersion());
  for (const remote of REMOTES) {
    const app = remote.replace(/^mfe-/, '');
    const { builds } = JSON.parse((await reader.readLiveFile(`/apps/${app}/builds.json`)).toString());
    const expected = Array.from({ length: ROUNDS }, (_, i) => `${app}-r${i + 1}`);
    assert.deepEqual(
      builds.map((build) => build.id),
      expected,
    );
    for (const id of expected) assert.ok(`/apps/${app}/${id}/remoteEntry.js` in files, `${id} is on the site`);
  }
});

test('the same drill without the lock loses deploys that reported success (what the lock is for)', async () => {
  const dir = await newSite();
  const lost = await drill(dir, { locked: false });
  assert.ok(lost.length > 0, 'the race guard alone let no deploy through unseen this time');
});
