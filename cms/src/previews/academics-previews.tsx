/**
 * What a parent sees of the Academics page's content, drawn by the academics remote's own sections
 * from the entry being edited: the page's lead (its header), the departments, the special
 * programmes, the BECE results (ResultsTable, newest first, and the pass rate in the overview)
 * and how learning is assessed.
 */
import type { Department, ExamResultRow } from '@school/shared/content';
import { PageHeader } from '@school/shared/ui';
import { AssessmentSection } from '../../../mfe-home-about/src/academics/assessment-section';
import { DepartmentsSection } from '../../../mfe-home-about/src/academics/departments-section';
import { OverviewStats } from '../../../mfe-home-about/src/academics/overview-stats';
import { ProgramsSection } from '../../../mfe-home-about/src/academics/programs-section';
import { ResultsTable } from '../../../mfe-home-about/src/academics/results-table';
import { ACADEMICS_HEADER, newestFirst, overviewStatsOf } from '../../../mfe-home-about/src/data/academics';
import type { AcademicProgram, AcademicsPage, AssessmentMethod } from '../../../mfe-home-about/src/data/schemas';
import { SCHOOL_STATS } from '../../../mfe-home-about/src/data/school-stats';
import { complete, completeItems, fileDataOf } from './entry-data';
import { previewOf } from './preview-frame';
import type { PreviewProps } from './types';

type Entry = Pick<PreviewProps, 'entry'>;

function CheckedAcademics({ entry }: Entry) {
  const { lead } = complete(
    fileDataOf(entry) as Partial<AcademicsPage>,
    ['lead'],
    'the academics page',
  ) as AcademicsPage;
  return <PageHeader title={ACADEMICS_HEADER.title} lead={lead} />;
}

export const AcademicsPreview = previewOf(CheckedAcademics);

function CheckedDepartments({ entry }: Entry) {
  const departments = completeItems<Department>(entry, ['name', 'ageGroup', 'subjects'], 'department');
  return <DepartmentsSection departments={departments} />;
}

export const DepartmentsPreview = previewOf(CheckedDepartments);

function CheckedPrograms({ entry }: Entry) {
  return <ProgramsSection programs={completeItems<AcademicProgram>(entry, ['title', 'icon'], 'programme')} />;
}

export const ProgramsPreview = previewOf(CheckedPrograms);

function CheckedResults({ entry }: Entry) {
  const results = completeItems<ExamResultRow>(entry, ['year', 'passRate', 'distinctionRate', 'creditRate'], 'result');
  return (
    <>
      <OverviewStats stats={overviewStatsOf(SCHOOL_STATS, results)} />
      <ResultsTable results={newestFirst(results)} />
    </>
  );
}

export const ExamResultsPreview = previewOf(CheckedResults);

function CheckedAssessment({ entry }: Entry) {
  return <AssessmentSection methods={completeItems<AssessmentMethod>(entry, ['title'], 'assessment method')} />;
}

export const AssessmentPreview = previewOf(CheckedAssessment);
