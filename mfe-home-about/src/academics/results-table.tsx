import { css, type Theme } from '@emotion/react';
import type { ExamResultRow } from '@school/shared/content';
import { Section } from '@school/shared/ui';
import { RESULTS_COLUMNS, RESULTS_TITLE, resultsCaptionOf } from '../data/academics';
import { formatPercent } from '../data/school-stats';

const tableStyle = (theme: Theme) => css`
  overflow-x: auto;
  table {
    inline-size: 100%;
    max-inline-size: 40rem;
    border-collapse: collapse;
    background: ${theme.color.surface};
  }
  caption {
    text-align: start;
    font-weight: 700;
    margin-block-end: ${theme.space.sm};
  }
  th,
  td {
    padding: ${theme.space.sm} ${theme.space.md};
    border-block-end: 1px solid ${theme.color.border};
    text-align: end;
  }
  th:first-of-type {
    text-align: start;
  }
  thead th {
    background: ${theme.color.primary};
    color: ${theme.color.onPrimary};
  }
`;

const RATES = ['passRate', 'distinctionRate', 'creditRate'] as const;

/** `results`: EXAM_RESULTS (newest first), or the editor's entry's. */
export function ResultsTable({ results }: { results: readonly ExamResultRow[] }) {
  return (
    <Section title={RESULTS_TITLE} tone="alt">
      <div css={tableStyle}>
        <table>
          <caption>{resultsCaptionOf(results)}</caption>
          <thead>
            <tr>
              <th scope="col">{RESULTS_COLUMNS.year}</th>
              {RATES.map((rate) => (
                <th key={rate} scope="col">
                  {RESULTS_COLUMNS[rate]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {results.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                {RATES.map((rate) => (
                  <td key={rate}>{formatPercent(row[rate])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
