import type { Plugin, UserConfig } from 'vite';
import type { PackageJson } from './shared-libraries';

export type { PackageJson } from './shared-libraries';
export { ROUTER_EXPORTS, sharedSingletons } from './shared-libraries';
export { PUBLIC_ENV, PUBLIC_ENV_PREFIX, noSecretsInBundle } from './no-secrets';
export { newBuildId } from './build-id';
export { retryCopy } from './retry-copy';
export { testConfig } from './test-config';
export { prerenderFragments } from './prerender-fragments';
export type { Collections, FileCollection, FolderCollection } from './content-files';
export { checkContent, contentFiles } from './content-files';
export const REMOTE_BASE_TOKEN: string;

export function readPackage(dir: string): PackageJson;
/** Every app's React plugins: JSX through Emotion's runtime, and its css`` templates compacted. */
export function emotionReact(): Plugin[];
/** Compacts the white space of the site's css`` templates (compact-css.js). */
export function compactEmotionCss(): Plugin;

/** Vite's settings of an app, all but its plugins. */
export type AppSettings = Omit<UserConfig, 'plugins'>;

/** What a remote's vite.config.ts needs besides its federation options (see index.js). */
export interface RemoteBuild {
  pkg: PackageJson;
  /** Its Module Federation name, made from its folder's (site-layout.js remoteNames). */
  name: string;
  buildId: string;
  /** Federation's `manifest` option: metaData says the build id and the area contract built against. */
  manifest: { additionalData: (data: { stats: Record<string, unknown>; manifest?: Record<string, unknown> }) => void };
  /** The plugins after federation's: the content files, the secrets guard, the retry copy, the prerendered pages. */
  plugins(): Plugin[];
  settings(isSsrBuild: boolean | undefined): AppSettings;
}
export function remoteBuild(dir: string): RemoteBuild;

/** The federation options every remote states alike (see index.js). */
export function remoteFederationDefaults(command: 'build' | 'serve'): {
  filename: string;
  shareStrategy: 'loaded-first';
  dts: false;
  dev: { remoteHmr: boolean };
  experiments: { externalRuntime: boolean };
};

/** The shell's own MF entry, in its build: hashed, under assets/. */
export const SHELL_ENTRY_FILE: string;
/** What the shell's vite.config.ts needs besides its federation options. */
export function hostBuild(dir: string): { pkg: PackageJson; plugins(): Plugin[]; settings: AppSettings };
