import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import {
  cellsFromRow,
  findHeaderRow,
  type InventoryRowValue,
  isBlankRow,
  matchColumns,
  normaliseHeader,
  type PreparedRow,
  plantKey,
  prepareRow,
  rowErrorText,
} from '@verdant/shared/rules/bulk-upload';
import type {
  BulkResultRow,
  BulkRowCells,
  BulkRowError,
  BulkUploadResult,
  BulkUploadType,
} from '@verdant/shared/schemas/bulk-upload';
import type { Db } from '../../db/client.ts';
import { invalid, tooLarge } from '../../lib/errors.ts';
import { type UpsertOutcome, upsertInventoryItems } from '../inventory/inventory.service.ts';
import { listedNamesAndSizes } from './bulk-upload.repository.ts';
import type { SourceTable } from './parsers/table.ts';

const BATCH = 250;
const IMPORT_CHUNK = 500;

export interface ListRow {
  row: number;
  cells: BulkRowCells;
}

export interface ReadList {
  columns: BulkUploadResult['columns'];
  rows: ListRow[];
}

/**
 * The plant rows of a file's tables: the first table (sheet) with a header row wins; blank rows and repeated
 * headers are skipped. Refuses a list without a header, without rows, or with more rows than can be imported.
 */
export function listFromTables(tables: SourceTable[]): ReadList {
  for (const table of tables) {
    const headerIndex = findHeaderRow(table.map((row) => row.cells));
    if (headerIndex < 0) continue;
    const header = table[headerIndex]!.cells;
    const mapping = matchColumns(header);
    const headerKey = header.map(normaliseHeader).join('|');
    const rows: ListRow[] = [];
    for (const source of table.slice(headerIndex + 1)) {
      const cells = cellsFromRow(mapping, source.cells);
      // Skip blank rows, and the header repeated (at the top of each printed page).
      if (isBlankRow(cells) || source.cells.map(normaliseHeader).join('|') === headerKey) continue;
      rows.push({ row: source.number, cells });
    }
    if (rows.length > LIMITS.bulkUploadMaxRows) {
      throw tooLarge(MESSAGES.bulkTooManyRows(rows.length, LIMITS.bulkUploadMaxRows));
    }
    if (rows.length === 0) throw invalid(MESSAGES.bulkNoRows);
    const columns = header.map((text, column) => ({ header: text.trim(), field: mapping[column] ?? null }));
    return { columns: columns.filter((column) => column.header || column.field), rows };
  }
  throw invalid(MESSAGES.bulkNoHeader);
}

class RedoChunk extends Error {}

/**
 * Writes the rows through the inventory service, a chunk per transaction (one commit per chunk instead of one per
 * statement). A failed row may have aborted the transaction under the rows after it, so a chunk with a failure is
 * rolled back and done again row by row, each row on its own: every row's outcome is then the true one.
 */
async function importValues(db: Db, vendorId: number, values: InventoryRowValue[]): Promise<UpsertOutcome[]> {
  const outcomes: UpsertOutcome[] = [];
  for (let start = 0; start < values.length; start += IMPORT_CHUNK) {
    const chunk = values.slice(start, start + IMPORT_CHUNK);
    let done: UpsertOutcome[] | null = null;
    try {
      done = await db.transaction(async (tx) => {
        const result = await upsertInventoryItems(tx, vendorId, chunk);
        if (result.some((outcome) => outcome.action === 'failed')) throw new RedoChunk();
        return result;
      });
    } catch (error) {
      if (!(error instanceof RedoChunk)) throw error;
    }
    done ??= await upsertInventoryItems(db, vendorId, chunk);
    outcomes.push(...done.map((outcome) => ({ ...outcome, index: outcome.index + start })));
  }
  return outcomes;
}

/**
 * Checks every row with the shared inventory rules. A dry run writes nothing and says what an import would do
 * (create, or update the plant already listed with the same name and size); an import creates or updates each valid
 * row through the inventory service. Invalid rows are reported, never written.
 */
export async function processList(
  db: Db,
  vendorId: number,
  list: ReadList,
  options: { dryRun: boolean; fileType: BulkUploadType | 'rows' },
): Promise<BulkUploadResult> {
  const prepared: PreparedRow[] = [];
  for (const [index, { cells }] of list.rows.entries()) {
    // 10,000 rows take a good half second to check: let other requests in between batches.
    if (index % BATCH === BATCH - 1) await new Promise((resolve) => setImmediate(resolve));
    prepared.push(prepareRow(cells));
  }
  const rows: BulkResultRow[] = list.rows.map(({ row }, index) => ({
    row,
    cells: prepared[index]!.cells,
    errors: prepared[index]!.errors,
    action: null,
    item_id: null,
  }));
  const valid = prepared.flatMap(({ value }, index) => (value ? [{ index, value }] : []));

  if (options.dryRun) {
    const listed = new Set(
      (await listedNamesAndSizes(db, vendorId)).map((item) => plantKey(item.plantName, item.size)),
    );
    for (const { index, value } of valid) {
      const key = plantKey(value.plant_name, value.size);
      rows[index]!.action = listed.has(key) ? 'update' : 'create';
      // A second row with the same name and size in the file updates the first one.
      listed.add(key);
    }
  } else {
    const outcomes = await importValues(
      db,
      vendorId,
      valid.map(({ value }) => value),
    );
    for (const outcome of outcomes) {
      const row = rows[valid[outcome.index]!.index]!;
      row.action = outcome.action;
      row.item_id = outcome.item?.id ?? null;
      if (outcome.action === 'failed')
        row.errors.push({ field: 'row', message: outcome.error ?? MESSAGES.itemSaveFailed });
    }
  }

  const errors: BulkRowError[] = rows
    .filter((row) => row.errors.length > 0)
    .map((row) => ({ row: row.row, plant_name: row.cells.plant_name ?? '', error: rowErrorText(row.errors) }));
  const count = (...actions: BulkResultRow['action'][]) => rows.filter((row) => actions.includes(row.action)).length;
  return {
    dry_run: options.dryRun,
    file_type: options.fileType,
    total_processed: rows.length,
    created: count('create', 'created'),
    updated: count('update', 'updated'),
    failed: errors.length,
    errors,
    columns: list.columns,
    rows,
  };
}
