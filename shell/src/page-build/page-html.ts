/**
 * The shell's pages, written at build through an HTML parser (cheerio) from Vite's built
 * index.html: the head (routing/page-head.ts, the favicon), the School JSON-LD, the first paint
 * (first-paint-html.tsx) and in <main> the empty fragment slot a deploy writes a remote's content
 * into (@school/shared/page-composition) or content of the shell's own (plain-page.tsx).
 */
import { load } from 'cheerio';
import type { ReactElement } from 'react';
import { jsonLdText } from '@school/shared/content';
import { SAVES_DATA_SCRIPT } from '@school/shared/saves-data';
import { headTags, pageHead, type PageHeadSource } from '../routing/page-head';
import { firstPaintHtml } from './first-paint-html';
import { schoolJsonLd } from './school-json-ld';
import logo from '../../public/logo.svg?raw';

/**
 * Content first, then code: the built page's module script and its preloads (modules, and the
 * code's first fetches: /config.json, /remotes.json) are taken out; the early script, inline at the
 * end of <head> (no request of its own, and before the content it hides for a kept sign-in), gets
 * their URLs to start the code after the content's paint (early-script/start-app.ts). Its text is
 * the same on every page, allowed by its CSP hash; before it, data saver's mark
 * (@school/shared/saves-data), which stays on the pages with no code. Also returns the shell's
 * start set, the files a page loads to start its code, for the service worker's precache
 * (service-worker-plugin.ts): the entry, then its module preloads, without their leading slash.
 */
export function pageTemplate(built: string, code: string): { html: string; startSet: string[] } {
  if (code.includes('</script')) throw new Error('the early script cannot be inlined: it contains "</script"');
  const $ = load(built);
  const src = $('script[type="module"][src]').remove().attr('src');
  if (!src) throw new Error('the built index.html has no module script');
  const takeHrefs = (selector: string) =>
    $(selector)
      .remove()
      .map((_, link) => $(link).attr('href'))
      .get();
  const preload = takeHrefs('link[rel="modulepreload"]');
  const fetched = takeHrefs('link[rel="preload"][as="fetch"]');
  const script = $('<script></script>')
    .attr({ 'data-entry': src, 'data-preload': preload.join(' '), 'data-fetch': fetched.join(' ') })
    .text(code);
  $('head').append($('<script></script>').text(SAVES_DATA_SCRIPT), script);
  return { html: $.html(), startSet: [src, ...preload].map((url) => url.replace(/^\//, '')) };
}

export interface PageParts {
  head: PageHeadSource;
  /** The path whose navigation link the header marks current ('' for none). */
  current: string;
  /** What <main> holds: a page's empty fragment slot (HTML), or content of the shell's own, rendered with the first paint. */
  main: string | ReactElement;
  /** False for a page with no code at all: no early script. */
  code?: boolean;
}

/**
 * The favicon drawn from public/logo.svg, written into every page as a data: URL (the CSP allows
 * data: images): on a slow line it is not one more request, nor one more connection, while the
 * page loads. /logo.svg stays for the JSON-LD and link previews.
 */
const ICON_URL = `data:image/svg+xml,${encodeURIComponent(logo.replace(/\s*\n\s*/g, ' ').trim())}`;
/** A page of the shell, written from `template` (pageTemplate's html) for `siteUrl`, the production origin. */
export function pageHtml(template: string, siteUrl: string, page: PageParts): string {
  const $ = load(template);
  const title = $('head > title');
  const icon = $('link[rel="icon"]');
  const root = $('#root');
  const main = $('main#main');
  const footer = $('#site-footer');
  if (!title.length || !icon.length || !root.length || !main.length || !footer.length) {
    throw new Error('index.html must keep its <title>, <link rel="icon">, #root, <main id="main"> and #site-footer');
  }
  icon.attr('href', ICON_URL);
  const head = pageHead(siteUrl, page.head);
  // The title, meta tags, canonical link and alternates (the same list as applyPageHead), then the JSON-LD.
  $('head > meta[name="description"]').remove();
  const tags = headTags(head).map(([attribute, key, content]) => $('<meta>').attr({ [attribute]: key, content }));
  if (head.canonical) tags.push($('<link>').attr({ rel: 'canonical', href: head.canonical }));
  tags.push(...head.alternates.map((alternate) => $('<link>').attr({ rel: 'alternate', ...alternate })));
  const jsonLd = $('<script type="application/ld+json" id="school-json-ld"></script>').text(
    jsonLdText(schoolJsonLd(siteUrl)),
  );
  title.text(head.title).after([...tags, jsonLd].map((tag) => $.html(tag)).join('\n    '));
  // The styles at the end of <head>, then the early script (if the page has code) after them.
  const paint = firstPaintHtml(page.current, typeof page.main === 'string' ? undefined : page.main);
  const early = $('script[data-entry]').remove();
  $('head').append(paint.head);
  if (page.code !== false) $('head').append(early);
  root.html(paint.root);
  main.html(typeof page.main === 'string' ? page.main : paint.main);
  footer.html(paint.footer);
  return $.html();
}
