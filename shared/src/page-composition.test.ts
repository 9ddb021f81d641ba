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
const SLOT = `<div id="area-fragment" data-remote="mfe_careers" data-path="/jobs" data-live="${LIVE}" data-live-build-dir="/apps/careers/{build}/"></div>`;
/** The early script, which names the token too (it fills a fragment it fetches): a deploy never changes it. */
const EARLY_SCRIPT = '<script>fill("__REMOTE_BASE__/")</script>';
const PRELOAD = `<link rel="preload" href="${LIVE}" as="fetch" crossorigin="anonymous" data-live />\n    `;
const PAGE = `<!doctype html><html><head>${PRELOAD}<link rel="icon" href="data:," />${EARLY_SCRIPT}</head><body><div id="root">header</div><main id="main" tabindex="-1">${SLOT}</main><footer>f</footer></body></html>`;
const BUILD = '20261125T1650Z-ab12';
const FRAGMENT = `${fragmentOpenTag({ area: 'careers', build: BUILD, path: '/jobs' })}<h1>Career Opportunities</h1><img src="__REMOTE_BASE__/assets/a.svg" alt=""><form method="post" action="/f/school"></form></div>`;

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

  it('is read, whatever reads its attributes: its remote, route and live copy', () => {
    const attributes = new Map([...SLOT.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]));
    const read = readSlot((name) => attributes.get(name) ?? null);
    expect(read).toEqual({
      remote: 'mfe_careers',
      path: '/jobs',
      live: { url: LIVE, buildDir: '/apps/careers/{build}/' },
    });
  });

  it('says no live copy when it names none, and nothing when it names no remote or route', () => {
    const only = (attributes: Record<string, string>) => readSlot((name) => attributes[name] ?? null);
    expect(only({ 'data-remote': 'mfe_careers', 'data-path': '/jobs' })).toEqual({
      remote: 'mfe_careers',
      path: '/jobs',
      live: null,
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
    expect(liveCopyOf(composePage(PAGE, FRAGMENT))).toBeNull();
  });
});

describe('composePage', () => {
  it('writes the fragment into the slot, its asset URLs in the folder of the build it is stamped with, and drops the live copy’s preload', () => {
    const html = composePage(PAGE, FRAGMENT);
    const content = FRAGMENT.replace('__REMOTE_BASE__/', `/apps/careers/${BUILD}/`);
    expect(html).toBe(
      PAGE.replace(PRELOAD, '').replace(`${SLOT}</main>`, `${SLOT.replace('></div>', `>${content}</div>`)}</main>`),
    );
    // The fragment's URLs only: the early script stays as built.
    expect(html).toContain(EARLY_SCRIPT);
    expect(html.match(/__REMOTE_BASE__/g)).toHaveLength(1);
    expect(html).not.toContain('rel="preload"');
    expect(html.match(/Career Opportunities/g)).toHaveLength(1);
    expect(EMPTY_SLOT.test(html)).toBe(false);
  });

  it('leaves the page as the shell built it for what is no stamped fragment (a moved remote’s notice), or a page with no empty slot', () => {
    const notice = '<!-- mfe_careers is served from elsewhere: /remotes.json names its manifest -->\n';
    expect(composePage(PAGE, notice)).toBe(PAGE);
    expect(composePage(PAGE, null)).toBe(PAGE);
    expect(composePage('<main id="main"></main>', FRAGMENT)).toBe('<main id="main"></main>');
    const composed = composePage(PAGE, FRAGMENT);
    expect(composePage(composed, FRAGMENT)).toBe(composed);
  });
});
