import { fragmentOpenTag } from '@school/shared/fragment';
import { composePage, liveCopyOf } from '@school/shared/page-composition';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findFragmentSlot } from '../federation/outlet-slot';
import { withFirstPaint } from '../page-build/build-plugin';
import { routeLiveCopy } from '../routing/live-copy';
import { findRoute } from '../routing/routes';
import { showFragment } from './show-fragment';
import source from '../../index.html?raw';

// The page build's module also builds the early script, with Node's file paths: not needed here.
vi.mock('../page-build/early-script-build', () => ({ earlyScriptCode: async () => '' }));

// One slot, four parties (@school/shared/page-composition): the page build writes it, the deploy's
// composition and the early script read it, and the outlet takes it.
const jobs = findRoute('/jobs')!;
const built = withFirstPaint(source, jobs);
const { live } = routeLiveCopy(jobs);
const BUILD = '20261201T080000Z-ab12';
const content =
  '<div data-area-root><h1>Career Opportunities</h1><img src="__REMOTE_BASE__/assets/a.svg" alt=""></div>';
const fragment = `${fragmentOpenTag({ area: 'careers', build: BUILD, path: '/jobs' })}${content}</div>`;
const buildDir = live.buildDir.replace('{build}', BUILD);

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the fragment slot, from the build to the page', () => {
  it("the deploy's composition reads the live copy the build named, and writes the fragment into the slot", () => {
    expect(liveCopyOf(built)).toEqual(live);
    const page = composePage(built, fragment);
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(page)![1]!;
    expect(main).toBe(
      `<div id="area-fragment" data-remote="mfe_careers" data-path="/jobs" data-live="${live.url}" ` +
        `data-live-build-dir="${live.buildDir}">${fragment.replace('__REMOTE_BASE__/', buildDir)}</div>`,
    );
  });

  it('the early script reads the same slot on a page left as built: it fetches the live copy and shows it, and the outlet finds it', async () => {
    window.history.replaceState(null, '', '/jobs');
    const page = composePage(built, null);
    document.body.innerHTML = /<main[\s\S]*<\/main>/.exec(page)![0];
    const fetch = vi.fn(async (url: URL | string) =>
      String(url) === live.url ? new Response(fragment) : new Response('', { status: 404 }),
    );
    vi.stubGlobal('fetch', fetch);

    const slot = await showFragment(document);

    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([live.url]);
    expect(slot?.querySelector('h1')?.textContent).toBe('Career Opportunities');
    expect(slot?.querySelector('img')?.getAttribute('src')).toBe(`${location.origin}${buildDir}assets/a.svg`);
    expect(findFragmentSlot(document, '/jobs')).toBe(slot);
  });
});
