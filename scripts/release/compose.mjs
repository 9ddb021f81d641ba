// The one place a page of the site is composed, through an HTML parser (cheerio): the shell's
// build writes each page with an empty fragment slot naming a remote and a path
// (shared/src/page-composition.js); a deploy writes that remote's live copy for the path into it,
// with the build's tokens filled in once (shared/src/build-contract.js). Nothing else of a page is
// touched (the early script's text is allowed by its hash). The browser never composes.
import { load } from 'cheerio';
import { TOKENS } from '@school/shared/build-contract';
import { OWN_PAGE_PATH } from '@school/shared/own-pages';
import { escapeHtml, FRAGMENT_SLOT_ID, readSlot, SLOT_ATTRS } from '@school/shared/page-composition';

const slotIn = ($) => $(`#${FRAGMENT_SLOT_ID}`).first();

/**
 * What a page's empty slot asks for ({ remote, path }), or null: a page with no slot (the 404, a
 * page with no code) or with its slot filled (a page composed already).
 * @param {string} page
 */
export function slotOf(page) {
  const slot = slotIn(load(page));
  if (!slot.length || slot.contents().length) return null;
  return readSlot((name) => slot.attr(name));
}

/** A fragment's nodes at its top level, blank text aside, with the parser's `$` that reads them. */
export function fragmentNodes(fragment) {
  const $ = load(fragment, null, false);
  const nodes = $.root().contents().toArray();
  return [$, nodes.filter((node) => node.type !== 'text' || node.data.trim() !== '')];
}

/**
 * A fragment's stamp (shared/src/area/fragment.ts): its first element, or null when it is no
 * fragment (a dev server's index.html, a comment).
 * @param {string} fragment
 * @returns {{ area: string, build: string, path: string } | null}
 */
export function stampOf(fragment) {
  const [$, [first]] = fragmentNodes(fragment);
  const stamp = first && $(first);
  if (!stamp?.is('div[data-area-fragment]')) return null;
  return {
    area: stamp.attr('data-area-fragment'),
    build: stamp.attr('data-build') ?? '',
    path: stamp.attr('data-path') ?? '',
  };
}

/**
 * `text` with each token of `values` (a key of TOKENS -> its value) replaced by its value,
 * HTML-escaped, in one pass: the one way the build's tokens are filled in, once, at a deploy.
 * @param {string} text
 * @param {Partial<Record<keyof typeof TOKENS, string>>} values
 */
export function fillTokens(text, values) {
  const byToken = new Map(Object.entries(values).map(([key, value]) => [TOKENS[key], escapeHtml(value)]));
  const tokens = [...byToken.keys()].map((token) => token.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  return tokens.length ? text.replace(new RegExp(tokens.join('|'), 'g'), (token) => byToken.get(token)) : text;
}

/**
 * The page with `fragment` (a live copy's text) in its empty slot, its asset URLs in `base` (its
 * build's folder); the page as it is with no empty slot or no stamped fragment.
 * @param {string} page
 * @param {string | null} fragment
 * @param {string} base
 */
export function composePage(page, fragment, base) {
  if (fragment === null || !stampOf(fragment)) return page;
  const $ = load(page);
  const slot = slotIn($);
  if (!slot.length || slot.contents().length) return page;
  slot.html(fillTokens(fragment, { remoteBase: base }));
  return $.html();
}

/**
 * A page of its own (shared/src/own-pages.js): the shell's `template` with the page's title,
 * description and path in its head, its slot naming `page.remote` and the path, `fragment` in it.
 * @param {string} template
 * @param {{ path: string, title: string, description: string, remote: string }} page
 * @param {string | null} fragment
 * @param {string} base
 */
export function ownPageHtml(template, page, fragment, base) {
  if (!OWN_PAGE_PATH.test(page.path)) throw new Error(`${page.path} cannot be a page of its own's path`);
  const $ = load(
    fillTokens(template, { pagePath: page.path, pageTitle: page.title, pageDescription: page.description }),
  );
  slotIn($).attr(SLOT_ATTRS.remote, page.remote).attr(SLOT_ATTRS.path, page.path);
  return composePage($.html(), fragment, base);
}

/**
 * The shell's sitemap as built with the pages of their own at `paths`, on its entries' origin.
 * @param {string} sitemap
 * @param {string[]} paths
 */
export function sitemapWith(sitemap, paths) {
  const $ = load(sitemap, { xml: true });
  const origin = new URL($('url > loc').first().text()).origin;
  for (const path of paths) $('urlset').append(`  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>\n`);
  return $.xml();
}
