import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { tokens } from './tokens';

const { color } = tokens;
const textPairs: Array<[string, string, string]> = [
  ['text on surface', color.text, color.surface],
  ['text on surfaceAlt', color.text, color.surfaceAlt],
  ['muted on surface', color.muted, color.surface],
  ['muted on surfaceAlt', color.muted, color.surfaceAlt],
  ['primary on surface', color.primary, color.surface],
  ['primary on surfaceAlt', color.primary, color.surfaceAlt],
  ['onPrimary on primary', color.onPrimary, color.primary],
  ['onPrimary on primaryHover', color.onPrimary, color.primaryHover],
  ['onAccent on accent', color.onAccent, color.accent],
  ['success on successBg', color.success, color.successBg],
  ['error on errorBg', color.error, color.errorBg],
  ['onFooter on footer', color.onFooter, color.footer],
  ['accent on footer', color.accent, color.footer],
];

describe('design tokens', () => {
  it('computes the WCAG ratio of black on white as 21', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it.each(textPairs)('%s meets AA (4.5:1)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring stands out against the surface (3:1 for non-text)', () => {
    expect(contrastRatio(color.focus, color.surface)).toBeGreaterThanOrEqual(3);
  });
});
