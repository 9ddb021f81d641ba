import { PageHeader } from '@school/shared/ui';

export function NewsletterPage() {
  return <PageHeader title="Newsletter" />;
}
