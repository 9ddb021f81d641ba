import { css, type Theme } from '@emotion/react';
import { cardStyle as sharedCardStyle } from '@school/shared/ui';

/** The frame every card of this area shares: the shared card, laid out as a column. */
export const cardStyle = (theme: Theme) => css`
  ${sharedCardStyle(theme)}
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  block-size: 100%;
  overflow: hidden;
  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    color: ${theme.color.text};
  }
  p {
    margin: 0;
  }
`;

export const categoryStyle = (theme: Theme) => css`
  align-self: start;
  padding: 0.125rem ${theme.space.sm};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.surfaceAlt};
  border: 1px solid ${theme.color.border};
  color: ${theme.color.primary};
  font-size: ${theme.font.size.sm};
  font-weight: 600;
`;

export const metaStyle = (theme: Theme) => css`
  color: ${theme.color.muted};
  font-size: ${theme.font.size.sm};
`;

export const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
