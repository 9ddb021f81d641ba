import type { OfficeHours } from './types';

/**
 * Cross-cutting school content, written once. The values are invented but plausible: the
 * school replaces them with its own before launch.
 */
export const SCHOOL = {
  name: 'Al-Ihsan Nursery, Primary and Junior Secondary School',
  shortName: 'Al-Ihsan School',
  motto: 'Knowledge, Faith and Character',
  summary:
    'A private nursery, primary and junior secondary school in Ilorin, from creche to JSS 3, with an Islamic and moral emphasis.',
  address: {
    street: '14 Olorunsogo Road, Gaa-Akanbi',
    town: 'Ilorin',
    state: 'Kwara State',
    country: 'Nigeria',
    countryCode: 'NG',
  },
  /** E.164 numbers; the first is the main line (also on WhatsApp). */
  phones: ['+2348031234567', '+2348059876543'] as const,
  email: 'info@alihsanschool.com.ng',
  officeHours: [
    { days: 'Mon-Fri', hours: '8:00 AM-4:00 PM' },
    { days: 'Sat', hours: '8:00 AM-12:00 PM' },
    { days: 'Sun', hours: 'Closed' },
  ] satisfies OfficeHours[],
  socials: {
    facebook: 'https://www.facebook.com/alihsanschoolilorin',
    youtube: 'https://www.youtube.com/@alihsanschoolilorin',
  },
} as const;

/** "+2348031234567" -> "0803 123 4567", the way Nigerians write a mobile number. */
export function formatPhone(e164: string): string {
  const local = e164.replace(/^\+234/, '0');
  return local.length === 11 ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : e164;
}

export function telHref(e164: string): string {
  return `tel:${e164}`;
}

export function whatsappHref(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}`;
}

export function fullAddress(): string {
  const { street, town, state, country } = SCHOOL.address;
  return `${street}, ${town}, ${state}, ${country}`;
}

/** The school's address as a schema.org PostalAddress, for every page's JSON-LD. */
export function schoolPostalAddress() {
  const { street, town, state, countryCode } = SCHOOL.address;
  return {
    '@type': 'PostalAddress',
    streetAddress: street,
    addressLocality: town,
    addressRegion: state,
    addressCountry: countryCode,
  } as const;
}
