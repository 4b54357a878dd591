// Scores what the importer read from a corpus document against the rows expected (its .json beside it): cells are
// compared as the importer understands them (prepareRow: "$24.99" is 24.99, "3 Gal." is "3 gal").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prepareRow } from '@verdant/shared/rules/bulk-upload';
import { checkRow } from '@verdant/shared/rules/row-check';
import type { BulkRowCells } from '@verdant/shared/schemas/bulk-upload';
import { listFromTables } from '../../src/modules/bulk-upload/bulk-upload.service.ts';
import { withCarriedNames } from '../../src/modules/bulk-upload/carry-down.ts';
import { ListedPlants } from '../../src/modules/bulk-upload/listed-plants.ts';
import type { SourceTable } from '../../src/modules/bulk-upload/parsers/table.ts';

/** The corpus's documents; IMPORT_CORPUS_DIR reads another folder (new documents scored before they join). */
export const CORPUS_DIR = process.env.IMPORT_CORPUS_DIR ?? path.join(import.meta.dirname, 'docs');

export interface CorpusDocument {
  name: string;
  file: string;
  expected: BulkRowCells[];
  photo: boolean;
}

/** The documents of the corpus, each with its expected rows. */
export function corpusDocuments(): CorpusDocument[] {
  return readdirSync(CORPUS_DIR)
    .filter((name) => !name.endsWith('.json'))
    .sort()
    .map((name) => ({
      name,
      file: path.join(CORPUS_DIR, name),
      expected: JSON.parse(readFileSync(path.join(CORPUS_DIR, `${name}.json`), 'utf8')) as BulkRowCells[],
      photo: /^(scan|photo)/.test(name),
    }));
}

export interface ReadRow {
  cells: BulkRowCells;
  status?: 'ok' | 'review' | 'error' | undefined;
}

export interface Score {
  cells: number;
  right: number;
  review: number;
  /** Wrong cells in rows marked ok (or without a status). */
  wrongInOk: number;
  rows: number;
  mistakes: string[];
}

/** Row by row in order: a missing or extra row counts all its expected (or read) cells as wrong. */
export function score(read: ReadRow[], expected: BulkRowCells[]): Score {
  const result: Score = { cells: 0, right: 0, review: 0, wrongInOk: 0, rows: read.length, mistakes: [] };
  const count = Math.max(read.length, expected.length);
  for (let index = 0; index < count; index++) {
    const want = prepareRow(expected[index] ?? {}).cells;
    const row = read[index];
    const got = prepareRow(row?.cells ?? {}).cells;
    const ok = row !== undefined && (row.status ?? 'ok') === 'ok';
    if (row && !ok) result.review++;
    const fields = new Set([...Object.keys(want), ...Object.keys(got)] as (keyof BulkRowCells)[]);
    for (const field of fields) {
      result.cells++;
      if ((want[field] ?? '') === (got[field] ?? '')) {
        result.right++;
        continue;
      }
      if (ok) result.wrongInOk++;
      if (result.mistakes.length < 8) {
        result.mistakes.push(
          `row ${index + 1} ${field}: read ${JSON.stringify(got[field] ?? '')}, expected ${JSON.stringify(want[field] ?? '')}`,
        );
      }
    }
  }
  return result;
}

/**
 * The rows of a file's tables checked as the dry run checks them for a new vendor (bulk-upload.service processList,
 * no price or quantity history): each with its status and its cells as they would be imported.
 */
export function checkedRows(tables: SourceTable[], scannedFile: boolean): ReadRow[] {
  const listed = new ListedPlants([]);
  return listFromTables(tables).rows.map((source) => {
    const scanned = scannedFile || Boolean(source.crop);
    const prepared = prepareRow(source.cells, { scanned });
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
    return { cells: { ...source.cells, ...check.cells }, status: check.status };
  });
}
