// What a page's CSP must allow of its own styles: the hashes of its inline <style> blocks, read
// through the HTML parser the deploy composes with.
import { load } from 'cheerio';
import { cspHash } from '../csp.mjs';

/** The CSP sources of the inline <style> blocks of an HTML text, each once, in order. */
export function styleHashes(html) {
  // With no scripting, the parser reads a <noscript>'s <style> as the element it is with no script.
  const $ = load(html, { scriptingEnabled: false });
  return [
    ...new Set(
      $('style')
        .map((_, style) => cspHash($(style).text()))
        .get(),
    ),
  ];
}
