// bench/results.md: what a run measured and against which budgets, a section per part of the
// bench that measured anything, and the breaches.
import { fmt, L, R, table } from './markdown-table.mjs';
import { lighthouseSection } from './results-md-lighthouse.mjs';
import { firstLoadSection, hangingRemoteSection, saveDataSection } from './results-md-network.mjs';
import { repeatVisitSection } from './results-md-offline.mjs';
import { photosSection } from './results-md-photos.mjs';
import { tapsSection } from './results-md-taps.mjs';

/** Timed by hand (check-timings.json, bench/README.md), shown on every run. */
function teamChecksSection(results, budgets) {
  if (!results.checkTimings) return [];
  const { oneRemote, full } = results.checkTimings;
  return [
    `## A team's checks (budget: one remote's own checks in at most ${budgets.teamChecks.oneRemoteSeconds} s)`,
    '',
    'Measured by hand (bench/check-timings.json), not by this run.',
    '',
    ...table(
      [
        ['What ran', L],
        ['Seconds', R],
        ['Commit', L],
        ['Date', L],
      ],
      [oneRemote, full].map((run) => [run.what, fmt(run.seconds), run.commit, run.date]),
    ),
    '',
  ];
}

export function renderMarkdown(results, budgets) {
  const cpu = results.cpu;
  const { skipped } = results;
  const partial = skipped.parts.length > 0 || skipped.paths.length > 0;
  const lines = [
    '# Benchmark results',
    '',
    `Measured ${results.measuredAt} on commit ${results.commit ?? '–'} against the production build served as \`pnpm start\` does.`,
    ...(results.parts.includes('lighthouse')
      ? [`Lighthouse: ${results.lighthouseRuns} runs per route (mobile, simulated slow 4G), medians.`]
      : []),
    ...(results.parts.includes('network')
      ? ['Network: one Playwright load per route (Pixel 5 emulation, no throttling).']
      : []),
    'Budgets: `bench/budgets.json`.',
    '',
  ];
  if (partial) {
    const listed = ({ parts, paths }) =>
      [parts.length && `parts ${parts.join(', ')}`, paths.length && `routes ${paths.join(', ')}`]
        .filter(Boolean)
        .join('; ');
    lines.push(
      `**A partial run.** Measured: ${listed(results)}. Skipped, so not shown here and not checked against their budgets: ${listed(skipped)}.`,
      '',
    );
  }
  if (cpu) {
    lines.push(
      cpu.hostIndex
        ? `**The phone.** Host \`benchmarkIndex\` ${cpu.hostIndex} (median of ${cpu.indices.join(', ')}), so a CPU slowdown of **${cpu.cpuSlowdown}** stands for a phone of index ${cpu.phoneIndex}: Lighthouse's \`cpuSlowdownMultiplier\` and Chromium's CPU throttling for the taps.`
        : `**The phone.** CPU slowdown ${cpu.cpuSlowdown}, set by hand (\`--cpu\`), not calibrated.`,
      '',
    );
  }
  lines.push(
    ...lighthouseSection(results, budgets),
    ...tapsSection(results, budgets),
    ...saveDataSection(results, budgets),
    ...firstLoadSection(results, budgets),
    ...repeatVisitSection(results, budgets),
    ...photosSection(results, budgets),
    ...hangingRemoteSection(results, budgets),
    ...teamChecksSection(results, budgets),
    '## Budget breaches',
    '',
  );
  if (results.breaches.length) for (const breach of results.breaches) lines.push(`- ${breach}`);
  else if (partial) lines.push('None in what this run measured; what it skipped was not checked.');
  else lines.push('None.');
  lines.push('');
  return lines.join('\n');
}
