// How a page of the site gets its content: the shell's build writes each route's page with an
// empty fragment slot that names the live copy of the route's fragment (the remote's prerendered
// HTML, shared/src/area/fragment.ts); the deploys write that live copy into the slot
// (composePage), so the content comes with the page's HTML. A page left as the shell built it
// (no live copy yet, or a remote served from elsewhere) gets it from the early script instead,
// one round trip later (shell/src/fragment/show-fragment.ts). Plain JS with no imports beyond the
// build contract, so the deploy (Node), the shell's build and the shell's code share one copy.
import { FORM_ENDPOINT_TOKEN, REMOTE_BASE_TOKEN, SITE_ORIGIN_TOKEN } from './build-contract.js';

/** In a slot's data-live-build-dir, what stands for the build id the live copy is stamped with. */
export const BUILD_PLACEHOLDER = '{build}';

/** A fragment slot as the shell's build writes it, still empty: its opening tag and closing tag. */
export const EMPTY_SLOT = /(<div id="area-fragment"[^>]*>)(<\/div>)/;

/** The page's preload of its live copy (the shell's build writes it first in <head>). */
export const LIVE_PRELOAD = /<link rel="preload" href="[^"]*" as="fetch" crossorigin="anonymous" data-live \/>\s*/;

/** The build stamp of a fragment's HTML, from its opening tag (fragmentOpenTag), if it has one. */
export function fragmentBuildOf(html) {
  return /^<div data-area-fragment="[^"]*" data-build="([\w.-]+)"/.exec(html)?.[1] ?? null;
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The live copy an empty slot of the page names ({ url, buildDir }), or null. */
export function liveCopyOf(page) {
  const slot = EMPTY_SLOT.exec(page)?.[1];
  const url = slot && attribute(slot, 'data-live');
  const buildDir = slot && attribute(slot, 'data-live-build-dir');
  return url && buildDir ? { url, buildDir } : null;
}

/**
 * The page with `fragment` (its live copy's text) in its slot, the fragment's asset URLs in the
 * folder of the build it is stamped with, and without the live copy's preload, which it no longer
 * needs; the environment's values (fillEnvironment) in the slot and the fragment, and nowhere
 * else (the early script's text, allowed by its hash, must stay as built). With no fragment, or
 * one that is no stamped fragment (a moved remote's notice), only the slot is filled. The page
 * unchanged when it has no empty slot.
 */
export function composePage(page, fragment, environment) {
  const live = liveCopyOf(page);
  if (!live) return page;
  const build = fragment === null ? null : fragmentBuildOf(fragment);
  const content = build
    ? fillEnvironment(
        fragment.replaceAll(REMOTE_BASE_TOKEN, live.buildDir.replace(BUILD_PLACEHOLDER, build)),
        environment,
      )
    : '';
  const composed = page.replace(
    EMPTY_SLOT,
    (_, open, close) => `${fillEnvironment(open, environment)}${content}${close}`,
  );
  return build ? composed.replace(LIVE_PRELOAD, '') : composed;
}

const attributeValue = (text) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * `html` with the environment's values in place of the build's tokens (build-contract.js): the
 * form service's address (a form's action) and the site's origin (its result pages). Every deploy
 * fills the pages it writes; the early script, a fragment it fetches.
 */
export function fillEnvironment(html, environment) {
  const { formEndpoint, origin } = environment ?? {};
  if (typeof formEndpoint !== 'string' || typeof origin !== 'string') {
    throw new Error('fillEnvironment needs the environment’s formEndpoint and origin');
  }
  return html
    .replaceAll(FORM_ENDPOINT_TOKEN, attributeValue(formEndpoint))
    .replaceAll(SITE_ORIGIN_TOKEN, attributeValue(origin));
}
