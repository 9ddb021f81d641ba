/**
 * The forms' result pages (RESULT_PAGES in @school/shared/forms): where the form service sends a
 * parent back after a form post with no script, with the spec's message for that form and outcome.
 * A failure's page says how to get back to the form with what was typed (the browser's Back).
 * No code at all (plain-page.tsx); kept out of search.
 */
import type { ResultPage } from '@school/shared/forms';
import { Alert, ButtonLink } from '@school/shared/ui';
import { pageHead } from '../routing/page-head';
import { plainPageHtml } from './plain-page';

/** The result page, from the shell's template (page-html.ts pageTemplate); kept out of search (no canonical). */
export function resultPageHtml(template: string, siteUrl: string, result: ResultPage): string {
  return plainPageHtml(
    template,
    siteUrl,
    { head: pageHead(siteUrl, { title: result.title, description: result.message }), current: result.path },
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
