// The Markdown tables and cells of bench/results.md.

/** A column's alignment. */
export const L = 'left';
export const R = 'right';

/**
 * A Markdown table: each column a title and its alignment (L or R), then one row of cells per
 * item (an item without data is left out by the caller).
 */
export function table(columns, rows) {
  const rule = ([title, align]) => (align === R ? `${'-'.repeat(title.length - 1)}:` : '-'.repeat(title.length));
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(columns.map(([title]) => title)), line(columns.map(rule)), ...rows.map(line)];
}

/** A figure with `digits` decimals, or – when it was not measured. */
export const fmt = (value, digits = 0) => (value == null ? '–' : Number(value).toFixed(digits));
