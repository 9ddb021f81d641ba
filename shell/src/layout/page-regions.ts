/** The ids of the page's regions in the shell's index.html. */
export const ROOT_ID = 'root';
export const MAIN_ID = 'main';
export const FOOTER_ID = 'site-footer';
/** The main navigation, which the header's Menu button opens as a popover on a phone. */
export const MENU_ID = 'site-menu';

/**
 * The page's regions are elements of the shell's HTML, not of React's root (#root holds the skip
 * link and header): the shell renders into <main> through a portal and hydrates #site-footer as
 * a root of its own, so that the fragment slot in <main>, painted before any code, stays put as
 * the code takes over (moving it would repaint the page's content).
 */
export function findPageRegions(doc: Document) {
  const main = doc.getElementById(MAIN_ID);
  const footer = doc.getElementById(FOOTER_ID);
  if (!main || !footer) throw new Error(`the page has no #${MAIN_ID} or #${FOOTER_ID}`);
  return { main, footer };
}

export type PageRegions = ReturnType<typeof findPageRegions>;
