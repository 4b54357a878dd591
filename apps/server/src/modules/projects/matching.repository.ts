import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { inventoryItems, vendorProfiles } from '../../db/schema/index.ts';
import { visibleToBuyers } from '../catalog/visibility.repository.ts';

// The SQL of live matching (issue 16 point 2): nurseries' visible plants whose name is one of a list's names.

export interface CandidateItem {
  id: number;
  vendorId: number;
  vendorName: string;
  plantName: string;
  scientificName: string | null;
  size: string | null;
  potSize: string | null;
  priceCents: number;
  quantityAvailable: number;
  /** YYYY-MM-DD or null (ready now). */
  readyDate: string | null;
}

const candidateColumns = {
  id: inventoryItems.id,
  vendorId: inventoryItems.vendorId,
  vendorName: vendorProfiles.businessName,
  plantName: inventoryItems.plantName,
  scientificName: inventoryItems.scientificName,
  size: inventoryItems.size,
  potSize: inventoryItems.potSize,
  priceCents: inventoryItems.priceCents,
  quantityAvailable: inventoryItems.quantityAvailable,
  readyDate: inventoryItems.readyDate,
};

/**
 * Plants buyers can see, in stock, whose botanical or common name (trimmed, any case) is one of `names` or starts
 * with one of them followed by a space (a cultivar: "Acer rubrum 'October Glory'"). One query for a whole list;
 * the caller confirms each candidate with matchPlantName and the size class.
 */
export async function candidatesByName(db: Db, names: string[], limit = 5000): Promise<CandidateItem[]> {
  if (names.length === 0) return [];
  const list = JSON.stringify([...new Set(names.map((name) => name.trim().toLowerCase()))]);
  const named = sql`lower(btrim(coalesce(${inventoryItems.scientificName}, ${inventoryItems.plantName})))`;
  const common = sql`lower(btrim(${inventoryItems.plantName}))`;
  return db
    .select(candidateColumns)
    .from(inventoryItems)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, inventoryItems.vendorId))
    .where(
      and(
        visibleToBuyers(inventoryItems, vendorProfiles),
        sql`${inventoryItems.quantityAvailable} > 0`,
        sql`EXISTS (SELECT 1 FROM jsonb_array_elements_text(${list}::jsonb) AS n(name)
          WHERE ${named} = n.name OR ${common} = n.name OR ${named} LIKE n.name || ' %')`,
      ),
    )
    .orderBy(inventoryItems.priceCents, inventoryItems.id)
    .limit(limit);
}

/** A vendor's visible plants, for "projects that match what the nursery grows". */
export function vendorListedItems(db: Db, vendorId: number, limit = 10_000): Promise<CandidateItem[]> {
  return db
    .select(candidateColumns)
    .from(inventoryItems)
    .innerJoin(vendorProfiles, eq(vendorProfiles.id, inventoryItems.vendorId))
    .where(and(eq(inventoryItems.vendorId, vendorId), visibleToBuyers(inventoryItems, vendorProfiles)))
    .limit(limit);
}
