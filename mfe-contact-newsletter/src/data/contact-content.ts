import type { SelectOption } from '@school/shared/ui';
import { fullAddress, type ContactPoint } from '@school/shared/content';
import contactPage from '../../content/contact-page.yaml';
import departments from '../../content/departments.yaml';
import type { ContactPageText } from './schemas';

const page = contactPage as ContactPageText;

/** The send button's text, and what it reads while the message is sending. */
export const CONTACT_FORM = { send: 'Send Message', sending: 'Sending...' } as const;

/** The page's lead (content/contact-page.yaml). */
export const CONTACT_LEAD: string = page.lead;

/** The school's offices, one card each, in the file's order (content/departments.yaml). */
export const CONTACT_DEPARTMENTS: readonly ContactPoint[] = departments as ContactPoint[];

/** The subject options (docs/requirements.md#validation), after an empty first option that makes the choice required. */
export const CONTACT_SUBJECTS: readonly SelectOption[] = [
  { value: '', label: 'Select a subject' },
  { value: 'admissions', label: 'Admissions Inquiry' },
  { value: 'academics', label: 'Academic Information' },
  { value: 'facilities', label: 'Facilities Tour' },
  { value: 'fees', label: 'Fee Information' },
  { value: 'general', label: 'General Question' },
  { value: 'complaint', label: 'Complaint' },
  { value: 'other', label: 'Other' },
];

export const MESSAGE_PLACEHOLDER = 'Please describe your inquiry in detail...';

export const MAP = {
  embedUrl: `https://maps.google.com/maps?q=${encodeURIComponent(fullAddress())}&output=embed`,
  directionsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress())}`,
  title: `Map of the school at ${fullAddress()}`,
  /** The note under the map (content/contact-page.yaml). */
  landmarks: page.landmarks,
} as const;
