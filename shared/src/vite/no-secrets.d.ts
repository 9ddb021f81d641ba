import type { Plugin } from 'vite';
/** Vite exposes only variables with this prefix to client code. */
export const PUBLIC_ENV_PREFIX: string;
/** The environment variables whose values may reach client code. */
export const PUBLIC_ENV: string[];
/** Fails the build when a non-public environment variable's value is in an emitted file. */
export function noSecretsInBundle(options?: { env?: Record<string, string | undefined>; allow?: string[] }): Plugin;
