const kilobytes = new Intl.NumberFormat('en-NG', {
  style: 'unit',
  unit: 'kilobyte',
  unitDisplay: 'short',
  maximumFractionDigits: 1,
});

/** 5929 -> "5.8 kB", so parents on metered data know what a download costs. */
export function formatFileSize(bytes: number): string {
  return kilobytes.format(bytes / 1024);
}
