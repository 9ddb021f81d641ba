import { expect, test } from '@playwright/test';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/apps.mjs';
import { onFreePorts, startEmulatorProcess } from '../../../scripts/emulator-process.mjs';

// A remote team's own dev server (`pnpm --filter @school/mfe-news dev`) serves its standalone
// page on every start, the second as the first: by then its dependencies are optimized already,
// which federation's dev server once answered with undefined shared bindings (shared/src/vite).
const NEWS = join(ROOT, 'mfe-news');

/** The news remote's dev server on a free port, once it answers; `stop` waits for it to be gone. */
function startDevServer() {
  return onFreePorts(1, async ([port]) => {
    const url = `http://localhost:${port}`;
    const stop = await startEmulatorProcess({
      label: '[mfe-news dev]',
      command: 'pnpm',
      args: ['exec', 'vite', '--port', String(port), '--strictPort'],
      cwd: NEWS,
      timeoutMs: 30_000,
      isReady: () =>
        fetch(`${url}/@vite/client`).then(
          (answer) => answer.ok,
          () => false,
        ),
    });
    return { url, stop };
  });
}

test('the news remote’s standalone page renders on a first and a second start of its dev server', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  for (const start of ['first', 'second']) {
    const dev = await startDevServer();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(`${dev.url}/news-events`);
      await expect(page.getByRole('heading', { level: 1, name: 'News & Events' }), `${start} start`).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Latest News' })).toBeVisible();
      expect(errors, `${start} start`).toEqual([]);
      await page.close();
    } finally {
      await dev.stop();
    }
  }
});
