import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import { prepareRow } from '../src/rules/bulk-upload.ts';
import { checkRow } from '../src/rules/row-check.ts';
import { BULK_FIELD_LABELS, type BulkRowCells } from '../src/schemas/bulk-upload.ts';

const check = (
  source: BulkRowCells,
  options: Partial<Omit<Parameters<typeof checkRow>[0], 'prepared' | 'source'>> = {},
) => checkRow({ prepared: prepareRow(source), source, scanned: true, ...options });

const ROW = {
  plant_name: 'Live Oak',
  scientific_name: 'Quercus virginiana',
  size: '15 gal',
  quantity_available: '6',
  price: '$149.00',
};

describe('checkRow', () => {
  it('passes a photo row whose every cell is read surely', () => {
    expect(
      check(ROW, {
        ocr: { plant_name: 0.96, scientific_name: 0.96, size: 0.95, quantity_available: 0.96, price: 0.96 },
      }).status,
    ).toBe('ok');
  });

  it('backs up a hard-read name found in the reference and a size in a known format, never unsure digits', () => {
    const result = check(ROW, {
      ocr: { plant_name: 0.6, scientific_name: 0.4, size: 0.8, quantity_available: 0.96, price: 0.96 },
    });
    expect(result.status).toBe('ok');
    expect(result.cell_details.scientific_name!.confidence).toBe(0.95);
    expect(result.cell_details.size!.confidence).toBe(0.9);
    const digits = check(ROW, { ocr: { size: 0.33 } });
    expect(digits.status).toBe('review');
    expect(digits.review_reasons).toEqual([MESSAGES.bulkReviewUnsure('Size', '15 gal')]);
  });

  it('holds a photo row whose cultivar quotes do not pair up, but not a typed one or an apostrophe', () => {
    const read = {
      ocr: { plant_name: 0.96, scientific_name: 0.96, size: 0.96, quantity_available: 0.96, price: 0.96 },
    };
    const unpaired = check({ ...ROW, scientific_name: "Buxus sempervirens 'Green Velvet" }, read);
    expect(unpaired.status).toBe('review');
    expect(unpaired.review_reasons).toContain(
      MESSAGES.bulkReviewUnsure(BULK_FIELD_LABELS.scientific_name, "Buxus sempervirens 'Green Velvet"),
    );
    expect(check({ ...ROW, scientific_name: "Buxus sempervirens 'Green Velvet'" }, read).status).toBe('ok');
    expect(check({ ...ROW, plant_name: "Gray's Sedge" }, read).status).toBe('ok');
    expect(check({ ...ROW, scientific_name: "Buxus sempervirens 'Green Velvet" }, { scanned: false }).status).toBe(
      'ok',
    );
  });

  it('holds a photo row whose common name the reference does not know, put right when it is near the plant own', () => {
    const sure = { plant_name: 0.96, scientific_name: 0.96, size: 0.96, quantity_available: 0.96, price: 0.96 };
    const misread = check(
      { ...ROW, plant_name: 'Purple Conefiower', scientific_name: 'Echinacea purpurea' },
      {
        ocr: sure,
      },
    );
    expect(misread.status).toBe('review');
    expect(misread.review_reasons).toEqual([
      MESSAGES.bulkReviewUnsure('Plant name', 'Purple Conefiower'),
      MESSAGES.bulkReviewMatched('Purple Conefiower', 'Purple Coneflower'),
    ]);
    // Written with the capitals it was read with; what was read stays the cell's source text.
    expect(misread.cells.plant_name).toBe('Purple Coneflower');
    expect(misread.cell_details.plant_name!.source_text).toBe('Purple Conefiower');
    // Too far from the plant's common names: held as read.
    const far = check({ ...ROW, plant_name: 'Purple Cactus', scientific_name: 'Echinacea purpurea' }, { ocr: sure });
    expect(far.status).toBe('review');
    expect(far.cells.plant_name).toBe('Purple Cactus');
    // The vendor's own spelling of a known name is kept.
    const spelt = check(
      { ...ROW, plant_name: 'Mexican Featherg-rass', scientific_name: 'Nassella tenuissima' },
      { ocr: sure },
    );
    expect(spelt.cells.plant_name).toBe('Mexican Featherg-rass');
    // A cultivar's row: its species' common names count too.
    const cultivar = check(
      { ...ROW, plant_name: 'Bigleat Hydrangea', scientific_name: "Hydrangea macrophylla 'Endless Summer'" },
      { ocr: sure },
    );
    expect(cultivar.cells.plant_name).toBe('Bigleaf Hydrangea');
    expect(
      check({ ...ROW, plant_name: 'Purple Coneflower', scientific_name: 'Echinacea purpurea' }, { ocr: sure }).status,
    ).toBe('ok');
    expect(check({ ...ROW, plant_name: 'Purple Conefiower' }, { scanned: false }).status).toBe('ok');
  });

  it('holds a cultivar the reference does not know as unsure as it was read', () => {
    const result = check(
      { ...ROW, scientific_name: "Quercus virginiana 'Highrise'" },
      { ocr: { scientific_name: 0.5 } },
    );
    expect(result.status).toBe('review');
  });

  it('puts a misread botanical name right and holds the row', () => {
    const result = check({ ...ROW, scientific_name: 'Quercus virginlana' });
    expect(result.cells.scientific_name).toBe('Quercus virginiana');
    expect(result.status).toBe('review');
    expect(result.name_match).toEqual({
      read_as: 'Quercus virginlana',
      matched_to: 'Quercus virginiana',
      kind: 'fuzzy',
    });
  });

  it('leaves off a speck read as a short word after a known name, and holds the row; typed text is left as it is', () => {
    const result = check({ ...ROW, scientific_name: 'Andropogon gerardii oo' });
    expect(result.cells.scientific_name).toBe('Andropogon gerardii');
    expect(result.status).toBe('review');
    expect(check({ ...ROW, scientific_name: "Solidago rugosa 'Fireworks' N" }).cells.scientific_name).toBe(
      "Solidago rugosa 'Fireworks'",
    );
    // A hybrid's "x" and a name the reference does not know keep their last word.
    expect(check({ ...ROW, scientific_name: 'Quercus virginiana x' }).cells.scientific_name).toBe(
      'Quercus virginiana x',
    );
    expect(check({ ...ROW, scientific_name: 'Zzyzx plantae oo' }).cells.scientific_name).toBe('Zzyzx plantae oo');
    expect(check({ ...ROW, scientific_name: 'Andropogon gerardii oo' }, { scanned: false }).cells.scientific_name).toBe(
      'Andropogon gerardii oo',
    );
  });

  it("leaves off a speck read as a quote mark before a common name the row's plant has, for review", () => {
    const result = check({ ...ROW, plant_name: "'White Oak", scientific_name: 'Quercus alba' });
    expect(result.cells.plant_name).toBe('White Oak');
    expect(result.status).toBe('review');
    // A spelling differing only in its spaces is the vendor's.
    expect(check({ ...ROW, plant_name: 'WhiteOak', scientific_name: 'Quercus alba' }).cells.plant_name).toBe(
      'WhiteOak',
    );
  });

  it("capitalises a common name's first letter read in lower case among capitalised words, for review", () => {
    const result = check({ ...ROW, plant_name: 'japanese Stewartia', scientific_name: 'Stewartia pseudocamellia' });
    expect(result.cells.plant_name).toBe('Japanese Stewartia');
    expect(result.status).toBe('review');
    // A list written in lower case, a botanical name and typed text are as written.
    expect(check({ ...ROW, plant_name: 'japanese stewartia' }).cells.plant_name).toBe('japanese stewartia');
    expect(check({ ...ROW, plant_name: 'x Heucherella Tapestry' }).cells.plant_name).toBe('x Heucherella Tapestry');
    expect(check({ ...ROW, plant_name: 'japanese Stewartia' }, { scanned: false }).cells.plant_name).toBe(
      'japanese Stewartia',
    );
  });

  it('flags digits mixed with the letters OCR confuses, a blank quantity, an odd size', () => {
    expect(check({ ...ROW, price: '$14O.00' }).review_reasons).toContain(MESSAGES.bulkReviewDigits('Price', '$14O.00'));
    expect(check({ ...ROW, quantity_available: '' }).review_reasons).toEqual([MESSAGES.bulkReviewBlank('Quantity')]);
    expect(check({ ...ROW, size: 'big one' }).review_reasons).toEqual([MESSAGES.bulkReviewSize('big one')]);
  });

  it('checks typed text leniently, plausibility still applies', () => {
    expect(check({ ...ROW, scientific_name: 'Quercus virginlana', size: 'big one' }, { scanned: false }).status).toBe(
      'ok',
    );
    const unusual = check(ROW, { scanned: false, history: { quantity: 6, price: 30 } });
    expect(unusual.review_reasons).toEqual([MESSAGES.bulkReviewPrice('149.00', '30.00')]);
    expect(
      check({ ...ROW, quantity_available: '60' }, { scanned: false, history: { quantity: 6, price: null } }).status,
    ).toBe('review');
  });

  it('imports a review row the vendor confirmed; an error stays an error', () => {
    expect(check({ ...ROW, scientific_name: 'Quercus virginlana' }, { confirmed: true }).status).toBe('ok');
    expect(check({ ...ROW, price: '-3' }, { confirmed: true }).status).toBe('error');
  });
});
