import { Section } from '@school/shared/ui';
import { FORM_TEXT } from '../data/application-fields';
import { ApplicationForm } from './application-form';

export function ApplicationSection() {
  return (
    <Section title={FORM_TEXT.title} id="apply">
      <ApplicationForm />
    </Section>
  );
}
