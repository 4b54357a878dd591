import { randomBytes } from 'node:crypto';
import * as XLSX from '@e965/xlsx';
import { MESSAGES } from '@verdant/shared/messages';
import type { BulkFormats, BulkUploadResult } from '@verdant/shared/schemas/bulk-upload';
import type { VendorInventoryItem } from '@verdant/shared/schemas/vendor';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, PLANTS, plantsOf, SCIENTIFIC, upload } from './bulk-upload-helpers.ts';
import { createBuyer, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let vendor: Session;
/** Seconds to read each fixture (printed at the end; tests never assert timings). */
const timings: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
});
afterAll(async () => {
  console.info('bulk upload read times (ms):', timings);
  await ctx.close();
});

const inventoryOf = async (session: Session) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/vendor/inventory?limit=100', headers: session.headers })).json()
    .items as VendorInventoryItem[];

/**
 * What Excel saves with a password: not a zip but a CFB container with EncryptionInfo and EncryptedPackage streams
 * (the contents here are random; only the container matters, as nothing is decrypted).
 */
function encryptedWorkbook(): Buffer {
  const container = XLSX.CFB.utils.cfb_new();
  XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', randomBytes(512));
  XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', randomBytes(8192));
  return Buffer.from(XLSX.CFB.write(container, { type: 'buffer' }));
}

function csv(rows: string[][]): Buffer {
  return Buffer.from(rows.map((row) => row.join(',')).join('\n'));
}

describe('GET /api/inventory/bulk-upload/formats', () => {
  it('describes every accepted type with its columns, an example row and its limits', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/inventory/bulk-upload/formats' });
    expect(response.statusCode).toBe(200);
    const formats = response.json() as BulkFormats;
    expect(Object.keys(formats)).toEqual([
      'csv',
      'xlsx',
      'xls',
      'docx',
      'pdf',
      'jpg',
      'jpeg',
      'png',
      'gif',
      'bmp',
      'webp',
    ]);
    expect(formats.csv.required_columns).toEqual(['Plant name', 'Price', 'Quantity']);
    expect(formats.csv.example_row['Plant name']).toBe('Texas Sage');
    expect(formats.xlsx.limits).toMatchObject({
      max_file_bytes: 10 * 1024 * 1024,
      max_rows: 10_000,
      max_zip_entries: 1000,
    });
    expect(formats.pdf.limits.max_pages).toBe(50);
    expect(formats.png.plans).toEqual(['PRO_VENDOR', 'PREMIUM_VENDOR']);
    expect(formats.csv.plans).toBeNull();
  });
});

describe('templates', () => {
  it.each(['csv', 'xlsx'])('the %s template downloads and uploads back as two plants', async (kind) => {
    const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory/bulk-upload/template.${kind}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="verdant-bulk-upload-template.${kind}"`);
    const result = (await upload(ctx, vendor, response.rawPayload, `template.${kind}`)).json() as BulkUploadResult;
    expect(result).toMatchObject({ total_processed: 2, created: 2, failed: 0, errors: [] });
    expect(result.rows.map((row) => row.cells.plant_name)).toEqual(['Texas Sage', 'Knock Out Rose']);
    expect(result.rows[1]!.cells.compare_at_price).toBe('34.00');
  });
});

describe('POST /api/inventory/bulk-upload: every type yields the same plants', () => {
  it.each([
    ['csv', 'availability.csv'],
    ['xlsx', 'availability.xlsx'],
    ['xls', 'availability.xls'],
    ['docx', 'availability.docx'],
    ['pdf', 'availability.pdf'],
  ])('%s', async (type, name) => {
    const started = performance.now();
    const response = await upload(ctx, vendor, fixture(name), name);
    timings[type] = Math.round(performance.now() - started);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as BulkUploadResult;
    expect(result).toMatchObject({
      dry_run: true,
      file_type: type,
      total_processed: 8,
      created: 8,
      updated: 0,
      failed: 0,
    });
    expect(plantsOf(result)).toEqual(PLANTS);
    expect(result.rows.map((row) => row.cells.scientific_name)).toEqual(SCIENTIFIC);
    expect(result.rows.every((row) => row.action === 'create' && row.errors.length === 0)).toBe(true);
    expect(result.columns.map((column) => column.field)).toEqual([
      'plant_name',
      'scientific_name',
      'size',
      'quantity_available',
      'price',
      'category',
    ]);
    // A dry run writes nothing.
    expect(await inventoryOf(vendor)).toEqual([]);
  });

  it('numbers rows as the file does: the spreadsheet row under a title and a blank line', async () => {
    const result = (await upload(ctx, vendor, fixture('availability.xlsx'), 'list.xlsx')).json() as BulkUploadResult;
    expect(result.rows.map((row) => row.row)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('importing', () => {
  it('creates the plants, then updates price and stock of the same name and size instead of duplicating', async () => {
    const nursery = await createVendor(ctx.app);
    const first = await upload(ctx, nursery, fixture('availability.csv'), 'availability.csv', '');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      dry_run: false,
      total_processed: 8,
      created: 8,
      updated: 0,
      failed: 0,
      errors: [],
    });
    const listed = await inventoryOf(nursery);
    expect(listed).toHaveLength(8);
    const sage = listed.find((item) => item.plant_name === 'Texas Sage')!;
    expect(sage).toMatchObject({ price: 24.99, quantity_available: 25, size: '3 gal', category: 'outdoor' });

    const changed = csv([
      ['Plant', 'Container', 'Qty', 'Price'],
      ['texas sage', '3 Gal.', '40', '$22.50'],
      ['Texas Sage', '5 gal', '12', '$39.00'],
    ]);
    const preview = (await upload(ctx, nursery, changed, 'week-2.csv')).json() as BulkUploadResult;
    expect(preview.rows.map((row) => row.action)).toEqual(['update', 'create']);
    const second = (await upload(ctx, nursery, changed, 'week-2.csv', 'dry_run=false')).json() as BulkUploadResult;
    expect(second).toMatchObject({ total_processed: 2, created: 1, updated: 1, failed: 0 });
    expect(second.rows[0]).toMatchObject({ action: 'updated', item_id: sage.id });

    const after = await inventoryOf(nursery);
    expect(after).toHaveLength(9);
    expect(after.find((item) => item.id === sage.id)).toMatchObject({ price: 22.5, quantity_available: 40 });
  });

  it('reports a row with a negative price and creates the others', async () => {
    const nursery = await createVendor(ctx.app);
    const response = await upload(ctx, nursery, fixture('negative-price.csv'), 'negative-price.csv', 'dry_run=false');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total_processed: 3,
      created: 2,
      failed: 1,
      errors: [{ row: 3, plant_name: 'Blue Salvia', error: 'Price must be more than 0' }],
    });
    expect((await inventoryOf(nursery)).map((item) => item.plant_name).sort()).toEqual(['Live Oak', 'Texas Sage']);
  });

  it('imports the rows as corrected in the preview', async () => {
    const nursery = await createVendor(ctx.app);
    const preview = (await upload(ctx, nursery, fixture('negative-price.csv'), 'list.csv')).json() as BulkUploadResult;
    expect(preview.rows[1]!.errors).toEqual([{ field: 'price', message: 'Price must be more than 0' }]);
    const rows = preview.rows.map(({ row, cells }) => ({
      row,
      cells: row === 3 ? { ...cells, price: '$8.99' } : cells,
    }));
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/inventory/bulk-upload/rows',
      headers: nursery.headers,
      payload: { rows },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ file_type: 'rows', total_processed: 3, created: 3, failed: 0 });
    expect((await inventoryOf(nursery)).find((item) => item.plant_name === 'Blue Salvia')?.price).toBe(8.99);
  });
});

describe('a row the database refuses', () => {
  it('is reported alone: the rows around it are still saved and reported truly', async () => {
    // A trigger stands in for any failure the schema can't foresee (a constraint, a lost connection...).
    await ctx.app.db.execute(sql`
      CREATE FUNCTION refuse_poison_ivy() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.plant_name = 'Poison Ivy' THEN RAISE EXCEPTION 'refused'; END IF;
        RETURN NEW;
      END $$`);
    await ctx.app.db.execute(
      sql`CREATE TRIGGER refuse_poison_ivy BEFORE INSERT ON inventory_items FOR EACH ROW EXECUTE FUNCTION refuse_poison_ivy()`,
    );
    const nursery = await createVendor(ctx.app);
    const list = csv([
      ['Plant', 'Price', 'Qty'],
      ['Fern', '3', '4'],
      ['Poison Ivy', '3', '4'],
      ['Moss', '2', '9'],
    ]);
    const response = await upload(ctx, nursery, list, 'list.csv', 'dry_run=false');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      created: 2,
      failed: 1,
      errors: [{ row: 3, plant_name: 'Poison Ivy', error: MESSAGES.itemSaveFailed }],
    });
    expect((await inventoryOf(nursery)).map((item) => item.plant_name).sort()).toEqual(['Fern', 'Moss']);
    await ctx.app.db.execute(sql`DROP TRIGGER refuse_poison_ivy ON inventory_items`);
  });
});

describe('bad files are refused with a clear detail and create nothing', () => {
  const cases: [string, () => Buffer, string, number, string][] = [
    ['a zip bomb dressed as xlsx', () => fixture('zip-bomb.xlsx'), 'prices.xlsx', 413, MESSAGES.bulkZipTooLarge],
    ['a docx with no table', () => fixture('no-table.docx'), 'list.docx', 422, MESSAGES.bulkNoTable],
    ['a password-protected pdf', () => fixture('encrypted.pdf'), 'list.pdf', 422, MESSAGES.bulkFileEncrypted],
    ['a truncated xlsx', () => fixture('truncated.xlsx'), 'list.xlsx', 422, MESSAGES.bulkFileUnreadable('Excel')],
    [
      'a text file named .pdf',
      () => fixture('not-a-pdf.pdf'),
      'list.pdf',
      415,
      MESSAGES.bulkNameMismatch('list.pdf', 'PDF'),
    ],
    ['an empty file', () => Buffer.alloc(0), 'list.csv', 422, MESSAGES.bulkFileEmpty],
    [
      'an unknown binary',
      () => Buffer.from([0x00, 0x01, 0x02, 0x03, 0xfe, 0x00]),
      'list.csv',
      415,
      MESSAGES.bulkTypeUnsupported,
    ],
    ['a list without a header', () => csv([['Blue Salvia', '1 gal', '48']]), 'list.csv', 422, MESSAGES.bulkNoHeader],
    ['a header without rows', () => csv([['Plant', 'Price']]), 'list.csv', 422, MESSAGES.bulkNoRows],
    ['a password-protected xlsx', encryptedWorkbook, 'list.xlsx', 422, MESSAGES.bulkFileEncrypted],
    [
      '10,001 rows',
      () => csv([['Plant', 'Price', 'Qty'], ...Array.from({ length: 10_001 }, (_, i) => [`Fern ${i}`, '3.50', '5'])]),
      'big.csv',
      413,
      MESSAGES.bulkTooManyRows(10_001, 10_000),
    ],
  ];
  it.each(cases)('%s', async (_name, make, filename, status, detail) => {
    for (const query of ['dry_run=true', 'dry_run=false']) {
      const response = await upload(ctx, vendor, make(), filename, query);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
    expect(await inventoryOf(vendor)).toEqual([]);
  });

  it('says which file is too large: over 10 MB', async () => {
    const response = await upload(ctx, vendor, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 'huge.csv');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: MESSAGES.bulkFileTooLarge });
  });

  it('takes 10,000 rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => [`Fern ${i}`, '3.50', '5']);
    const response = await upload(ctx, vendor, csv([['Plant', 'Price', 'Qty'], ...rows]), 'big.csv');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total_processed: 10_000, created: 10_000, failed: 0 });
  });

  it('asks for a file', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/inventory/bulk-upload',
      headers: vendor.headers,
      payload: { rows: [] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: MESSAGES.bulkFileMissing });
  });
});

describe('who may upload', () => {
  it('is for approved vendors only', async () => {
    const file = fixture('availability.csv');
    expect((await upload(ctx, null, file, 'a.csv')).statusCode).toBe(401);
    expect((await upload(ctx, await createBuyer(ctx.app), file, 'a.csv')).json()).toEqual({
      detail: MESSAGES.forbiddenRole,
    });
    const pending = await upload(ctx, await createVendor(ctx.app, { approved: false }), file, 'a.csv');
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toEqual({ detail: MESSAGES.vendorNotApproved });
    const rejected = await upload(ctx, await createVendor(ctx.app, { rejected: true }), file, 'a.csv');
    expect(rejected.statusCode).toBe(403);
    const rows = await ctx.app.inject({
      method: 'POST',
      url: '/api/inventory/bulk-upload/rows',
      headers: (await createVendor(ctx.app, { approved: false })).headers,
      payload: { rows: [{ row: 2, cells: { plant_name: 'Fern', price: '3', quantity_available: '1' } }] },
    });
    expect(rows.statusCode).toBe(403);
  });
});

describe('xlsx cells', () => {
  it('reads formulas by their result and rich text as text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Availability');
    sheet.addRow(['Plant', 'Qty', 'Price ($)']);
    sheet.addRow([
      { richText: [{ text: 'Red ' }, { text: 'Yucca', font: { bold: true } }] },
      12,
      { formula: '10*2.5', result: 25 },
    ]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = (await upload(ctx, vendor, buffer, 'formulas.xlsx')).json() as BulkUploadResult;
    expect(result.rows[0]!.cells).toMatchObject({ plant_name: 'Red Yucca', quantity_available: '12', price: '25.00' });
  });
});
