import { css, type Interpolation, type Theme } from '@emotion/react';
import { useId, type HTMLAttributes, type ReactNode } from 'react';

export const containerStyle = (theme: Theme) => css`
  max-inline-size: ${theme.maxWidth};
  margin-inline: auto;
  padding-inline: ${theme.space.md};
`;

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

const headerStyle = (theme: Theme) => css`
  background: ${theme.color.primary};
  color: ${theme.color.onPrimary};
  padding-block: ${theme.space.xl};
  h1 {
    font-size: ${theme.font.size.xxl};
    margin: 0;
  }
  p {
    margin-block: ${theme.space.sm} 0;
    font-size: ${theme.font.size.lg};
    max-inline-size: 48rem;
  }
`;

/** The page's h1 with an optional lead paragraph. */
export function PageHeader({ title, lead }: { title: string; lead?: ReactNode }) {
  return (
    <header css={headerStyle}>
      <div css={containerStyle}>
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
    </header>
  );
}

/** The card frame (surface, border, radius, shadow, padding); Card uses it, and so can list items. */
export const cardStyle = (theme: Theme) => css`
  background: ${theme.color.surface};
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.card};
  padding: ${theme.space.lg};
  h3 {
    margin-block: 0 ${theme.space.sm};
    font-size: ${theme.font.size.lg};
  }
`;

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /**
   * The caller's own styles, merged with the card frame's into the card's one class. Not the css
   * prop: on a component, Emotion makes a class of that prop's styles alone, which no element
   * wears and the prerendered page therefore lacks, so the code compiled and inserted it as it
   * hydrated.
   */
  styles?: Interpolation<Theme>;
}

/** A self-contained card: an <article>. */
export function Card({ children, styles, ...rest }: CardProps) {
  return (
    <article css={[cardStyle, styles]} {...rest}>
      {children}
    </article>
  );
}

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
