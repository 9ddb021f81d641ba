// What a page's network log says: bytes and requests, the chain of sequential round trips before
// its content and its area's own code, the origins of the site's files, and the shared singletons
// it fetched more than once.
import { gzipSync } from 'node:zlib';
import { SINGLETON_SIGNATURES } from '../scripts/singleton-signatures.mjs';
import { isCss, isData, isJs } from './network-recorder.mjs';

/** A fragment's opening tag (@school/shared/fragment), as a deploy writes it into the page's slot. */
const CONTENT_IN_HTML = /<div data-area-fragment="[\w-]+" data-build="/;

function stackUrls(initiator) {
  const urls = new Set();
  if (initiator?.url) urls.add(initiator.url);
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url) urls.add(frame.url);
  }
  return urls;
}

/**
 * Depth of each request in the chain of round trips; the document is 0. Data fetches (JSON) count
 * as a dependency of every request sent after they finished, because the MF runtime reads URLs out
 * of them (remotes.json -> manifest -> remote entry), which an initiator stack cannot show.
 */
export function chainDepths(entries) {
  const depth = new Map();
  const firstByUrl = new Map();
  const sorted = [...entries].sort((a, b) => a.sentAt - b.sentAt);
  for (const entry of sorted) if (!firstByUrl.has(entry.url)) firstByUrl.set(entry.url, entry);
  for (const entry of sorted) {
    let parentDepth = -1;
    for (const url of stackUrls(entry.initiator)) {
      const parent = firstByUrl.get(url);
      if (parent && parent !== entry && depth.has(parent)) parentDepth = Math.max(parentDepth, depth.get(parent));
    }
    if (parentDepth < 0 && entry.initiator?.type === 'script') {
      // A static import reports no URL (about:client): it was found once a module arrived.
      const module = sorted
        .filter((e) => e !== entry && isJs(e) && e.receivedAt <= entry.sentAt && depth.has(e))
        .sort((a, b) => b.receivedAt - a.receivedAt)[0];
      if (module) parentDepth = depth.get(module);
    }
    for (const data of sorted) {
      if (data === entry || !isData(data) || data.receivedAt > entry.sentAt || !depth.has(data)) continue;
      parentDepth = Math.max(parentDepth, depth.get(data));
    }
    depth.set(entry, parentDepth + 1);
  }
  return depth;
}

/**
 * The origins a page took the site's own files from (its HTML, code, styles, fragments, fonts,
 * images): not the services it talks to (`services`: the form endpoint, Firebase Auth, the map).
 */
export function siteOriginsOf(entries, services = []) {
  const origins = new Set();
  for (const { url } of entries) {
    const { protocol, origin, hostname } = new URL(url);
    if (!/^https?:$/.test(protocol) || services.includes(origin) || /(^|\.)google(apis)?\.com$/.test(hostname))
      continue;
    origins.add(origin);
  }
  return [...origins];
}

/**
 * The shell's chunk that registers the service worker (shell/src/offline/register-service-worker.ts),
 * loaded when the phone is idle after the area has hydrated, once per phone: counted apart from the
 * page's own JavaScript (the 180 KB ceiling of issue 29 predates the worker), and reported.
 */
const WORKER_REGISTRATION = /\/assets\/register-service-worker-[\w-]+\.js$/;

export function summarise(entries, { areaCode = [], services = [] } = {}) {
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  const transferred = (files) => files.reduce((sum, e) => sum + Math.max(0, e.encoded - (e.headersBytes ?? 0)), 0);
  const workerJs = transferred(entries.filter((e) => isJs(e) && WORKER_REGISTRATION.test(e.url)));
  const js = entries.filter((e) => isJs(e) && !WORKER_REGISTRATION.test(e.url));
  const jsTransferred = transferred(js);
  const jsRaw = js.reduce((sum, e) => sum + Buffer.byteLength(e.body ?? ''), 0);
  const jsGzip = js.reduce((sum, e) => sum + gzipSync(e.body ?? '', { level: 6 }).length, 0);
  const css = entries.filter(isCss).reduce((sum, e) => sum + Math.max(0, e.encoded - (e.headersBytes ?? 0)), 0);
  const singletons = {};
  for (const [name, signature] of Object.entries(SINGLETON_SIGNATURES)) {
    singletons[name] = js.filter((e) => signature.test(e.body ?? '')).map((e) => e.url);
  }
  const depths = chainDepths(entries);
  const area = entries.filter((e) => areaCode.some((file) => e.url.endsWith(file)));
  const areaDepth = area.length ? Math.min(...area.map((e) => depths.get(e))) : null;
  const chainTo = (target) => {
    const path = [];
    for (let at = target; at;) {
      path.unshift(at.url.replace(/^https?:\/\/localhost:/, ':'));
      const candidates = entries.filter(
        (e) =>
          e !== at &&
          depths.get(e) === depths.get(at) - 1 &&
          (stackUrls(at.initiator).has(e.url) || ((isJs(e) || isData(e)) && e.receivedAt <= at.sentAt)),
      );
      at = candidates.sort((a, b) => b.receivedAt - a.receivedAt)[0];
    }
    return path;
  };
  const firstArea = area.sort((a, b) => depths.get(a) - depths.get(b))[0];
  // Content first: the HTML, which carries the content the deploys wrote in and the early script
  // inline (or, for a page left as built, the fragment the early script fetches).
  const doc = entries.find((e) => e.type === 'Document');
  const contentInHtml = CONTENT_IN_HTML.test(doc?.body ?? '');
  const fragment = entries.find((e) => /\/fragments\/[\w-]+\.html$/.test(e.url));
  const onWire = (e) => (e ? Math.max(0, e.encoded - (e.headersBytes ?? 0)) : 0);
  return {
    bytesBeforeContentKB: doc ? kb(onWire(doc)) : null,
    // The document as the phone receives it, its headers and its gzip body: what the first TCP window must hold.
    documentBytes: doc ? doc.encoded : null,
    fragmentKB: fragment ? kb(onWire(fragment)) : null,
    roundTripsBeforeContent: contentInHtml ? 0 : fragment ? depths.get(fragment) : null,
    contentChain: contentInHtml ? [doc.url.replace(/^https?:\/\/localhost:/, ':')] : fragment ? chainTo(fragment) : [],
    requests: entries.length,
    siteOrigins: siteOriginsOf(entries, services),
    jsRequests: js.length,
    jsTransferredKB: kb(jsTransferred),
    workerRegistrationKB: kb(workerJs),
    jsGzipKB: kb(jsGzip),
    jsRawKB: kb(jsRaw),
    cssKB: kb(css),
    uncompressedTextResponses: entries.filter(
      (e) => (isJs(e) || isCss(e) || isData(e)) && !e.encoding && e.encoded > 1500,
    ).length,
    roundTripsBeforeAreaCode: areaDepth,
    areaCodeChain: firstArea ? chainTo(firstArea) : [],
    longestChain: Math.max(0, ...entries.map((e) => depths.get(e))),
    singletonCopies: Object.fromEntries(Object.entries(singletons).map(([k, v]) => [k, v.length])),
    singletonUrls: singletons,
    jsFiles: js
      .map((e) => ({
        url: e.url.replace(/^https?:\/\/localhost:/, ':'),
        kb: kb(Math.max(0, e.encoded - (e.headersBytes ?? 0))),
      }))
      .sort((a, b) => b.kb - a.kb),
    firestore: entries.filter((e) => /firestore|firebase|connect-firebase/.test(e.url)).map((e) => e.url),
  };
}
