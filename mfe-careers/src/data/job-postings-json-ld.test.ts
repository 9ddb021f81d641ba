import { jsonLdText, type JobPosting } from '@school/shared/content';
import { describe, expect, it } from 'vitest';
import { JOB_POSTINGS } from './job-postings';
import { employmentType, jobPostingJsonLd, jobPostingsJsonLd } from './job-postings-json-ld';

const SITE = 'https://school.example';

describe('JobPosting JSON-LD', () => {
  it('gives every posting the fields Google requires', () => {
    const parsed = JSON.parse(jsonLdText(jobPostingsJsonLd(JOB_POSTINGS, SITE)));
    expect(parsed).toHaveLength(JOB_POSTINGS.length);
    for (const [index, job] of parsed.entries()) {
      const posting = JOB_POSTINGS[index]!;
      expect(job['@context']).toBe('https://schema.org');
      expect(job['@type']).toBe('JobPosting');
      expect(job.title).toBe(posting.title);
      expect(job.description).toContain(posting.description);
      expect(job.description).toContain('<li>Minimum of 2 years of teaching experience</li>');
      expect(job.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(job.employmentType).toBe('FULL_TIME');
      expect(job.hiringOrganization).toMatchObject({
        '@type': 'Organization',
        name: 'Al-Ihsan Nursery, Primary and Junior Secondary School',
      });
      expect(job.jobLocation.address).toEqual({
        '@type': 'PostalAddress',
        streetAddress: '14 Olorunsogo Road, Gaa-Akanbi',
        addressLocality: 'Ilorin',
        addressRegion: 'Kwara State',
        addressCountry: 'NG',
      });
      // 'Still Open': no end date is known, so none is invented.
      expect(job).not.toHaveProperty('validThrough');
    }
  });

  it('gives validThrough for a deadline that is a date', () => {
    const posting = { ...JOB_POSTINGS[0]!, deadline: '2027-01-15' };
    expect(jobPostingJsonLd(posting, SITE).validThrough).toBe('2027-01-15T23:59:59+01:00');
  });

  it('says when each posting went up, from its file', () => {
    const posting: JobPosting = { ...JOB_POSTINGS[0]!, datePosted: '2026-12-01' };
    expect(jobPostingJsonLd(posting, SITE).datePosted).toBe('2026-12-01');
  });

  it('maps the posting type to schema.org employment types', () => {
    expect(employmentType('Full-time')).toBe('FULL_TIME');
    expect(employmentType('Part-time')).toBe('PART_TIME');
    expect(employmentType('Seasonal')).toBe('OTHER');
  });

  it('escapes HTML in the description and cannot close its script tag', () => {
    const posting = { ...JOB_POSTINGS[0]!, description: 'Maths & <b>more</b> </script>' };
    const text = jsonLdText(jobPostingJsonLd(posting, SITE));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).description).toContain('Maths &amp; &lt;b&gt;more&lt;/b&gt;');
  });
});
