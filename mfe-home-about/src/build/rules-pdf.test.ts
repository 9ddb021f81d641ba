import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { PENALTIES, RULES_INTRO, RULES_TITLE, STUDENT_RULES } from '../data/rules';
import { RULES_DOCUMENT } from '../data/rules-document';
import { readPdfText, renderRulesPdf } from './rules-pdf';

const normalise = (text: string) => text.replace(/\s+/g, ' ');

describe('renderRulesPdf', () => {
  it('writes a PDF with every rule and penalty of the page’s data', async () => {
    const bytes = await renderRulesPdf(RULES_DOCUMENT);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const text = normalise(readPdfText(bytes));
    expect(text).toContain(RULES_TITLE);
    expect(text).toContain('Al-Ihsan Nursery, Primary and Junior Secondary School');
    expect(text).toContain(normalise(RULES_INTRO));
    STUDENT_RULES.forEach((rule, index) => expect(text).toContain(`${index + 1}. ${rule}`));
    for (const { offence, penalty } of PENALTIES) {
      expect(text).toContain(`${offence} ${penalty}`);
    }
  });

  it('is a valid, titled document that pdf-lib can read back', async () => {
    const document = await PDFDocument.load(await renderRulesPdf(RULES_DOCUMENT));
    expect(document.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(document.getTitle()).toBe(
      'Student Rules and Penalties - Al-Ihsan Nursery, Primary and Junior Secondary School',
    );
  });

  it('flows onto more pages when the content is long', async () => {
    const long = { ...RULES_DOCUMENT, rules: Array.from({ length: 80 }, (_, index) => `Rule number ${index} (long).`) };
    const bytes = await renderRulesPdf(long);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(1);
    expect(readPdfText(bytes)).toContain('80. Rule number 79 (long).');
  });

  it('keeps the rules in printable ASCII, which the standard PDF font can encode', () => {
    const strings = [RULES_TITLE, RULES_INTRO, ...STUDENT_RULES, ...PENALTIES.flatMap((p) => [p.offence, p.penalty])];
    for (const value of strings) expect(value).toMatch(/^[\x20-\x7e]+$/);
  });
});
