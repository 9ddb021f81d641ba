import { PageHeader } from '@school/shared/ui';

export function ContactPage() {
  return <PageHeader title="Contact Us" />;
}
