import { groupThousands } from '@school/shared/content';

/** Whole naira with the naira sign and thousands separators, e.g. 43230 -> "₦43,230". */
export function formatNaira(amount: number): string {
  return `₦${groupThousands(Math.round(amount))}`;
}
