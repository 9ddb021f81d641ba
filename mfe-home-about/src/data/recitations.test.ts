import { describe, expect, it } from 'vitest';
import { RECITATIONS } from './recitations';

const ARABIC_LINE = /^[\u0600-\u06FF\s.,:،؛]+$/u;

describe('recitations', () => {
  it('has the anthem, pledge and prayer', () => {
    expect(RECITATIONS.map((recitation) => recitation.title)).toEqual([
      'The National Anthem',
      'The National Pledge',
      'The School Prayer',
    ]);
  });

  it('renders every English stanza line by line in Arabic script', () => {
    for (const recitation of RECITATIONS) {
      expect(
        recitation.arabic.map((stanza) => stanza.length),
        recitation.id,
      ).toEqual(recitation.english.map((stanza) => stanza.length));
      for (const line of recitation.arabic.flat()) expect(line).toMatch(ARABIC_LINE);
      expect(recitation.arabicTitle).toMatch(ARABIC_LINE);
    }
  });
});
