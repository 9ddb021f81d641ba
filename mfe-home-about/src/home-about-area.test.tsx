import { renderInArea } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeAboutArea } from './home-about-area';

describe('HomeAboutArea', () => {
  it('renders About on /about', async () => {
    renderInArea(<HomeAboutArea />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  });

  it('renders Academics on /academics', async () => {
    renderInArea(<HomeAboutArea />, { path: '/academics' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Academics' })).toBeInTheDocument();
  });

  it('renders Home (its spinner first) on /', () => {
    renderInArea(<HomeAboutArea />, { path: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the home page');
  });
});
