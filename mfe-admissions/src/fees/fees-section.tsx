import { css, type Theme } from '@emotion/react';
import type { FeeCard as FeeCardData } from '@school/shared/content';
import { Card, Section, gridStyle } from '@school/shared/ui';
import { useId } from 'react';
import type { Fees } from '../data/schemas';
import { formatNaira } from './format-naira';

const amountStyle = (theme: Theme) => css`
  margin-block: 0 ${theme.space.xs};
  font-size: ${theme.font.size.xl};
  font-weight: 700;
  color: ${theme.color.primary};
`;

const notesStyle = (theme: Theme) => css`
  margin-block-start: ${theme.space.xl};
  h3 {
    font-size: ${theme.font.size.lg};
    margin-block: 0 ${theme.space.sm};
  }
  ul {
    margin: 0;
    padding-inline-start: ${theme.space.lg};
    display: grid;
    gap: ${theme.space.xs};
  }
`;

function FeeCard({ card }: { card: FeeCardData }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>{card.grade}</h3>
      <p css={amountStyle}>{formatNaira(card.fee)}</p>
      <p css={{ margin: 0 }}>{card.description}</p>
    </Card>
  );
}

/** The fees as the school's content has them (data/fees.ts); the editor's preview passes the entry it edits. */
export function FeesSection({ fees: { session, cards, notes } }: { fees: Fees }) {
  return (
    <Section title={`School Fees ${session}`} tone="alt">
      <p>Fees for new pupils (freshers) for the {session} session.</p>
      <ul css={gridStyle('14rem')}>
        {cards.map((card) => (
          <li key={card.grade}>
            <FeeCard card={card} />
          </li>
        ))}
      </ul>
      <div css={notesStyle}>
        <h3>Additional Fee Notes</h3>
        <ul>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
