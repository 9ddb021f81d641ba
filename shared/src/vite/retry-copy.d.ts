import type { Plugin } from 'vite';
/** Writes the whole build again into retry/ inside it, the copy the shell loads a failed build from. */
export function retryCopy(): Plugin;
