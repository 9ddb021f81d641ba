// results.md: a section per part measured, a partial run says what it skipped, and the offline row
// sets the kept copy's LCP over both floors.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { run, section, timings, verdict } from './measured-run.fixture.mjs';

describe('taps', () => {
  it('fails a control none of whose taps was reported, instead of counting it as fast', () => {
    const results = run({ parts: ['taps'], paths: ['/jobs'] });
    results.routes['/jobs'].taps = {
      worstMs: null,
      targets: {
        'Menu button': { worstMs: 96, taps: 18, worstHeldBy: 'no frame over 50 ms' },
        'Apply Now': { worstMs: null, taps: 17, worstHeldBy: null },
      },
    };
    const { breaches, markdown } = verdict(results);
    assert.deepEqual(breaches, ['/jobs: none of 17 taps on Apply Now was reported']);
    assert.match(markdown, /\n\| \/jobs \| – \| Menu button 96 \(18\); Apply Now none reported \(17\) \| – \| – \|\n/);
    assert.equal(
      section(markdown, 'Budget breaches'),
      '## Budget breaches\n\n- /jobs: none of 17 taps on Apply Now was reported\n',
    );
  });
});

describe('a partial run', () => {
  const { breaches, markdown } = verdict(run({ parts: ['taps'], paths: ['/jobs'] }));

  it('writes only its own section', () => {
    assert.deepEqual(breaches, []);
    assert.deepEqual(
      [...markdown.matchAll(/^## (.+?)(?: \(|$)/gm)].map(([, heading]) => heading),
      ['A tap while the code starts', 'Budget breaches'],
    );
    assert.doesNotMatch(markdown, /Lighthouse:|Network:/);
  });

  it('says what it measured and what it skipped', () => {
    assert.match(
      markdown,
      /\n\*\*A partial run\.\*\* Measured: parts taps; routes \/jobs\. Skipped, so not shown here and not checked against their budgets: parts network, lighthouse, offline, photos; routes \/\.\n/,
    );
  });

  it('never writes "None." for the budgets it did not check', () => {
    assert.equal(
      section(markdown, 'Budget breaches'),
      '## Budget breaches\n\nNone in what this run measured; what it skipped was not checked.\n',
    );
  });

  it('on every route but with some parts, lists only the parts it skipped', () => {
    const { markdown: lighthouseOnly } = verdict(run({ parts: ['lighthouse'] }));
    assert.match(
      lighthouseOnly,
      /Measured: parts lighthouse; routes \/, \/jobs\. Skipped, so not shown here and not checked against their budgets: parts network, taps, offline, photos\.\n/,
    );
  });
});

describe('the line down', () => {
  it("sets the kept copy's LCP over the Lighthouse floor (budgeted) and over the floor reloaded here", () => {
    const { breaches, markdown } = verdict(run({ parts: ['offline'] }));
    assert.deepEqual(breaches, []);
    const rows = section(markdown, 'A repeat visit').split('\n');
    assert.ok(
      rows.includes(
        '| Route | Repeat visit KB | Offline LCP ms | Over the Lighthouse floor (budgeted) | Floor reloaded here ms | Over the floor reloaded here | Saved-when notice |',
      ),
    );
    assert.ok(rows.includes('| / | 4.0 | 560 | 0.80 (not budgeted) | 250 | 2.24 | yes |'));
    assert.ok(rows.includes('| /jobs | 4.0 | 560 | 0.80 | 250 | 2.24 | yes |'));
    assert.match(markdown, /Budgeted: the static floor's Lighthouse LCP \(700 ms, slow 4G simulated\)/);
  });
});

describe('story photos', () => {
  it("shows each photo's files, the LCP over the floor and the Save-Data cost, within budget", () => {
    const { breaches, markdown } = verdict(run({ parts: ['photos'], paths: [] }));
    assert.deepEqual(breaches, []);
    const shown = section(markdown, 'Story photos');
    assert.ok(shown.includes('| Photo 1 | 720 | avif | 21.4 | 21.4 | 26.1 | 48.9 |'));
    assert.match(shown, /LCP 770 ms over the floor's 700 ms, \*\*1\.10×\*\*/);
    assert.match(shown, /Without the photos \(the school's content as it is, not budgeted here\): LCP 735 ms, 1\.05×/);
    assert.match(shown, /The LCP element on the phone, unthrottled: <img> Photo 1\./);
    assert.match(
      shown,
      /With Save-Data, read to the end, no control touched: 12\.5 KB, 0 JavaScript files, 0 photos fetched/,
    );
  });
});

describe("a team's checks", () => {
  it('shows the recorded one-remote and full runs beside each other, and meets the budget', () => {
    const results = { ...run(), checkTimings: timings };
    const { breaches, markdown } = verdict(results);
    assert.deepEqual(breaches, []);
    const shown = section(markdown, "A team's checks (budget: one remote's own checks in at most 180 s)");
    assert.match(shown, new RegExp(`\\| ${timings.oneRemote.seconds} \\| ${timings.oneRemote.commit} \\|`));
    assert.match(shown, new RegExp(`\\| ${timings.full.seconds} \\| ${timings.full.commit} \\|`));
  });
});
