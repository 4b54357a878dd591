import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import { FolderStorage, MEDIA_CACHE_CONTROL, type MediaStorage } from './media-storage.ts';
import { S3Storage } from './s3-storage.ts';

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
 * Uploaded images are stored as <key>/<width>.webp with server-made names, in DATA_DIR/media or an S3 bucket
 * (`storage`): every upload is decoded, re-encoded to WebP (metadata stripped, as sharp does unless asked to keep
 * it) and never served as sent.
 */
export class ImageStore {
  readonly storage: MediaStorage;
  constructor(storage: MediaStorage) {
    this.storage = storage;
  }

  /** The media folder (folder storage only). */
  get root(): string {
    if (!this.storage.folder) throw new Error('images are kept in object storage, not in a folder');
    return this.storage.folder;
  }

  async save(input: Buffer): Promise<StoredImage> {
    const source = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
    const { width = 0 } = await source.metadata();
    const storageKey = randomUUID();
    const widths = IMAGE_WIDTHS.filter((w, i) => i === 0 || w <= width);
    // Every width is encoded before anything is stored, so a bad image (sharp's error) leaves nothing behind.
    const files: { width: number; data: Buffer; height: number }[] = [];
    for (const targetWidth of widths) {
      const { data, info } = await source
        .clone()
        .resize({ width: targetWidth, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      files.push({ width: targetWidth, data, height: info.height });
    }
    try {
      await Promise.all(files.map((file) => this.storage.write(mediaKey(storageKey, file.width), file.data)));
    } catch (error) {
      await this.remove(storageKey).catch(() => undefined);
      throw new MediaStorageError(error);
    }
    const largest = files.at(-1)!;
    return { storageKey, widths, width: Math.min(width, largest.width), height: largest.height };
  }

  async remove(storageKey: string): Promise<void> {
    if (!/^[0-9a-f-]{36}$/.test(storageKey)) return;
    await this.storage.remove(IMAGE_WIDTHS.map((width) => mediaKey(storageKey, width)));
  }
}

/** Storing a (valid) image failed: the storage's fault, not the upload's (a 500, not "unreadable"). */
export class MediaStorageError extends Error {
  constructor(cause: unknown) {
    super(`could not store the image: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/** Where one width of an image is kept: the path under /media/ (folder) or the object key (bucket). */
export const mediaKey = (storageKey: string, width: number) => `${storageKey}/${width}.webp`;

export const imageUrl = (storageKey: string, width: number) => `/media/${mediaKey(storageKey, width)}`;

/** The S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createMediaStorage(config: Config): MediaStorage {
  if (!config.S3_BUCKET) {
    const folder = path.join(config.dataDir, 'media');
    mkdirSync(folder, { recursive: true }); // @fastify/static wants it there when the app is built
    return new FolderStorage(folder);
  }
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = config;
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, sessionToken: config.AWS_SESSION_TOKEN }
        : undefined,
    cacheControl: MEDIA_CACHE_CONTROL,
  });
}
