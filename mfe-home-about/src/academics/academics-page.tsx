import { PageHeader } from '@school/shared/ui';
import { ACADEMICS_HEADER } from '../data/academics';
import { AssessmentSection } from './assessment-section';
import { DepartmentsSection } from './departments-section';
import { OverviewStats } from './overview-stats';
import { ProgramsSection } from './programs-section';
import { ResultsTable } from './results-table';

export function AcademicsPage() {
  return (
    <>
      <PageHeader title={ACADEMICS_HEADER.title} lead={ACADEMICS_HEADER.lead} />
      <OverviewStats />
      <DepartmentsSection />
      <ProgramsSection />
      <ResultsTable />
      <AssessmentSection />
    </>
  );
}
