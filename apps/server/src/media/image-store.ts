import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

/** Widths each upload is re-encoded to; the card grid uses 320/640, the detail page 1024. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
/** Refuse decompression bombs before decoding (about 40 megapixels). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface StoredImage {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
}

/**
 * Uploaded images live under DATA_DIR/media/<key>/<width>.webp with server-made names: every upload is decoded,
 * re-encoded to WebP (metadata stripped, as sharp does unless asked to keep it) and never served as sent.
 */
export class ImageStore {
  readonly root: string;
  constructor(dataDir: string) {
    this.root = path.join(dataDir, 'media');
  }

  async save(input: Buffer): Promise<StoredImage> {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { width = 0, height = 0 } = await source.metadata();
    const storageKey = randomUUID();
    const dir = path.join(this.root, storageKey);
    await mkdir(dir, { recursive: true });
    const widths = IMAGE_WIDTHS.filter((w, i) => i === 0 || w <= width);
    let outHeight = height;
    for (const targetWidth of widths) {
      const { data, info } = await source
        .clone()
        .resize({ width: targetWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      await writeFile(path.join(dir, `${targetWidth}.webp`), data);
      outHeight = info.height;
    }
    const largest = widths.at(-1)!;
    return { storageKey, widths, width: Math.min(width, largest), height: outHeight };
  }

  async remove(storageKey: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/.test(storageKey)) return;
    await rm(path.join(this.root, storageKey), { recursive: true, force: true });
  }
}

export const imageUrl = (storageKey: string, width: number) => `/media/${storageKey}/${width}.webp`;
