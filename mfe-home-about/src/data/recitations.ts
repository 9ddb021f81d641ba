import recitations from '../../content/recitations.yaml';
import type { RecitationText } from './schemas';
import { stanzasOf } from './paragraphs';

/** A version's stanzas, each a list of lines. */
export type Stanzas = readonly (readonly string[])[];

/** A recitation as the page shows it: each version as its stanzas. */
export type Recitation = Omit<RecitationText, 'english' | 'arabic'> & Record<'english' | 'arabic', Stanzas>;

export const RECITATIONS_TITLE = 'Anthem, Pledge and Prayer';
export const ENGLISH_LABEL = 'English';
/** "In Arabic" */
export const ARABIC_LABEL = 'بالعربية';

/** A recitation as written (content/recitations.yaml, or the editor's entry), as the page shows it. */
export function recitationOf(recitation: RecitationText): Recitation {
  return { ...recitation, english: stanzasOf(recitation.english), arabic: stanzasOf(recitation.arabic) };
}

/**
 * The national anthem, the national pledge and the school prayer, recited at assembly, each
 * in English and in an Arabic rendering (content/recitations.yaml).
 */
export const RECITATIONS: readonly Recitation[] = (recitations as RecitationText[]).map(recitationOf);
