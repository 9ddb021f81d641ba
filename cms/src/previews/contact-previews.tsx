/**
 * What a parent sees on Contact, drawn by the contact remote's own components from the entry
 * being edited: the school's own facts (shared/content/school.yaml) as Get in Touch lists them
 * (ContactDetails), the page's lead and the landmarks under the map (its header, FindUs), and the
 * offices' cards (DepartmentCards).
 */
import type { ContactPoint, OfficeHours, SCHOOL } from '@school/shared/content';
import { PageHeader } from '@school/shared/ui';
import { ContactDetails } from '../../../mfe-contact-newsletter/src/contact/contact-details';
import { DepartmentCards } from '../../../mfe-contact-newsletter/src/contact/department-cards';
import { FindUs } from '../../../mfe-contact-newsletter/src/contact/find-us';
import type { ContactPageText } from '../../../mfe-contact-newsletter/src/data/schemas';
import { complete, completeItems, fileDataOf } from './entry-data';
import { previewOf } from './preview-frame';
import type { PreviewProps } from './types';

type School = typeof SCHOOL;

/** The school's facts, once its address is whole and each phone and day of the office hours written. */
function CheckedSchool({ entry }: Pick<PreviewProps, 'entry'>) {
  const school = complete(
    fileDataOf(entry) as Partial<School>,
    ['address', 'phones', 'email', 'officeHours', 'socials'],
    'the school',
  ) as School;
  complete(school.address, ['street', 'town', 'state', 'country'], "the school's address");
  school.phones.forEach((phone, index) => {
    if (!phone) throw new Error(`phone ${index + 1} is empty`);
  });
  school.officeHours.forEach((row: OfficeHours, index) =>
    complete(row, ['days', 'hours'], `office hours ${index + 1}`),
  );
  return (
    <section aria-label="In Get in Touch, on Contact" style={{ padding: '1rem' }}>
      <ContactDetails school={school} />
    </section>
  );
}

export const SchoolPreview = previewOf(CheckedSchool);

function CheckedContactPage({ entry }: Pick<PreviewProps, 'entry'>) {
  const data = fileDataOf(entry) as Partial<ContactPageText>;
  const { lead, landmarks } = complete(data, ['lead', 'landmarks'], 'the contact page') as ContactPageText;
  return (
    <>
      {/* The page's heading, as ContactPage has it. */}
      <PageHeader title="Contact Us" lead={lead} />
      {/* The editor's policy lets no other site's frame in: the map's box stands in for it. */}
      <FindUs landmarks={landmarks} embedMap={false} />
    </>
  );
}

export const ContactPagePreview = previewOf(CheckedContactPage);

function CheckedOffices({ entry }: Pick<PreviewProps, 'entry'>) {
  return <DepartmentCards departments={completeItems<ContactPoint>(entry, ['name', 'email', 'phone'], 'office')} />;
}

export const OfficesPreview = previewOf(CheckedOffices);
