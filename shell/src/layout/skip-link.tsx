import { css, type Theme } from '@emotion/react';

const skipStyle = (theme: Theme) => css`
  position: absolute;
  inset-inline-start: ${theme.space.sm};
  inset-block-start: -10rem;
  z-index: 100;
  padding: ${theme.space.sm} ${theme.space.md};
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  border-radius: ${theme.radius.sm};
  &:focus {
    inset-block-start: ${theme.space.sm};
  }
`;

export function SkipLink() {
  return (
    <a href="#main" css={skipStyle}>
      Skip to main content
    </a>
  );
}
