import { css, type Theme } from '@emotion/react';
import { Section } from '@school/shared/ui';
import type { ReactNode } from 'react';
import { RULES_TITLE } from '../data/rules';
import { RULES_DOWNLOAD } from '../data/rules-download';
import type { Rules } from '../data/schemas';

const rulesStyle = (theme: Theme) => css`
  h3 {
    font-size: ${theme.font.size.lg};
    margin-block: ${theme.space.lg} ${theme.space.sm};
  }
  ol {
    padding-inline-start: ${theme.space.lg};
    max-inline-size: 48rem;
  }
  li + li {
    margin-block-start: ${theme.space.xs};
  }
  table {
    inline-size: 100%;
    max-inline-size: 48rem;
    border-collapse: collapse;
  }
  caption {
    text-align: start;
    font-weight: 700;
    font-size: ${theme.font.size.lg};
    margin-block-end: ${theme.space.sm};
  }
  th,
  td {
    text-align: start;
    vertical-align: top;
    padding: ${theme.space.sm};
    border-block-end: 1px solid ${theme.color.border};
  }
  thead th {
    background: ${theme.color.surfaceAlt};
  }
  .download {
    margin-block-start: ${theme.space.lg};
  }
`;

/**
 * The rules and penalties (RULES, or the editor's entry's), then `children`: on About, the same
 * content as a PDF made at build time (RulesDownload).
 */
export function RulesSection({ rules: { intro, rules, penalties }, children }: { rules: Rules; children?: ReactNode }) {
  return (
    <Section title={RULES_TITLE}>
      <div css={rulesStyle}>
        <p>{intro}</p>
        <h3>{RULES_DOWNLOAD.rulesHeading}</h3>
        <ol>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <table>
          <caption>{RULES_DOWNLOAD.penaltiesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{RULES_DOWNLOAD.offenceColumn}</th>
              <th scope="col">{RULES_DOWNLOAD.penaltyColumn}</th>
            </tr>
          </thead>
          <tbody>
            {penalties.map(({ offence, penalty }) => (
              <tr key={offence}>
                <th scope="row">{offence}</th>
                <td>{penalty}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {children}
      </div>
    </Section>
  );
}
