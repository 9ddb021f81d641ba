import { describe, expect, it } from 'vitest';
import { JOB_POSTINGS } from './job-postings';

describe('JOB_POSTINGS', () => {
  it('holds the two Full-time teaching postings of the spec, still open', () => {
    expect(JOB_POSTINGS.map(({ title, category, type, deadline }) => ({ title, category, type, deadline }))).toEqual([
      { title: 'Mathematics Teacher', category: 'teaching', type: 'Full-time', deadline: 'Still Open' },
      { title: 'English Language Teacher', category: 'teaching', type: 'Full-time', deadline: 'Still Open' },
    ]);
  });

  it('requires 2 years of teaching and a Bachelor’s degree or NCE, and keeps responsibilities', () => {
    for (const job of JOB_POSTINGS) {
      expect(job.requirements).toContain('Minimum of 2 years of teaching experience');
      expect(job.requirements.some((line) => line.startsWith("Bachelor's degree or NCE"))).toBe(true);
      expect(job.responsibilities.length).toBeGreaterThan(0);
      expect(job.department).not.toBe('');
    }
    expect(new Set(JOB_POSTINGS.map((job) => job.id)).size).toBe(JOB_POSTINGS.length);
  });
});
