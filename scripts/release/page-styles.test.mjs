import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cspHash } from '../csp.mjs';
import { styleHashes } from './page-styles.mjs';

test('a page’s inline style blocks are named by the hash of their text, each once, a <noscript>’s too', () => {
  const html =
    '<head><style>a{color:red}</style><style data-emotion="css x">.x{}</style><noscript><style>.n{}</style></noscript></head>' +
    '<body><style>a{color:red}</style><p>';
  assert.deepEqual(styleHashes(html), [cspHash('a{color:red}'), cspHash('.x{}'), cspHash('.n{}')]);
  assert.match(cspHash('.x{}'), /^'sha256-[A-Za-z0-9+/]{43}='$/);
  assert.deepEqual(styleHashes('<p>no styles</p>'), []);
});
