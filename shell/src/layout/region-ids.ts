/** The ids of the page's regions in the shell's index.html (see page-regions.tsx). */
export const ROOT_ID = 'root';
export const MAIN_ID = 'main';
export const FOOTER_ID = 'site-footer';
