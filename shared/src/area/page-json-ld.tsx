import { jsonLdText } from '../content/json-ld';
import { SITE_ORIGIN } from '../site-layout.js';
import { useCodeRuns } from './area-context';

/**
 * A page's JSON-LD, its URLs on the page's own origin. Prerendered HTML has none, so it says
 * SITE_ORIGIN; once the code runs the page (useCodeRuns) it names the page's origin, which off the
 * production site is another. An element of its own so that only this script renders again then,
 * not the page that reads it (Careers, News & Events).
 */
export function PageJsonLd({ data, testId }: { data: (origin: string) => unknown; testId: string }) {
  const origin = useCodeRuns() ? window.location.origin : SITE_ORIGIN;
  return (
    <script
      type="application/ld+json"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: jsonLdText(data(origin)) }}
    />
  );
}
