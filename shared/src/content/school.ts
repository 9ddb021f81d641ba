import school from '../../content/school.yaml';
import type { School } from './types';

/**
 * The school's own facts, on every page: shared/content/school.yaml, which the school's staff edit
 * (docs/content.md) and every app's build checks against SchoolSchema. The schema asks for one
 * phone at least: the main line.
 */
export const SCHOOL = school as School & { phones: [string, ...string[]] };

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
