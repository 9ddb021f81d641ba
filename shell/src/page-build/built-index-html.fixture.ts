// For the page builds' tests: index.html as the shell's build leaves it before its pages with no
// code are made.
import { readFileSync } from 'node:fs';
import { ROUTES } from '../routing/routes';
import { routeHtml, withEarlyScript, withFirstPaint } from './build-plugin';

export const SOURCE_INDEX_HTML = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
export const SITE = 'https://school.example';
const home = ROUTES.find((route) => route.path === '/')!;

/**
 * The home page's head and first paint (transformIndexHtml), Vite's module script and preloads in
 * <head>, and then the early script in their place (generateBundle).
 */
export function builtIndexHtml(): string {
  const transformed = withFirstPaint(routeHtml(SOURCE_INDEX_HTML, SITE, home), home);
  const bundled = transformed
    .replace(/\s*<script type="module" src="\/src\/main.tsx"><\/script>/, '')
    .replace(
      '</head>',
      () =>
        '  <script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/react-Cd34.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/router-Ef56.js">\n  </head>',
    );
  return withEarlyScript(bundled, 'run()');
}
