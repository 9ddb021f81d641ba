import { PageHeader } from '@school/shared/ui';

export function AcademicsPage() {
  return <PageHeader title="Academics" />;
}
