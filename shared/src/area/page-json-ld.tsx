import { jsonLdText } from '../content/json-ld';
import { usePageOrigin } from './use-page-origin';

/**
 * A page's JSON-LD, its URLs on the page's own origin (usePageOrigin). An element of its own
 * because that origin is not the prerendered one off the production site: React then renders
 * what reads it again straight after hydration, in one blocking task. Read by the page, that was
 * the whole page (Careers, News & Events); here it is this one script.
 */
export function PageJsonLd({ data, testId }: { data: (origin: string) => unknown; testId: string }) {
  const origin = usePageOrigin();
  return (
    <script
      type="application/ld+json"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: jsonLdText(data(origin)) }}
    />
  );
}
