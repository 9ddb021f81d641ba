import { groupThousands } from '@school/shared/content';

/** 5929 -> "5.8 kB", so parents on metered data know what a download costs. */
export function formatFileSize(bytes: number): string {
  return `${groupThousands(Math.round((bytes / 1024) * 10) / 10)} kB`;
}
