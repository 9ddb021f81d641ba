import type { Plugin } from 'vite';

/** One encoding of a story's photo at one width. */
export interface PhotoVariant {
  format: 'avif' | 'webp' | 'jpeg';
  width: number;
  height: number;
  data: Buffer;
}

export const PHOTO_FILE: RegExp;
export const PHOTO_WIDTHS: number[];
export const PHOTO_FORMATS: Record<PhotoVariant['format'], object>;
export function photoVariants(input: Buffer | string, widths?: number[]): Promise<PhotoVariant[]>;
export function photoImport(path: string): string;
export function storyPhotos(): Plugin;
