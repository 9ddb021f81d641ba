// For the page builds' tests: the template every page of the shell is written from, made as the
// build makes it (pageTemplate) from index.html as Vite leaves it.
import source from '../../index.html?raw';
import { pageTemplate } from './page-html';

export const SOURCE_INDEX_HTML = source;
export const SITE = 'https://school.example';

/** index.html with Vite's module script and preloads in <head>, then the early script in their place. */
export function builtTemplate(code = 'run()'): string {
  const bundled = SOURCE_INDEX_HTML.replace('<script type="module" src="/src/main.tsx"></script>', '').replace(
    '</head>',
    () =>
      '  <script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-Cd34.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/router-Ef56.js">\n  </head>',
  );
  return pageTemplate(bundled, code).html;
}
