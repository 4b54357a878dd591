// One plant named once and its sizes under it (issue 13): names carried down into blank or ditto name cells, a name
// alone on its row taken for the plant of the rows under it, headings left alone, unclear layouts held for review.
import { MESSAGES } from '@verdant/shared/messages';
import type { RowCheck } from '@verdant/shared/rules/row-check';
import type { BulkField } from '@verdant/shared/schemas/bulk-upload';
import { describe, expect, it } from 'vitest';
import { listFromTables } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { type CarryRules, carryNamesDown, isDitto, withCarriedNames } from '../src/modules/bulk-upload/carry-down.ts';
import { parseCsv } from '../src/modules/bulk-upload/parsers/csv.ts';
import type { SourceRow } from '../src/modules/bulk-upload/parsers/table.ts';

const MAPPING: BulkField[] = ['scientific_name', 'plant_name', 'size', 'quantity_available', 'price'];
const RULES: CarryRules = {
  mapping: MAPPING,
  isBreak: (row) => row.cells.join('').trim() === 'SHRUBS',
  isHeading: (row) => /SHRUBS|Perennials/.test(row.cells.join(' ')),
};
const rows = (...lines: string[][]): SourceRow[] => lines.map((cells, index) => ({ number: index + 2, cells }));
const names = (read: SourceRow[]) => read.map((row) => row.cells.slice(0, 2).join(' / '));
const sureness = (read: ReturnType<typeof carryNamesDown>) => read.map((row) => row.carried?.sure ?? null);

describe('carryNamesDown', () => {
  it('carries a name into the blank name cells of the rows under it, sure in typed text', () => {
    const read = carryNamesDown(
      rows(
        ["Acer rubrum 'October Glory'", 'October Glory Red Maple', '#5', '40', '$45.00'],
        ['', '', '#7', '20', '$65.00'],
        ['', '', '2" cal B&B', '8', '$180.00'],
      ),
      RULES,
    );
    expect(names(read)).toEqual(Array(3).fill("Acer rubrum 'October Glory' / October Glory Red Maple"));
    expect(read[1]!.carried).toEqual({ from: 2, cells: ['', '', '#7', '20', '$65.00'], sure: true });
    expect(sureness(read)).toEqual([null, true, true]);
  });

  it('reads ditto marks as "as above"', () => {
    for (const mark of ['"', "''", '〃', 'do', 'DO', 'do.', 'Ditto', 'same', '“']) expect(isDitto(mark)).toBe(true);
    for (const text of ['Dogwood', 'dog', 'sameness', '""x']) expect(isDitto(text)).toBe(false);
    const read = carryNamesDown(
      rows(['Ilex glabra', 'Inkberry', '#3', '5', '$20'], ['"', 'do', '#7', '2', '$40']),
      RULES,
    );
    expect(names(read)).toEqual(['Ilex glabra / Inkberry', 'Ilex glabra / Inkberry']);
    expect(read[1]!.carried?.cells.slice(0, 2)).toEqual(['"', 'do']);
  });

  it('takes a name alone on its row for the plant of the size rows under it, not a row of its own', () => {
    const read = carryNamesDown(
      rows(["Ilex glabra 'Shamrock' (Inkberry)"], ['', '', '#3', '60', '$22.00'], ['', '', '#7', '15', '$48.00']),
      RULES,
    );
    expect(read.map((row) => row.number)).toEqual([3, 4]);
    expect(names(read)).toEqual(Array(2).fill("Ilex glabra 'Shamrock' (Inkberry) / "));
    expect(sureness(read)).toEqual([true, true]);
    // One the reference does not know and without a cultivar is taken, but the rows are reviewed.
    const unknown = carryNamesDown(rows(['Blue Mist Wonder'], ['', '', '#3', '6', '$9']), RULES);
    expect(names(unknown)).toEqual(['Blue Mist Wonder / ']);
    expect(sureness(unknown)).toEqual([false]);
  });

  it('never makes a heading a plant, nor carries across one', () => {
    for (const heading of ['SHRUBS', 'Perennials - 1 gal']) {
      const read = carryNamesDown(
        rows(['Ilex glabra', 'Inkberry', '#3', '5', '$20'], [heading], ['', '', '#7', '2', '$40']),
        RULES,
      );
      expect(read.map((row) => row.carried)).toEqual([undefined, undefined, undefined]);
      expect(read[1]!.cells).toEqual([heading]);
    }
  });

  it('carries only into rows whose every name cell is blank or a ditto mark and that have values of their own', () => {
    const read = carryNamesDown(
      rows(
        ['Ilex glabra', 'Inkberry', '#3', '5', '$20'],
        ['', 'Winterberry', '#3', '5', '$20'],
        ['', '', '', '', ''],
        ['', '', '', '', ''],
      ),
      RULES,
    );
    expect(read.map((row) => row.carried)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('holds for review a carried row without a size, after a blank row, or placed from positioned text', () => {
    const typed = carryNamesDown(
      rows(
        ['Ilex glabra', 'Inkberry', '#3', '5', '$20'],
        ['', '', '', '2', '$40'],
        ['', '', '', '', ''],
        ['', '', '#7', '2', '$40'],
      ),
      RULES,
    );
    expect(sureness(typed)).toEqual([null, false, null, false]);
    const placed = carryNamesDown(
      [
        { number: 2, cells: ['Ilex glabra', 'Inkberry', '#3', '5', '$20'], confidence: [1, 1, 1, 1, 1], placed: true },
        { number: 3, cells: ['', '', '#7', '2', '$40'], confidence: [1, 1, 1, 1, 1], placed: true },
      ],
      RULES,
    );
    expect(names(placed)).toEqual(['Ilex glabra / Inkberry', 'Ilex glabra / Inkberry']);
    expect(sureness(placed)).toEqual([null, false]);
    // A photo's row takes its name's confidence with it.
    const photo = carryNamesDown(
      [
        { number: 2, cells: ['Ilex glabra', 'Inkberry', '#3', '5', '$20'], confidence: [0.7, 0.9, 1, 1, 1] },
        { number: 3, cells: ['', '', '#7', '2', '$40'], confidence: [1, 1, 1, 1, 1], crop: 'data:' },
      ],
      RULES,
    );
    expect(photo[1]!.confidence).toEqual([0.7, 0.9, 1, 1, 1]);
    expect(sureness(photo)).toEqual([null, false]);
  });
});

describe('a list with names carried down', () => {
  const csv = [
    'Botanical Name,Common Name,Size,Qty Avail,Price',
    "Acer rubrum 'October Glory',October Glory Red Maple,#5,40,$45.00",
    ',,#7,20,$65.00',
    'SHRUBS,,,,',
    ',,#3,60,$22.00',
    "Ilex glabra 'Shamrock' (Inkberry)",
    ',,#3,60,$22.00',
    'Perennials,,,,',
    'Echinacea purpurea,Purple Coneflower,1 gal,200,$8.50',
    'ditto,ditto,,90,$14.00',
  ].join('\n');

  it('reads every size row with its plant, headings apart and never carried across', () => {
    const list = listFromTables([parseCsv(Buffer.from(csv))]);
    expect(list.rows.map((row) => [row.row, row.cells.scientific_name ?? '', row.cells.plant_name ?? ''])).toEqual([
      [2, "Acer rubrum 'October Glory'", 'October Glory Red Maple'],
      [3, "Acer rubrum 'October Glory'", 'October Glory Red Maple'],
      // Under the heading: no name to carry, so the row shows its name missing.
      [5, '', ''],
      [7, "Ilex glabra 'Shamrock'", 'Inkberry'],
      [9, 'Echinacea purpurea', 'Purple Coneflower'],
      [10, 'Echinacea purpurea', 'Purple Coneflower'],
    ]);
    expect(list.rows.map((row) => row.carried ?? null)).toEqual([
      null,
      { from: 2, source: { plant_name: '', scientific_name: '' }, sure: true },
      null,
      { from: 6, source: { plant_name: '', scientific_name: '' }, sure: true },
      null,
      { from: 9, source: { plant_name: 'ditto', scientific_name: 'ditto' }, sure: false },
    ]);
  });

  it("shows the document's own name cells as the source text, and says where a reviewed name came from", () => {
    const check: RowCheck = {
      status: 'ok',
      cells: { plant_name: 'Purple Coneflower' },
      cell_details: { plant_name: { confidence: 1, source_text: 'Purple Coneflower' } },
      review_reasons: [],
      name_match: null,
    };
    const sure = withCarriedNames(check, { from: 9, source: { plant_name: 'ditto' }, sure: true });
    expect(sure.status).toBe('ok');
    expect(sure.cell_details.plant_name).toEqual({ confidence: 1, source_text: 'ditto' });
    const unsure = withCarriedNames(check, { from: 9, source: { plant_name: '' }, sure: false });
    expect(unsure.status).toBe('review');
    expect(unsure.cell_details.plant_name?.source_text).toBe('');
    expect(unsure.review_reasons).toEqual([MESSAGES.bulkReviewCarried(9)]);
  });
});
