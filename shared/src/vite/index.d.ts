import type { Plugin, UserConfig } from 'vite';

export interface PackageJson {
  name: string;
  config?: { port?: number };
  dependencies?: Record<string, string>;
}
export function readPackage(dir: string): PackageJson;
export function sharedSingletons(pkg: PackageJson): Record<string, { singleton: true; requiredVersion: string }>;
export function remoteConfig(dir: string, mfName: string): UserConfig;
export function hostConfig(dir: string): UserConfig;
/** Vite exposes only variables with this prefix to client code. */
export const PUBLIC_ENV_PREFIX: string;
/** The environment variables whose values may reach client code. */
export const PUBLIC_ENV: string[];
/** Fails the build when a non-public environment variable's value is in an emitted file. */
export function noSecretsInBundle(options?: { env?: Record<string, string | undefined>; allow?: string[] }): Plugin;
/** Merges the MF runtime into the federation plugin's preload-helper chunk: one "mf-runtime" chunk per app. */
export function mfRuntimeChunk(): Plugin;
/** Modulepreloads the host's chunks that the MF boot imports on every page (pendingShares, react-dom for remotes). */
export function preloadBootChunks(): Plugin;
