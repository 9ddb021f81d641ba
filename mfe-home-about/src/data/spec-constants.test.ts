import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, PHILOSOPHY } from './about';
import { ASSESSMENT_METHODS, BECE_PASS_RATE, DEPARTMENTS, EXAM_RESULTS, OVERVIEW_STATS, PROGRAMS } from './academics';
import { FEATURES, HOME_LOADING_MS, HOME_STATS, STAT_ROTATION_MS } from './home';
import { LEADERSHIP_TEAM } from './leadership';
import { TEACHER_COUNT, TEACHER_STUDENT_RATIO } from './school-stats';

describe('spec constants (§2, §9)', () => {
  it('times the home page as the spec says', () => {
    expect(HOME_LOADING_MS).toBe(1500);
    expect(STAT_ROTATION_MS).toBe(3000);
  });

  it('has the four home stats', () => {
    expect(HOME_STATS).toEqual([
      { value: '200+', label: 'Students' },
      { value: '16+', label: 'Qualified Teachers' },
      { value: '10+', label: 'Years of Excellence' },
      { value: '95%', label: 'Graduate Success' },
    ]);
  });

  it('has the six features in the spec’s order', () => {
    expect(FEATURES.map((feature) => feature.title)).toEqual([
      'Academic Excellence',
      'Qualified Teachers',
      'Modern Facilities',
      'Character Development',
      'Extracurricular Activities',
      'Career Guidance',
    ]);
  });

  it('has the BECE results for 2024 and 2023', () => {
    expect(EXAM_RESULTS).toEqual([
      { year: 2024, passRate: 100, distinctionRate: 85, creditRate: 95 },
      { year: 2023, passRate: 100, distinctionRate: 88, creditRate: 97 },
    ]);
    expect(BECE_PASS_RATE).toBe(100);
  });

  it('has the academic overview: 1:16 ratio, 100% BECE pass rate, 16 teachers', () => {
    expect(TEACHER_STUDENT_RATIO).toEqual({ teachers: 1, students: 16 });
    expect(TEACHER_COUNT).toBe(16);
    expect(OVERVIEW_STATS).toEqual([
      { value: '1:16', label: 'Teacher-student ratio' },
      { value: '100%', label: 'BECE pass rate' },
      { value: '16', label: 'Teachers' },
    ]);
  });

  it('has the counts the spec asks for', () => {
    expect(DEPARTMENTS).toHaveLength(3);
    expect(PROGRAMS).toHaveLength(6);
    expect(ASSESSMENT_METHODS).toHaveLength(4);
    expect(PHILOSOPHY.points).toHaveLength(4);
    expect(LEADERSHIP_TEAM).toHaveLength(5);
    expect(ACHIEVEMENTS.map((achievement) => achievement.year)).toEqual([2022, 2023, 2024]);
  });

  it('fills every field of every team member, department and program', () => {
    for (const member of LEADERSHIP_TEAM) {
      for (const field of ['name', 'position', 'education', 'experience', 'description'] as const) {
        expect(member[field].trim(), `${member.name}.${field}`).not.toBe('');
      }
    }
    for (const department of DEPARTMENTS) {
      expect(department.ageGroup).toMatch(/^Ages \d+-\d+$/);
      expect(department.subjects.length).toBeGreaterThan(3);
    }
    for (const program of PROGRAMS) expect(program.icon).not.toBe('');
  });
});
