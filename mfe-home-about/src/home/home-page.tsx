import { PageHeader } from '@school/shared/ui';

export function HomePage() {
  return <PageHeader title="Welcome to Al-Ihsan School" />;
}
