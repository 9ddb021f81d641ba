// One lint config for the workspace. Besides code quality it enforces the composition
// boundaries of docs/architecture.md#composition-contract: a remote imports nothing from the shell or another remote, the
// shared package imports nothing from any app, and there are no import cycles.
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import compat from 'eslint-plugin-compat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const APPS = ['shell', 'mfe-home-about', 'mfe-admissions', 'mfe-news', 'mfe-careers', 'mfe-contact-newsletter'];

const boundaryZones = [
  ...APPS.map((app) => ({
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message:
      'Apps are built and deployed alone: share through @school/shared or AreaProps, never by importing another app.',
  })),
  {
    target: './shared',
    from: APPS.map((app) => `./${app}`),
    message: '@school/shared must not depend on any app.',
  },
];

/** Imports every file of the workspace avoids (no-restricted-imports patterns). */
const importPatterns = [
  {
    group: ['@school/shared/src/*', '@school/shared/*/*', '**/shared/src/**'],
    message: 'Import @school/shared by its package name, through its subpath exports only.',
  },
  { group: ['@school/shell', '@school/shell/*', '@school/mfe-*'], message: 'Apps never import each other.' },
];

/**
 * The early script runs inline in every page's <head>, before any code has loaded, and is allowed
 * by its CSP hash: it stays small and free of React and of the federation runtime.
 */
const EARLY_SCRIPT_FILES = 'shell/src/early-script/**';
const earlyScriptPattern = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'react-router-dom',
    '@emotion/*',
    'single-spa',
    '@module-federation/*',
    '@school/shared/area',
  ],
  allowTypeImports: true,
  message:
    'The early script runs before any code has loaded (shell/src/early-script/README.md): no React, no federation runtime.',
};

/** The code that runs in a parent's browser. */
const BROWSER_FILES = ['shared/src/**', 'shell/src/**', 'mfe-*/src/**'];

/** The globals escape() and unescape() URL-encode (deprecated), which is never what a page or a deploy wants. */
const legacyEscapes = ['escape', 'unescape'].map((name) => ({
  name,
  message: 'Escape HTML with escapeHtml (@school/shared/page-composition), a URL part with encodeURIComponent.',
}));

const localeCalls = ['localeCompare', 'toLocaleString', 'toLocaleDateString', 'toLocaleTimeString'].map((property) => ({
  property,
  message: 'This loads the locale data as Intl does (shared/src/content/format.ts): compare or format plainly.',
}));

/**
 * Calls that throw, or do nothing, in engines of the second tier (docs/architecture.md#engines):
 * made only in @school/shared/platform, behind their feature tests.
 */
const olderEngineCalls = ['showPopover', 'hidePopover', 'togglePopover', 'showModal', 'requestSubmit'].map(
  (property) => ({
    property,
    message: 'Older engines lack it: call it through @school/shared/platform, which tests for it first.',
  }),
);

/**
 * A selector an engine does not know makes matches(), closest() and querySelector() throw a
 * SyntaxError there (":popover-open" took the whole header down on iOS 16): such selectors go
 * through matchesIfKnown() or knowsSelector() of @school/shared/platform.
 */
const NEWER_SELECTORS = String.raw`/:popover-open|:modal|:open\b|:has\(|:user-(in)?valid|:state\(|:focus-visible|:where\(|:is\(/`;
const SELECTOR_CALL = 'CallExpression[callee.property.name=/^(matches|closest|querySelector|querySelectorAll)$/]';
const unknownSelectorCalls = [
  `${SELECTOR_CALL} > Literal[value=${NEWER_SELECTORS}]`,
  `${SELECTOR_CALL} > TemplateLiteral > TemplateElement[value.raw=${NEWER_SELECTORS}]`,
].map((selector) => ({
  selector,
  message:
    'Older engines throw a SyntaxError on a selector they do not know: use matchesIfKnown() or knowsSelector() from @school/shared/platform.',
}));

/**
 * The modules that write and compose the site's pages: they read and write HTML through a parser
 * (cheerio), never by a regular expression over its text (docs/architecture.md#loading-and-hydration).
 */
const COMPOSITION_FILES = [
  'scripts/release/**',
  'shell/src/page-build/**',
  'shell/src/early-script/**',
  'shared/src/page-composition.js',
  'shared/src/own-pages.js',
  'shared/src/site-layout.js',
  'shared/src/build-contract.js',
  'shared/src/area/fragment.ts',
];
const HTML_REGEX =
  'A page is read and written through an HTML parser (cheerio) in the composition, not a regular expression.';
const htmlRegexes = [
  { selector: 'Literal[regex.pattern=/</]', message: HTML_REGEX },
  {
    selector: "NewExpression[callee.name='RegExp'] > :matches(Literal[value=/</], TemplateLiteral)",
    message: HTML_REGEX,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      'bench/.runs/**',
      'functions/lib/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: [`${ROOT}/*/tsconfig.json`], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: ROOT }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { patterns: importPatterns }],
      'no-restricted-globals': ['error', ...legacyEscapes],
    },
  },
  {
    files: [EARLY_SCRIPT_FILES],
    ignores: ['**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...importPatterns, earlyScriptPattern] }] },
  },
  {
    // The code that runs in a parent's browser: checked against the engines the site fully supports
    // (package.json's browserslist), and kept off the calls that throw in older ones.
    files: BROWSER_FILES,
    ignores: ['**/*.test.*'],
    plugins: { compat },
    rules: {
      'compat/compat': 'error',
      'no-restricted-syntax': ['error', ...unknownSelectorCalls],
    },
  },
  {
    // A page's first Intl formatter (or localeCompare, toLocaleString) loads the browser's locale
    // data in one long task on a cheap phone (shared/src/content/format.ts). Tests, scripts and the
    // service worker may use them.
    files: BROWSER_FILES,
    ignores: ['**/*.test.*', 'shell/src/offline/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'Write numbers and dates with @school/shared/content (format.ts), not Intl.' },
        ...legacyEscapes,
      ],
      'no-restricted-properties': ['error', ...localeCalls, ...olderEngineCalls],
    },
  },
  {
    // The one place the calls older engines lack are made, each behind its feature test.
    files: ['shared/src/platform/**'],
    rules: { 'no-restricted-properties': ['error', ...localeCalls] },
  },
  {
    files: COMPOSITION_FILES,
    ignores: ['**/*.test.*'],
    rules: { 'no-restricted-syntax': ['error', ...unknownSelectorCalls, ...htmlRegexes] },
  },
  {
    // Playwright fixtures call their continuation `use`; it is not React's hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
