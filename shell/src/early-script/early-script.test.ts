import { SAVES_DATA_ATTR } from '@school/shared/fragment';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Runs the early script's entry afresh, as a page's <head> would, on a browser saying `connection`. */
async function runEarlyScript(connection?: object) {
  vi.resetModules();
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection }));
  await import('./early-script');
}

describe('the early script', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(SAVES_DATA_ATTR);
  });

  it('marks <html> for the photos’ CSS, as it runs, when the browser saves data', async () => {
    await runEarlyScript({ saveData: true });
    expect(document.documentElement.hasAttribute(SAVES_DATA_ATTR)).toBe(true);
  });

  it('leaves <html> as it is otherwise', async () => {
    await runEarlyScript({ saveData: false, effectiveType: '4g' });
    expect(document.documentElement.hasAttribute(SAVES_DATA_ATTR)).toBe(false);
    await runEarlyScript();
    expect(document.documentElement.hasAttribute(SAVES_DATA_ATTR)).toBe(false);
  });
});
