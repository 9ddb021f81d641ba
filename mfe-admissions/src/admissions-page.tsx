import { PageHeader } from '@school/shared/ui';

export function AdmissionsPage() {
  return <PageHeader title="Admissions" />;
}
