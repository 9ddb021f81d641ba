const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 });

/** Whole naira with the naira sign and thousands separators, e.g. 43230 -> "₦43,230". */
export function formatNaira(amount: number): string {
  return naira.format(amount);
}
