import type { UserConfig, UserConfigFnObject } from 'vite';
import type { PackageJson } from './shared-libraries';

export type { PackageJson } from './shared-libraries';
export { ROUTER_EXPORTS, sharedSingletons } from './shared-libraries';
export { PUBLIC_ENV, PUBLIC_ENV_PREFIX, noSecretsInBundle } from './no-secrets';
export { newBuildId } from './build-id';
export { retryCopy } from './retry-copy';
export { prerenderFragments } from './prerender-fragments';
export const REMOTE_BASE_TOKEN: string;

export function readPackage(dir: string): PackageJson;
/** vite.config for a remote (see index.js). */
export function remoteConfig(dir: string, mfName: string): UserConfigFnObject;
/** The shell's own MF entry, in its build: hashed, under assets/. */
export const SHELL_ENTRY_FILE: string;
/** vite.config for the shell. */
export function hostConfig(dir: string): UserConfig;
