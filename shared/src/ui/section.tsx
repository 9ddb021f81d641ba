import { css, type Theme } from '@emotion/react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { containerStyle } from './container';

const sectionStyle = (tone: 'plain' | 'alt') => (theme: Theme) => css`
  padding-block: ${theme.space.xl};
  background: ${tone === 'alt' ? theme.color.surfaceAlt : 'transparent'};
  h2 {
    font-size: ${theme.font.size.xl};
    margin-block: 0 ${theme.space.lg};
    color: ${theme.color.primary};
  }
`;

interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** A page section labelled by its own h2. */
export function Section({ title, tone = 'plain', children, ...rest }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={sectionStyle(tone)} {...rest}>
      <div css={containerStyle}>
        <h2 id={headingId}>{title}</h2>
        {children}
      </div>
    </section>
  );
}
