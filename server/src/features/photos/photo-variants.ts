import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { HttpError } from '../../lib/http-error';

/** What the owner may upload (decision 025). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** 50 megapixels: a phone's largest mode (8160 x 6120 is 49.9 MP) fits; a decompression bomb does not. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/**
 * Widths the pages choose from, close enough together that a phone (360-412 CSS px at 1.75-3x) or a 580 px
 * gallery gets a file near its need; a photo is never enlarged, so a narrow one gets its own width as the last.
 */
export const VARIANT_WIDTHS = [320, 480, 640, 800, 960, 1280, 1600] as const;

export const PHOTO_FORMATS = [
  { ext: 'avif', type: 'image/avif' },
  { ext: 'webp', type: 'image/webp' },
  { ext: 'jpg', type: 'image/jpeg' },
] as const;
export type PhotoFormat = (typeof PHOTO_FORMATS)[number];

const ORIGINAL_TYPES: Record<string, 'image/jpeg' | 'image/png' | 'image/webp'> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

export const NOT_A_PHOTO = 'The file is not a JPEG, PNG or WebP photo.';
export const TOO_MANY_PIXELS = 'The photo has more than 50 megapixels.';

export interface PhotoVariant {
  name: string;
  type: PhotoFormat['type'];
  width: number;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  hash: string;
  originalType: 'image/jpeg' | 'image/png' | 'image/webp';
  /** Upright size (after the EXIF orientation). */
  width: number;
  height: number;
  widths: number[];
  variants: PhotoVariant[];
}

export const variantName = (hash: string, width: number, ext: string) => `${hash}-${width}.${ext}`;

/** The variant widths of a photo `width` pixels wide: the standard ones below it, then its own if under 1600. */
export function variantWidths(width: number): number[] {
  const widest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]!;
  return width > widest ? [...VARIANT_WIDTHS] : [...VARIANT_WIDTHS.filter((w) => w < width), width];
}

sharp.cache(false); // each photo is read once: libvips' operation cache would only hold memory

const inputOptions = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;

async function inspect(original: Buffer) {
  try {
    // The header only: the pixel limit is checked below, with its own message.
    return await sharp(original, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, NOT_A_PHOTO);
  }
}

/**
 * Checks what the bytes are (libvips reads them; the file's name and declared type are never trusted) and
 * makes the AVIF, WebP and JPEG variants, metadata stripped (a phone's GPS position never leaves the API).
 * The work runs on libuv's thread pool, not on the event loop. Throws a 4xx HttpError for anything that is not
 * a photo it may keep.
 */
export async function processPhoto(original: Buffer): Promise<ProcessedPhoto> {
  const meta = await inspect(original);
  const originalType = meta.format ? ORIGINAL_TYPES[meta.format] : undefined;
  if (!originalType || !meta.width || !meta.height) throw new HttpError(415, NOT_A_PHOTO);
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new HttpError(413, TOO_MANY_PIXELS);
  const { width, height } = meta.autoOrient;

  const widths = variantWidths(width);
  const largest = widths[widths.length - 1]!;
  let master: { data: Buffer; info: OutputInfo };
  try {
    // Decoded fully once (a truncated or corrupt file fails here), turned upright, and shrunk to the largest
    // variant; every variant is made from these raw pixels.
    master = await sharp(original, inputOptions)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new HttpError(415, NOT_A_PHOTO);
  }
  const raw = { raw: { width: master.info.width, height: master.info.height, channels: master.info.channels } };

  const hash = createHash('sha256').update(original).digest('hex');
  const variants: PhotoVariant[] = [];
  for (const w of widths) {
    for (const format of PHOTO_FORMATS) {
      let pipeline = sharp(master.data, raw).resize({ width: w, withoutEnlargement: true });
      if (master.info.channels === 4) pipeline = pipeline.flatten({ background: '#ffffff' });
      if (format.ext === 'avif') pipeline = pipeline.avif({ quality: 50, effort: 2 });
      else if (format.ext === 'webp') pipeline = pipeline.webp({ quality: 75 });
      else pipeline = pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
      variants.push({
        name: variantName(hash, w, format.ext),
        type: format.type,
        width: w,
        bytes: await pipeline.toBuffer(),
      });
    }
  }
  return { hash, originalType, width, height, widths, variants };
}
