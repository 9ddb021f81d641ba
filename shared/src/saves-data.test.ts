import { describe, expect, it } from 'vitest';
import { SAVES_DATA_ATTR, SAVES_DATA_SCRIPT } from './saves-data.js';

/** Runs the mark's script, as a page's <head> does, on a fresh document and a browser saying `connection`. */
function markedWith(connection?: object): boolean {
  const doc = document.implementation.createHTMLDocument();
  new Function('navigator', 'document', SAVES_DATA_SCRIPT)({ connection }, doc);
  return doc.documentElement.getAttribute(SAVES_DATA_ATTR) === '';
}

describe('SAVES_DATA_SCRIPT', () => {
  it('marks <html> when the browser asks to save data, or rates the connection 2g or slower', () => {
    expect(markedWith({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(markedWith({ saveData: false, effectiveType: '2g' })).toBe(true);
    expect(markedWith({ saveData: false, effectiveType: 'slow-2g' })).toBe(true);
  });

  it('leaves <html> unmarked otherwise, and where the browser says nothing of the connection', () => {
    expect(markedWith({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(markedWith({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(markedWith()).toBe(false);
  });

  it('can be inlined in a page', () => {
    expect(SAVES_DATA_SCRIPT).not.toContain('</script');
  });
});
