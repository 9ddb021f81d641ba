import { PageHeader } from '@school/shared/ui';

export function AboutPage() {
  return <PageHeader title="About Us" />;
}
