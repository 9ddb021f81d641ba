import { SCHOOL } from '@school/shared/content';
import { tokens } from '@school/shared/theme';

/**
 * A plain-HTML stand-in for the header, written into #root at build so that the first paint
 * comes with the HTML instead of after the shell's JavaScript. React replaces it on its first
 * render with the real header of the same height; replaced nodes are not a layout shift.
 */
export function bootHeaderHtml(): string {
  const { color, font, space } = tokens;
  const bar = [
    'display:flex',
    'align-items:center',
    'box-sizing:border-box',
    'min-block-size:calc(4rem + 1px)',
    `padding-inline:${space.md}`,
    `background:${color.surface}`,
    `border-block-end:1px solid ${color.border}`,
    `font-family:${font.body.replace(/"/g, "'")}`,
  ].join(';');
  const name = `display:inline-flex;align-items:center;gap:${space.sm};color:${color.primary};font-weight:700`;
  return (
    `<div style="${bar}" aria-hidden="true">` +
    `<span style="${name}"><img src="/logo.svg" alt="" width="40" height="40" />${SCHOOL.shortName}</span>` +
    '</div>'
  );
}
