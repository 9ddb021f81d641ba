import stats from '../../content/school-stats.yaml';
import type { SchoolStats } from './schemas';

/**
 * The school's headline numbers (docs/requirements.md#pages, Home, and #constants), each written
 * once: in content/school-stats.yaml.
 */
export const SCHOOL_STATS = stats as SchoolStats;

export const STUDENT_COUNT = SCHOOL_STATS.students;
export const TEACHER_COUNT = SCHOOL_STATS.teachers;
export const YEARS_OF_SERVICE = SCHOOL_STATS.yearsOfService;
/** Per cent of graduates who go on to succeed at the next level. */
export const GRADUATE_SUCCESS_RATE = SCHOOL_STATS.graduateSuccessRate;
/** One teacher for every 16 pupils. */
export const TEACHER_STUDENT_RATIO = SCHOOL_STATS.teacherStudentRatio;

export function formatRatio({ teachers, students }: { teachers: number; students: number }): string {
  return `${teachers}:${students}`;
}

/** 95 -> "95%" */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}
