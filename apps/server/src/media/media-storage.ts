import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Image files never change under one name (a new upload gets a new key): caches may keep them for a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** One stored file as object storage hands it back, for the server to stream under /media. */
export interface MediaObject {
  body: Readable;
  contentLength?: number | undefined;
  etag?: string | undefined;
  lastModified?: Date | undefined;
}

/**
 * Where the encoded image files go. Keys look like `<storage key>/<width>.webp`, the same path under /media/ that
 * the browser asks for. The folder is the default; object storage (S3) lets several processes share images without
 * a shared filesystem.
 */
export interface MediaStorage {
  /** Served by @fastify/static when set; otherwise the server streams files from `read`. */
  readonly folder: string | null;
  write(key: string, data: Buffer): Promise<void>;
  /** Deletes these keys (missing ones are fine). */
  remove(keys: string[]): Promise<void>;
  /** null when there is no such file. */
  read(key: string): Promise<MediaObject | null>;
  /** Fails with one clear line when the storage cannot be used (checked at start). */
  check(): Promise<void>;
  close(): void;
}

/** DATA_DIR/media: one machine, or a folder every process mounts. */
export class FolderStorage implements MediaStorage {
  readonly folder: string;
  constructor(folder: string) {
    this.folder = folder;
  }

  async write(key: string, data: Buffer) {
    const file = path.join(this.folder, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data);
  }

  async remove(keys: string[]) {
    const folders = new Set(keys.map((key) => path.dirname(path.join(this.folder, key))));
    for (const key of keys) await rm(path.join(this.folder, key), { force: true });
    // The image's own folder, now empty (never the media folder itself).
    for (const folder of folders) if (folder !== this.folder) await rm(folder, { recursive: true, force: true });
  }

  async read(): Promise<null> {
    return null; // @fastify/static serves the folder
  }

  async check() {
    await mkdir(this.folder, { recursive: true });
  }

  close() {}
}
