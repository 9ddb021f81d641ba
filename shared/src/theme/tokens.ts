/**
 * The one token set. Every text colour here meets WCAG 2.2 AA (4.5:1) on the surfaces it is
 * paired with; theme.test.ts checks the pairs.
 */
export const tokens = {
  color: {
    primary: '#0b5d3b',
    primaryHover: '#08472d',
    onPrimary: '#ffffff',
    accent: '#f2c94c',
    onAccent: '#1f2933',
    text: '#1f2933',
    muted: '#4b5763',
    surface: '#ffffff',
    surfaceAlt: '#f3f6f2',
    border: '#c9d4cc',
    focus: '#1d4ed8',
    success: '#14532d',
    successBg: '#dcfce7',
    error: '#991b1b',
    errorBg: '#fee2e2',
    footer: '#0f2a1e',
    onFooter: '#e8f0eb',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif',
    arabic: '"Noto Naskh Arabic", "Amiri", "Traditional Arabic", serif',
    size: {
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.75rem',
      xxl: 'clamp(2rem, 6vw, 3rem)',
    },
    lineHeight: 1.6,
  },
  radius: { sm: '0.375rem', md: '0.75rem', pill: '999px' },
  shadow: { card: '0 1px 3px rgb(15 42 30 / 0.12), 0 4px 12px rgb(15 42 30 / 0.06)' },
  /** Min-width media queries, mobile first; belowLg is exactly what lg is not. */
  mq: {
    md: '@media (min-width: 48rem)',
    lg: '@media (min-width: 64rem)',
    belowLg: '@media not all and (min-width: 64rem)',
  },
  /** WCAG 2.2 target size: at least 24 by 24 CSS pixels; we use 44 for primary controls. */
  target: { min: '24px', comfortable: '44px' },
  maxWidth: '72rem',
} as const;

export type Tokens = typeof tokens;

declare module '@emotion/react' {
  // The Emotion theme is the token set, everywhere.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends Tokens {}
}
