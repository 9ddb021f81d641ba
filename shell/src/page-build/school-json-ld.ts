import { SCHOOL, schoolPostalAddress } from '@school/shared/content';

const DAYS = {
  'Mon-Fri': ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Sat: ['Saturday'],
  Sun: ['Sunday'],
} as const;

/** "8:00 AM" -> "08:00" */
export function to24h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(time.trim());
  if (!match) throw new Error(`Not a 12-hour time: "${time}"`);
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/** The School structured data of every page. */
export function schoolJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'School',
    '@id': `${siteUrl}/#school`,
    name: SCHOOL.name,
    alternateName: SCHOOL.shortName,
    description: SCHOOL.summary,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/logo.svg`,
    address: schoolPostalAddress(),
    telephone: SCHOOL.phones[0],
    email: SCHOOL.email,
    sameAs: Object.values(SCHOOL.socials),
    // The office hours; closed days are left out.
    openingHoursSpecification: SCHOOL.officeHours
      .filter((entry) => entry.hours !== 'Closed')
      .map((entry) => {
        const [opens, closes] = entry.hours.split('-') as [string, string];
        return {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: DAYS[entry.days as keyof typeof DAYS],
          opens: to24h(opens),
          closes: to24h(closes),
        };
      }),
    contactPoint: SCHOOL.phones.map((telephone) => ({
      '@type': 'ContactPoint',
      telephone,
      contactType: 'customer service',
      areaServed: SCHOOL.address.countryCode,
    })),
  };
}
