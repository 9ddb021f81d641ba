/**
 * Next session's fees as a parent will see them on Admissions, drawn by the admissions remote's
 * own section (FeesSection), from the entry being edited.
 */
import type { Fees } from '../../../mfe-admissions/src/data/schemas';
import { FeesSection } from '../../../mfe-admissions/src/fees/fees-section';
import { fileDataOf } from './entry-data';
import { PreviewFrame } from './preview-frame';
import type { PreviewProps } from './types';

/** The section, once every class has a fee: until then the frame says which has none. */
function CheckedFees({ fees }: { fees: Fees }) {
  const unpriced = fees.cards.find((card) => typeof card.fee !== 'number');
  if (unpriced) throw new Error(`${unpriced.grade || 'a class'} has no fee yet`);
  return <FeesSection fees={fees} />;
}

export function FeesPreview({ entry, document }: PreviewProps) {
  const { session = '', cards = [], notes = [] } = fileDataOf(entry) as Partial<Fees>;
  return (
    <PreviewFrame document={document}>
      <CheckedFees fees={{ session, cards, notes }} />
    </PreviewFrame>
  );
}
