/** The collections made from the schemas at the build (build/collections-plugin.ts). */
declare module 'virtual:school-cms-collections' {
  import type { DecapCollection } from './config';

  const collections: DecapCollection[];
  export default collections;
}

/** Decap's widgets, backends and locales ship no types: what src/main.tsx uses of them. */
declare module 'decap-cms-widget-*' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-backend-*' {
  export const GitHubBackend: unknown;
  export const ProxyBackend: unknown;
}
declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>;
}
