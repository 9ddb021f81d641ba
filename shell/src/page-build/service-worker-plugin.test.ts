// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-html';
import { startSetOf } from './start-set';

describe('startSetOf', () => {
  it('reads the entry and its module preloads from the early script, without their leading slash', () => {
    const html =
      '<body><main id="main"></main>  <script data-entry="/assets/index-Ab12.js" data-preload="/assets/react-Cd34.js /assets/router-Ef56.js" data-fetch="/config.json /remotes.json">run()</script>\n  </body>';
    expect(startSetOf(html)).toEqual(['assets/index-Ab12.js', 'assets/react-Cd34.js', 'assets/router-Ef56.js']);
  });

  it('is the entry alone when nothing is preloaded, and names no fetched data', () => {
    const html = '<script data-entry="/assets/index-Ab12.js" data-preload="" data-fetch="/config.json">run()</script>';
    expect(startSetOf(html)).toEqual(['assets/index-Ab12.js']);
  });

  it('reads the early script as the build writes it (pageTemplate)', () => {
    const built = pageTemplate(
      [
        '<head>',
        '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
        '<script type="module" crossorigin src="/assets/entry-1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/a-2.js">',
        '<link rel="modulepreload" crossorigin href="/assets/b-3.js">',
        '</head><body><main id="main"></main></body>',
      ].join('\n'),
      'run()',
    );
    expect(startSetOf(built)).toEqual(['assets/entry-1.js', 'assets/a-2.js', 'assets/b-3.js']);
  });

  it('throws without the early script', () => {
    const message = 'the built index.html has no early script to read the start set from';
    expect(() => startSetOf('<html><body><main id="main"></main></body></html>')).toThrow(message);
    expect(() => startSetOf('<script type="module" crossorigin src="/assets/entry-1.js"></script>')).toThrow(message);
    // An early script with no entry is no start set.
    expect(() => startSetOf('<script data-entry="" data-preload="/assets/a.js">run()</script>')).toThrow(message);
  });
});
