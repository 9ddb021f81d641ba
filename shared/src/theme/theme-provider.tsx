import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import { tokens } from './tokens';

export function SchoolThemeProvider({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={tokens}>{children}</ThemeProvider>;
}
