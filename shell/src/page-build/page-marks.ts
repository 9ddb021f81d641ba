/**
 * The marks of the shell's built page that the build's steps find again: the first paint it wrote
 * into #root, and the early script that withEarlyScript (build-plugin.ts) put at the end of
 * <head>, with the start set on its attributes (its entry, then its module preloads).
 */
export const FIRST_PAINT = /<!-- first-paint -->[\s\S]*?<!-- \/first-paint -->/;
export const EARLY_SCRIPT = /\s*<script data-entry="([^"]*)" data-preload="([^"]*)"[^>]*>[\s\S]*?<\/script>/;
