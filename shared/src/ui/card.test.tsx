import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SchoolThemeProvider } from '../theme';
import { Card } from './card';

describe('Card', () => {
  it("wears the caller's styles and the frame's in one class, and Emotion inserts no class that no element wears", () => {
    const cache = createCache({ key: 'card-test' });
    render(
      <CacheProvider value={cache}>
        <SchoolThemeProvider>
          <Card
            aria-label="A department"
            styles={css`
              text-align: center;
            `}
          >
            <h3>Creche</h3>
          </Card>
        </SchoolThemeProvider>
      </CacheProvider>,
    );
    const card = screen.getByRole('article', { name: 'A department' });
    const [className, ...others] = [...card.classList];
    expect(others).toEqual([]);
    const rules = [...document.querySelectorAll('style[data-emotion="card-test"]')]
      .map((tag) => tag.textContent)
      .join('');
    expect(rules).toMatch(new RegExp(`\\.${className}\\{[^}]*box-shadow:[^}]*text-align:center;`));
    // A class nobody wears is missing from the prerendered page: the code would insert it as it hydrates.
    expect(Object.keys(cache.inserted).map((name) => `card-test-${name}`)).toEqual([className]);
  });
});
