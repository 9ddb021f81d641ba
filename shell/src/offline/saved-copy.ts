/**
 * What a kept copy tells the parent: the time it was saved (a header the worker adds when it
 * keeps a response), a notice in the layout when a kept page is shown instead of the network's,
 * and the offline page's list of what can be read. Pure string work, tested in saved-copy.test.ts.
 */
import { escapeHtml } from '@school/shared/page-composition';

/** Set by the worker on every response it keeps: when it was saved, in ms since the epoch. */
export const SAVED_AT_HEADER = 'x-school-saved-at';
export const SAVED_NOTICE_ID = 'saved-copy-notice';

/** A copy of `response` that says when it was saved. */
export function withSavedAt(response: Response, now: number): Response {
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, String(now));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

export function savedAtOf(response: Response): Date | null {
  const value = Number(response.headers.get(SAVED_AT_HEADER));
  return Number.isFinite(value) && value > 0 ? new Date(value) : null;
}

/** "25 November 2026 at 16:50", in the phone's own time zone. */
export const savedWhen = (savedAt: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(savedAt);

export const savedNoticeText = (savedAt: Date, timeZone?: string) =>
  `The site did not answer, so this is the copy of this page saved on this phone on ${savedWhen(savedAt, timeZone)}.`;

// Between the header's root and <main>: in no React root, so the code's hydration never sees it.
// Its look is in the page's own first stylesheet, by its id (layout-styles.tsx): no code, no
// request, and no style attribute, which the CSP refuses.
/** The page's HTML with the saved-copy notice above its <main>. */
export function withSavedNotice(html: string, savedAt: Date, timeZone?: string): string {
  if (html.includes(`id="${SAVED_NOTICE_ID}"`) || !html.includes('<main')) return html;
  const notice = `<p id="${SAVED_NOTICE_ID}" role="status">${escapeHtml(savedNoticeText(savedAt, timeZone))}</p>\n    `;
  return html.replace('<main', () => `${notice}<main`);
}

/** The page shown for a page not kept, with the line down (shell/src/page-build/plain-page.tsx makes it). */
export const OFFLINE_PAGE_FILE = 'offline.html';

/** Where the shell's build leaves room in offline.html for the worker to fill. */
export const OFFLINE_LIST_MARK = '<!-- offline-pages -->';
/** On the Try again link, which the build points at the home page. */
export const OFFLINE_RETRY_ATTR = 'data-retry';
export const OFFLINE_RETRY_LINK = `${OFFLINE_RETRY_ATTR}="" href="/"`;

export const NO_KEPT_PAGES = 'None yet: the pages you open while online are saved on this phone for reading offline.';

/** offline.html for a request of `path`, listing the pages kept on this phone. */
export function offlinePage(template: string, path: string, kept: readonly { path: string; title: string }[]): string {
  const list = kept.length
    ? `<ul>${kept.map((page) => `<li><a href="${escapeHtml(page.path)}">${escapeHtml(page.title)}</a></li>`).join('')}</ul>`
    : `<p>${NO_KEPT_PAGES}</p>`;
  return template
    .replace(OFFLINE_LIST_MARK, () => list)
    .replace(OFFLINE_RETRY_LINK, () => `${OFFLINE_RETRY_ATTR}="" href="${escapeHtml(path)}"`);
}
