import { css, keyframes, type Theme } from '@emotion/react';
import { visuallyHidden } from '../theme/visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const spinnerStyle = (size: 'sm' | 'lg') => (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  &::before {
    content: '';
    inline-size: ${size === 'lg' ? '2.5rem' : '1rem'};
    block-size: ${size === 'lg' ? '2.5rem' : '1rem'};
    border: ${size === 'lg' ? '4px' : '2px'} solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: ${spin} 0.8s linear infinite;
  }
`;

interface SpinnerProps {
  label: string;
  size?: 'sm' | 'lg';
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** A busy indicator announced to screen readers (role="status"). */
export function Spinner({ label, size = 'sm', showLabel = false }: SpinnerProps) {
  return (
    <span role="status" css={spinnerStyle(size)}>
      <span css={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
