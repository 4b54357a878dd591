import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import {
  cellsFromRow,
  findHeaderRow,
  isBlankRow,
  matchColumns,
  normaliseHeader,
  type PreparedRow,
  prepareRow,
  rowErrorText,
} from '@verdant/shared/rules/bulk-upload';
import { namesFromDescription } from '@verdant/shared/rules/code-column';
import { withNamesApart, withNamesOnLines } from '@verdant/shared/rules/name-cell';
import { readyColumnByContent } from '@verdant/shared/rules/ready-column';
import { checkRow } from '@verdant/shared/rules/row-check';
import { sizeColumnByContent, sizeUnitOfHeader, withSizeUnit } from '@verdant/shared/rules/size-column';
import {
  type BulkField,
  type BulkResultRow,
  type BulkRowCells,
  type BulkRowError,
  type BulkUploadResult,
  type BulkUploadType,
  isPhotoType,
} from '@verdant/shared/schemas/bulk-upload';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../lib/deps.ts';
import { invalid, tooLarge } from '../../lib/errors.ts';
import { isPromotionalPeriod } from '../auth/auth.service.ts';
import { type ImportRow, type UpsertOutcome, upsertInventoryItems } from '../inventory/inventory.service.ts';
import { isBannerRow, isHeadingRow } from './banner-rows.ts';
import { listedItems } from './bulk-upload.repository.ts';
import { type Carried, type CarriedNames, carryNamesDown, withCarriedNames } from './carry-down.ts';
import { isFooterRow } from './footer-rows.ts';
import { withVendorImportLock } from './import-lock.ts';
import { ListedPlants } from './listed-plants.ts';
import { fillMergedDown } from './merged-down.ts';
import type { SourceRow, SourceTable } from './parsers/table.ts';
import type { Uploader } from './read-file.ts';
import type { ReadPool } from './read-pool.ts';
import { sideBySideTables } from './side-by-side.ts';
import { withHeaderBefore, withNameAbove, withSubHeader } from './sub-header.ts';

const BATCH = 250;
const IMPORT_CHUNK = 500;
/** A common name taken from a name cell's second line that the reference does not know: the vendor checks it. */
const UNKNOWN_NAME_CONFIDENCE = 0.4;

export interface ListRow {
  row: number;
  cells: BulkRowCells;
  /** The reader's confidence per field, for photos and scans (absent: typed text, sure). */
  confidence?: Partial<Record<BulkField, number>>;
  /** Photos and scans: the strip of the image holding the row. */
  crop?: string;
  /** Rows sent back from the preview: the vendor confirmed or fixed a row marked review. */
  confirmed?: boolean;
  /** Names carried down from a row above (the name cells blank or "as above"). */
  carried?: CarriedNames;
}

/** Each field's confidence: the lowest of the cells the header mapped to it. */
function fieldConfidence(
  mapping: readonly (BulkField | null)[],
  confidence: readonly number[] | undefined,
): Partial<Record<BulkField, number>> | undefined {
  if (!confidence) return undefined;
  const byField: Partial<Record<BulkField, number>> = {};
  mapping.forEach((field, column) => {
    if (field && confidence[column] !== undefined) byField[field] = Math.min(byField[field] ?? 1, confidence[column]!);
  });
  return byField;
}

export interface ReadList {
  columns: BulkUploadResult['columns'];
  rows: ListRow[];
}

/**
 * A price written as "$" in one cell and the amount in the next (a "Price" header spanning both, merged or
 * colspan): the amounts join the signs, when every value of the named column is a currency sign alone and the next
 * column has no header of its own.
 */
function withCurrencyCells(header: string[], mapping: (BulkField | null)[], body: SourceTable): SourceTable {
  const money: (BulkField | null)[] = ['price', 'compare_at_price'];
  const signs = mapping.flatMap((field, column) => {
    if (!money.includes(field) || header[column + 1]?.trim() || mapping[column + 1]) return [];
    const values = body.map((row) => row.cells[column]?.trim() ?? '').filter(Boolean);
    return values.length > 0 && values.every((value) => /^[$€£]$/u.test(value)) ? [column] : [];
  });
  if (!signs.length) return body;
  return body.map((row) => {
    const cells = [...row.cells];
    for (const column of signs) cells[column] = `${cells[column] ?? ''}${cells[column + 1] ?? ''}`.trim();
    return { ...row, cells };
  });
}

/** The name cells a carried row has in the document (blank or a ditto mark), by field. */
function carriedNames(carried: Carried, mapping: (BulkField | null)[], header: string[]): CarriedNames {
  const own = cellsFromRow(mapping, carried.cells, header);
  return {
    from: carried.from,
    source: { plant_name: own.plant_name ?? '', scientific_name: own.scientific_name ?? '' },
    sure: carried.sure,
  };
}

/**
 * The plant rows of a file's tables: every table (sheet, Word table, page) with a header row, one after the other;
 * blank rows, section banners and repeated headers are skipped. Refuses a list without a header, without rows, or
 * with more rows than can be imported.
 */
export function listFromTables(tables: SourceTable[]): ReadList {
  const steps = buildList(tables);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/** The same, on the request thread: 10,000 rows take 0.1-0.3 s, so other requests get a turn every 1,000 rows. */
async function listFromTablesInTurns(tables: SourceTable[]): Promise<ReadList> {
  const steps = buildList(tables);
  let step = steps.next();
  while (!step.done) {
    await new Promise((resolve) => setImmediate(resolve));
    step = steps.next();
  }
  return step.value;
}

/** Builds the list, pausing (a `yield`) after every 1,000 rows. */
function* buildList(tables: SourceTable[]): Generator<void, ReadList> {
  let columns: ReadList['columns'] | null = null;
  const rows: ListRow[] = [];
  let seen = 0;
  let lastHeader: string[] | null = null;
  for (const found of tables.flatMap(sideBySideTables)) {
    const table: SourceTable = lastHeader ? withHeaderBefore(found, lastHeader) : found;
    const headerIndex = findHeaderRow(table.map((row) => row.cells));
    if (headerIndex < 0) continue;
    const named = withNameAbove(table[headerIndex - 1]?.cells, table[headerIndex]!.cells);
    const [header, underHeader] = withSubHeader(named, table.slice(headerIndex + 1));
    lastHeader = table[headerIndex]!.cells;
    const subBody = fillMergedDown(underHeader);
    const bodyCells = subBody.map((row) => row.cells);
    const byHeader = readyColumnByContent(header, matchColumns(header), bodyCells);
    const mapping = namesFromDescription(sizeColumnByContent(byHeader, bodyCells), bodyCells);
    const body = withCurrencyCells(header, mapping, subBody);
    const headerKey = header.map(normaliseHeader).join('|');
    const sizeUnit = sizeUnitOfHeader(header[mapping.indexOf('size')] ?? '');
    const nameText = (source: SourceRow) => source.cells[mapping.indexOf('plant_name')] ?? '';
    const repeatsHeader = (source: SourceRow) => source.cells.map(normaliseHeader).join('|') === headerKey;
    const carriedBody = carryNamesDown(body, {
      mapping,
      isBreak: (source) =>
        repeatsHeader(source) || isBannerRow(source.cells, mapping, Boolean(source.crop)) || isFooterRow(source.cells),
      isHeading: (source) => isHeadingRow(source.cells, mapping, Boolean(source.crop)),
    });
    // A category written once above its group (a cell spanning the group's rows, merged or printed) holds for the
    // rows below it with none of their own.
    let category: string | undefined;
    for (const source of carriedBody) {
      if (++seen % 1000 === 0) yield;
      const lines = withNamesOnLines(withNamesApart(cellsFromRow(mapping, source.cells, header)), nameText(source));
      const cells = lines.cells;
      if (cells.size) cells.size = withSizeUnit(cells.size, sizeUnit);
      // Skip blank rows, banners, and the header repeated (at the top of each printed page).
      if (isBlankRow(cells) || repeatsHeader(source)) continue;
      if (isBannerRow(source.cells, mapping, Boolean(source.crop)) || isFooterRow(source.cells)) continue;
      if (cells.category) category = cells.category;
      else if (category) cells.category = category;
      rows.push({
        row: source.number,
        cells,
        confidence: lines.unsure
          ? { ...fieldConfidence(mapping, source.confidence), plant_name: UNKNOWN_NAME_CONFIDENCE }
          : fieldConfidence(mapping, source.confidence),
        ...(source.crop ? { crop: source.crop } : {}),
        ...(source.carried ? { carried: carriedNames(source.carried, mapping, header) } : {}),
      });
    }
    if (rows.length > LIMITS.bulkUploadMaxRows) {
      throw tooLarge(MESSAGES.bulkTooManyRows(rows.length, LIMITS.bulkUploadMaxRows));
    }
    columns ??= header
      .map((text, column) => ({ header: text.trim(), field: mapping[column] ?? null }))
      .filter((column) => column.header || column.field);
  }
  if (!columns) throw invalid(MESSAGES.bulkNoHeader);
  if (rows.length === 0) throw invalid(MESSAGES.bulkNoRows);
  return { columns, rows };
}

/** Why a row's Item ID can't be used: not the vendor's live item, or already named by an earlier row. */
function itemIdError(id: number | null, row: number, listed: ListedPlants, seen: Map<number, number>): string | null {
  if (id === null) return null;
  if (!listed.hasId(id)) return MESSAGES.bulkItemIdNotYours(id);
  const first = seen.get(id);
  if (first !== undefined) return MESSAGES.bulkItemIdRepeated(id, first);
  seen.set(id, row);
  return null;
}

class RedoChunk extends Error {}

/**
 * Writes the rows through the inventory service, a chunk per transaction (one commit per chunk instead of one per
 * statement). A failed row may have aborted the transaction under the rows after it, so a chunk with a failure is
 * rolled back and done again row by row, each row on its own: every row's outcome is then the true one.
 */
async function importValues(
  db: Db,
  vendorId: number,
  values: ImportRow[],
  listed: ListedPlants,
): Promise<UpsertOutcome[]> {
  const outcomes: UpsertOutcome[] = [];
  for (let start = 0; start < values.length; start += IMPORT_CHUNK) {
    const chunk = values.slice(start, start + IMPORT_CHUNK);
    let done: UpsertOutcome[] | null = null;
    const before = listed.snapshot();
    try {
      done = await db.transaction(async (tx) => {
        const result = await upsertInventoryItems(tx, vendorId, chunk, listed);
        if (result.some((outcome) => outcome.action === 'failed')) throw new RedoChunk();
        return result;
      });
    } catch (error) {
      if (!(error instanceof RedoChunk)) throw error;
      // The chunk's creations were rolled back: forget them.
      listed.restore(before);
    }
    done ??= await upsertInventoryItems(db, vendorId, chunk, listed);
    outcomes.push(...done.map((outcome) => ({ ...outcome, index: outcome.index + start })));
  }
  return outcomes;
}

/**
 * Checks every row with the shared inventory rules, then how sure each cell is (the reader's confidence, the
 * plant-name match, plausibility against the vendor's own stock): each row is ok, review or error. A dry run writes
 * nothing and says what an import would do (create, or update the plant already listed with the same name and
 * size); an import writes only the rows marked ok (review rows wait for the vendor to confirm or fix them in the
 * preview). Invalid rows are reported, never written.
 */
export async function processList(
  deps: Deps,
  vendorId: number,
  list: ReadList,
  options: { dryRun: boolean; fileType: BulkUploadType | 'rows' },
): Promise<BulkUploadResult> {
  if (options.dryRun) return checkOrImport(deps, vendorId, list, options);
  // One import of a vendor's at a time, on every process: the same list sent twice at once (a double click) would
  // otherwise have both see its plants unlisted and create each twice, where one after the other updates them.
  return withVendorImportLock(deps.db, vendorId, () => checkOrImport(deps, vendorId, list, options));
}

async function checkOrImport(
  deps: Deps,
  vendorId: number,
  list: ReadList,
  options: { dryRun: boolean; fileType: BulkUploadType | 'rows' },
): Promise<BulkUploadResult> {
  const { db } = deps;
  const listed = new ListedPlants(await listedItems(db, vendorId));
  const photo = isPhotoType(options.fileType);
  const rows: BulkResultRow[] = [];
  const values: (ImportRow | null)[] = [];
  /** Item ID -> the first row naming it. */
  const idRows = new Map<number, number>();
  // A list with a Ready column sets every row's date (blank: ready now); one without keeps the items' dates. Rows
  // sent back from the preview have no columns: a Ready cell in any of them stands for the column.
  const readyGiven =
    list.columns.some((column) => column.field === 'ready_date') || list.rows.some((row) => row.cells.ready_date);
  for (const [index, source] of list.rows.entries()) {
    // 10,000 rows take a good half second to check: let other requests in between batches.
    if (index % BATCH === BATCH - 1) await new Promise((resolve) => setImmediate(resolve));
    const scanned = photo || Boolean(source.crop) || Object.values(source.confidence ?? {}).some((value) => value < 1);
    const prepared: PreparedRow = prepareRow(source.cells, { scanned });
    const name = prepared.value?.plant_name ?? prepared.cells.plant_name ?? '';
    const check = withCarriedNames(
      checkRow({
        prepared,
        source: source.cells,
        ocr: source.confidence,
        scanned,
        history: listed.history(name, prepared.value?.size),
        confirmed: source.confirmed,
      }),
      source.carried,
    );
    const idError = itemIdError(prepared.itemId, source.row, listed, idRows);
    if (idError) {
      prepared.errors.push({ field: 'item_id', message: idError });
      check.status = 'error';
    }
    // A misread name put right by the reference is the name imported.
    const value: ImportRow | null =
      prepared.value && !idError
        ? {
            ...prepared.value,
            plant_name: check.cells.plant_name ?? prepared.value.plant_name,
            scientific_name: check.cells.scientific_name ?? prepared.value.scientific_name,
            item_id: prepared.itemId,
            category_given: Boolean(prepared.cells.category),
            ready_given: readyGiven,
          }
        : null;
    values.push(value);
    rows.push({
      row: source.row,
      cells: check.cells,
      errors: prepared.errors,
      action: null,
      item_id: null,
      status: check.status,
      cell_details: check.cell_details,
      review_reasons: check.review_reasons,
      name_match: check.name_match,
      crop: source.crop ?? null,
    });
  }

  if (options.dryRun) {
    for (const [index, value] of values.entries()) {
      if (!value) continue;
      if (value.item_id) {
        // An exported list's row: an update of that very item, whatever its name and size now say.
        rows[index]!.action = 'update';
        rows[index]!.item_id = value.item_id;
        continue;
      }
      rows[index]!.action = listed.has(value.plant_name, value.size) ? 'update' : 'create';
      // A second row with the same name and size in the file updates the first one.
      listed.plan(value.plant_name, value.size);
    }
  } else {
    const ready = values.flatMap((value, index) => (value && rows[index]!.status === 'ok' ? [{ index, value }] : []));
    const outcomes = await importValues(
      db,
      vendorId,
      ready.map(({ value }) => value),
      listed,
    );
    for (const outcome of outcomes) {
      const row = rows[ready[outcome.index]!.index]!;
      row.action = outcome.action;
      row.item_id = outcome.item?.id ?? null;
      if (outcome.action === 'failed') {
        row.errors.push({ field: 'row', message: outcome.error ?? MESSAGES.itemSaveFailed });
        row.status = 'error';
      }
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
    needs_review: rows.filter((row) => row.status === 'review').length,
    errors,
    columns: list.columns,
    rows,
  };
}

/** POST /bulk-upload: read the file (type checks, plan rule, OCR) in a worker, find its plant rows, and check or import them. */
export async function uploadList(
  deps: Deps,
  uploader: Uploader,
  file: { buffer: Buffer; filename: string },
  options: { pool: ReadPool; uploadId?: string | undefined; dryRun: boolean },
): Promise<BulkUploadResult> {
  const promotionalPeriod = isPromotionalPeriod(deps.config.PROMO_END_DATE, deps.now());
  const { type, tables } = await options.pool.read(file.buffer, file.filename, uploader, {
    promotionalPeriod,
    uploadId: options.uploadId,
  });
  return processList(deps, uploader.vendorId, await listFromTablesInTurns(tables), {
    dryRun: options.dryRun,
    fileType: type,
  });
}
