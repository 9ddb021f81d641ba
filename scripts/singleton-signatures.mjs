// How the bench and the e2e suite tell a copy of a shared library in a downloaded script: by a
// string of the library's own code, never by the chunk names @module-federation/vite gives it
// (those are private and change between its releases).
export const SINGLETON_SIGNATURES = {
  // The renderer's own registration with the dev tools: once per copy of react-dom/client (the
  // small `react-dom` entry, which the renderer imports when the shell uses createPortal, has none).
  'react-dom': /rendererPackageName:["'`]react-dom["'`]/,
  // <Routes>' message outside a router: in the whole library and in the shared, tree-shaken copy.
  'react-router-dom': /useRoutes\(\) may be used only in the context of a <Router>/,
  emotion: /data-emotion/,
  'single-spa': /single-spa:/,
  'mf-runtime': /loadShareSync/,
};
