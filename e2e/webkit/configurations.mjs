// The four WebKit configurations of issue #51: the engine as Safari ships it now, and as older
// Safari (before 17, iOS 15-16) and old Chromium meet the site, without the popover attribute;
// each with script on and off (Opera Mini's extreme mode, a data-saving proxy).

export const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * A phone's width: under the `lg` breakpoint (64rem, shared/src/theme/tokens.ts), so the header
 * shows its Menu; MiniBrowser's window is never narrower than 447 px.
 */
export const WINDOW = { width: 450, height: 900 };

/** @typedef {{ name: string, script: boolean, popover: boolean, args: string[] }} Configuration */

/** @type {readonly Configuration[]} */
export const CONFIGURATIONS = [
  { name: 'webkit', script: true, popover: true, args: [] },
  { name: 'webkit-no-script', script: false, popover: true, args: ['--enable-javascript-markup=false'] },
  { name: 'webkit-no-popover', script: true, popover: false, args: ['--features=-PopoverAttribute'] },
  {
    name: 'webkit-no-popover-no-script',
    script: false,
    popover: false,
    args: ['--features=-PopoverAttribute', '--enable-javascript-markup=false'],
  },
];

/** The configurations named in `names` (all of them when none is), refusing an unknown name. */
export function selectConfigurations(names) {
  if (names.length === 0) return CONFIGURATIONS;
  return names.map((name) => {
    const found = CONFIGURATIONS.find((configuration) => configuration.name === name);
    if (!found) throw new Error(`no WebKit configuration ${name}: ${CONFIGURATIONS.map((c) => c.name).join(', ')}`);
    return found;
  });
}

/** WebKitWebDriver's capabilities for a MiniBrowser of this configuration. */
export function capabilitiesOf(configuration) {
  return {
    browserName: 'MiniBrowser',
    // Back once the page has loaded ('eager' leaves WebKitWebDriver's next command waiting).
    pageLoadStrategy: 'normal',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', ...configuration.args] },
  };
}
