import type { ContactPoint, OfficeHours } from './types';

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

/**
 * The school's offices, for the Contact page. Apart from SCHOOL, which every app's first load
 * carries (the footer, the structured data), so that only the page that lists them pays for them.
 */
export const SCHOOL_DEPARTMENTS: readonly ContactPoint[] = [
  {
    name: 'Admissions Office',
    email: 'admissions@alihsanschool.com.ng',
    phone: '+2348031234567',
    purpose: 'Applications, entrance assessments and school tours.',
  },
  {
    name: 'Academic Office',
    email: 'academics@alihsanschool.com.ng',
    phone: '+2348059876543',
    purpose: 'Curriculum, results, report cards and class placement.',
  },
  {
    name: 'Finance Office',
    email: 'bursary@alihsanschool.com.ng',
    phone: '+2348062345678',
    purpose: 'Fees, instalment plans, receipts and payment questions.',
  },
  {
    name: 'Student Affairs',
    email: 'studentaffairs@alihsanschool.com.ng',
    phone: '+2348073456789',
    purpose: 'Welfare, discipline, clubs and pupils’ wellbeing.',
  },
];

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
