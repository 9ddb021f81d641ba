/**
 * The parts of the site's pages with no code at all (page-html.ts writes them, as every page):
 * offline.html, the forms' result pages and the template of the remotes' pages of their own. Each
 * has in <main> content rendered at build with the first paint, its styles in <head> as <style>
 * blocks (the CSP allows them by their hashes; no style attributes), or the slot a deploy writes a
 * fragment into. Its Menu needs no code.
 */
import { css, type Theme } from '@emotion/react';
import { TOKENS } from '@school/shared/build-contract';
import type { ResultPage } from '@school/shared/forms';
import { fragmentSlotHtml } from '@school/shared/page-composition';
import { Alert, ButtonLink, buttonStyle, containerStyle } from '@school/shared/ui';
import type { ReactNode } from 'react';
import { OFFLINE_LIST_MARK, OFFLINE_RETRY_ATTR } from '../offline/saved-copy';
import type { PageParts } from './page-html';

const pageStyle = (theme: Theme) => css`
  padding-block: ${theme.space.xl} ${theme.space.xxl};
  display: grid;
  gap: ${theme.space.md};
  justify-items: start;
  h1,
  h2,
  p {
    margin: 0;
  }
`;

/** A page with no code: `head`, the header with `current`'s link current, `content` in <main>. */
const plainPage = (head: PageParts['head'], current: string, content: ReactNode): PageParts => ({
  head,
  current,
  main: <div css={[containerStyle, pageStyle]}>{content}</div>,
  code: false,
});

const OFFLINE_TEXT = {
  title: 'You are offline',
  description: 'This page has not been saved on this phone, so it can be shown only when the connection is back.',
} as const;

/**
 * offline.html: what the service worker shows, with the line down, for a page this phone has not
 * kept (noindex, no link current); the worker fills in the pages kept and Try again (saved-copy.ts).
 */
export const offlinePageParts = plainPage(
  OFFLINE_TEXT,
  '/offline',
  <>
    <h1>{OFFLINE_TEXT.title}</h1>
    <p>{OFFLINE_TEXT.description}</p>
    <a css={buttonStyle('primary')} {...{ [OFFLINE_RETRY_ATTR]: '' }} href="/">
      Try again
    </a>
    <h2>Pages you can read offline</h2>
    <div dangerouslySetInnerHTML={{ __html: OFFLINE_LIST_MARK }} />
  </>,
);

/**
 * A form's result page (RESULT_PAGES in @school/shared/forms), where the form service sends a parent
 * after a form post with no script: the spec's message for that form and outcome (a failure's says
 * to go Back to the form, with what was typed). Kept out of search (no canonical).
 */
export function resultPageParts(result: ResultPage): PageParts {
  return plainPage(
    { title: result.title, description: result.message },
    result.path,
    <>
      <h1>{result.title}</h1>
      <Alert tone={result.outcome === 'sent' ? 'success' : 'error'}>{result.message}</Alert>
      {result.hint && <p>{result.hint}</p>}
      <ButtonLink variant={result.outcome === 'sent' ? 'primary' : 'secondary'} href={result.link.href}>
        {result.link.label}
      </ButtonLink>
    </>,
  );
}

/**
 * The template of the remotes' pages of their own: no code, the header with no link current, the
 * head written with the page tokens (build-contract.js) and in <main> an empty slot, whose remote,
 * path and content each deploy writes (scripts/release/compose.mjs).
 */
export const ownPageTemplateParts: PageParts = {
  head: { path: TOKENS.pagePath, title: TOKENS.pageTitle, description: TOKENS.pageDescription },
  current: '',
  main: fragmentSlotHtml('', ''),
  code: false,
};
