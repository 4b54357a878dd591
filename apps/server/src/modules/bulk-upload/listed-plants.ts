import { plantKey } from '@verdant/shared/rules/bulk-upload';
import type { PlantHistory } from '@verdant/shared/rules/row-check';
import type { InventoryRow } from '../inventory/inventory.repository.ts';
import type { ImportRow, SamePlant } from '../inventory/inventory.service.ts';
import type { ListedItem } from './bulk-upload.repository.ts';

type Ref = Pick<InventoryRow, 'id' | 'compareAtPriceCents'>;

const nameKey = (name: string) => plantKey(name, null);

/**
 * The vendor's listed plants, keyed the one way bulk upload decides "the same plant" (plantKey): the preview's
 * "update" and the import's update are the same decision, and a plant created by an earlier row of the file is
 * the one a later row with the same name and size updates.
 */
export class ListedPlants implements SamePlant {
  private byKey = new Map<string, Ref>();
  private readonly byId = new Map<number, Ref>();
  private readonly quantities = new Map<string, number[]>();
  private readonly prices = new Map<string, number>();

  constructor(items: readonly ListedItem[]) {
    for (const item of items) {
      const key = plantKey(item.plantName, item.size);
      // The oldest listing wins, as it always has.
      if (!this.byKey.has(key)) this.byKey.set(key, item);
      this.byId.set(item.id, item);
      const name = nameKey(item.plantName);
      this.quantities.set(name, [...(this.quantities.get(name) ?? []), item.quantityAvailable]);
      if (!this.prices.has(key)) this.prices.set(key, item.priceCents / 100);
    }
  }

  /** A live item of this vendor: what an exported list's Item ID may name. */
  hasId(id: number): boolean {
    return this.byId.has(id);
  }

  has(name: string, size: string | null | undefined): boolean {
    return this.byKey.has(plantKey(name, size));
  }

  /** Counts a plant the file will create, so that a later row with the same name and size updates it. */
  plan(name: string, size: string | null | undefined): void {
    const key = plantKey(name, size);
    if (!this.byKey.has(key)) this.byKey.set(key, { id: 0, compareAtPriceCents: null });
  }

  /** A row with an Item ID updates that item (checked by hasId first); the others match by name and size. */
  find(input: ImportRow): Ref | null {
    if (input.item_id) return this.byId.get(input.item_id) ?? null;
    return this.byKey.get(plantKey(input.plant_name, input.size)) ?? null;
  }

  created(item: InventoryRow): void {
    this.byKey.set(plantKey(item.plantName, item.size), item);
  }

  /** What a rolled-back chunk must forget. */
  snapshot(): Map<string, Ref> {
    return new Map(this.byKey);
  }

  restore(snapshot: Map<string, Ref>): void {
    this.byKey = snapshot;
  }

  /** The vendor's usual stock of this plant (median over its sizes) and its price in this size. */
  history(name: string, size: string | null | undefined): PlantHistory {
    const quantities = [...(this.quantities.get(nameKey(name)) ?? [])].sort((a, b) => a - b);
    const median = quantities.length ? quantities[Math.floor((quantities.length - 1) / 2)]! : null;
    return { quantity: median, price: this.prices.get(plantKey(name, size)) ?? null };
  }
}
