import { describe, expect, it } from 'vitest';
import { MONTH_NAMES, groupThousands } from './format';

describe('groupThousands', () => {
  it('groups whole numbers in threes', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(950)).toBe('950');
    expect(groupThousands(5_000)).toBe('5,000');
    expect(groupThousands(43_230)).toBe('43,230');
    expect(groupThousands(1_234_567)).toBe('1,234,567');
  });

  it('leaves the fraction and the sign as they are', () => {
    expect(groupThousands(1234.5)).toBe('1,234.5');
    expect(groupThousands(-43_230)).toBe('-43,230');
  });

  it('writes what Intl writes for en-NG', () => {
    for (const value of [0, 7, 999, 1000, 12_345, 987_654_321, 1234.5, 10_000.25]) {
      expect(groupThousands(value)).toBe(new Intl.NumberFormat('en-NG', { maximumFractionDigits: 20 }).format(value));
    }
  });
});

describe('MONTH_NAMES', () => {
  it("are Intl's English month names, in order", () => {
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(MONTH_NAMES).toEqual(MONTH_NAMES.map((_, month) => intl.format(Date.UTC(2026, month, 1))));
  });
});
