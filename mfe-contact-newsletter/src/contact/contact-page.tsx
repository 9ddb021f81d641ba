import { css, type Theme } from '@emotion/react';
import { SCHOOL } from '@school/shared/content';
import { PageHeader, containerStyle } from '@school/shared/ui';
import { useId } from 'react';
import { CONTACT_DEPARTMENTS, CONTACT_LEAD, MAP } from '../data/contact-content';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { DepartmentCards } from './department-cards';
import { FindUs } from './find-us';

const columnsStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space.xl};
  padding-block: ${theme.space.xl};
  ${theme.mq.lg} {
    grid-template-columns: minmax(16rem, 1fr) 2fr;
  }
  h2 {
    font-size: ${theme.font.size.xl};
    margin-block: 0 ${theme.space.lg};
    color: ${theme.color.primary};
  }
`;

export function ContactPage() {
  const detailsHeading = useId();
  const formHeading = useId();
  return (
    <>
      <PageHeader title="Contact Us" lead={CONTACT_LEAD} />
      <div css={[containerStyle, columnsStyle]}>
        <section aria-labelledby={detailsHeading}>
          <h2 id={detailsHeading}>Get in Touch</h2>
          <ContactDetails school={SCHOOL} />
        </section>
        <section aria-labelledby={formHeading}>
          <h2 id={formHeading}>Send Us a Message</h2>
          <ContactForm labelledBy={formHeading} />
        </section>
      </div>
      <FindUs landmarks={MAP.landmarks} />
      <DepartmentCards departments={CONTACT_DEPARTMENTS} />
    </>
  );
}
