// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-html';

describe("the start set the service worker's build precaches", () => {
  it('is the entry, then its module preloads, without their leading slash, and names no fetched data', () => {
    const built = [
      '<head>',
      '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
      '<script type="module" crossorigin src="/assets/entry-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/a-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/b-3.js">',
      '</head><body><main id="main"></main></body>',
    ].join('\n');
    const { html, startSet } = pageTemplate(built, 'run()');
    expect(startSet).toEqual(['assets/entry-1.js', 'assets/a-2.js', 'assets/b-3.js']);
    // The same files the early script is handed.
    expect(html).toContain('data-entry="/assets/entry-1.js" data-preload="/assets/a-2.js /assets/b-3.js"');
  });

  it('is the entry alone when nothing is preloaded', () => {
    const built = '<head><script type="module" src="/assets/index-Ab12.js"></script></head><body></body>';
    expect(pageTemplate(built, 'run()').startSet).toEqual(['assets/index-Ab12.js']);
  });
});
