// @vitest-environment node
import { ownPageHtml, OWN_PAGE_TOKENS } from '@school/shared/own-pages';
import { describe, expect, it } from 'vitest';
import { routeHtml } from './build-plugin';
import { builtIndexHtml, SITE } from './built-index-html.fixture';
import { ownPageTemplateHtml } from './plain-page';

/** The template as the build writes it: index.html with the tokens' head, then ownPageTemplateHtml. */
const template = () => {
  const { path, title, description } = OWN_PAGE_TOKENS;
  return ownPageTemplateHtml(routeHtml(builtIndexHtml(), SITE, { path, title, description }));
};

const PAGE = {
  path: '/jobs/apply/general',
  title: 'Apply for: General Application',
  description: 'We "always" welcome teachers & staff.',
  remote: 'mfe_careers',
  live: '/apps/careers/live/pages/jobs/apply/general.html',
  buildDir: '/apps/careers/{build}/',
};
const FRAGMENT =
  '<div data-area-fragment="careers" data-build="C1" data-path="/jobs/apply/general"><div data-area-root><h1>Apply</h1><img src="__REMOTE_BASE__/a.svg" alt=""></div></div>';

describe('the template of the remotes’ pages of their own', () => {
  it('has no code and the header with no link current, and names the page by tokens', () => {
    const html = template();
    expect(html).not.toContain('<script data-entry');
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script type="application/ld+json" id="school-json-ld">']);
    expect(html).not.toContain('aria-current="page"');
    expect(html).toContain(`<title>${OWN_PAGE_TOKENS.title} | Al-Ihsan School</title>`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}${OWN_PAGE_TOKENS.path}" />`);
    expect(html).toContain(`<div id="area-fragment" data-remote="${OWN_PAGE_TOKENS.remote}"`);
  });

  it('becomes the page: its head, and its fragment in the slot with its build’s URLs', () => {
    const html = ownPageHtml(template(), PAGE, FRAGMENT);
    expect(html).not.toMatch(/__OWN_PAGE_\w+__/);
    expect(html).toContain('<title>Apply for: General Application | Al-Ihsan School</title>');
    expect(html).toContain('<meta name="description" content="We &quot;always&quot; welcome teachers &amp; staff." />');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/jobs/apply/general" />`);
    expect(html).toContain('<meta name="robots" content="index, follow" />');
    expect(html).toContain(
      '<div id="area-fragment" data-remote="mfe_careers" data-path="/jobs/apply/general" data-live="/apps/careers/live/pages/jobs/apply/general.html" data-live-build-dir="/apps/careers/{build}/"><div data-area-fragment="careers" data-build="C1"',
    );
    expect(html).toContain('<img src="/apps/careers/C1/a.svg" alt="">');
  });

  it('refuses a path that is not words under a route', () => {
    for (const path of ['/jobs', '/jobs/apply/<x>', '/jobs/apply/x/', '//x']) {
      expect(() => ownPageHtml(template(), { ...PAGE, path }, FRAGMENT)).toThrow(
        `${path} cannot be a page of its own's path`,
      );
    }
  });
});
