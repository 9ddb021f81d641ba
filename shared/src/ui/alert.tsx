import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'info';

const alertStyle = (tone: AlertTone) => (theme: Theme) => css`
  padding: ${theme.space.md};
  border-radius: ${theme.radius.sm};
  border-inline-start: 4px solid
    ${tone === 'success' ? theme.color.success : tone === 'error' ? theme.color.error : theme.color.primary};
  background: ${tone === 'success' ? theme.color.successBg : tone === 'error' ? theme.color.errorBg : theme.color.surfaceAlt};
  color: ${tone === 'success' ? theme.color.success : tone === 'error' ? theme.color.error : theme.color.text};
  p {
    margin: 0;
  }
  .note {
    margin-block-start: ${theme.space.xs};
  }
  strong {
    display: block;
  }
`;

interface AlertProps {
  tone: AlertTone;
  title?: string;
  children?: ReactNode;
  /** A second paragraph, after the message. */
  note?: string;
}

/** A message that screen readers announce: errors assertively, others politely. */
export function Alert({ tone, title, children, note }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} data-tone={tone} css={alertStyle(tone)}>
      {title && <strong>{title}</strong>}
      {children && <p>{children}</p>}
      {note && <p className="note">{note}</p>}
    </div>
  );
}
