// Each page's CSP names its own inline styles, and only those (no style-src 'unsafe-inline'): every
// deploy writes a header rule per page it serves, after the documents' rule (DOCUMENT_PATHS in
// scripts/hosting.mjs). Hosting lets a later rule's header replace an earlier one's, so each page
// is sent its own policy; a path with no page (a 404 anywhere) gets the documents' policy, which
// names the 404 page's styles. Hashes are read through the parser the deploy composes with.
import { load } from 'cheerio';
import { cspHash, EMPTY_STYLE, parseCsp } from '../csp.mjs';
import { APPS_DIR, isAdminPath } from '@school/shared/site-layout';
import { exactly, under } from './release-history.mjs';

const CSP = 'Content-Security-Policy';
/** The page every path with no file is answered with (status 404). */
const NOT_FOUND_PAGE = '/404.html';

/** The CSP sources of the inline <style> blocks of an HTML text, each once, in order. */
export function styleHashes(html) {
  // With no scripting, the parser reads a <noscript>'s <style> as the element it is with no script.
  const $ = load(html, { scriptingEnabled: false });
  return [...new Set(Array.from($('style'), (style) => cspHash($(style).text())))];
}

/** A page of the parents' site: HTML outside the apps' folders and the staff's editor (its own policy). */
export const isServedPage = (path) => path.endsWith('.html') && !path.startsWith(APPS_DIR) && !isAdminPath(path);

/** The request paths a page is served at, as an RE2 pattern: "/jobs/index.html" is "/jobs" too. */
export function pagePathsPattern(file) {
  if (!file.endsWith('/index.html')) return exactly(file);
  const dir = file.slice(0, -'/index.html'.length);
  return dir === '' ? '^/(?:index\\.html)?$' : `${under(dir)}(?:/index\\.html)?$`;
}

/** A rule a deploy wrote for one page: its one header is the CSP, for that page's paths. */
const isPageRule = (rule) => rule.regex !== undefined && Object.keys(rule.headers).join() === CSP;

/** The rule whose policy takes the pages' hashes: the documents', with a style-src and no 'unsafe-inline' (the editor's has it). */
function takesHashes(rule) {
  const policy = rule.headers[CSP];
  const styles = policy && parseCsp(policy)['style-src'];
  return Boolean(styles) && !styles.includes("'unsafe-inline'") && !isPageRule(rule);
}

/** `policy` with its style-src naming `hashes` and the empty string's (Emotion's insertRule), instead of any hashes before. */
function withHashes(policy, hashes) {
  const directives = parseCsp(policy);
  const [self, ...others] = directives['style-src'].filter((source) => !/^'sha(256|384|512)-/.test(source));
  directives['style-src'] = [...new Set([self, EMPTY_STYLE, ...[...hashes].sort(), ...others])];
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * The serving config with a rule per page the new version serves, instead of a deploy before's:
 * those among `added` (path -> HTML, text or bytes) and `kept` (paths of the live version, read
 * by `read`); and the documents' policy naming the 404 page's styles. A config with no such
 * policy as it is.
 */
export async function withPageStyles(config, added, kept = [], read) {
  const pages = new Map([...added].filter(([path]) => isServedPage(path)));
  for (const path of kept.filter((file) => isServedPage(file) && !added.has(file))) {
    const html = await read(path);
    if (html) pages.set(path, html);
  }
  const copy = structuredClone(config);
  copy.headers = (copy.headers ?? []).filter((rule) => !isPageRule(rule));
  const documents = copy.headers.find(takesHashes);
  if (!documents) return copy;
  const policy = documents.headers[CSP];
  const notFound = pages.get(NOT_FOUND_PAGE);
  documents.headers[CSP] = withHashes(policy, notFound ? styleHashes(notFound) : []);
  const served = [...pages].filter(([path]) => path !== NOT_FOUND_PAGE).sort(([a], [b]) => (a < b ? -1 : 1));
  for (const [path, html] of served) {
    copy.headers.push({ regex: pagePathsPattern(path), headers: { [CSP]: withHashes(policy, styleHashes(html)) } });
  }
  return copy;
}
