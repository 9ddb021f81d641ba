import type { SelectOption } from '@school/shared/ui';
import { fullAddress } from '@school/shared/content';

/** The send button's text, and what it reads while the message is sending. */
export const CONTACT_FORM = { send: 'Send Message', sending: 'Sending...' } as const;

export const CONTACT_LEAD =
  'We would love to hear from you. Call, write or visit us, or send a message with the form below.';

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
  landmarks:
    'Landmarks: a short walk from Gaa-Akanbi Market, opposite the Gaa-Akanbi Primary Health Centre and about ten minutes’ drive from Challenge roundabout.',
} as const;
