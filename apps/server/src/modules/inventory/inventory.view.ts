import { fromCents } from '@verdant/shared/rules/cart';
import { shownReadyDate } from '@verdant/shared/rules/ready-day';
import type { PlantGrowing, PlantImage } from '@verdant/shared/schemas/inventory';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { imageUrl } from '../../media/image-store.ts';
import type { ImageRow, InventoryRow } from './inventory.repository.ts';
import { tiersFromCents } from './price-tiers.ts';

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
    price_tiers: tiersFromCents(row.priceTiers),
    quantity_available: row.quantityAvailable,
    category: row.category,
    size: row.size,
    pot_size: row.potSize,
    is_available: row.isAvailable,
    image_url: (views.find((image) => image.is_primary) ?? views[0])?.image_url ?? null,
    images: views,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    stock_confirmed_at: row.stockConfirmedAt.toISOString(),
    ready_date: shownReadyDate(row.readyDate),
    ...growingView({
      size_class: row.sizeClass,
      zone_min: row.zoneMin,
      zone_max: row.zoneMax,
      light: row.light,
      water: row.water,
      mature_height_ft: row.matureHeightFt,
      mature_spread_ft: row.matureSpreadFt,
      native_states: row.nativeStates,
      deer_resistant: row.deerResistant,
      habit: row.habit,
      bloom_season: row.bloomSeason,
      bloom_color: row.bloomColor,
    }),
  };
}

/** The growing columns as the API shows them: lists never null, enums narrowed (the service wrote only those). */
export function growingView(
  row: {
    [K in keyof PlantGrowing]: PlantGrowing[K] extends unknown[] ? string[] | null : PlantGrowing[K] | string | null;
  },
): PlantGrowing {
  return {
    size_class: row.size_class,
    zone_min: row.zone_min,
    zone_max: row.zone_max,
    light: (row.light ?? []) as PlantGrowing['light'],
    water: row.water as PlantGrowing['water'],
    mature_height_ft: row.mature_height_ft === null ? null : Number(row.mature_height_ft),
    mature_spread_ft: row.mature_spread_ft === null ? null : Number(row.mature_spread_ft),
    native_states: row.native_states ?? [],
    deer_resistant: row.deer_resistant as boolean | null,
    habit: row.habit as PlantGrowing['habit'],
    bloom_season: (row.bloom_season ?? []) as PlantGrowing['bloom_season'],
    bloom_color: row.bloom_color,
  };
}
