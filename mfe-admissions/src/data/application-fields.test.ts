import { ADMISSION_KEYS } from '@school/shared/forms';
import { describe, expect, it } from 'vitest';
import { APPLICATION_FIELDS, FIELD_GROUPS } from './application-fields';

describe('application fields', () => {
  it('the fieldsets hold every key of the application once, in the entity’s order', () => {
    expect(FIELD_GROUPS.flatMap((group) => group.keys)).toEqual([...ADMISSION_KEYS]);
  });

  it('groups the form as pupil, health, home, father, mother and official use', () => {
    expect(FIELD_GROUPS.map((group) => group.id)).toEqual(['pupil', 'health', 'home', 'father', 'mother', 'official']);
  });

  it('requires exactly Surname, Other Names, Sex and Date of Birth', () => {
    const required = Object.entries(APPLICATION_FIELDS)
      .filter(([, field]) => field.required)
      .map(([key]) => key);
    expect(required).toEqual(['surname', 'otherNames', 'sex', 'dateOfBirth']);
  });

  it('gives every field its own label', () => {
    const labels = Object.values(APPLICATION_FIELDS).map((field) => field.label);
    expect(new Set(labels).size).toBe(ADMISSION_KEYS.length);
  });
});
