import { MESSAGES } from '@verdant/shared/messages';
import type { BulkUploadResult } from '@verdant/shared/schemas/bulk-upload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processList } from '../src/modules/bulk-upload/bulk-upload.service.ts';
import { upload } from './bulk-upload-helpers.ts';
import { createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Issue 13 point 4: every row ok, review or error; review rows wait for the vendor; nothing wrong published.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\n'));
const vendorIdOf = (session: Session) => session.user.vendor_profile!.id;
const catalogNames = async (session: Session) =>
  (
    (await ctx.app.inject({ method: 'GET', url: '/api/vendor/inventory?limit=100', headers: session.headers })).json()
      .items as {
      plant_name: string;
    }[]
  )
    .map((item) => item.plant_name)
    .sort();

const CROP = 'data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==';

/** Rows as a photo's reader hands them over: OCR confidence per cell and the strip of the image. */
const photoRows = [
  { row: 2, cells: { plant_name: 'Acer rubrum', size: '#3', quantity_available: '180', price: '45.00' } },
  {
    row: 3,
    cells: { plant_name: "macrophylla 'Endless Summer*", size: '3 gal', quantity_available: '60', price: '32.00' },
  },
  { row: 4, cells: { plant_name: 'virginiana', size: '#5', quantity_available: '12', price: '55.00' } },
  { row: 5, cells: { plant_name: 'Cornus florida', size: '#7', quantity_available: '1B0', price: '89.00' } },
  { row: 6, cells: { plant_name: 'Thuja occidentalis', size: '6-8 ft B&B', quantity_available: '', price: '120.00' } },
  { row: 7, cells: { plant_name: 'Ilex glabra', size: '#3', quantity_available: '40', price: '28.00' } },
].map((row, index) => ({
  ...row,
  crop: CROP,
  confidence: { plant_name: 0.96, size: 0.97, quantity_available: 0.95, price: index === 5 ? 0.6 : 0.97 },
}));

describe('a photo read by OCR', () => {
  let vendor: Session;
  let preview: BulkUploadResult;
  beforeAll(async () => {
    vendor = await createVendor(ctx.app);
    preview = await processList(
      ctx.app.deps,
      vendorIdOf(vendor),
      { columns: [], rows: photoRows },
      {
        dryRun: true,
        fileType: 'png',
      },
    );
  });

  it('marks each row ok or review, with every cell its confidence and source text', () => {
    expect(preview.rows.map((row) => row.status)).toEqual(['ok', 'review', 'review', 'error', 'error', 'review']);
    expect(preview.needs_review).toBe(3);
    expect(preview.rows[0]!.cell_details).toEqual({
      plant_name: { confidence: 0.96, source_text: 'Acer rubrum' },
      size: { confidence: 0.97, source_text: '#3' },
      quantity_available: { confidence: 0.95, source_text: '180' },
      price: { confidence: 0.97, source_text: '45.00' },
    });
    expect(preview.rows.every((row) => row.crop === CROP)).toBe(true);
    // The dry run still says what an import would do, review rows included.
    expect(preview.rows.map((row) => row.action)).toEqual(['create', 'create', 'create', null, null, 'create']);
  });

  it('puts a cut name right and says so: read as X, matched to Y', () => {
    const row = preview.rows[1]!;
    expect(row.cells.plant_name).toBe("Hydrangea macrophylla 'Endless Summer'");
    expect(row.name_match).toEqual({
      read_as: "macrophylla 'Endless Summer*",
      matched_to: "Hydrangea macrophylla 'Endless Summer'",
      kind: 'epithet',
    });
    expect(row.review_reasons).toContain(
      MESSAGES.bulkReviewMatched("macrophylla 'Endless Summer*", "Hydrangea macrophylla 'Endless Summer'"),
    );
    expect(row.cell_details.plant_name!.confidence).toBeLessThan(0.9);
  });

  it('holds what it cannot be sure of: an epithet of many genera, confused digits, a blank, a hard-read cell', () => {
    expect(preview.rows[2]!.review_reasons).toEqual([MESSAGES.bulkReviewNameUnknown('virginiana')]);
    // "1B0" is not a number: an error to fix, and the reason says why it may be a misreading.
    expect(preview.rows[3]!.review_reasons).toEqual([MESSAGES.bulkReviewDigits('Quantity', '1B0')]);
    expect(preview.rows[4]!.review_reasons).toEqual([MESSAGES.bulkReviewBlank('Quantity')]);
    expect(preview.rows[5]!.review_reasons).toEqual([MESSAGES.bulkReviewUnsure('Price', '28.00')]);
  });

  it('imports only the rows marked ok without a preview, and reports the others as needing review', async () => {
    const result = await processList(
      ctx.app.deps,
      vendorIdOf(vendor),
      { columns: [], rows: photoRows },
      {
        dryRun: false,
        fileType: 'png',
      },
    );
    expect(result).toMatchObject({ created: 1, needs_review: 3, failed: 2 });
    expect(result.rows.filter((row) => row.action).map((row) => row.cells.plant_name)).toEqual(['Acer rubrum']);
    expect(await catalogNames(vendor)).toEqual(['Acer rubrum']);
  });
});

describe('rows sent back from the preview', () => {
  it('imports a review row once the vendor confirms it, never before', async () => {
    const vendor = await createVendor(ctx.app);
    await upload(
      ctx,
      vendor,
      csv([
        ['Plant', 'Size', 'Qty', 'Price'],
        ['Ilex glabra', '#3', '10', '20.00'],
      ]),
      'a.csv',
      'dry_run=false',
    );
    const rows = [
      // Ten times the usual stock and a price far from the vendor's own: held for review.
      { row: 2, cells: { plant_name: 'Ilex glabra', size: '#3', quantity_available: '1000', price: '200.00' } },
      { row: 3, cells: { plant_name: 'Acer rubrum', size: '#3', quantity_available: '5', price: '40.00' } },
    ];
    const send = (body: { rows: unknown[] }, dryRun = false) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/inventory/bulk-upload/rows?dry_run=${dryRun}`,
        headers: vendor.headers,
        payload: body,
      });
    const held = (await send({ rows })).json() as BulkUploadResult;
    expect(held.rows.map((row) => row.status)).toEqual(['review', 'ok']);
    expect(held.rows[0]!.review_reasons).toEqual([
      MESSAGES.bulkReviewQuantity(1000, 10),
      MESSAGES.bulkReviewPrice('200.00', '20.00'),
    ]);
    expect(held).toMatchObject({ created: 1, updated: 0, needs_review: 1 });
    expect(await catalogNames(vendor)).toEqual(['Acer rubrum', 'Ilex glabra']);

    const confirmed = (await send({ rows: [{ ...rows[0], confirmed: true }] })).json() as BulkUploadResult;
    expect(confirmed).toMatchObject({ updated: 1, needs_review: 0 });
    expect(confirmed.rows[0]!.status).toBe('ok');
  });

  it('checks typed text leniently: the vendor spelling is kept and a typed list imports whole', async () => {
    const vendor = await createVendor(ctx.app);
    const response = await upload(
      ctx,
      vendor,
      csv([
        ['Plant', 'Size', 'Qty', 'Price'],
        ['Mexican Feathergrass', '1 gal', '60', '7.49'],
        ['Acer rubrm', 'large', '3', '40'],
      ]),
      'a.csv',
      'dry_run=false',
    );
    const result = response.json() as BulkUploadResult;
    expect(result.rows.map((row) => row.status)).toEqual(['ok', 'ok']);
    expect(result.rows[1]!.cell_details.size).toEqual({ confidence: 0.6, source_text: 'large' });
    expect(await catalogNames(vendor)).toEqual(['Acer rubrm', 'Mexican Feathergrass']);
  });

  it('decides "the same plant" one way in the preview and the import', async () => {
    const vendor = await createVendor(ctx.app);
    const list = csv([
      ['Plant', 'Size', 'Qty', 'Price'],
      ['Érable Rouge', '3 Gal', '5', '40'],
    ]);
    await upload(ctx, vendor, list, 'a.csv', 'dry_run=false');
    const again = csv([
      ['Plant', 'Size', 'Qty', 'Price'],
      ['ÉRABLE ROUGE ', '3 gal', '7', '41'],
    ]);
    const preview = (await upload(ctx, vendor, again, 'a.csv')).json() as BulkUploadResult;
    const done = (await upload(ctx, vendor, again, 'a.csv', 'dry_run=false')).json() as BulkUploadResult;
    expect(preview.rows[0]!.action).toBe('update');
    expect(done.rows[0]!.action).toBe('updated');
    expect(await catalogNames(vendor)).toEqual(['Érable Rouge']);
  });
});
