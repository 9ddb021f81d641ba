import { renderInArea } from '@school/shared/testing';
import { SchoolThemeProvider } from '@school/shared/theme';
import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAP } from '../data/contact-content';
import { serveBlankIframes } from '../test/blank-iframes';
import { FindUs } from './find-us';

beforeAll(() => serveBlankIframes());

describe('FindUs', () => {
  it('prerenders a box of the map’s size, with no third-party frame', () => {
    const html = renderToString(
      <SchoolThemeProvider>
        <FindUs landmarks={MAP.landmarks} />
      </SchoolThemeProvider>,
    );
    expect(html).not.toContain('<iframe');
    expect(html).toContain('class="map-space"');
    expect(html).toContain('Open in Google Maps');
  });

  it('embeds the map once the area’s code runs, in place of the box', () => {
    renderInArea(<FindUs landmarks={MAP.landmarks} />, { path: '/contact' });
    const findUs = screen.getByRole('region', { name: 'Find Us' });
    expect(within(findUs).getByTitle(/^Map of the school/).tagName).toBe('IFRAME');
    expect(findUs.querySelector('.map-space')).toBeNull();
  });
});
