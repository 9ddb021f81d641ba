// The CSS the site ships, in Emotion's css templates (and the no-code styles written the same way),
// checked against the engines it fully supports: package.json's browserslist.
export default {
  customSyntax: 'postcss-styled-syntax',
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [
      true,
      {
        severity: 'error',
        // Partly supported features (multi-column, clip-path) work in every engine of the tier for what the site uses.
        ignorePartialSupport: true,
        // A touch screen has no pointer cursor nor a resize handle: these degrade to nothing there.
        ignore: ['css3-cursors', 'css-resize'],
      },
    ],
  },
};
