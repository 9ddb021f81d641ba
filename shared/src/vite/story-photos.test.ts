// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NewsItemSchema } from '../content/schema';
import { PHOTO_WIDTHS, photoVariants, storyPhotos, type PhotoVariant } from './story-photos.js';

/** What a 390 CSS px phone at DPR 2 needs for a photo a card or a story's page shows (1rem each side). */
const PHONE_PIXELS = (390 - 2 * 16) * 2;
const BUDGET = 30 * 1024;

const WIDTH = 4000;
const HEIGHT = 3000;

/**
 * A phone's photo as it arrives: 4000 × 3000 stored sideways with EXIF orientation 6 (turn 90°
 * clockwise), where it was taken in GPS, and detail at every scale as a photo of the world has
 * (random shapes of each size, each half the contrast of the next larger, over a gradient, with a
 * sensor's grain), so no encoder finds it trivial. A red block marks the stored top-left corner.
 */
async function phonePhoto(): Promise<Buffer> {
  const octaves = await Promise.all(
    [16, 32, 64, 128, 256, 512].map((cells, octave) =>
      sharp(randomBytes(((cells * (cells * 3)) / 4) * 3, octave), {
        raw: { width: cells, height: (cells * 3) / 4, channels: 3 },
      })
        .resize(WIDTH, HEIGHT, { kernel: 'cubic' })
        .raw()
        .toBuffer()
        .then((data) => ({ data, weight: 0.5 / 2 ** octave })),
    ),
  );
  const grain = randomBytes(WIDTH * HEIGHT, 99);
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const at = y * WIDTH + x;
      const fine = (grain[at]! % 21) - 10;
      const corner = x < 600 && y < 600;
      for (let channel = 0; channel < 3; channel++) {
        const i = at * 3 + channel;
        let value = 40 + (channel === 0 ? x / WIDTH : y / HEIGHT) * 80 + fine;
        for (const { data, weight } of octaves) value += (data[i]! - 128) * weight;
        pixels[i] = corner ? (channel === 0 ? 230 : 20) : clamp(value + 60);
      }
    }
  }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .withExif({
      IFD0: { Make: 'SchoolPhone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '8/1 29/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 33/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** Pseudo-random bytes, the same every run for a seed. */
function randomBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    bytes[i] = seed >>> 24;
  }
  return bytes;
}

/** EXIF's GPS IFD pointer (tag 0x8825), in either byte order. */
const hasGps = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe("a story's photo", () => {
  let photo: Buffer;
  let variants: PhotoVariant[];
  let dir: string;

  beforeAll(async () => {
    photo = await phonePhoto();
    variants = await photoVariants(photo);
    dir = mkdtempSync(join(tmpdir(), 'story-photos-'));
    console.log(`phone's photo: ${WIDTH}×${HEIGHT}, ${(photo.length / 1024 / 1024).toFixed(1)} MB`);
    for (const { format, width, height, data } of variants) {
      console.log(`${format} ${width}×${height}: ${(data.length / 1024).toFixed(1)} KB`);
    }
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('arrives as a phone sends it: sideways, with EXIF and GPS', async () => {
    const meta = await sharp(photo).metadata();
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(meta).toMatchObject({ width: WIDTH, height: HEIGHT, orientation: 6 });
    expect(hasGps(meta.exif!)).toBe(true);
  });

  it('is made in AVIF, WebP and JPEG at each width, upright', () => {
    for (const format of ['avif', 'webp', 'jpeg']) {
      const made = variants.filter((variant) => variant.format === format);
      expect(made.map(({ width }) => width)).toEqual(PHOTO_WIDTHS);
      for (const { width, height } of made) expect(height).toBe(Math.round((width * WIDTH) / HEIGHT));
    }
  });

  it('is turned as the camera said: the stored top-left corner is at the top right', async () => {
    const jpeg = variants.find(({ format, width }) => format === 'jpeg' && width === 360)!;
    const { data, info } = await sharp(jpeg.data).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)];
    const [red, green] = at(info.width - 10, 10);
    expect(red).toBeGreaterThan(180);
    expect(green).toBeLessThan(80);
    expect(at(10, 10)[0]).toBeLessThan(200);
  });

  it('keeps no EXIF, GPS, XMP or ICC data in any file', async () => {
    for (const { data } of variants) {
      const meta = await sharp(data).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(data.includes(Buffer.from('SchoolPhone'))).toBe(false);
    }
  });

  it("fits the budget in the AVIF and WebP a phone's screen picks", () => {
    const picked = PHOTO_WIDTHS.find((width) => width >= PHONE_PIXELS)!;
    for (const format of ['avif', 'webp']) {
      const variant = variants.find((made) => made.format === format && made.width === picked)!;
      console.log(
        `a 390 px phone at DPR 2 gets the ${format} at ${picked} px: ${(variant.data.length / 1024).toFixed(1)} KB`,
      );
      expect(variant.data.length).toBeLessThanOrEqual(BUDGET);
    }
  });

  it('becomes a module of its files for the build, each a URL, never enlarged', async () => {
    // A small photo, stored sideways as the phone's: upright it is 600 × 800.
    const file = join(dir, 'prize-day.jpg');
    writeFileSync(file, await sharp(photo).resize(800).withMetadata().toBuffer());
    const plugin = storyPhotos() as unknown as {
      configResolved: (config: { root: string }) => void;
      load: (this: { addWatchFile: (file: string) => void }, id: string) => Promise<string>;
    };
    plugin.configResolved({ root: dir });
    const code = await plugin.load.call({ addWatchFile: () => {} }, `${file}?story-photo`);
    for (const width of [360, 600]) {
      for (const extension of ['avif', 'webp', 'jpg']) {
        expect(code).toMatch(new RegExp(`prize-day-\\w+-${width}\\.${extension}\\?url"`));
      }
    }
    expect(code).not.toMatch(/-720\./);
    expect(code).toContain('width: 600,');
    expect(code).toContain('height: 800,');
  }, 60_000);

  it('is named by a story as a .jpg, .jpeg, .png or .webp, and nothing else but .svg art', () => {
    const story = {
      id: 'prize-day',
      title: 'Prize day',
      date: '2026-11-27',
      category: 'Events',
      imageAlt: 'Pupils holding their prizes',
      excerpt: 'Prizes.',
      content: 'Prizes.',
    };
    for (const image of [
      'images/IMG_2041.JPG',
      'images/prize-day.jpeg',
      'images/a.png',
      'images/a.webp',
      'images/a.svg',
    ]) {
      expect(NewsItemSchema.safeParse({ ...story, image }).success).toBe(true);
    }
    const heic = NewsItemSchema.safeParse({ ...story, image: 'images/IMG_2041.heic' });
    expect(heic.error?.issues[0]?.message).toBe(
      'expected the path of a picture beside this one: a photo (.jpg, .jpeg, .png, .webp) or .svg art',
    );
  });
});
