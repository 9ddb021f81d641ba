import type { Plugin, UserConfig, UserConfigFnObject } from 'vite';

export interface PackageJson {
  name: string;
  config?: { port?: number };
  dependencies?: Record<string, string>;
}
export function readPackage(dir: string): PackageJson;
/** What the apps import from react-router-dom: the names its shared, tree-shaken copy provides. */
export const ROUTER_EXPORTS: string[];
export function sharedSingletons(pkg: PackageJson): Record<string, { singleton: true; requiredVersion: false }>;
export function remoteConfig(dir: string, mfName: string): UserConfigFnObject;
/** The shell's own MF entry, in its build: hashed, under assets/. */
export const SHELL_ENTRY_FILE: string;
export function hostConfig(dir: string): UserConfig;
/** Vite exposes only variables with this prefix to client code. */
export const PUBLIC_ENV_PREFIX: string;
/** The environment variables whose values may reach client code. */
export const PUBLIC_ENV: string[];
/** Fails the build when a non-public environment variable's value is in an emitted file. */
export function noSecretsInBundle(options?: { env?: Record<string, string | undefined>; allow?: string[] }): Plugin;
/** A new build id: UTC time and a random part, e.g. 20261123T184512Z-3fa9. */
export function newBuildId(now?: Date): string;
export const REMOTE_BASE_TOKEN: string;
/** Writes the whole build again into retry/ inside it, the copy the shell loads a failed build from. */
export function retryCopy(): Plugin;
/** After a remote's browser build, writes its prerendered fragments into dist/fragments/. */
export function prerenderFragments(options: { configFile: string; buildId: string; entry?: string }): Plugin;
