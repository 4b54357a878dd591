import { MESSAGES } from '@verdant/shared/messages';
import { toCents } from '@verdant/shared/rules/cart';
import type { inventoryItemInputSchema, inventoryItemUpdateSchema } from '@verdant/shared/schemas/inventory';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import {
  findByNameAndSize,
  findVendorItem,
  hardDeleteVendorItem,
  hasHistory,
  type InventoryChanges,
  type InventoryRow,
  imagesFor,
  insertItem,
  softDeleteVendorItem,
  updateVendorItem,
} from './inventory.repository.ts';
import { toVendorItemView } from './inventory.view.ts';
import { factColumns } from './plant-facts.ts';
import { tiersToCents } from './price-tiers.ts';

/** A validated create payload (also one bulk-upload row). */
export type InventoryItemData = z.output<typeof inventoryItemInputSchema>;
export type InventoryItemPatch = z.output<typeof inventoryItemUpdateSchema>;

/** The growing attributes of a payload, as columns (absent fields left out). */
function growingColumns(input: InventoryItemPatch): InventoryChanges {
  const columns: InventoryChanges = {};
  if (input.zone_min !== undefined) columns.zoneMin = input.zone_min;
  if (input.zone_max !== undefined) columns.zoneMax = input.zone_max;
  if (input.light !== undefined) columns.light = input.light;
  if (input.water !== undefined) columns.water = input.water;
  if (input.mature_height_ft !== undefined) columns.matureHeightFt = input.mature_height_ft;
  if (input.mature_spread_ft !== undefined) columns.matureSpreadFt = input.mature_spread_ft;
  if (input.native_states !== undefined) columns.nativeStates = input.native_states;
  if (input.deer_resistant !== undefined) columns.deerResistant = input.deer_resistant;
  if (input.habit !== undefined) columns.habit = input.habit;
  if (input.bloom_season !== undefined) columns.bloomSeason = input.bloom_season;
  if (input.bloom_color !== undefined) columns.bloomColor = input.bloom_color;
  return columns;
}

/** A new item's columns, with its size class and the growing values the vendor left empty from the reference. */
function toRow(input: InventoryItemData) {
  const row = {
    plantName: input.plant_name,
    scientificName: input.scientific_name,
    description: input.description,
    careInstructions: input.care_instructions,
    priceCents: toCents(input.price),
    compareAtPriceCents: input.compare_at_price === null ? null : toCents(input.compare_at_price),
    quantityAvailable: input.quantity_available,
    category: input.category,
    size: input.size,
    potSize: input.pot_size,
    isAvailable: input.is_available,
    priceTiers: tiersToCents(input.price_tiers),
    readyDate: input.ready_date,
    ...growingColumns(input),
  };
  return { ...row, ...factColumns(row) };
}

/** Only the fields the PATCH carries. */
function toChanges(input: InventoryItemPatch): InventoryChanges {
  const changes: InventoryChanges = {};
  if (input.plant_name !== undefined) changes.plantName = input.plant_name;
  if (input.scientific_name !== undefined) changes.scientificName = input.scientific_name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.care_instructions !== undefined) changes.careInstructions = input.care_instructions;
  if (input.price !== undefined) changes.priceCents = toCents(input.price);
  if (input.compare_at_price !== undefined) {
    changes.compareAtPriceCents = input.compare_at_price === null ? null : toCents(input.compare_at_price);
  }
  if (input.quantity_available !== undefined) changes.quantityAvailable = input.quantity_available;
  if (input.category !== undefined) changes.category = input.category;
  if (input.size !== undefined) changes.size = input.size;
  if (input.pot_size !== undefined) changes.potSize = input.pot_size;
  if (input.is_available !== undefined) changes.isAvailable = input.is_available;
  if (input.price_tiers !== undefined) changes.priceTiers = tiersToCents(input.price_tiers);
  if (input.ready_date !== undefined) changes.readyDate = input.ready_date;
  return { ...changes, ...growingColumns(input) };
}

/** The changes plus the derived columns of the item they make: a value the vendor now sets is theirs. */
function withFacts(existing: InventoryRow, changes: InventoryChanges): InventoryChanges {
  const given = new Set(Object.keys(changes));
  const factsFromReference = (existing.factsFromReference ?? []).filter(
    (field) => !given.has(field.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase())),
  );
  return { ...changes, ...factColumns({ ...existing, ...changes, factsFromReference }) };
}

export async function withImages(db: Db, rows: InventoryRow[]): Promise<VendorInventoryItem[]> {
  const images = await imagesFor(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toVendorItemView(
      row,
      images.filter((image) => image.inventoryItemId === row.id),
    ),
  );
}

export async function getItem({ db }: Deps, vendorId: number, id: number): Promise<VendorInventoryItem> {
  const row = await findVendorItem(db, vendorId, id);
  if (!row) throw notFound(MESSAGES.itemNotFound);
  const [view] = await withImages(db, [row]);
  return view!;
}

export async function createItem(
  { db }: Deps,
  vendorId: number,
  input: InventoryItemData,
): Promise<VendorInventoryItem> {
  const row = await insertItem(db, { vendorId, ...toRow(input) });
  return toVendorItemView(row, []);
}

export async function updateItem(
  { db }: Deps,
  vendorId: number,
  id: number,
  input: InventoryItemPatch,
): Promise<VendorInventoryItem> {
  const existing = await findVendorItem(db, vendorId, id);
  if (!existing) throw notFound(MESSAGES.itemNotFound);
  const changes = toChanges(input);
  // The payload alone can't check a compare-at price against the stored price (or the reverse).
  const price = changes.priceCents ?? existing.priceCents;
  const compareAt =
    changes.compareAtPriceCents === undefined ? existing.compareAtPriceCents : changes.compareAtPriceCents;
  if (compareAt !== null && compareAt <= price) {
    throw invalid(MESSAGES.compareAtAbovePrice, [{ field: 'compare_at_price', message: MESSAGES.compareAtAbovePrice }]);
  }
  // New breaks must sit below the price. A later price cut below a break is allowed: checkout charges the lower.
  if (changes.priceTiers?.some((tier) => tier.price_cents >= price)) {
    throw invalid(MESSAGES.tierBelowPrice, [{ field: 'price_tiers', message: MESSAGES.tierBelowPrice }]);
  }
  const row = await updateVendorItem(db, vendorId, id, withFacts(existing, changes));
  if (!row) throw notFound(MESSAGES.itemNotFound);
  const [view] = await withImages(db, [row]);
  return view!;
}

/** PostgreSQL foreign_key_violation: an order arrived between the history check and the delete. */
const isForeignKeyViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } })?.cause ?? (error as { code?: string }))?.code === '23503';

/**
 * Removes an item from the shop. One with orders or inquiries is only marked deleted, so their history keeps its
 * name, price and vendor; one without is deleted with its images.
 */
export async function deleteItem(
  { db, images }: Deps,
  vendorId: number,
  id: number,
): Promise<{ kept_for_history: boolean }> {
  const existing = await findVendorItem(db, vendorId, id);
  if (!existing) throw notFound(MESSAGES.itemNotFound);
  if (!(await hasHistory(db, id))) {
    try {
      const keys = await hardDeleteVendorItem(db, vendorId, id);
      if (!keys) throw notFound(MESSAGES.itemNotFound);
      await Promise.all(keys.map((key) => images.remove(key)));
      return { kept_for_history: false };
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  if (!(await softDeleteVendorItem(db, vendorId, id))) throw notFound(MESSAGES.itemNotFound);
  return { kept_for_history: true };
}

export interface UpsertOutcome {
  /** Position of the row in the input. */
  index: number;
  action: 'created' | 'updated' | 'failed';
  item: InventoryRow | null;
  error: string | null;
}

/**
 * Bulk upload's write path: for each validated row, update the price, compare-at price and stock of the vendor's
 * live item with the same name and size, or create a new item. Rows are independent: one failure doesn't stop the
 * others. The caller checks that the vendor is approved.
 */
/** How bulk upload tells "the same plant" (see plantKey): the item a row updates, and the items it creates. */
export interface SamePlant {
  find(input: ImportRow): Pick<InventoryRow, 'id' | 'compareAtPriceCents'> | null;
  created(item: InventoryRow): void;
}

/** A bulk-upload row: with the Item ID of an exported list it updates that item, renamed or resized too. */
export type ImportRow = InventoryItemData & {
  item_id?: number | null;
  category_given?: boolean;
  ready_given?: boolean;
};

/** What a row matched by its Item ID changes besides price and stock: the names and size the sheet now says. */
async function renamed(db: Db, vendorId: number, input: ImportRow): Promise<InventoryChanges> {
  if (!input.item_id) return {};
  const existing = await findVendorItem(db, vendorId, input.item_id);
  if (!existing) return {};
  const changes: InventoryChanges = { plantName: input.plant_name };
  // A blank cell keeps what the item has: a sheet without the column must not clear it.
  if (input.scientific_name) changes.scientificName = input.scientific_name;
  if (input.size) changes.size = input.size;
  if (input.pot_size) changes.potSize = input.pot_size;
  if (input.category_given) changes.category = input.category;
  return withFacts(existing, changes);
}

export async function upsertInventoryItems(
  db: Db,
  vendorId: number,
  rows: ImportRow[],
  same?: SamePlant,
): Promise<UpsertOutcome[]> {
  const outcomes: UpsertOutcome[] = [];
  for (const [index, input] of rows.entries()) {
    try {
      const existing = same ? same.find(input) : await findByNameAndSize(db, vendorId, input.plant_name, input.size);
      if (!existing) {
        const item = await insertItem(db, { vendorId, ...toRow(input) });
        same?.created(item);
        outcomes.push({ index, action: 'created', item, error: null });
        continue;
      }
      const priceCents = toCents(input.price);
      const compareAt =
        input.compare_at_price === null ? existing.compareAtPriceCents : toCents(input.compare_at_price);
      const item = await updateVendorItem(db, vendorId, existing.id, {
        ...(await renamed(db, vendorId, input)),
        priceCents,
        // A former price at or below the new price would show a false discount: drop it.
        compareAtPriceCents: compareAt !== null && compareAt > priceCents ? compareAt : null,
        quantityAvailable: input.quantity_available,
        // A sheet without tier columns keeps the item's breaks; one with them replaces them.
        ...(input.price_tiers.length > 0 ? { priceTiers: tiersToCents(input.price_tiers) } : {}),
        // A sheet with a Ready column sets the date (a blank or "now" cell: ready now); one without keeps it.
        ...(input.ready_given ? { readyDate: input.ready_date } : {}),
      });
      outcomes.push({ index, action: 'updated', item, error: null });
    } catch {
      outcomes.push({ index, action: 'failed', item: null, error: MESSAGES.itemSaveFailed });
    }
  }
  return outcomes;
}
