import { MESSAGES } from '@verdant/shared/messages';
import { todayIso } from '@verdant/shared/rules/ready-day';
import { sizeClassInfo } from '@verdant/shared/rules/trade-size';
import { MAX_PRICE } from '@verdant/shared/schemas/inventory';
import {
  type InventoryBulkResult,
  type inventoryBulkSchema,
  type VendorInventoryPage,
  vendorInventoryPageSchema,
  type vendorInventoryQuerySchema,
} from '@verdant/shared/schemas/vendor';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { invalid, notFound } from '../../lib/errors.ts';
import { withImages } from './inventory.service.ts';
import type { InventoryAnswerCache } from './inventory-answer-cache.ts';
import {
  anyPriceWouldExceed,
  confirmAllStock,
  hardDeleteItems,
  idsWithHistory,
  inventoryState,
  listTablePage,
  lockOwnItems,
  sizeClassCounts,
  softDeleteItems,
  updateItemsBulk,
} from './inventory-table.repository.ts';

type TableQuery = z.output<typeof vendorInventoryQuerySchema>;
type BulkInput = z.output<typeof inventoryBulkSchema>;

/** Bulk actions name items the vendor can see: one that is not theirs (or gone) refuses the whole request. */
export const NOT_ALL_YOURS = 'Some of the chosen items were not found in your inventory; nothing was changed';

/**
 * GET /api/vendor/inventory as JSON text, served from `cache` while the vendor's inventory version and the day (a
 * ready date shows until its day) are those it was built under; a page of the "unconfirmed" filter, which moves
 * with the clock alone, only until the next item's confirmation gets too old.
 */
export async function listTableJson(
  deps: Deps,
  vendorId: number,
  query: TableQuery,
  cache: InventoryAnswerCache,
): Promise<string> {
  const state = await inventoryState(deps.db, vendorId);
  const key = `${vendorId}|${state.version}|${todayIso()}|${JSON.stringify(query)}`;
  const cached = cache.get(key, state.nowMs);
  if (cached !== undefined) return cached;
  // Built after the state was read, so at least that fresh; a write in between only costs a rebuild later.
  const answer = JSON.stringify(vendorInventoryPageSchema.encode(await listTable(deps, vendorId, query)));
  const validUntilMs = query.unconfirmed ? (state.unconfirmedStableUntilMs ?? Number.POSITIVE_INFINITY) : undefined;
  cache.set(key, answer, validUntilMs);
  return answer;
}

async function listTable({ db }: Deps, vendorId: number, query: TableQuery): Promise<VendorInventoryPage> {
  const page = listTablePage(
    db,
    vendorId,
    {
      search: query.search,
      category: query.category,
      inStock: query.in_stock,
      published: query.published,
      unconfirmed: query.unconfirmed,
      sizeClass: query.size_class,
    },
    query.sort,
    query.limit,
    (query.page - 1) * query.limit,
  );
  const [{ rows, total }, classes] = await Promise.all([page, sizeClassCounts(db, vendorId)]);
  const items = await withImages(db, rows);
  return { items, total, page: query.page, limit: query.limit, size_classes: sizeClassOptions(classes) };
}

/** The Size filter's options: labelled as the catalog's facet, smallest first. */
function sizeClassOptions(classes: { value: string; count: number }[]) {
  return classes
    .map(({ value, count }) => ({ value, count, info: sizeClassInfo(value) }))
    .sort((a, b) => (a.info?.rank ?? 0) - (b.info?.rank ?? 0) || a.value.localeCompare(b.value))
    .map(({ value, count, info }) => ({ value, label: info?.label ?? value, count }));
}

/** One action over the chosen items in one transaction: all of them change, or (an id not the vendor's) none. */
export async function bulkAction(
  { db, images }: Deps,
  vendorId: number,
  body: BulkInput,
): Promise<InventoryBulkResult> {
  const ids = [...new Set(body.ids)];
  const outcome = await db.transaction(async (tx) => {
    const own = await lockOwnItems(tx, vendorId, ids);
    if (own.length !== ids.length) throw notFound(NOT_ALL_YOURS);
    switch (body.action) {
      case 'publish':
      case 'unpublish':
        return {
          count: await updateItemsBulk(tx, vendorId, ids, { kind: 'published', value: body.action === 'publish' }),
          kept: 0,
          keys: [],
        };
      case 'set_stock':
        return {
          count: await updateItemsBulk(tx, vendorId, ids, { kind: 'stock', value: body.value! }),
          kept: 0,
          keys: [],
        };
      case 'adjust_price':
        // Past the form's highest price (and, far past it, past what the column holds) the whole change is refused.
        if (body.value! > 0 && (await anyPriceWouldExceed(tx, vendorId, ids, body.value!, MAX_PRICE * 100))) {
          const detail = MESSAGES.bulkPriceAboveMax(MAX_PRICE);
          throw invalid(detail, [{ field: 'value', message: detail }]);
        }
        return {
          count: await updateItemsBulk(tx, vendorId, ids, { kind: 'price_percent', value: body.value! }),
          kept: 0,
          keys: [],
        };
      case 'delete': {
        // The rows are locked, so an order arriving now waits for this commit (and then finds the item gone).
        const history = await idsWithHistory(tx, ids);
        const kept = await softDeleteItems(
          tx,
          vendorId,
          ids.filter((id) => history.has(id)),
        );
        const removed = ids.filter((id) => !history.has(id));
        const keys = await hardDeleteItems(tx, vendorId, removed);
        return { count: kept + removed.length, kept, keys };
      }
    }
  });
  // Files go once the rows are gone for good.
  await Promise.all(outcome.keys.map((key) => images.remove(key)));
  return { action: body.action, count: outcome.count, kept_for_history: outcome.kept };
}

export async function confirmStock({ db }: Deps, vendorId: number) {
  const { confirmed, at } = await confirmAllStock(db, vendorId);
  return { confirmed, stock_confirmed_at: at.toISOString() };
}
