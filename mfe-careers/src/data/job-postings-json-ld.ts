/**
 * schema.org JobPosting structured data for the open positions (Google's job rich result).
 * The postings are open until filled ('Still Open'), so validThrough is given only for a
 * deadline that is a date.
 */
import { SCHOOL, schoolPostalAddress, type JobPosting } from '@school/shared/content';

const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
};

export function employmentType(type: string): string {
  return EMPLOYMENT_TYPES[type.trim().toLowerCase()] ?? 'OTHER';
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function jobPostingJsonLd(posting: JobPosting, siteUrl: string) {
  const requirements = posting.requirements.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: posting.title,
    // Google reads HTML here: the summary and the requirements a candidate must meet.
    description: `<p>${escapeHtml(posting.description)}</p><p>Requirements:</p><ul>${requirements}</ul>`,
    identifier: { '@type': 'PropertyValue', name: SCHOOL.shortName, value: posting.id },
    datePosted: posting.datePosted,
    ...(ISO_DATE.test(posting.deadline) && { validThrough: `${posting.deadline}T23:59:59+01:00` }),
    employmentType: employmentType(posting.type),
    hiringOrganization: {
      '@type': 'Organization',
      name: SCHOOL.name,
      sameAs: `${siteUrl}/`,
      logo: `${siteUrl}/logo.svg`,
    },
    jobLocation: {
      '@type': 'Place',
      address: schoolPostalAddress(),
    },
    directApply: true,
    url: `${siteUrl}/jobs`,
  };
}

export function jobPostingsJsonLd(postings: readonly JobPosting[], siteUrl: string) {
  return postings.map((posting) => jobPostingJsonLd(posting, siteUrl));
}
