import { tokens } from '@school/shared/theme';

/** Plain strings, tagged so that the CSS check (stylelint.config.mjs) reads them as CSS. */
const css = String.raw;

/**
 * The tabs' styles before and without the code, which the prerender writes into the page's HTML
 * (AreaPages.stylesWithoutCode), never into the area's code: a tab is a link to its panel's
 * anchor, the panel it names is shown (:target) in the default one's place, and its tab looks
 * selected. The code marks the tabs (data-enhanced) and is then alone in charge.
 */
export function tabsWithoutCode(anchors: readonly string[]): string {
  const tabs = '[data-tabs]:not([data-enhanced])';
  return [
    css`
      ${tabs} [role=tabpanel]:target {
        display: block;
      }
    `,
    css`
      ${tabs}:has([role=tabpanel]:target) [role=tabpanel]:not(:target) {
        display: none;
      }
    `,
    css`
      ${tabs}:has([role=tabpanel]:target) [role=tab][aria-selected=true] {
        color: ${tokens.color.muted};
        border-block-end-color: transparent;
      }
    `,
    ...anchors.map(
      (anchor) => css`
        ${tabs}:has(#${anchor}:target) [role=tab][href="#${anchor}"] {
          color: ${tokens.color.primary};
          border-block-end-color: ${tokens.color.primary};
        }
      `,
    ),
  ].join('');
}
