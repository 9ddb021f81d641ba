import { expect, test } from '../fixtures';
import { refuseAreaCode } from '../code-arrival';
import { FEATURES, featureCard } from './feature-cards';

/** Home's feature cards open and read from the HTML alone: with no script, or with their code refused. */
function featuresOpenWithoutTheCode() {
  test('each of Home’s feature cards opens and reads, one at a time', async ({ page }) => {
    await page.goto('/');
    // Home shows its content 1.5 s after the page began, by CSS alone.
    const feature = featureCard(page);
    let open: ReturnType<typeof feature> | undefined;
    for (const title of FEATURES) {
      const card = feature(title);
      await card.heading.click();
      await expect(card.details).toHaveAttribute('open');
      await expect(card.details.locator('p')).toBeVisible();
      expect((await card.details.locator('p').innerText()).length).toBeGreaterThan(40);
      if (open) await expect(open.details).not.toHaveAttribute('open');
      open = card;
    }
    await open!.heading.click();
    await expect(open!.details).not.toHaveAttribute('open');
  });
}

test.describe('with no script', () => {
  test.use({ javaScriptEnabled: false });
  featuresOpenWithoutTheCode();
});

test.describe('with the home-about area’s code refused', () => {
  test.beforeEach(async ({ page }) => {
    await refuseAreaCode(page, 'home-about');
  });
  featuresOpenWithoutTheCode();
});
