import { GlobalStyles, SchoolThemeProvider } from '@school/shared/theme';
import { mountStandalone } from '@school/shared/area';
import { createRoot } from 'react-dom/client';
import * as area from './area';

// Development only: the area without the shell.
createRoot(document.createElement('div')).render(
  <SchoolThemeProvider>
    <GlobalStyles />
  </SchoolThemeProvider>,
);
mountStandalone(area);
