/**
 * Student rules and penalties: the one source for the About page and the downloadable PDF
 * (src/build/rules-pdf.ts renders it at build time). Plain ASCII only, because the PDF uses
 * a standard font with WinAnsi encoding.
 */
export interface Penalty {
  offence: string;
  penalty: string;
}

export const RULES_TITLE = 'Student Rules and Penalties';

export const RULES_INTRO =
  'These rules keep every pupil safe, happy and ready to learn. Parents are asked to read them with their children.';

export const STUDENT_RULES: readonly string[] = [
  'Arrive at school by 7:45 AM; latecomers report to the teacher on duty.',
  'Wear the complete and correct school uniform on school days, and sportswear only on sports days.',
  'Attend the morning assembly and the midday (Zuhr) prayer with your class.',
  'Respect teachers, staff, visitors and fellow pupils in word and deed.',
  'Speak English during lessons, except in Arabic, Yoruba and Islamic Studies lessons.',
  'Bullying, fighting and abusive language are forbidden.',
  'Mobile phones, electronic games and other gadgets are not allowed in school.',
  'Keep classrooms, toilets and the school compound clean, and use the bins.',
  'Take care of school property and report any damage at once.',
  'Do not leave the school premises during school hours without written permission.',
  'Do your homework and hand it in on the due date.',
];

export const PENALTIES: readonly Penalty[] = [
  {
    offence: 'Lateness',
    penalty: 'A warning; on the third time in a term, parents are invited to the school.',
  },
  {
    offence: 'Incomplete or wrong uniform',
    penalty: 'A note to parents; repeated cases lead to detention after school.',
  },
  {
    offence: 'Disrespect or abusive language',
    penalty: 'An apology, detention and a letter to parents.',
  },
  {
    offence: 'Bullying or fighting',
    penalty: 'Suspension of up to one week and a meeting with parents; repeated cases may lead to withdrawal.',
  },
  {
    offence: 'Phones or gadgets in school',
    penalty: 'The item is kept by the school and returned to a parent at the end of the term.',
  },
  {
    offence: 'Damage to school property',
    penalty: 'Parents pay for repair or replacement, and the pupil serves detention.',
  },
  {
    offence: 'Leaving school without permission',
    penalty: 'Suspension and a meeting with parents.',
  },
];

/** File name of the PDF in the remote's build output (and the name it is saved under). */
export const RULES_PDF_FILE_NAME = 'student-rules.pdf';
