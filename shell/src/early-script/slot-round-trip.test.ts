import { fragmentOpenTag } from '@school/shared/fragment';
import { describe, expect, it, vi, afterEach } from 'vitest';
import { composePage, slotOf } from '../../../scripts/release/compose.mjs';
import { findFragmentSlot } from '../federation/area-outlet';
import { findRoute } from '../routing/routes';
import { remoteOfArea } from '@school/shared/site-layout';
import { builtTemplate, SITE } from '../page-build/built-index-html.fixture';
import { pageHtml } from '../page-build/page-html';
import { fragmentSlotHtml, HELD_EVENT } from '@school/shared/page-composition';
import { pageContent } from './page-content';

// The page build's module also builds the early script, with Node's file paths: not needed here.
vi.mock('../page-build/early-script-build', () => ({ earlyScriptCode: async () => '' }));

// One slot, four parties (@school/shared/page-composition): the page build writes it, the deploy
// composes the page through it, the early script holds its taps and the outlet takes it.
const jobs = findRoute('/jobs')!;
const built = pageHtml(builtTemplate(), SITE, {
  head: jobs,
  current: jobs.path,
  main: fragmentSlotHtml(remoteOfArea(jobs.area), jobs.path),
});
const BUILD = '20261201T080000Z-ab12';
const BASE = `/apps/careers/${BUILD}/`;
const fragment =
  `${fragmentOpenTag({ area: 'careers', build: BUILD, path: '/jobs' })}<div data-area-root="">` +
  '<h1>Career Opportunities</h1><img src="__REMOTE_BASE__/assets/a.svg" alt=""><button type="button">Apply Now</button></div></div>';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the fragment slot, from the build to the page', () => {
  it('the build writes an empty slot asking for the route’s remote and path, which the deploy reads', () => {
    expect(slotOf(built)).toEqual({ remote: 'mfe-careers', path: '/jobs' });
  });

  it('the deploy writes the fragment into it, its URLs in its build’s folder, and the early script and the outlet find it', () => {
    const page = composePage(built, fragment, BASE);
    const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(page)![1]!;
    expect(main).toBe(
      `<div id="area-fragment" data-remote="mfe-careers" data-path="/jobs">${fragment.replace('__REMOTE_BASE__/', BASE)}</div>`,
    );
    window.history.replaceState(null, '', '/jobs');
    document.body.innerHTML = /<main[\s\S]*<\/main>/.exec(page)![0];
    const slot = pageContent(document);
    expect(slot?.querySelector('h1')?.textContent).toBe('Career Opportunities');
    expect(slot?.querySelector('img')?.getAttribute('src')).toBe(`${BASE}assets/a.svg`);
    const held = vi.fn();
    slot!.addEventListener(HELD_EVENT, held);
    slot!.querySelector('button')!.click();
    expect(held).toHaveBeenCalledOnce();
    expect(findFragmentSlot(document, '/jobs')).toBe(slot);
  });
});
