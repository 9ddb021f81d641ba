import { SCHOOL } from '@school/shared/content';
import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PENALTIES, STUDENT_RULES } from '../data/rules';
import { AboutPage } from './about-page';

describe('AboutPage', () => {
  it('has one h1 and a section per topic', () => {
    renderInArea(<AboutPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Story',
      'Mission, Vision and Motto',
      'Our Philosophy',
      'Anthem, Pledge and Prayer',
      'Student Rules and Penalties',
      'Our Leadership Team',
      'Our Achievements',
      'Our Facilities',
    ]);
  });

  it('gives the philosophy as four numbered points', () => {
    renderInArea(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Our Philosophy' });
    const points = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(points).toHaveLength(4);
    for (const point of points) expect(within(point).getByRole('heading', { level: 3 })).not.toBeEmptyDOMElement();
  });

  it('shows the motto from the shared school content', () => {
    renderInArea(<AboutPage />);
    const mission = screen.getByRole('region', { name: 'Mission, Vision and Motto' });
    expect(within(mission).getByRole('heading', { name: 'Our Motto' }).nextElementSibling).toHaveTextContent(
      SCHOOL.motto,
    );
  });

  it('gives the anthem, pledge and prayer in English and in right-to-left Arabic', () => {
    renderInArea(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Anthem, Pledge and Prayer' });
    for (const title of ['The National Anthem', 'The National Pledge', 'The School Prayer']) {
      expect(within(section).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(within(section).getByText(/Nigeria, we hail thee,/)).not.toHaveAttribute('lang');
    for (const arabic of ['نيجيريا، إنّا نُحيّيكِ،', 'أتعهّدُ لنيجيريا، بلدي،', 'رَبِّ زِدْنِي عِلْمًا.']) {
      const block = within(section).getByText(arabic).closest('[lang]');
      expect(block).toHaveAttribute('lang', 'ar');
      expect(block).toHaveAttribute('dir', 'rtl');
    }
  });

  it('lists the rules and the penalties from the same data as the PDF, with the PDF link', () => {
    renderInArea(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Student Rules and Penalties' });
    const rules = within(section).getAllByRole('list')[0]!;
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(STUDENT_RULES);

    const table = within(section).getByRole('table', { name: 'Penalties' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(PENALTIES.map((row) => row.offence));

    const link = within(section).getByRole('link', {
      name: /^Download the rules and penalties \(PDF, \d+(\.\d)? kB\)$/,
    });
    expect(link).toHaveAttribute('download', 'student-rules.pdf');
    expect(link.getAttribute('href')).toMatch(/\/student-rules\.pdf$/);
  });

  it('introduces the five leaders, each with position, education and experience', () => {
    renderInArea(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Our Leadership Team' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 })).not.toBeEmptyDOMElement();
      expect(within(card).getByText('Education').nextElementSibling).not.toBeEmptyDOMElement();
      expect(within(card).getByText('Experience').nextElementSibling).not.toBeEmptyDOMElement();
    }
    expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Dr. Aminah Abdulsalam');
    expect(cards[0]).toHaveTextContent('Proprietor and Principal');
    expect(within(cards[0]!).getByText('Education').nextElementSibling).toHaveTextContent('PhD');
    expect(within(cards[0]!).getByText('Experience').nextElementSibling).toHaveTextContent('22 years');
  });

  it('shows the achievements as an ordered timeline from 2022 to 2024', () => {
    renderInArea(<AboutPage />);
    const section = screen.getByRole('region', { name: 'Our Achievements' });
    const list = within(section).getByRole('list');
    expect(list.tagName).toBe('OL');
    const years = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.getAttribute('datetime'));
    expect(years).toEqual(['2022', '2023', '2024']);
  });
});
