import { PageHeader } from '@school/shared/ui';
import { ApplicationSection } from './application/application-section';
import { FEES } from './data/fees';
import { GUIDELINES } from './data/guidelines';
import { FeesSection } from './fees/fees-section';
import { GuidelinesSection } from './guidelines/guidelines-section';

export function AdmissionsPage() {
  return (
    <>
      <PageHeader title="Admissions" lead="Guidelines, school fees and the online application form." />
      <GuidelinesSection guidelines={GUIDELINES} />
      <FeesSection fees={FEES} />
      <ApplicationSection />
    </>
  );
}
