import type { UserConfig } from 'vite';

export interface PackageJson {
  name: string;
  config?: { port?: number };
  dependencies?: Record<string, string>;
}
export function readPackage(dir: string): PackageJson;
export function sharedSingletons(pkg: PackageJson): Record<string, { singleton: true; requiredVersion: string }>;
export function remoteConfig(dir: string, mfName: string): UserConfig;
export function hostConfig(dir: string): UserConfig;
