// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { FRAGMENT_SLOT_ID, fragmentSlotHtml, readSlot } from './page-composition.js';

describe('the slot', () => {
  it('is written with its id, remote and path, empty', () => {
    expect(fragmentSlotHtml('mfe-careers', '/jobs')).toBe(
      `<div id="${FRAGMENT_SLOT_ID}" data-remote="mfe-careers" data-path="/jobs"></div>`,
    );
    expect(fragmentSlotHtml('a"b', '/x&y')).toBe(
      '<div id="area-fragment" data-remote="a&quot;b" data-path="/x&amp;y"></div>',
    );
  });

  it('is read, whatever reads its attributes: its remote and path', () => {
    const attributes = new Map(
      [...fragmentSlotHtml('mfe-careers', '/jobs').matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!,
        value!,
      ]),
    );
    expect(readSlot((name) => attributes.get(name) ?? null)).toEqual({ remote: 'mfe-careers', path: '/jobs' });
  });

  it('says nothing when it names no remote or path (the template of pages of their own, before a deploy)', () => {
    const only = (attributes: Record<string, string>) => readSlot((name) => attributes[name]);
    expect(only({ 'data-path': '/jobs' })).toBeNull();
    expect(only({ 'data-remote': 'mfe-careers' })).toBeNull();
    expect(only({ 'data-remote': '', 'data-path': '' })).toBeNull();
    expect(only({ 'data-remote': 'mfe-home-about', 'data-path': '/' })).toEqual({
      remote: 'mfe-home-about',
      path: '/',
    });
  });
});
