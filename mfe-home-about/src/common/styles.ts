import { css, type Theme } from '@emotion/react';
import { cardStyle } from '@school/shared/ui';

/** Paragraph text limited to a comfortable reading width. */
export const proseStyle = (theme: Theme) => css`
  max-inline-size: 48rem;
  p {
    margin-block: 0 ${theme.space.md};
  }
`;

/** A plain card in a list: the shared Card's look for <li> items that are not articles. */
export const tileStyle = (theme: Theme) => css`
  ${cardStyle(theme)}
  h3 {
    color: ${theme.color.primary};
  }
  p {
    margin: 0;
  }
`;

/** A big figure with its label under it (stat cards). */
export const statStyle = (theme: Theme) => css`
  text-align: center;
  .stat-value {
    display: block;
    font-size: ${theme.font.size.xl};
    font-weight: 700;
    color: ${theme.color.primary};
  }
  .stat-label {
    display: block;
    color: ${theme.color.muted};
  }
`;
