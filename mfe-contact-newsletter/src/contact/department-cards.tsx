import { css, type Theme } from '@emotion/react';
import { formatPhone, telHref } from '@school/shared/content';
import { Card, Section, gridStyle } from '@school/shared/ui';
import { EmailLink } from '../components/email-link';
import type { ContactPoint } from '@school/shared/content';

const cardBody = (theme: Theme) => css`
  p {
    margin-block: 0 ${theme.space.sm};
    color: ${theme.color.muted};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${theme.target.comfortable};
    overflow-wrap: anywhere;
  }
`;

/**
 * One card per office (content/departments.yaml, CONTACT_DEPARTMENTS): purpose, e-mail and phone;
 * the editor's preview passes the entry it edits.
 */
export function DepartmentCards({ departments }: { departments: readonly ContactPoint[] }) {
  return (
    <Section title="Departments">
      <ul css={gridStyle('26rem')}>
        {departments.map((department) => (
          <li key={department.name}>
            <Card styles={cardBody}>
              <h3>{department.name}</h3>
              <p>{department.purpose}</p>
              <ul>
                <li>
                  <EmailLink email={department.email} />
                </li>
                <li>
                  <a href={telHref(department.phone)}>{formatPhone(department.phone)}</a>
                </li>
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
