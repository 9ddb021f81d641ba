import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectArea, test } from '../fixtures';
import { onRemote } from '../local-apps';
import { FEATURES, featureCard } from './feature-cards';

const RULES = [
  'Arrive at school by 7:45 AM; latecomers report to the teacher on duty.',
  'Bullying, fighting and abusive language are forbidden.',
  'Do your homework and hand it in on the due date.',
];
const PENALTY = 'The item is kept by the school and returned to a parent at the end of the term.';

/** The text a PDF shows: its literal strings drawn with Tj, unescaped and space-joined. */
function pdfText(bytes: Buffer): string {
  const source = bytes.toString('latin1');
  return [...source.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)]
    .map((match) => match[1]!.replace(/\\(.)/g, '$1'))
    .join(' ')
    .replace(/\s+/g, ' ');
}

/** Marks the document so a full page load (which would drop the mark) can be detected. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

async function openHome(page: Page) {
  await page.goto('/');
  await expectArea(page, 'home-about');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Al-Ihsan School' })).toBeVisible();
}

function statCards(page: Page) {
  return page.getByRole('region', { name: 'Our School in Numbers' }).getByRole('listitem');
}

test.describe('home', () => {
  // The spinner's 1.5 s, from the page's start, is timed in content-first.spec.ts.
  test('after its spinner, shows the hero, stats, message, features and call to action', async ({ page }) => {
    await page.goto('/');
    await expectArea(page, 'home-about');
    const area = page.locator('[data-boundary="home-about"]');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Al-Ihsan School' })).toBeVisible();
    await expect(area.getByRole('status')).toHaveCount(0);

    await expect(statCards(page)).toHaveText([
      '200+Students',
      '16+Qualified Teachers',
      '10+Years of Excellence',
      '95%Graduate Success',
    ]);
    await expect(
      page.getByRole('img', { name: 'Portrait of Dr. Aminah Abdulsalam, Proprietor and Principal' }),
    ).toBeVisible();
    for (const title of FEATURES) {
      const card = featureCard(page)(title);
      await expect(card.heading).toBeVisible();
      await expect(card.details).not.toHaveAttribute('open');
    }
    const cta = page.getByRole('region', { name: 'Ready to Join Our School Family?' });
    await expect(cta.getByRole('link', { name: 'Apply for Admission' })).toHaveAttribute('href', '/admissions');
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  });

  test('moves the stat highlight to the next card every 3 seconds', async ({ page }) => {
    await openHome(page);
    const cards = statCards(page);
    await expect(cards.nth(0)).toHaveAttribute('data-highlighted', 'true');
    await expect(cards.nth(1)).toHaveAttribute('data-highlighted', 'true', { timeout: 4_000 });
    await expect(cards.nth(0)).toHaveAttribute('data-highlighted', 'false');
    await expect(cards.nth(2)).toHaveAttribute('data-highlighted', 'true', { timeout: 4_000 });
  });

  test('Apply Now and Learn More navigate without a page load', async ({ page }) => {
    await openHome(page);
    await markDocument(page);
    await page.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL('/admissions');
    await expectArea(page, 'admissions');
    await expectSameDocument(page);

    await page.goBack();
    await expect(page.getByRole('link', { name: 'Learn More about our school' })).toBeVisible();
    await page.getByRole('link', { name: 'Learn More about our school' }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expectSameDocument(page);
  });

  test('the feature accordion works from the keyboard, one panel at a time', async ({ page }) => {
    await openHome(page);
    const feature = featureCard(page);
    const first = feature('Academic Excellence');
    const second = feature('Qualified Teachers');

    await first.summary.focus();
    await page.keyboard.press('Enter');
    await expect(first.details).toHaveAttribute('open');
    await expect(first.details).toContainText('record of full BECE passes');
    await expect(first.details.getByText('record of full BECE passes', { exact: false })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(second.summary).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second.details).toHaveAttribute('open');
    await expect(first.details).not.toHaveAttribute('open');
    await expect(first.details.getByText('record of full BECE passes', { exact: false })).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(second.details).not.toHaveAttribute('open');
  });
});

test.describe('about', () => {
  test('shows the story, values, recitations in English and Arabic, team and timeline', async ({ page }) => {
    await page.goto('/about');
    await expectArea(page, 'home-about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    for (const title of ['Our Story', 'Mission, Vision and Motto', 'Our Philosophy', 'Our Facilities']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Mission, Vision and Motto' })).toContainText(
      'Knowledge, Faith and Character',
    );

    const arabic = page.locator('[lang="ar"][dir="rtl"]');
    await expect(arabic).toHaveCount(3);
    await expect(arabic.first()).toContainText('نيجيريا، إنّا نُحيّيكِ');
    await arabic.first().scrollIntoViewIfNeeded();
    await expect(arabic.first()).toHaveCSS('font-family', /Noto Naskh Arabic/);
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('20px "Noto Naskh Arabic"', 'نيجيريا')))
      .toBe(true);

    await expect(page.getByRole('region', { name: 'Our Leadership Team' }).getByRole('article')).toHaveCount(5);
    const timeline = page.getByRole('region', { name: 'Our Achievements' }).getByRole('listitem');
    await expect(timeline.locator('time')).toHaveText(['2022', '2023', '2024']);
  });

  test('downloads the rules PDF from the remote’s build on the site', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('link', { name: /^Download the rules and penalties \(PDF, \d+(\.\d)? kB\)$/ });
    await expect(link).toHaveAttribute('href', onRemote('student-rules\\.pdf$', 'home-about'));
    await expect(link).toHaveAttribute('download', 'student-rules.pdf');

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('student-rules.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    expect(text).toContain('Student Rules and Penalties');
    RULES.forEach((rule) => expect(text).toContain(rule));
    expect(text).toContain(PENALTY);
    await expect(page).toHaveURL('/about');
  });

  test('the Arabic font is fetched on About only, as its recitations come near', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (/noto-naskh-arabic/.test(request.url())) fontRequests.push(request.url());
    });
    await openHome(page);
    await page.goto('/academics');
    await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();
    expect(fontRequests).toEqual([]);

    // On About, only once the recitations come near: the first view never waits for it.
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    // The area's code runs (it is what fetches the font), and its observer has had two frames to
    // report the recitations far away.
    await expectArea(page, 'home-about');
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    );
    expect(fontRequests).toEqual([]);
    await page.getByRole('heading', { level: 2, name: 'Anthem, Pledge and Prayer' }).scrollIntoViewIfNeeded();
    await expect.poll(() => fontRequests.some((url) => onRemote('assets/', 'home-about').test(url))).toBe(true);
  });
});

test.describe('academics', () => {
  test('shows the overview, departments, programs, results table and assessment', async ({ page }) => {
    await page.goto('/academics');
    await expectArea(page, 'home-about');
    await expect(page.getByRole('heading', { level: 1, name: 'Academics' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Academic Overview' }).getByRole('listitem')).toHaveText([
      '1:16Teacher-student ratio',
      '100%BECE pass rate',
      '16Teachers',
    ]);
    await expect(page.getByRole('region', { name: 'Our Departments' }).getByRole('article')).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Special Programs' }).getByRole('heading', { level: 3 })).toHaveCount(
      6,
    );
    await expect(
      page.getByRole('region', { name: 'How We Assess Learning' }).getByRole('heading', { level: 3 }),
    ).toHaveCount(4);

    const table = page.getByRole('table', { name: 'BECE results, 2024 and 2023' });
    await expect(table.getByRole('columnheader')).toHaveText(['Year', 'Pass rate', 'Distinction', 'Credit']);
    await expect(table.getByRole('row', { name: /^2024/ }).getByRole('cell')).toHaveText(['100%', '85%', '95%']);
    await expect(table.getByRole('row', { name: /^2023/ }).getByRole('cell')).toHaveText(['100%', '88%', '97%']);
  });
});

test.describe('accessibility', () => {
  test('home has no axe violations, with a feature open', async ({ page, axe }) => {
    await openHome(page);
    const card = featureCard(page)('Career Guidance');
    await card.heading.click();
    await expect(card.details.locator('p')).toBeVisible();
    expect(await axe()).toEqual([]);
  });

  for (const [path, title] of [
    ['/about', 'About Us'],
    ['/academics', 'Academics'],
  ] as const) {
    test(`${path} has no axe violations`, async ({ page, axe }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await axe()).toEqual([]);
    });
  }
});
