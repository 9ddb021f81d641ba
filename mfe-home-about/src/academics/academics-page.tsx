import { PageHeader } from '@school/shared/ui';
import {
  ACADEMICS_HEADER,
  ASSESSMENT_METHODS,
  DEPARTMENTS,
  EXAM_RESULTS,
  OVERVIEW_STATS,
  PROGRAMS,
} from '../data/academics';
import { AssessmentSection } from './assessment-section';
import { DepartmentsSection } from './departments-section';
import { OverviewStats } from './overview-stats';
import { ProgramsSection } from './programs-section';
import { ResultsTable } from './results-table';

export function AcademicsPage() {
  return (
    <>
      <PageHeader title={ACADEMICS_HEADER.title} lead={ACADEMICS_HEADER.lead} />
      <OverviewStats stats={OVERVIEW_STATS} />
      <DepartmentsSection departments={DEPARTMENTS} />
      <ProgramsSection programs={PROGRAMS} />
      <ResultsTable results={EXAM_RESULTS} />
      <AssessmentSection methods={ASSESSMENT_METHODS} />
    </>
  );
}
