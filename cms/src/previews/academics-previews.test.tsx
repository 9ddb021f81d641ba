// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AcademicsPreview,
  AssessmentPreview,
  DepartmentsPreview,
  ExamResultsPreview,
  ProgramsPreview,
} from './academics-previews';
import { fileEntry, getAsset, listEntry } from './test-entries';

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);
const alertOf = (message: string) => `The preview will show once the entry is complete (${message}).`;

describe('the academics page preview', () => {
  it("shows the page's lead under Academics", () => {
    render(<AcademicsPreview entry={fileEntry({ lead: 'Creche to JSS 3, one curriculum.' })} getAsset={getAsset} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Academics' })).toBeInTheDocument();
    expect(screen.getByText('Creche to JSS 3, one curriculum.')).toBeInTheDocument();
  });

  it('says what is missing while the lead is empty', () => {
    render(<AcademicsPreview entry={fileEntry({})} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('the academics page has no lead yet'));
  });
});

describe('the departments preview', () => {
  const department = {
    name: 'Nursery',
    ageGroup: 'Ages 3-5',
    description: 'Play and phonics.',
    subjects: ['Phonics', 'Numbers'],
  };

  it("shows each department's card: its ages, text and subjects", () => {
    render(<DepartmentsPreview entry={listEntry([department])} getAsset={getAsset} />);
    const card = within(screen.getByRole('region', { name: 'Our Departments' })).getByRole('article');
    expect(within(card).getByRole('heading', { level: 3, name: 'Nursery' })).toBeInTheDocument();
    expect(within(card).getByText('Ages 3-5')).toBeInTheDocument();
    expect(within(card).getByText('Play and phonics.')).toBeInTheDocument();
    expect(within(card).getByRole('heading', { level: 4, name: 'Subjects' })).toBeInTheDocument();
    expect(texts(within(card).getAllByRole('listitem'))).toEqual(['Phonics', 'Numbers']);
  });

  it('says what is missing while a department has no subjects yet', () => {
    render(<DepartmentsPreview entry={listEntry([{ ...department, subjects: [] }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('department 1 has no subjects yet'));
  });
});

describe('the special programmes preview', () => {
  it('shows each programme with its drawn picture under Special Programs', () => {
    const programme = { title: 'Debate Club', description: 'Every Friday.', icon: 'microphone' };
    render(<ProgramsPreview entry={listEntry([programme])} getAsset={getAsset} />);
    const item = within(screen.getByRole('region', { name: 'Special Programs' })).getByRole('listitem');
    expect(within(item).getByRole('heading', { level: 3, name: 'Debate Club' })).toBeInTheDocument();
    expect(within(item).getByText('Every Friday.')).toBeInTheDocument();
    expect(item.querySelector('svg path')).not.toBeNull();
  });

  it('says what is missing while a programme has no picture chosen', () => {
    render(<ProgramsPreview entry={listEntry([{ title: 'Chess', description: '' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('programme 1 has no icon yet'));
  });
});

describe('the BECE results preview', () => {
  const results = [
    { year: 2023, passRate: 100, distinctionRate: 80, creditRate: 90 },
    { year: 2025, passRate: 96, distinctionRate: 70, creditRate: 88.6 },
  ];

  it('shows the results table newest first, and the lowest pass rate in the overview', () => {
    render(<ExamResultsPreview entry={listEntry(results)} getAsset={getAsset} />);
    const table = screen.getByRole('table', { name: 'BECE results, 2025 and 2023' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['2025', '2023']);
    expect(texts(within(rows[0]!).getAllByRole('cell'))).toEqual(['96%', '70%', '89%']);
    const overview = screen.getByRole('region', { name: 'Academic Overview' });
    expect(texts(within(overview).getAllByRole('listitem'))).toContain('96%BECE pass rate');
  });

  it('says what is missing while a year has no pass rate yet', () => {
    render(<ExamResultsPreview entry={listEntry([results[0], { year: 2026 }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('result 2 has no pass rate yet'));
  });
});

describe('the assessment preview', () => {
  it('shows each way of assessing under How We Assess Learning', () => {
    const methods = [
      { title: 'Class Tests', description: 'Every fortnight.' },
      { title: 'Projects', description: 'One a term.' },
    ];
    render(<AssessmentPreview entry={listEntry(methods)} getAsset={getAsset} />);
    const section = screen.getByRole('region', { name: 'How We Assess Learning' });
    expect(texts(within(section).getAllByRole('heading', { level: 3 }))).toEqual(['Class Tests', 'Projects']);
    expect(within(section).getByText('One a term.')).toBeInTheDocument();
  });

  it('says what is missing while a method has no title yet', () => {
    render(<AssessmentPreview entry={listEntry([{ description: 'Oral.' }])} getAsset={getAsset} />);
    expect(screen.getByRole('alert')).toHaveTextContent(alertOf('assessment method 1 has no title yet'));
  });
});
