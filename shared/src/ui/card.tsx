import { css, type Interpolation, type Theme } from '@emotion/react';
import type { HTMLAttributes } from 'react';

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
