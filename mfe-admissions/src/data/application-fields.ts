import { ADMISSION_OFFICIAL_KEYS, type ADMISSION_KEYS } from '@school/shared/forms';
import type { SelectOption } from '@school/shared/ui';
import { DRAFT_KEEP_DAYS } from '../application/draft-storage';

export type AdmissionKey = (typeof ADMISSION_KEYS)[number];

export type FieldKind = 'text' | 'tel' | 'date' | 'select' | 'textarea';

export interface FieldSpec {
  label: string;
  kind: FieldKind;
  required?: boolean;
  options?: readonly SelectOption[];
  /** Brings up the number keypad on phones; the value stays free text (no format checks, docs/requirements.md#validation). */
  inputMode?: 'decimal' | 'numeric';
}

/** Sex options (docs/requirements.md#validation): Select (empty), Male, Female. */
export const SEX_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'Select' },
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
];

/** Every field of the admission application entity (docs/requirements.md#entities): its visible label and input type. */
export const APPLICATION_FIELDS: Readonly<Record<AdmissionKey, FieldSpec>> = {
  surname: { label: 'Surname', kind: 'text', required: true },
  otherNames: { label: 'Other Names', kind: 'text', required: true },
  sex: { label: 'Sex', kind: 'select', required: true, options: SEX_OPTIONS },
  dateOfBirth: { label: 'Date of Birth', kind: 'date', required: true },
  placeOfBirth: { label: 'Place of Birth', kind: 'text' },
  city: { label: 'City', kind: 'text' },
  lga: { label: 'Local Government Area (LGA)', kind: 'text' },
  state: { label: 'State', kind: 'text' },
  height: { label: 'Height', kind: 'text', inputMode: 'decimal' },
  weight: { label: 'Weight', kind: 'text', inputMode: 'decimal' },
  preferredHospital: { label: 'Preferred Hospital', kind: 'text' },
  allergies: { label: 'Allergies', kind: 'textarea' },
  homePhone: { label: 'Home Phone', kind: 'tel' },
  livesWith: { label: 'Lives With', kind: 'text' },
  homeAddress: { label: 'Home Address', kind: 'textarea' },
  permanentAddress: { label: 'Permanent Address', kind: 'textarea' },
  fatherName: { label: "Father's Name", kind: 'text' },
  fatherContactAddress: { label: "Father's Contact Address", kind: 'textarea' },
  fatherPermanentAddress: { label: "Father's Permanent Address", kind: 'textarea' },
  fatherPhone: { label: "Father's Phone", kind: 'tel' },
  fatherWhatsapp: { label: "Father's WhatsApp Number", kind: 'tel' },
  motherName: { label: "Mother's Name", kind: 'text' },
  motherContactAddress: { label: "Mother's Contact Address", kind: 'textarea' },
  motherPermanentAddress: { label: "Mother's Permanent Address", kind: 'textarea' },
  motherPhone: { label: "Mother's Phone", kind: 'tel' },
  motherWhatsapp: { label: "Mother's WhatsApp Number", kind: 'tel' },
  teacher: { label: 'Teacher', kind: 'text' },
  classIntended: { label: 'Class Intended', kind: 'text' },
  lastClass: { label: 'Last Class', kind: 'text' },
  lastSchool: { label: 'Last School Attended', kind: 'text' },
  lastSchoolPerformance: { label: 'Performance in Last School', kind: 'text' },
  mathsScore: { label: 'Maths Score', kind: 'text', inputMode: 'decimal' },
  readingScore: { label: 'Reading Score', kind: 'text', inputMode: 'decimal' },
  grammarScore: { label: 'Grammar Score', kind: 'text', inputMode: 'decimal' },
  genPaperScore: { label: 'General Paper Score', kind: 'text', inputMode: 'decimal' },
  dateOfScreening: { label: 'Date of Screening', kind: 'date' },
  classAdmitted: { label: 'Class Admitted', kind: 'text' },
  admissionNo: { label: 'Admission Number', kind: 'text' },
  informantName: { label: "Informant's Name", kind: 'text' },
  informantSignature: { label: "Informant's Signature (type your full name)", kind: 'text' },
};

export interface FieldGroup {
  id: 'pupil' | 'health' | 'home' | 'father' | 'mother' | 'official';
  legend: string;
  /** Shown under the legend and read with the group. */
  note?: string;
  keys: readonly AdmissionKey[];
}

/** The form's fieldsets, in order; together they hold every key of ADMISSION_KEYS once. */
export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    id: 'pupil',
    legend: "Pupil's Details",
    keys: ['surname', 'otherNames', 'sex', 'dateOfBirth', 'placeOfBirth', 'city', 'lga', 'state'],
  },
  { id: 'health', legend: 'Health', keys: ['height', 'weight', 'preferredHospital', 'allergies'] },
  { id: 'home', legend: 'Home', keys: ['homePhone', 'livesWith', 'homeAddress', 'permanentAddress'] },
  {
    id: 'father',
    legend: "Father's Details",
    keys: ['fatherName', 'fatherContactAddress', 'fatherPermanentAddress', 'fatherPhone', 'fatherWhatsapp'],
  },
  {
    id: 'mother',
    legend: "Mother's Details",
    keys: ['motherName', 'motherContactAddress', 'motherPermanentAddress', 'motherPhone', 'motherWhatsapp'],
  },
  {
    id: 'official',
    legend: 'For Official Use',
    note: 'Anyone may fill in this section. For the physical admission form, please visit the school administration.',
    keys: ADMISSION_OFFICIAL_KEYS,
  },
];

export const FORM_TEXT = {
  title: 'Online Application Form',
  intro: 'Fields marked * are required.',
  /** What the page says of the draft (application/draft-storage.ts); it says so with or without the code. */
  draftKept: `What you type is kept on this phone for ${DRAFT_KEEP_DAYS} days so you can finish later. It is removed when you send it, sign out or tap Clear draft.`,
  submit: 'Submit Application',
  submitting: 'Submitting...',
  draftRestored: 'Draft restored: we filled in the answers you typed earlier on this phone.',
  clearDraft: 'Clear draft',
} as const;
