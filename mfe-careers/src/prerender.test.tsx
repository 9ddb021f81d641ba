// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './prerender';

const fileOf = async (file: string) => (await render('B1')).find((fragment) => fragment.file === file)!.html;

describe('the careers HTML, with no code', () => {
  it('leads each Apply Now and the general application to its page of its own, and carries no dialog', async () => {
    const jobs = await fileOf('fragments/jobs.html');
    expect(jobs).not.toContain('<dialog');
    expect(jobs).not.toContain('<form');
    const links = [...jobs.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(([, href, name]) => [href, name]);
    expect(links).toEqual([
      ['/jobs/apply/mathematics-teacher', 'Apply Now'],
      ['/jobs/apply/english-language-teacher', 'Apply Now'],
      ['/jobs/apply/general', 'Submit General Application'],
    ]);
  });

  it('lists the pages of their own with their titles, each a form posting the position', async () => {
    expect(JSON.parse(await fileOf('pages/pages.json'))).toEqual([
      {
        path: '/jobs/apply/mathematics-teacher',
        title: 'Apply for: Mathematics Teacher',
        description:
          'Apply online for the post of Mathematics Teacher at Al-Ihsan Nursery, Primary and Junior Secondary School.',
      },
      {
        path: '/jobs/apply/english-language-teacher',
        title: 'Apply for: English Language Teacher',
        description:
          'Apply online for the post of English Language Teacher at Al-Ihsan Nursery, Primary and Junior Secondary School.',
      },
      {
        path: '/jobs/apply/general',
        title: 'Apply for: General Application',
        description:
          'We are always happy to hear from dedicated teachers and staff. Send us your details and we will contact you when a suitable role opens.',
      },
    ]);
    const general = await fileOf('pages/jobs/apply/general.html');
    expect(general).toMatch(/^<div data-area-fragment="careers" data-build="B1" data-path="\/jobs\/apply\/general">/);
    expect(general).toContain('<h1');
    expect(general).toContain('Apply for: General Application</h1>');
    expect(general).toMatch(/<form[^>]* action="\/f\/school"[^>]* method="post"/);
    expect(general).toContain('name="position" value="General Application"');
    expect(general).toContain('<a href="/jobs"');
  });
});
