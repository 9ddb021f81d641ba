/**
 * The admission guidelines as a parent will see them on Admissions, drawn by the admissions
 * remote's own section (GuidelinesSection), from the entry being edited.
 */
import type { Guidelines, Guideline, MinimumAge } from '../../../mfe-admissions/src/data/schemas';
import { GuidelinesSection } from '../../../mfe-admissions/src/guidelines/guidelines-section';
import { complete, fileDataOf } from './entry-data';
import { previewOf } from './preview-frame';
import type { PreviewProps } from './types';

/** The section, once every class has its age and every card its heading and points. */
function CheckedGuidelines({ entry }: Pick<PreviewProps, 'entry'>) {
  const {
    ageIntro = '',
    minimumAges = [],
    entranceExamNote = '',
    groups = [],
  } = fileDataOf(entry) as Partial<Guidelines>;
  minimumAges.forEach((age: MinimumAge, index) => complete(age, ['className', 'years'], `minimum age ${index + 1}`));
  groups.forEach((group: Guideline, index) => complete(group, ['title', 'points'], `guideline card ${index + 1}`));
  return <GuidelinesSection guidelines={{ ageIntro, minimumAges, entranceExamNote, groups }} />;
}

export const GuidelinesPreview = previewOf(CheckedGuidelines);
