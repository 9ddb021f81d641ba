/** The school's headline numbers (docs/requirements.md#pages, Home, and #constants), each written once. */
export const STUDENT_COUNT = 200;
export const TEACHER_COUNT = 16;
export const YEARS_OF_SERVICE = 10;
/** Per cent of graduates who go on to succeed at the next level. */
export const GRADUATE_SUCCESS_RATE = 95;
/** One teacher for every 16 pupils. */
export const TEACHER_STUDENT_RATIO = { teachers: 1, students: 16 } as const;

export function formatRatio({ teachers, students }: { teachers: number; students: number }): string {
  return `${teachers}:${students}`;
}

/** 95 -> "95%" */
export function formatPercent(value: number): string {
  return `${Math.round(value)}%`;
}
