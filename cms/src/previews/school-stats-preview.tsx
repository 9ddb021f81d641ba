/**
 * The school's numbers as a parent will see them, drawn by the home remote's own sections from
 * the entry being edited: the four figures of Our School in Numbers on Home (StatCards) and the
 * Academic Overview (OverviewStats), whose BECE pass rate comes from the results as published.
 */
import { OverviewStats } from '../../../mfe-home-about/src/academics/overview-stats';
import { EXAM_RESULTS, overviewStatsOf } from '../../../mfe-home-about/src/data/academics';
import { homeStatsOf } from '../../../mfe-home-about/src/data/home';
import type { SchoolStats } from '../../../mfe-home-about/src/data/schemas';
import { StatCards } from '../../../mfe-home-about/src/home/stat-cards';
import { complete, fileDataOf } from './entry-data';
import { previewOf } from './preview-frame';
import type { PreviewProps } from './types';

/** The figures, once each is a number (the ratio, both of its). */
function CheckedStats({ entry }: Pick<PreviewProps, 'entry'>) {
  const stats = complete(
    fileDataOf(entry) as Partial<SchoolStats>,
    ['students', 'teachers', 'yearsOfService', 'graduateSuccessRate', 'teacherStudentRatio'],
    'the school in numbers',
  ) as SchoolStats;
  complete(stats.teacherStudentRatio, ['teachers', 'students'], 'the teacher-student ratio');
  return (
    <>
      <StatCards stats={homeStatsOf(stats)} />
      <OverviewStats stats={overviewStatsOf(stats, EXAM_RESULTS)} />
    </>
  );
}

export const SchoolStatsPreview = previewOf(CheckedStats);
