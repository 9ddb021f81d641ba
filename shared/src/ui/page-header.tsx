import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { containerStyle } from './container';

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
