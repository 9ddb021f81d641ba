import type { Plugin } from 'vite';

export function compactCssTemplates(code: string, parse: (code: string) => unknown): string;
export function compactEmotionCss(): Plugin;
