import { jsonLdText, SCHOOL } from '@school/shared/content';
import { describe, expect, it } from 'vitest';
import { schoolJsonLd, to24h } from './school-json-ld';

describe('School JSON-LD', () => {
  const data = JSON.parse(jsonLdText(schoolJsonLd('https://school.example')));

  it('parses as a schema.org School with its name, address, phone, e-mail and socials', () => {
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('School');
    expect(data.name).toBe(SCHOOL.name);
    expect(data.url).toBe('https://school.example/');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '14 Olorunsogo Road, Gaa-Akanbi',
      addressLocality: 'Ilorin',
      addressRegion: 'Kwara State',
      addressCountry: 'NG',
    });
    expect(data.telephone).toBe('+2348031234567');
    expect(data.email).toBe('info@alihsanschool.com.ng');
    expect(data.sameAs).toEqual([SCHOOL.socials.facebook, SCHOOL.socials.youtube]);
  });

  it('has the office hours: Mon-Fri 08:00-16:00, Sat 08:00-12:00, Sunday closed', () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '16:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '08:00', closes: '12:00' },
    ]);
  });

  it('reads 12-hour times', () => {
    expect(to24h('8:00 AM')).toBe('08:00');
    expect(to24h('12:00 PM')).toBe('12:00');
    expect(to24h('4:30 PM')).toBe('16:30');
    expect(to24h('12:15 AM')).toBe('00:15');
    expect(() => to24h('noon')).toThrow();
  });
});
