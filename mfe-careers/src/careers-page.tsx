import { PageHeader } from '@school/shared/ui';

export function CareersPage() {
  return <PageHeader title="Career Opportunities" />;
}
