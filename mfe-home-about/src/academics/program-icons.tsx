import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

/**
 * The special programmes' pictures, drawn as inline SVG: an emoji shows as an empty box on
 * phones without an emoji font, a path draws everywhere. Each sits beside its programme's
 * heading, which says everything the picture does, so the pictures are decorative.
 */
const PATHS = {
  /** An open book. */
  book: (
    <>
      <path d="M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5z" />
      <path d="M12 6v13" />
    </>
  ),
  /** A pen writing a line. */
  pen: (
    <>
      <path d="M15 4l5 5-9 9H6v-5z" />
      <path d="M13 6l5 5M4 21h16" />
    </>
  ),
  /** A computer screen on a stand. */
  computer: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" />
      <path d="M9 20h6M12 16v4" />
    </>
  ),
  /** A laboratory flask. */
  flask: (
    <>
      <path d="M9 3h6M10 3v6l-5.5 9.5A1.7 1.7 0 0 0 6 21h12a1.7 1.7 0 0 0 1.5-2.5L14 9V3" />
      <path d="M7.5 15h9" />
    </>
  ),
  /** A microphone on its stand. */
  microphone: (
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M6 11a6 6 0 0 0 12 0M12 17v4M9 21h6" />
    </>
  ),
  /** A ball with a seam. */
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7l4 3-1.5 4.5h-5L8 10zM12 3v4M21 10.5l-5-.5M18 19l-3.5-4.5M6 19l3.5-4.5M3 10.5l5-.5" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type ProgramIconName = keyof typeof PATHS;

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
      {PATHS[name]}
    </svg>
  );
}
