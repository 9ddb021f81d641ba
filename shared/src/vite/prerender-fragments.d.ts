import type { Plugin } from 'vite';
/** After a remote's browser build, writes its prerendered fragments into dist/fragments/. */
export function prerenderFragments(options: { configFile: string; buildId: string; entry?: string }): Plugin;
