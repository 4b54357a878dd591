import { fromCents } from '@verdant/shared/rules/cart';
import type { PlantImage } from '@verdant/shared/schemas/inventory';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { imageUrl } from '../../media/image-store.ts';
import type { ImageRow, InventoryRow } from './inventory.repository.ts';

/** The card width (640) when it was made, else the largest stored width. */
function displayWidth(widths: number[]): number {
  return widths.includes(640) ? 640 : (widths.at(-1) ?? 320);
}

export function toImageView(image: ImageRow): PlantImage {
  return {
    id: image.id,
    image_url: imageUrl(image.storageKey, displayWidth(image.widths)),
    srcset: image.widths.map((width) => `${imageUrl(image.storageKey, width)} ${width}w`).join(', '),
    width: image.width,
    height: image.height,
    is_primary: image.isPrimary,
  };
}

/** `images` must be this item's, primary first. */
export function toVendorItemView(row: InventoryRow, images: ImageRow[]): VendorInventoryItem {
  const views = images.map(toImageView);
  return {
    id: row.id,
    plant_name: row.plantName,
    scientific_name: row.scientificName,
    description: row.description,
    care_instructions: row.careInstructions,
    price: fromCents(row.priceCents),
    compare_at_price: row.compareAtPriceCents === null ? null : fromCents(row.compareAtPriceCents),
    quantity_available: row.quantityAvailable,
    category: row.category,
    size: row.size,
    pot_size: row.potSize,
    is_available: row.isAvailable,
    image_url: (views.find((image) => image.is_primary) ?? views[0])?.image_url ?? null,
    images: views,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
