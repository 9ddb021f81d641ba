import { SchoolThemeProvider } from '@school/shared/theme';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OVERRIDES_KEY } from '../federation/remote-overrides';
import { OverrideBadge } from './override-badge';

const DEV_NEWS = 'http://localhost:5176/mf-manifest.json';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('OverrideBadge', () => {
  it('names each override, and End override ends every one and loads the page again', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ mfe_news: DEV_NEWS }));
    render(
      <SchoolThemeProvider>
        <OverrideBadge active={{ mfe_news: DEV_NEWS }} />
      </SchoolThemeProvider>,
    );
    const badge = screen.getByRole('complementary', { name: 'Remote override' });
    expect(badge).toHaveTextContent(`mfe_news from ${DEV_NEWS}`);
    await userEvent.click(screen.getByRole('button', { name: 'End override' }));
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
