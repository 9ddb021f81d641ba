import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobOpenings } from './job-openings';

function renderOpenings() {
  renderInArea(<JobOpenings />, { path: '/jobs' });
  const filters = screen.getByRole('group', { name: 'Filter positions by category' });
  return { filters };
}

const postingTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

const requirementsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('JobOpenings', () => {
  it('offers the four filters as toggle buttons, All Positions pressed by default', () => {
    const { filters } = renderOpenings();
    const buttons = within(filters).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'All Positions',
      'Teaching Positions',
      'Administrative',
      'Support Staff',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    expect(postingTitles()).toEqual(['Mathematics Teacher', 'English Language Teacher']);
    expect(screen.getByText('2 open positions')).toBeInTheDocument();
  });

  it('filters by category and keeps exactly one filter pressed', async () => {
    const user = userEvent.setup();
    const { filters } = renderOpenings();
    const teaching = within(filters).getByRole('button', { name: 'Teaching Positions' });
    await user.click(teaching);
    expect(teaching).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'All Positions' })).toHaveAttribute('aria-pressed', 'false');
    expect(postingTitles()).toEqual(['Mathematics Teacher', 'English Language Teacher']);

    await user.click(within(filters).getByRole('button', { name: 'Administrative' }));
    expect(teaching).toHaveAttribute('aria-pressed', 'false');
    expect(postingTitles()).toEqual([]);
    expect(screen.getByText('0 open positions')).toBeInTheDocument();

    await user.click(within(filters).getByRole('button', { name: 'All Positions' }));
    expect(postingTitles()).toHaveLength(2);
  });

  it('shows a friendly empty state that leads to the general application', async () => {
    const user = userEvent.setup();
    const { filters } = renderOpenings();
    expect(screen.queryByRole('button', { name: 'Send a General Application' })).not.toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Support Staff' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'No openings in this category right now' +
        'We still welcome talented people. Send us a general application and we will keep it on file.',
    );
    const general = screen.getByRole('button', { name: 'Send a General Application' });
    // With no code, the platform opens the general application's dialog (CareersPage renders it).
    expect(general).toHaveAttribute('commandfor', 'apply-general');
    expect(general).toHaveAttribute('command', 'show-modal');
    expect(general).toHaveAttribute('popovertarget', 'apply-general');
  });

  it('shows each posting’s title, type, department, description, requirements and deadline, not its responsibilities', () => {
    renderOpenings();
    const maths = screen.getByRole('article', { name: 'Mathematics Teacher' });
    expect(maths).toHaveTextContent('Full-time');
    expect(maths).toHaveTextContent('Junior Secondary (JSS 1-3)');
    expect(maths).toHaveTextContent('Teach Mathematics to our junior secondary classes');
    expect(maths).toHaveTextContent('Deadline: Still Open');
    const requirements = requirementsOf(maths);
    expect(requirements).toContain('Minimum of 2 years of teaching experience');
    expect(requirements).toContain("Bachelor's degree or NCE in Mathematics or Mathematics Education");
    expect(maths).not.toHaveTextContent('Prepare JSS 3 pupils for the BECE');
  });

  it('shows both postings as Full-time teaching posts, still open, asking 2 years and a degree or NCE', async () => {
    const user = userEvent.setup();
    const { filters } = renderOpenings();
    await user.click(within(filters).getByRole('button', { name: 'Teaching Positions' }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    for (const card of cards) {
      expect(card).toHaveTextContent('Full-time');
      expect(card).toHaveTextContent('Deadline: Still Open');
      const requirements = requirementsOf(card);
      expect(requirements).toContain('Minimum of 2 years of teaching experience');
      expect(requirements.some((line) => line?.startsWith("Bachelor's degree or NCE"))).toBe(true);
    }
  });

  it('Apply Now names its posting’s application dialog, which the platform opens with no code', () => {
    renderOpenings();
    const english = screen.getByRole('article', { name: 'English Language Teacher' });
    const apply = within(english).getByRole('button', { name: 'Apply Now' });
    expect(apply).toHaveAccessibleDescription('English Language Teacher');
    expect(apply).toHaveAttribute('commandfor', 'apply-english-language-teacher');
    expect(apply).toHaveAttribute('command', 'show-modal');
    expect(apply).toHaveAttribute('popovertarget', 'apply-english-language-teacher');
  });
});
