// @vitest-environment node
import { TOKENS } from '@school/shared/build-contract';
import { SAVES_DATA_SCRIPT } from '@school/shared/saves-data';
import { describe, expect, it } from 'vitest';
import { ownPageHtml } from '../../../scripts/release/compose.mjs';
import { builtTemplate, SITE } from './built-index-html.fixture';
import { pageHtml } from './page-html';
import { ownPageTemplateParts } from './plain-page';

/** The template as the build writes it (pages-plugin.ts): the head of the page tokens. */
const template = () => pageHtml(builtTemplate(), SITE, ownPageTemplateParts);

const PAGE = {
  path: '/jobs/apply/general',
  title: 'Apply for: General Application',
  description: 'We "always" welcome teachers & staff.',
  remote: 'mfe-careers',
};
const FRAGMENT =
  '<div data-area-fragment="careers" data-build="C1" data-path="/jobs/apply/general"><div data-area-root=""><h1>Apply</h1><img src="__REMOTE_BASE__/a.svg" alt=""></div></div>';

describe('the template of the remotes’ pages of their own', () => {
  it('has no code (data saver’s mark aside) and the header with no link current, and names the page by the page tokens', () => {
    const html = template();
    expect(html).not.toContain('<script data-entry');
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="application/ld+json" id="school-json-ld">',
      '<script>',
    ]);
    expect(html).toContain(`<script>${SAVES_DATA_SCRIPT}</script>`);
    expect(html).not.toContain('aria-current="page"');
    expect(html).toContain(`<title>${TOKENS.pageTitle} | Al-Ihsan School</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${TOKENS.pagePath}">`);
    expect(html).toContain(
      '<main id="main" tabindex="-1"><div id="area-fragment" data-remote="" data-path=""></div></main>',
    );
  });

  it('becomes the page at a deploy: its head, its slot naming its remote and path, its fragment with its build’s URLs', () => {
    const html = ownPageHtml(template(), PAGE, FRAGMENT, '/apps/careers/C1/');
    expect(html).not.toMatch(/__PAGE_\w+__/);
    expect(html).toContain('<title>Apply for: General Application | Al-Ihsan School</title>');
    expect(html).toContain('<meta name="description" content="We &quot;always&quot; welcome teachers &amp; staff.">');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/jobs/apply/general">`);
    expect(html).toContain(`<meta property="og:url" content="${SITE}/jobs/apply/general">`);
    expect(html).toContain('<meta name="robots" content="index, follow">');
    expect(html).toContain(
      '<div id="area-fragment" data-remote="mfe-careers" data-path="/jobs/apply/general"><div data-area-fragment="careers" data-build="C1"',
    );
    expect(html).toContain('<img src="/apps/careers/C1/a.svg" alt="">');
  });
});
