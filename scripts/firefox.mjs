// Debian's Firefox ESR, which the e2e suite's firefox project drives over WebDriver BiDi
// (Playwright cannot download its own browsers here): where it is.

/** The Firefox executable: FIREFOX_PATH, or Debian's Firefox ESR. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
