// A remote's standalone page: the area without the shell, in development only (src/standalone.tsx).

/** @import { Plugin } from 'vite' */

/**
 * Serves every remote's one standalone page from its dev server, titled with its folder's name, at
 * any page path, as Vite served a remote's index.html: a remote has none, and its build has no page.
 * @param {string} folder the remote's folder, e.g. "mfe-news"
 * @returns {Plugin}
 */
export function standalonePage(folder) {
  const html = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${folder} (standalone)</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/standalone.tsx"></script>
  </body>
</html>
`;
  return {
    name: 'school:standalone-page',
    apply: 'serve',
    // Returned, the middleware comes after Vite's own (a module, a file of public/), so it gets only
    // a page's request; transformIndexHtml runs the plugins' HTML hooks, federation's included.
    configureServer: (server) => () => {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
        server
          .transformIndexHtml(req.originalUrl ?? '/', html)
          .then((page) => res.setHeader('Content-Type', 'text/html').end(page))
          .catch(next);
      });
    },
  };
}
