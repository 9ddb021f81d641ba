import { describe, expect, it } from 'vitest';
import { formatNaira } from './format-naira';

describe('formatNaira', () => {
  it('prints whole naira with the naira sign and thousands separators', () => {
    expect(formatNaira(43_230)).toBe('₦43,230');
    expect(formatNaira(5_000)).toBe('₦5,000');
    expect(formatNaira(62_230)).toBe('₦62,230');
  });
});
