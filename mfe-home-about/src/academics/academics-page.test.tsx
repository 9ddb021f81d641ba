import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AcademicsPage } from './academics-page';

describe('AcademicsPage', () => {
  it('has one h1 and its sections', () => {
    renderInArea(<AcademicsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academics' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Academic Overview',
      'Our Departments',
      'Special Programs',
      'Examination Results',
      'How We Assess Learning',
    ]);
  });

  it('shows the overview: 1:16 ratio, 100% BECE pass rate, 16 teachers', () => {
    renderInArea(<AcademicsPage />);
    const overview = screen.getByRole('region', { name: 'Academic Overview' });
    expect(
      within(overview)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1:16Teacher-student ratio', '100%BECE pass rate', '16Teachers']);
  });

  it('shows the results as a captioned table with header cells', () => {
    renderInArea(<AcademicsPage />);
    const table = screen.getByRole('table', { name: 'BECE results, 2024 and 2023' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', 'Pass rate', 'Distinction', 'Credit']);
    for (const cell of within(table).getAllByRole('columnheader')) expect(cell).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2024', '2023']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['100%', '85%', '95%'],
      ['100%', '88%', '97%'],
    ]);
  });

  it('has three departments with subjects, six programs with decorative drawn icons and four assessment methods', () => {
    renderInArea(<AcademicsPage />);
    const departments = within(screen.getByRole('region', { name: 'Our Departments' })).getAllByRole('article');
    expect(departments).toHaveLength(3);
    for (const department of departments) {
      expect(within(department).getByRole('heading', { level: 4, name: 'Subjects' })).toBeInTheDocument();
      expect(within(department).getByText(/^Ages \d+-\d+$/)).toBeInTheDocument();
      expect(within(department).getAllByRole('listitem').length).toBeGreaterThan(3);
    }
    const programs = screen.getByRole('region', { name: 'Special Programs' });
    expect(within(programs).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    for (const program of within(programs).getAllByRole('listitem')) {
      // A drawn picture, hidden from assistive technology and never a tab stop; no emoji.
      const icon = program.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon).toHaveAttribute('focusable', 'false');
      expect(icon!.querySelector('path, rect, circle')).not.toBeNull();
      expect(program.textContent).not.toMatch(/\p{Emoji_Presentation}|\uFE0F/u);
    }
    const assessment = screen.getByRole('region', { name: 'How We Assess Learning' });
    expect(within(assessment).getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });
});
