import { css, type Theme } from '@emotion/react';

/** The page's content column. */
export const containerStyle = (theme: Theme) => css`
  max-inline-size: ${theme.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.md};
`;

/**
 * The grid every area lays its cards out with: as many columns of at least `minItem` as the
 * content column holds, one on a phone. A row of fewer cards than columns spreads over the whole
 * column (auto-fit): with auto-fill, three cards on a wide screen stopped at three quarters of it.
 */
export const gridStyle =
  (minItem = '16rem') =>
  (theme: Theme) => css`
    display: grid;
    gap: ${theme.space.lg};
    grid-template-columns: repeat(auto-fit, minmax(min(${minItem}, 100%), 1fr));
    padding: 0;
    margin: 0;
    list-style: none;
  `;
