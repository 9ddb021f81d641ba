// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fragmentOpenTag } from './area/fragment';
import {
  composePage,
  EMPTY_SLOT,
  FRAGMENT_SLOT_ID,
  fragmentSlotHtml,
  LIVE_PRELOAD,
  liveCopyOf,
  livePreloadHtml,
  readSlot,
} from './page-composition.js';

const LIVE = '/apps/careers/live/fragments/jobs.html';
const SLOT = `<div id="area-fragment" data-remote="mfe_careers" data-path="/jobs" data-live="${LIVE}" data-live-build-dir="/apps/careers/{build}/" data-form-endpoint="__FORM_ENDPOINT__"></div>`;
const ENVIRONMENT = { formEndpoint: 'https://forms.example/f/school?a=1&b=2', origin: 'https://school.example' };
const FILLED_SLOT = SLOT.replace('__FORM_ENDPOINT__', 'https://forms.example/f/school?a=1&amp;b=2');
/** The early script, which names the tokens too (it fills a fragment it fetches): a deploy never changes it. */
const EARLY_SCRIPT = '<script>fill("__FORM_ENDPOINT__","__SITE_ORIGIN__")</script>';
const PRELOAD = `<link rel="preload" href="${LIVE}" as="fetch" crossorigin="anonymous" data-live />\n    `;
const PAGE = `<!doctype html><html><head>${PRELOAD}<link rel="icon" href="data:," />${EARLY_SCRIPT}</head><body><div id="root">header</div><main id="main" tabindex="-1">${SLOT}</main><footer>f</footer></body></html>`;
const BUILD = '20261125T1650Z-ab12';
const FRAGMENT = `${fragmentOpenTag({ area: 'careers', build: BUILD, path: '/jobs' })}<h1>Career Opportunities</h1><img src="__REMOTE_BASE__/assets/a.svg" alt=""><form method="post" action="__FORM_ENDPOINT__"><input type="hidden" name="_next" value="__SITE_ORIGIN__/forms/job-application/sent"></form></div>`;

describe('the slot', () => {
  it('is written with its id and attributes, empty', () => {
    expect(fragmentSlotHtml('mfe_careers', '/jobs', { url: LIVE, buildDir: '/apps/careers/{build}/' })).toBe(SLOT);
  });

  it('is matched, empty, by EMPTY_SLOT as fragmentSlotHtml writes it, and not once filled', () => {
    const [, open, close] = EMPTY_SLOT.exec(`<main>${SLOT}</main>`)!;
    expect(`${open}${close}`).toBe(SLOT);
    expect(open).toContain(`id="${FRAGMENT_SLOT_ID}"`);
    expect(EMPTY_SLOT.test(SLOT.replace('></div>', '><h1>Careers</h1></div>'))).toBe(false);
  });

  it('is read, whatever reads its attributes: its remote, route, live copy and form service', () => {
    const attributes = new Map(
      [...FILLED_SLOT.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]),
    );
    const read = readSlot((name) => attributes.get(name) ?? null);
    expect(read).toEqual({
      remote: 'mfe_careers',
      path: '/jobs',
      live: { url: LIVE, buildDir: '/apps/careers/{build}/' },
      formEndpoint: 'https://forms.example/f/school?a=1&amp;b=2',
    });
  });

  it('says no live copy when it names none, and nothing when it names no remote or route', () => {
    const only = (attributes: Record<string, string>) => readSlot((name) => attributes[name] ?? null);
    expect(only({ 'data-remote': 'mfe_careers', 'data-path': '/jobs' })).toEqual({
      remote: 'mfe_careers',
      path: '/jobs',
      live: null,
      formEndpoint: '',
    });
    expect(only({ 'data-path': '/jobs' })).toBeNull();
    expect(only({ 'data-remote': 'mfe_careers' })).toBeNull();
  });
});

describe('the live copy’s preload', () => {
  it('is matched, with the white space after it, by LIVE_PRELOAD as livePreloadHtml writes it', () => {
    expect(`${livePreloadHtml(LIVE)}\n    `).toBe(PRELOAD);
    expect(LIVE_PRELOAD.exec(`<head>${PRELOAD}<link rel="icon" />`)?.[0]).toBe(PRELOAD);
    expect(LIVE_PRELOAD.test('<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />')).toBe(
      false,
    );
  });
});

describe('liveCopyOf', () => {
  it('reads the live copy and build folder an empty slot names', () => {
    expect(liveCopyOf(PAGE)).toEqual({ url: LIVE, buildDir: '/apps/careers/{build}/' });
  });

  it('finds none in a page without a slot (the 404 page) or with its slot filled', () => {
    expect(liveCopyOf('<main id="main"></main>')).toBeNull();
    expect(liveCopyOf(composePage(PAGE, FRAGMENT, ENVIRONMENT))).toBeNull();
  });
});

describe('composePage', () => {
  it('needs the environment’s form service and origin', () => {
    expect(() => composePage(PAGE, FRAGMENT, undefined as never)).toThrow('fillEnvironment needs');
  });

  it('writes the fragment into the slot, its asset URLs in the folder of the build it is stamped with, and drops the live copy’s preload', () => {
    const html = composePage(PAGE, FRAGMENT, ENVIRONMENT);
    const content = FRAGMENT.replace('__REMOTE_BASE__/', `/apps/careers/${BUILD}/`)
      .replace('__FORM_ENDPOINT__', 'https://forms.example/f/school?a=1&amp;b=2')
      .replace('__SITE_ORIGIN__', 'https://school.example');
    expect(html).toBe(
      PAGE.replace(PRELOAD, '').replace(
        `${SLOT}</main>`,
        `${FILLED_SLOT.replace('></div>', `>${content}</div>`)}</main>`,
      ),
    );
    // The environment is filled into the slot and the fragment only: the early script stays as built.
    expect(html).toContain(EARLY_SCRIPT);
    expect(html).not.toContain('__REMOTE_BASE__');
    expect(html).not.toContain('rel="preload"');
    expect(html.match(/Career Opportunities/g)).toHaveLength(1);
    expect(EMPTY_SLOT.test(html)).toBe(false);
  });

  it('leaves the page as the shell built it for what is no stamped fragment (a moved remote’s notice), or a page with no empty slot', () => {
    const notice = '<!-- mfe_careers is served from elsewhere: /remotes.json names its manifest -->\n';
    expect(composePage(PAGE, notice, ENVIRONMENT)).toBe(PAGE.replace(SLOT, FILLED_SLOT));
    expect(composePage(PAGE, null, ENVIRONMENT)).toBe(PAGE.replace(SLOT, FILLED_SLOT));
    expect(composePage('<main id="main"></main>', FRAGMENT, ENVIRONMENT)).toBe('<main id="main"></main>');
    const composed = composePage(PAGE, FRAGMENT, ENVIRONMENT);
    expect(composePage(composed, FRAGMENT, ENVIRONMENT)).toBe(composed);
  });
});
