import { expectArea } from '../fixtures';
import { FEATURES, featureCard } from '../mfe-home-about/feature-cards';
import { expect, expectAttribute, expectVisible, inEachMode, test } from './engine';

inEachMode((javaScriptEnabled) => {
  test('each of Home’s feature cards opens and shows its text; opening another closes it', async ({ page, tap }) => {
    await page.goto('/');
    if (javaScriptEnabled) await expectArea(page, 'home-about');
    const feature = featureCard(page);
    let open: ReturnType<typeof feature> | undefined;
    for (const title of FEATURES) {
      const card = feature(title);
      await expectAttribute(card.details, 'open', null);
      await tap(card.heading);
      await expectAttribute(card.details, 'open', '');
      const text = card.details.locator('p');
      await expectVisible(text);
      expect((await text.innerText()).length, `${title}'s text`).toBeGreaterThan(40);
      // One is expanded at a time (the spec): <details name> closes the one before.
      if (open) await expectAttribute(open.details, 'open', null);
      open = card;
    }
    // Clicking the expanded one collapses it (the spec).
    await tap(open!.heading);
    await expectAttribute(open!.details, 'open', null);
  });
});
