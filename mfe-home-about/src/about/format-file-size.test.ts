import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize', () => {
  it('shows kilobytes with at most one decimal', () => {
    expect(formatFileSize(5929)).toBe('5.8 kB');
    expect(formatFileSize(2048)).toBe('2 kB');
  });
});
