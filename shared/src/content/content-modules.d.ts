// A content file imported by an app's code is its checked data (shared/src/vite/content-files.js);
// the importing module states its type, from the collection's schema.
declare module '*.yaml' {
  const data: unknown;
  export default data;
}
declare module '*.md' {
  const data: unknown;
  export default data;
}
