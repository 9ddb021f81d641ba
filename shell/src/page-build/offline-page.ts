/**
 * offline.html: what the service worker shows, with the line down, for a page this phone has not
 * kept. The site's layout (header, with its Menu that needs no code, and footer) around a short
 * page that says so; no code at all, so it works whatever is kept. The worker fills in the pages
 * that can be read offline and the Try again link (saved-copy.ts's marks).
 */
import { EMPTY_SLOT } from '@school/shared/page-composition';
import { OFFLINE_LIST_MARK, OFFLINE_RETRY_LINK } from '../offline/saved-copy';
import { firstPaintHtml } from './first-paint-html';
import { EARLY_SCRIPT, FIRST_PAINT } from './page-marks';

export { OFFLINE_PAGE_FILE } from '../offline/saved-copy';

export const OFFLINE_TEXT = {
  title: 'You are offline',
  description: 'This page has not been saved on this phone, so it can be shown only when the connection is back.',
  listHeading: 'Pages you can read offline',
  retry: 'Try again',
} as const;

const PAGE_STYLE = 'max-inline-size:72rem;margin-inline:auto;padding:32px 16px 48px';
const RETRY_STYLE =
  'display:inline-block;padding:10px 20px;border-radius:6px;background:#0b5d3b;color:#fff;font-weight:600;text-decoration:none';

/** `page` is the built index.html with offline.html's head (noindex): its header gets no link current, its slot the page. */
export function offlinePageHtml(page: string): string {
  if (!EARLY_SCRIPT.test(page) || !FIRST_PAINT.test(page) || !EMPTY_SLOT.test(page)) {
    throw new Error('index.html must have the first paint, the slot and the early script to make offline.html');
  }
  const paint = `<!-- first-paint -->${firstPaintHtml('/offline').root}<!-- /first-paint -->`;
  const content =
    `<div style="${PAGE_STYLE}"><h1>${OFFLINE_TEXT.title}</h1><p>${OFFLINE_TEXT.description}</p>` +
    `<p><a style="${RETRY_STYLE}" ${OFFLINE_RETRY_LINK}>${OFFLINE_TEXT.retry}</a></p>` +
    `<h2>${OFFLINE_TEXT.listHeading}</h2>${OFFLINE_LIST_MARK}</div>`;
  return page
    .replace(EARLY_SCRIPT, '')
    .replace(FIRST_PAINT, () => paint)
    .replace(EMPTY_SLOT, () => content);
}
