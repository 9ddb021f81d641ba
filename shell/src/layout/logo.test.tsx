// @vitest-environment node
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Logo } from './header';

/** Each <path> of an SVG text as its attributes, in order. */
const pathsOf = (svg: string) =>
  [...svg.matchAll(/<path\s([^>]*?)\/?>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
  );

describe('Logo', () => {
  it('draws exactly what public/logo.svg draws, hidden from screen readers', () => {
    const file = readFileSync(new URL('../../public/logo.svg', import.meta.url), 'utf8');
    const inline = renderToStaticMarkup(<Logo />);
    expect(pathsOf(inline)).toEqual(pathsOf(file));
    expect(pathsOf(inline)).toHaveLength(5);
    expect(inline).toMatch(/^<svg [^>]*aria-hidden="true"/);
  });
});
