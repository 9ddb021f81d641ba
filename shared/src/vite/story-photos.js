// A story's photo (a phone's JPEG, a PNG or a WebP beside the story) made into the responsive
// images a page shows (docs/content.md#photos): AVIF, WebP and JPEG at a few widths, upright,
// with no metadata (a phone's photo carries where it was taken).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';

/**
 * @import { AvifOptions, JpegOptions, WebpOptions } from 'sharp'
 * @import { Plugin } from 'vite'
 */

/**
 * One encoding of a story's photo at one width.
 * @typedef {object} PhotoVariant
 * @property {'avif' | 'webp' | 'jpeg'} format
 * @property {number} width
 * @property {number} height
 * @property {Buffer} data
 */

/** A picture the build turns into a photo's variants; anything else a picture names is SVG art. */
export const PHOTO_FILE = /\.(jpe?g|png|webp)$/i;

/**
 * The widths made, in CSS px times the screen's density: a card is about a phone's width (one
 * column), a third of the page on a wide screen; a story's page at most 46rem.
 */
export const PHOTO_WIDTHS = [360, 720, 1080, 1440];

/**
 * The formats, best first; the last is the fallback every browser shows.
 * @type {{ avif: AvifOptions, webp: WebpOptions, jpeg: JpegOptions }}
 */
export const PHOTO_FORMATS = {
  avif: { quality: 45, effort: 4 },
  webp: { quality: 60, effort: 5 },
  jpeg: { quality: 65, mozjpeg: true },
};

const QUERY = '?story-photo';

/**
 * The variants of one photo: each format at each width up to the photo's own (never enlarged),
 * oriented as the camera said, with no EXIF, GPS, XMP or ICC data (sharp keeps none unless asked).
 * @param {Buffer | string} input the photo's bytes or path
 * @param {number[]} [widths]
 * @returns {Promise<PhotoVariant[]>}
 */
export async function photoVariants(input, widths = PHOTO_WIDTHS) {
  const { default: sharp } = await import('sharp');
  const upright = await sharp(input).autoOrient().toBuffer({ resolveWithObject: true });
  const own = upright.info.width;
  const fitting = widths.filter((width) => width < own);
  if (fitting.length < widths.length) fitting.push(Math.min(own, /** @type {number} */ (widths[widths.length - 1])));
  const variants = [];
  for (const width of [...new Set(fitting)]) {
    for (const [format, options] of /** @type {[PhotoVariant['format'], AvifOptions | WebpOptions | JpegOptions][]} */ (
      Object.entries(PHOTO_FORMATS)
    )) {
      const { data, info } = await sharp(upright.data)
        .resize({ width, withoutEnlargement: true })
        .toFormat(format, options)
        .toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, data });
    }
  }
  return variants;
}

/**
 * The variants' files, made once per photo's content in `cacheDir`.
 * @param {string} file
 * @param {string} cacheDir
 * @returns {Promise<(Omit<PhotoVariant, 'data'> & { path: string })[]>}
 */
async function cachedVariants(file, cacheDir) {
  const source = readFileSync(file);
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  const stem = basename(file, extname(file));
  const index = join(cacheDir, `${stem}-${hash}.json`);
  if (existsSync(index)) return JSON.parse(readFileSync(index, 'utf8'));
  mkdirSync(cacheDir, { recursive: true });
  const files = [];
  for (const { format, width, height, data } of await photoVariants(source)) {
    const path = join(cacheDir, `${stem}-${hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`);
    writeFileSync(path, data);
    files.push({ format, width, height, path });
  }
  writeFileSync(index, JSON.stringify(files));
  return files;
}

/**
 * The module a photo becomes: a StoryPhoto (@school/shared/content) with the variants' URLs.
 * @param {Awaited<ReturnType<typeof cachedVariants>>} files
 */
function photoModule(files) {
  const imports = files.map(({ path }, index) => `import v${index} from ${JSON.stringify(`${path}?url`)};`);
  const numbered = files.map((variant, index) => ({ ...variant, index }));
  /** @param {PhotoVariant['format']} format */
  const srcset = (format) =>
    numbered
      .filter((variant) => variant.format === format)
      .map(({ width, index }) => `v${index} + ' ${width}w'`)
      .join(" + ', ' + ");
  const jpegs = numbered.filter(({ format }) => format === 'jpeg');
  // The fallback's own size: the one a phone's screen picks, or the largest when the photo is small.
  const fallback =
    jpegs.find(({ width }) => width >= /** @type {number} */ (PHOTO_WIDTHS[1])) ??
    /** @type {(typeof jpegs)[number]} */ (jpegs[jpegs.length - 1]);
  return `${imports.join('\n')}
export default {
  avif: ${srcset('avif')},
  webp: ${srcset('webp')},
  jpeg: ${srcset('jpeg')},
  src: v${fallback.index},
  width: ${fallback.width},
  height: ${fallback.height},
};
`;
}

/**
 * The import of a story's photo, as the content files' plugin writes it.
 * @param {string} path
 */
export const photoImport = (path) => `${path}${QUERY}`;

/**
 * The build's half: `<photo>?story-photo` (photoImport) becomes a StoryPhoto, its variants files
 * of the build's assets, made once per photo in the app's node_modules/.cache.
 * @returns {Plugin}
 */
export function storyPhotos() {
  let cacheDir = '';
  return {
    name: 'school:story-photos',
    enforce: 'pre',
    configResolved(config) {
      cacheDir = join(config.root, 'node_modules', '.cache', 'story-photos');
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return undefined;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      return photoModule(await cachedVariants(file, cacheDir));
    },
  };
}
