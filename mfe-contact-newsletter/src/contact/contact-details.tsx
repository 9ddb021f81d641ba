import { css, type Theme } from '@emotion/react';
import { formatPhone, telHref, whatsappHref, type SCHOOL } from '@school/shared/content';
import { Fragment } from 'react';
import { EmailLink } from '../components/email-link';
import { ExternalLink } from '../components/external-link';

const detailsStyle = (theme: Theme) => css`
  font-style: normal;
  display: grid;
  gap: ${theme.space.lg};
  h3 {
    margin-block: 0 ${theme.space.xs};
    font-size: ${theme.font.size.lg};
    color: ${theme.color.primary};
  }
  p,
  ul,
  dl {
    margin: 0;
  }
  ul {
    list-style: none;
    padding: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${theme.target.comfortable};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${theme.space.xs} ${theme.space.md};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

/**
 * Address, phones, e-mail, office hours and socials, from the shared school content (SCHOOL); the
 * editor's preview passes the entry it edits.
 */
export function ContactDetails({ school }: { school: typeof SCHOOL }) {
  const { street, town, state, country } = school.address;
  const [mainLine] = school.phones;
  return (
    <address css={detailsStyle}>
      <div>
        <h3>Address</h3>
        <p>
          {street}
          <br />
          {town}, {state}
          <br />
          {country}
        </p>
      </div>
      <div>
        <h3>Phone</h3>
        <ul>
          {school.phones.map((phone) => (
            <li key={phone}>
              <a href={telHref(phone)}>{formatPhone(phone)}</a>
            </li>
          ))}
          <li>
            <ExternalLink href={whatsappHref(mainLine)}>WhatsApp {formatPhone(mainLine)}</ExternalLink>
          </li>
        </ul>
      </div>
      <div>
        <h3>Email</h3>
        <p>
          <EmailLink email={school.email} />
        </p>
      </div>
      <div>
        <h3>Office Hours</h3>
        <dl>
          {school.officeHours.map(({ days, hours }) => (
            <Fragment key={days}>
              <dt>{days}</dt>
              <dd>{hours}</dd>
            </Fragment>
          ))}
        </dl>
      </div>
      <div>
        <h3>Follow Us</h3>
        <ul>
          <li>
            <ExternalLink href={school.socials.facebook}>Facebook</ExternalLink>
          </li>
          <li>
            <ExternalLink href={school.socials.youtube}>YouTube</ExternalLink>
          </li>
        </ul>
      </div>
    </address>
  );
}
