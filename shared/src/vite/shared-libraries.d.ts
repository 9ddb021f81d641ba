/** An app's package.json, as the build reads it. */
export interface PackageJson {
  name: string;
  config?: { port?: number };
  dependencies?: Record<string, string>;
}
/** What the apps import from react-router-dom: the names its shared, tree-shaken copy provides. */
export const ROUTER_EXPORTS: string[];
/** The MF singletons, for an app that depends on each of them. */
export function sharedSingletons(pkg: PackageJson): Record<string, { singleton: true; requiredVersion: false }>;
