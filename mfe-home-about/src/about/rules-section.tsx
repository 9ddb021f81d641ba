import { css, type Theme } from '@emotion/react';
import { Section, buttonStyle } from '@school/shared/ui';
import { bytes, fileName, href } from 'virtual:rules-pdf';
import { PENALTIES, RULES_INTRO, RULES_TITLE, STUDENT_RULES } from '../data/rules';
import { RULES_DOWNLOAD } from '../data/rules-download';
import { formatFileSize } from './format-file-size';
import { saveCrossOriginFile } from './save-cross-origin-file';

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

/** The rules and penalties, and the same content as a PDF made at build time. */
export function RulesSection() {
  return (
    <Section title={RULES_TITLE}>
      <div css={rulesStyle}>
        <p>{RULES_INTRO}</p>
        <h3>{RULES_DOWNLOAD.rulesHeading}</h3>
        <ol>
          {STUDENT_RULES.map((rule) => (
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
            {PENALTIES.map(({ offence, penalty }) => (
              <tr key={offence}>
                <th scope="row">{offence}</th>
                <td>{penalty}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="download">
          <a
            href={href}
            download={fileName}
            type="application/pdf"
            css={buttonStyle('primary')}
            onClick={(event) => saveCrossOriginFile(event, fileName)}
          >
            {RULES_DOWNLOAD.linkLabel} ({RULES_DOWNLOAD.format}, {formatFileSize(bytes)})
          </a>
        </p>
      </div>
    </Section>
  );
}
