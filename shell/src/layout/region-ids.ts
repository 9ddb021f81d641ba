/** The ids of the page's regions in the shell's index.html (see page-regions.tsx). */
export const ROOT_ID = 'root';
export const MAIN_ID = 'main';
export const FOOTER_ID = 'site-footer';
/** The main navigation, which the header's Menu button opens as a popover on a phone. */
export const MENU_ID = 'site-menu';
