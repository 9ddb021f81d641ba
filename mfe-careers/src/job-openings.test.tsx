import { renderInArea } from '@school/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobOpenings } from './job-openings';

function renderOpenings() {
  const onApply = vi.fn();
  const onGeneralApplication = vi.fn();
  renderInArea(<JobOpenings onApply={onApply} onGeneralApplication={onGeneralApplication} />, { path: '/jobs' });
  const filters = screen.getByRole('group', { name: 'Filter positions by category' });
  return { filters, onApply, onGeneralApplication };
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
    const { filters, onApply, onGeneralApplication } = renderOpenings();
    expect(screen.queryByRole('button', { name: 'Send a General Application' })).not.toBeInTheDocument();
    await user.click(within(filters).getByRole('button', { name: 'Support Staff' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'No openings in this category right now' +
        'We still welcome talented people. Send us a general application and we will keep it on file.',
    );
    // With the code, it opens the general application's dialog (CareersPage renders it); with
    // none, it is a link to the application's page of its own (the careers e2e specs).
    await user.click(screen.getByRole('button', { name: 'Send a General Application' }));
    expect(onGeneralApplication).toHaveBeenCalledTimes(1);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('Apply Now asks for the card’s position, and names the posting it applies for', async () => {
    const user = userEvent.setup();
    const { onApply } = renderOpenings();
    const card = screen.getByRole('article', { name: 'English Language Teacher' });
    const apply = within(card).getByRole('button', { name: 'Apply Now' });
    expect(apply).toHaveAccessibleDescription('English Language Teacher');
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith('English Language Teacher');
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
});
