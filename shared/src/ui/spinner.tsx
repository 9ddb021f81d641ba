import { css, keyframes, type Theme } from '@emotion/react';
import { visuallyHidden } from '../theme/visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

type SpinnerSize = 'sm' | 'lg';

const ringStyle = (size: SpinnerSize) => css`
  flex: none;
  inline-size: ${size === 'lg' ? '2.5rem' : '1rem'};
  block-size: ${size === 'lg' ? '2.5rem' : '1rem'};
  border: ${size === 'lg' ? '4px' : '2px'} solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The spinning ring alone: decorative, so assistive technology never meets it. */
export function SpinnerIcon({ size = 'sm' }: { size?: SpinnerSize }) {
  return <span aria-hidden="true" css={ringStyle(size)} />;
}

const rowStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
`;

interface SpinnerProps {
  label: string;
  size?: SpinnerSize;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/**
 * A busy indicator announced to screen readers (role="status"). Not for inside a control: a
 * status does not count towards its parent's name (use SubmitButton for a busy button).
 */
export function Spinner({ label, size = 'sm', showLabel = false }: SpinnerProps) {
  return (
    <span role="status" css={rowStyle}>
      <SpinnerIcon size={size} />
      <span css={showLabel ? undefined : visuallyHidden}>{label}</span>
    </span>
  );
}
