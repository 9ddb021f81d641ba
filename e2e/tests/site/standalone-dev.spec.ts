import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../../../scripts/apps.mjs';

// A remote team's own dev server (`pnpm --filter @school/mfe-news dev`) serves its standalone
// page on every start, the second as the first: by then its dependencies are optimized already,
// which federation's dev server once answered with undefined shared bindings (shared/src/vite).
const NEWS = join(ROOT, 'mfe-news');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startDevServer() {
  const port = await freePort();
  const dev = spawn('pnpm', ['exec', 'vite', '--port', String(port), '--strictPort'], {
    cwd: NEWS,
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://localhost:${port}`;
  await expect
    .poll(
      () =>
        fetch(`${url}/@vite/client`).then(
          (answer) => answer.ok,
          () => false,
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  return { url, stop: () => process.kill(-dev.pid!) };
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
      dev.stop();
    }
  }
});
