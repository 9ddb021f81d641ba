// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sharedSingletons, type PackageJson } from './index.js';

const APPS = ['shell', 'mfe-home-about', 'mfe-admissions', 'mfe-news', 'mfe-careers', 'mfe-contact-newsletter'];
const read = (app: string): PackageJson =>
  JSON.parse(readFileSync(new URL(`../../../${app}/package.json`, import.meta.url), 'utf8'));

describe('the shared singletons', () => {
  // The MF runtime does not check their versions at run time (requiredVersion: false): this does.
  it('are the same version range in every app', () => {
    const packages = APPS.map(read);
    const packageOf = (name: string) =>
      name
        .split('/')
        .slice(0, name.startsWith('@') ? 2 : 1)
        .join('/');
    const names = new Set(Object.keys(sharedSingletons(packages[0]!)).map(packageOf));
    expect([...names].sort()).toEqual(['@emotion/react', 'react', 'react-dom', 'react-router-dom', 'single-spa']);
    for (const name of names) {
      const ranges = new Set(packages.map((pkg) => pkg.dependencies?.[name]));
      expect([...ranges], name).toHaveLength(1);
      expect([...ranges][0], name).toMatch(/\d/);
    }
  });

  it('are shared only by an app that depends on them', () => {
    expect(() => sharedSingletons({ name: 'bare', dependencies: { react: '^19.0.0' } })).toThrow(
      'bare must depend on react-dom to share it',
    );
  });
});
