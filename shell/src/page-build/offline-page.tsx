/**
 * offline.html: what the service worker shows, with the line down, for a page this phone has not
 * kept. The site's layout around a short page that says so; no code at all, so it works whatever
 * is kept (plain-page.tsx). The worker fills in the pages that can be read offline and the Try
 * again link (saved-copy.ts's marks).
 */
import { buttonStyle } from '@school/shared/ui';
import { OFFLINE_LIST_MARK, OFFLINE_RETRY_ATTR } from '../offline/saved-copy';
import { pageHead } from '../routing/page-head';
import { plainPageHtml } from './plain-page';

export { OFFLINE_PAGE_FILE } from '../offline/saved-copy';

export const OFFLINE_TEXT = {
  title: 'You are offline',
  description: 'This page has not been saved on this phone, so it can be shown only when the connection is back.',
  listHeading: 'Pages you can read offline',
  retry: 'Try again',
} as const;

/** offline.html, from the shell's template (page-html.ts pageTemplate): noindex, no link current. */
export function offlinePageHtml(template: string, siteUrl: string): string {
  return plainPageHtml(
    template,
    siteUrl,
    { head: pageHead(siteUrl, OFFLINE_TEXT), current: '/offline' },
    <>
      <h1>{OFFLINE_TEXT.title}</h1>
      <p>{OFFLINE_TEXT.description}</p>
      <a css={buttonStyle('primary')} {...{ [OFFLINE_RETRY_ATTR]: '' }} href="/">
        {OFFLINE_TEXT.retry}
      </a>
      <h2>{OFFLINE_TEXT.listHeading}</h2>
      <div dangerouslySetInnerHTML={{ __html: OFFLINE_LIST_MARK }} />
    </>,
  );
}
