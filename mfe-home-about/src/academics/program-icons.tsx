import { css, type Theme } from '@emotion/react';
import type { ProgramIconName } from '../data/schemas';

/**
 * The special programmes' pictures, drawn as inline SVG: an emoji shows as an empty box on
 * phones without an emoji font, a path draws everywhere. Each sits beside its programme's
 * heading, which says everything the picture does, so the pictures are decorative. A programme
 * names its picture in content/programs.yaml, one of PROGRAM_ICONS (data/schemas.ts).
 */
const PATHS = {
  /** An open book. */
  book: ['M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5z', 'M12 6v13'],
  /** A pen writing a line. */
  pen: ['M15 4l5 5-9 9H6v-5z', 'M13 6l5 5M4 21h16'],
  /** A computer screen on a stand. */
  computer: [
    'M4.5 4h15a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 14.5v-9A1.5 1.5 0 0 1 4.5 4z',
    'M9 20h6M12 16v4',
  ],
  /** A laboratory flask. */
  flask: ['M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3', 'M7.5 15h9'],
  /** A microphone on its stand. */
  microphone: ['M9 6a3 3 0 0 1 6 0v5a3 3 0 0 1-6 0z', 'M6 11a6 6 0 0 0 12 0M12 17v4M9 21h6'],
  /** A ball with a seam. */
  ball: [
    'M3 12a9 9 0 1 0 18 0a9 9 0 1 0-18 0z',
    'M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10.5l-5-.5M18 19l-3.5-4.5M6 19l3.5-4.5M3 10.5l5-.5',
  ],
} satisfies Record<ProgramIconName, readonly string[]>;

const iconStyle = (theme: Theme) => css`
  display: block;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  margin-block-end: ${theme.space.sm};
  color: ${theme.color.primary};
`;

export function ProgramIcon({ name }: { name: ProgramIconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      css={iconStyle}
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
