import { describe, expect, it } from 'vitest';
import { listOf } from './academics';
import { paragraphsOf, stanzasOf } from './paragraphs';
import { fill } from './placeholders';
import { AboutPageSchema, AcademicProgramSchema, RecitationSchema, RulesSchema } from './schemas';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('reading the texts of content/', () => {
  it('splits paragraphs and stanzas at a blank line, and a stanza into its lines', () => {
    expect(paragraphsOf('One.\n\nTwo.\n \nThree.')).toEqual(['One.', 'Two.', 'Three.']);
    expect(stanzasOf('a,\nb.\n\nc,\nd.')).toEqual([
      ['a,', 'b.'],
      ['c,', 'd.'],
    ]);
  });

  it('fills in the values a text names, and leaves any other braces alone', () => {
    expect(fill('{school} has {students} pupils {sic}.', { school: 'Al-Ihsan', students: 200 })).toBe(
      'Al-Ihsan has 200 pupils {sic}.',
    );
  });

  it('lists years as a sentence does', () => {
    expect(listOf(['2024'])).toBe('2024');
    expect(listOf(['2024', '2023'])).toBe('2024 and 2023');
    expect(listOf(['2025', '2024', '2023'])).toBe('2025, 2024 and 2023');
  });
});

describe('the page data schemas', () => {
  const about = { lead: 'Lead.', story: '{school} began.', mission: 'Mission.', vision: 'Vision.' };

  it('lets the story name only the values the code fills in', () => {
    expect(AboutPageSchema.safeParse(about).success).toBe(true);
    expect(messages(AboutPageSchema.safeParse({ ...about, story: '{scool} began.' }))).toEqual([
      'unknown {scool}: expected only {school}, {students}',
    ]);
  });

  it('keeps the rules in plain ASCII, which the PDF can print', () => {
    const rules = { intro: 'Intro.', rules: ['Be kind.'], penalties: [{ offence: 'Lateness', penalty: 'A warning.' }] };
    expect(RulesSchema.safeParse(rules).success).toBe(true);
    expect(RulesSchema.safeParse({ ...rules, rules: ['Don’t run.'] }).error?.issues[0]?.path).toEqual(['rules', 0]);
  });

  it('wants the Arabic line for line beside the English', () => {
    const recitation = { id: 'pledge', title: 'Pledge', english: 'a\nb', arabicTitle: 'عهد', arabic: 'أ\nب' };
    expect(RecitationSchema.safeParse(recitation).success).toBe(true);
    expect(RecitationSchema.safeParse({ ...recitation, arabic: 'أ' }).error?.issues[0]?.path).toEqual(['arabic']);
  });

  it('names a programme’s picture from those the page draws', () => {
    const program = { title: 'Arabic', description: 'Reading and writing.', icon: 'pen' };
    expect(AcademicProgramSchema.safeParse(program).success).toBe(true);
    expect(messages(AcademicProgramSchema.safeParse({ ...program, icon: 'star' }))).toEqual([
      'expected one of book, pen, computer, flask, microphone, ball',
    ]);
    expect(AcademicProgramSchema.safeParse({ ...program, colour: 'green' }).success).toBe(false);
  });
});
