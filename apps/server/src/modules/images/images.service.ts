import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import type { PlantImage } from '@verdant/shared/schemas/inventory';
import sharp from 'sharp';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, notFound, tooLarge, unsupportedMediaType } from '../../lib/errors.ts';
import { type ImageStore, MAX_INPUT_PIXELS, MediaStorageError, type StoredImage } from '../../media/image-store.ts';
import { isVisibleToBuyers } from '../catalog/visibility.repository.ts';
import { toPlantImage } from './image-view.ts';
import {
  clearPrimary,
  countItemImages,
  deleteImage,
  insertImage,
  listItemImages,
  lockVendorImage,
  lockVendorItem,
  promoteOldest,
  setPrimary,
  vendorOwnsItem,
} from './images.repository.ts';

export type ImageKind = 'png' | 'jpeg' | 'gif';

/** The type by content (magic bytes), never by file name or declared type. */
export function sniffImage(buffer: Buffer): ImageKind | null {
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg';
  const head = buffer.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  return null;
}

/** Checks the content, then decodes and re-encodes it (WebP, metadata stripped) with the pixel limit. */
async function storeUpload(images: ImageStore, buffer: Buffer): Promise<StoredImage> {
  if (buffer.length === 0) throw invalid(MESSAGES.imageMissing);
  if (buffer.length > LIMITS.imageMaxBytes) throw tooLarge(MESSAGES.imageTooLarge);
  if (!sniffImage(buffer)) throw unsupportedMediaType(MESSAGES.imageTypeUnsupported);
  let width = 0;
  let height = 0;
  try {
    // The header alone gives the dimensions: a decompression bomb is refused before any pixel is decoded.
    // No pixel limit here: sharp's default one made a huge image's header fail as "unreadable"; ours is below.
    ({ width = 0, height = 0 } = await sharp(buffer, { limitInputPixels: false }).metadata());
  } catch {
    throw invalid(MESSAGES.imageUnreadable);
  }
  if (width * height > MAX_INPUT_PIXELS) throw tooLarge(MESSAGES.imageTooManyPixels);
  if (width === 0 || height === 0) throw invalid(MESSAGES.imageUnreadable);
  try {
    return await images.save(buffer);
  } catch (error) {
    if (error instanceof MediaStorageError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooLarge(MESSAGES.imageTooManyPixels);
    throw invalid(MESSAGES.imageUnreadable);
  }
}

export async function uploadImage(
  { db, images }: Deps,
  input: { itemId: number; vendorId: number; buffer: Buffer; isPrimary: boolean },
): Promise<PlantImage> {
  // Cheap ownership check first, so nobody makes the server decode images for items that aren't theirs.
  if (!(await vendorOwnsItem(db, input.itemId, input.vendorId))) throw notFound(MESSAGES.itemNotFound);
  const stored = await storeUpload(images, input.buffer);
  try {
    const created = await db.transaction(async (tx) => {
      if (!(await lockVendorItem(tx, input.itemId, input.vendorId))) throw notFound(MESSAGES.itemNotFound);
      const existing = await countItemImages(tx, input.itemId);
      if (existing >= LIMITS.imagesPerItem) throw conflict(MESSAGES.imageLimitReached(LIMITS.imagesPerItem));
      // The first image is always the primary one: an item with images has exactly one.
      const primary = input.isPrimary || existing === 0;
      if (primary) await clearPrimary(tx, input.itemId);
      return insertImage(tx, input.itemId, stored, primary);
    });
    return toPlantImage(created);
  } catch (error) {
    await images.remove(stored.storageKey);
    throw error;
  }
}

/** The owner sees its item's images whatever the item's state; anyone else only a public item's. */
export async function listImages({ db }: Deps, itemId: number, vendorId: number | null): Promise<PlantImage[]> {
  const owner = vendorId !== null && (await vendorOwnsItem(db, itemId, vendorId));
  if (!owner && !(await isVisibleToBuyers(db, itemId))) throw notFound(MESSAGES.itemNotFound);
  return (await listItemImages(db, itemId)).map(toPlantImage);
}

export async function removeImage({ db, images }: Deps, imageId: number, vendorId: number): Promise<void> {
  const storageKey = await db.transaction(async (tx) => {
    const image = await lockVendorImage(tx, imageId, vendorId);
    if (!image) throw notFound(MESSAGES.imageNotFound);
    await deleteImage(tx, imageId);
    if (image.is_primary) await promoteOldest(tx, image.item_id);
    return image.storage_key;
  });
  // Files go only once the row is gone for good.
  await images.remove(storageKey);
}

export async function makePrimary({ db }: Deps, imageId: number, vendorId: number): Promise<PlantImage> {
  const updated = await db.transaction(async (tx) => {
    const image = await lockVendorImage(tx, imageId, vendorId);
    if (!image) throw notFound(MESSAGES.imageNotFound);
    await clearPrimary(tx, image.item_id, imageId);
    return setPrimary(tx, imageId);
  });
  return toPlantImage(updated);
}
