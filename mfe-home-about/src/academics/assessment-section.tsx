import { TileSection } from '../common/tile-section';
import { ASSESSMENT_TITLE } from '../data/academics';
import type { AssessmentMethod } from '../data/schemas';

/** `methods`: ASSESSMENT_METHODS, or the editor's entry's. */
export function AssessmentSection({ methods }: { methods: readonly AssessmentMethod[] }) {
  const tiles = methods.map(({ title, description }) => ({ title, text: description }));
  return <TileSection title={ASSESSMENT_TITLE} minWidth="15rem" tiles={tiles} />;
}
