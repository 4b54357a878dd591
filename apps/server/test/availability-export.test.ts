import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

let ctx: TestContext;
let vendor: Session;
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app, { vendor_profile: { business_name: 'Cedar Ridge Growers' } });
  ids.sage = (
    await createPlant(ctx.app, vendor, {
      plantName: 'Texas Sage',
      scientificName: 'Leucophyllum frutescens',
      size: '3 gal',
      priceCents: 2450,
      quantityAvailable: 40,
      category: 'outdoor',
    })
  ).id;
  ids.formula = (
    await createPlant(ctx.app, vendor, {
      plantName: '=HYPERLINK("x")',
      scientificName: null,
      size: '#1',
      priceCents: 900,
    })
  ).id;
  ids.hidden = (await createPlant(ctx.app, vendor, { plantName: 'Hidden Holly', isAvailable: false })).id;
});
afterAll(() => ctx.close());

const download = (url: string, session?: Session) =>
  ctx.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('the vendor downloads its availability list', () => {
  it('as XLSX: item id, names, category, size, quantity and price of every live item, formulas made inert', async () => {
    const response = await download('/api/vendor/inventory/export?format=xlsx', vendor);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="cedar-ridge-growers-availability-\d{4}-\d\d-\d\d\.xlsx"/,
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual([
      ...['Item ID', 'Common name', 'Botanical name', 'Category', 'Size', 'Quantity', 'Price', 'Ready'],
    ]);
    expect(rows).toContainEqual([
      ids.sage,
      'Texas Sage',
      'Leucophyllum frutescens',
      'Outdoor Plants',
      '3 gal',
      40,
      24.5,
      'Now',
    ]);
    expect(rows.find((row) => row[0] === ids.formula)![1]).toBe('\'=HYPERLINK("x")');
    expect(rows.map((row) => row[0])).toContain(ids.hidden);
  });

  it('as CSV and PDF', async () => {
    const csv = await download('/api/vendor/inventory/export?format=csv', vendor);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Item ID,Common name,Botanical name,Category,Size,Quantity,Price,Ready');
    expect(lines).toContain(`${ids.sage},Texas Sage,Leucophyllum frutescens,Outdoor Plants,3 gal,40,24.50,Now`);
    const pdf = await download('/api/vendor/inventory/export?format=pdf', vendor);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Cedar Ridge Growers availability');
    expect(text).toContain('Leucophyllum frutescens');
    expect(text).toContain('$24.50');
  });

  it('refuses an unknown format', async () => {
    expect((await download('/api/vendor/inventory/export?format=doc', vendor)).statusCode).toBe(422);
  });
});

describe("a store's public availability list", () => {
  it('lists only the published plants, for anyone', async () => {
    const response = await download(`/api/vendors/${vendor.user.vendor_profile!.id}/availability?format=xlsx`);
    expect(response.statusCode).toBe(200);
    const listed = (await sheetRows(response.rawPayload)).map((row) => row[0]);
    expect(listed).toContain(ids.sage);
    expect(listed).not.toContain(ids.hidden);
  });

  it('is a 404 for a nursery that is not approved', async () => {
    const pending = await createVendor(ctx.app, { approved: false });
    const response = await download(`/api/vendors/${pending.user.vendor_profile!.id}/availability?format=csv`);
    expect(response.statusCode).toBe(404);
  });
});
