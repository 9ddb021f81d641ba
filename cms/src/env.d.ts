/** The collections made from the schemas at the build (build/collections-plugin.ts). */
declare module 'virtual:school-cms-collections' {
  import type { DecapCollection } from './config';

  const collections: DecapCollection[];
  export default collections;
}

/** The build's settings (src/backend.ts, README.md "Production"). */
interface ImportMetaEnv {
  readonly PUBLIC_CMS_REPO?: string;
  readonly PUBLIC_CMS_BRANCH?: string;
  readonly PUBLIC_CMS_AUTH_URL?: string;
  readonly PUBLIC_CMS_AUTH_ENDPOINT?: string;
  readonly PUBLIC_CMS_LOCAL_BACKEND?: string;
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
