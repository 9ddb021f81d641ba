import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('cannot close its script element, and parses back to the same data', () => {
    const data = { text: '</script><script>alert(1)</script>', list: [{ name: '</SCRIPT >' }] };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(JSON.parse(text)).toEqual(data);
  });
});
