// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fragmentSlotHtml } from '../fragment/slot';
import { liveCopyOf, withKeptFragment } from './kept-page';

const ORIGIN = 'https://school.example';
const SLOT = fragmentSlotHtml('mfe_careers', '/jobs', {
  url: '/apps/careers/live/fragments/jobs.html',
  buildDir: '/apps/careers/{build}/',
});
const PAGE = `<!doctype html><html><body><div id="root">header</div><main id="main" tabindex="-1">${SLOT}</main><footer>f</footer></body></html>`;
const FRAGMENT =
  '<div data-area-fragment="careers" data-build="20261125T1650Z-ab12" data-path="/jobs"><h1>Career Opportunities</h1><img src="__REMOTE_BASE__/assets/a.svg" alt=""></div>';

describe('liveCopyOf', () => {
  it('reads the live copy and build folder an unfilled slot names', () => {
    expect(liveCopyOf(PAGE)).toEqual({
      url: '/apps/careers/live/fragments/jobs.html',
      buildDir: '/apps/careers/{build}/',
    });
  });

  it('finds none in a page without a slot (the 404 page) or with a slot already filled', () => {
    expect(liveCopyOf('<main id="main"></main>')).toBeNull();
    expect(liveCopyOf(withKeptFragment(PAGE, FRAGMENT, ORIGIN))).toBeNull();
  });
});

describe('withKeptFragment', () => {
  it('puts the fragment in the slot, its asset URLs in the folder of the build it is stamped with', () => {
    const html = withKeptFragment(PAGE, FRAGMENT, ORIGIN);
    const content = FRAGMENT.replace('__REMOTE_BASE__/', `${ORIGIN}/apps/careers/20261125T1650Z-ab12/`);
    expect(html).toBe(PAGE.replace('></div></main>', `>${content}</div></main>`));
    expect(html).not.toContain('__REMOTE_BASE__');
    expect(html.match(/Career Opportunities/g)).toHaveLength(1);
  });

  it('leaves the page as it is for what is no stamped fragment (a moved remote’s notice)', () => {
    const notice = '<!-- mfe_careers is served from elsewhere: /remotes.json names its manifest -->\n';
    expect(withKeptFragment(PAGE, notice, ORIGIN)).toBe(PAGE);
    expect(withKeptFragment('<main id="main"></main>', FRAGMENT, ORIGIN)).toBe('<main id="main"></main>');
  });
});
