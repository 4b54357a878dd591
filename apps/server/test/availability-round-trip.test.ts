import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from './bulk-upload-helpers.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

// Issue 18: export the availability list, edit it in a spreadsheet, upload it: the rows with an Item ID update
// exactly those items (renamed or resized too), rows without one behave as before, tiers travel both ways.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface Item {
  id: number;
  plant_name: string;
  size: string | null;
  price: number;
  quantity_available: number;
  price_tiers: { min_quantity: number; price: number }[];
}

async function inventory(session: Session): Promise<Item[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/vendor/inventory?limit=100',
    headers: session.headers,
  });
  return response.json().items;
}

async function exported(session: Session) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/vendor/inventory/export?format=xlsx',
    headers: session.headers,
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { workbook, sheet: workbook.worksheets[0]! };
}

const save = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

/** The sheet's row whose Item ID cell holds this id. */
function rowOf(sheet: ExcelJS.Worksheet, id: number): ExcelJS.Row {
  let found: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === id) found = row;
  });
  if (!found) throw new Error(`no row for item ${id}`);
  return found;
}

describe('round trip matched by Item ID', () => {
  let grower: Session;
  const ids: number[] = [];

  beforeAll(async () => {
    grower = await createVendor(ctx.app);
    for (const [plantName, size] of [
      ['Texas Sage', '1 gal'],
      ['Texas Sage', '3 gal'],
      ['Live Oak', '15 gal'],
      ['Blue Salvia', '1 gal'],
    ] as const) {
      ids.push((await createPlant(ctx.app, grower, { plantName, size, priceCents: 2000, quantityAvailable: 10 })).id);
    }
  });

  it('updates the same items (renamed and resized too), creates the row without an id, duplicates nothing', async () => {
    const { workbook, sheet } = await exported(grower);
    const [sage1, sage3, oak, salvia] = ids as [number, number, number, number];
    // Rename one plant and change its size: matched by its id, not by name and size.
    rowOf(sheet, sage1).getCell(2).value = 'Sage, Texas (silver)';
    rowOf(sheet, sage1).getCell(5).value = '2 gal';
    // Change a price and stock.
    rowOf(sheet, oak).getCell(6).value = 3;
    rowOf(sheet, oak).getCell(7).value = 24.5;
    // Delete one row: that item stays as it is.
    sheet.spliceRows(rowOf(sheet, salvia).number, 1);
    // Add one row without an id.
    sheet.addRow([null, 'Mexican Feathergrass', 'Nassella tenuissima', 'Outdoor Plants', '1 gal', 60, 7.49]);
    const file = await save(workbook);

    const preview = (await upload(ctx, grower, file, 'availability.xlsx')).json();
    expect(preview).toMatchObject({ created: 1, updated: 3, failed: 0 });
    const renamed = preview.rows.find((row: { cells: { plant_name: string } }) =>
      row.cells.plant_name.startsWith('Sage,'),
    );
    expect(renamed).toMatchObject({ action: 'update', item_id: sage1 });
    expect(preview.columns[0]).toEqual({ header: 'Item ID', field: 'item_id' });

    const result = await upload(ctx, grower, file, 'availability.xlsx', '');
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ created: 1, updated: 3, failed: 0 });
    const updatedIds = result
      .json()
      .rows.filter((row: { action: string }) => row.action === 'updated')
      .map((row: { item_id: number }) => row.item_id);
    expect(updatedIds.sort()).toEqual([sage1, sage3, oak].sort());

    const after = await inventory(grower);
    expect(after).toHaveLength(5);
    const byId = new Map(after.map((item) => [item.id, item]));
    expect(byId.get(sage1)).toMatchObject({ plant_name: 'Sage, Texas (silver)', size: '2 gal' });
    expect(byId.get(oak)).toMatchObject({ quantity_available: 3, price: 24.5 });
    expect(byId.get(salvia)).toMatchObject({ plant_name: 'Blue Salvia', quantity_available: 10, price: 20 });
    expect(after.filter((item) => item.plant_name === 'Mexican Feathergrass')).toHaveLength(1);
    expect(after.filter((item) => item.plant_name === 'Texas Sage')).toHaveLength(1);
  });

  it("refuses another vendor's id, a repeated id and one that is not a number, importing the other rows", async () => {
    const other = await createVendor(ctx.app);
    const theirs = await createPlant(ctx.app, other, { plantName: 'Their Holly', quantityAvailable: 5 });
    const { workbook, sheet } = await exported(grower);
    const oak = ids[2]!;
    rowOf(sheet, oak).getCell(1).value = theirs.id;
    rowOf(sheet, ids[1]!).getCell(1).value = 'abc';
    sheet.addRow([ids[0], 'Texas Sage again', '', 'Outdoor Plants', '1 gal', 1, 1]);
    const result = (await upload(ctx, grower, await save(workbook), 'availability.xlsx', '')).json();
    expect(result.failed).toBe(3);
    const messages = result.errors.map((error: { error: string }) => error.error);
    expect(messages).toContain(
      `Item ID ${theirs.id} is not one of your plants: keep the id from your exported list, or clear it to add a new plant`,
    );
    expect(messages).toContain('Item ID "abc" is not a number: keep the id from your exported list');
    expect(messages.some((message: string) => message.startsWith(`Item ID ${ids[0]} is also on row`))).toBe(true);
    // Nothing of the other vendor's changed.
    expect(await inventory(other)).toMatchObject([{ id: theirs.id, plant_name: 'Their Holly', quantity_available: 5 }]);
  });
});

describe('tier prices in and out', () => {
  it('imports tier columns as quantity breaks, with the lowest tier as the price when there is no Price column', async () => {
    const grower = await createVendor(ctx.app);
    const csv = [
      'Plant,Size,Qty,1-9,10-49,50+',
      'Dwarf Yaupon Holly,3 gal,80,$34.50,$31.00,$28.00',
      'Texas Sage,1 gal,20,9.00,,',
    ].join('\r\n');
    const result = await upload(ctx, grower, Buffer.from(csv), 'tiers.csv', '');
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ created: 2, failed: 0 });
    expect(result.json().columns.map((column: { field: string }) => column.field)).toEqual([
      'plant_name',
      'size',
      'quantity_available',
      'price_tiers',
      'price_tiers',
      'price_tiers',
    ]);
    const items = await inventory(grower);
    expect(items.find((item) => item.plant_name === 'Dwarf Yaupon Holly')).toMatchObject({
      price: 34.5,
      price_tiers: [
        { min_quantity: 10, price: 31 },
        { min_quantity: 50, price: 28 },
      ],
    });
    expect(items.find((item) => item.plant_name === 'Texas Sage')).toMatchObject({ price: 9, price_tiers: [] });
  });

  it('exports "Price N+" columns that import back (round trip keeps the tiers), and a Tier prices cell in CSV and PDF', async () => {
    const grower = await createVendor(ctx.app);
    const tiered = await createPlant(ctx.app, grower, {
      plantName: 'Dwarf Yaupon Holly',
      size: '3 gal',
      priceCents: 3450,
      priceTiers: [
        { min_quantity: 10, price_cents: 3100 },
        { min_quantity: 50, price_cents: 2800 },
      ],
    });
    const plain = await createPlant(ctx.app, grower, { plantName: 'Texas Sage', size: '1 gal', priceCents: 900 });
    const { workbook, sheet } = await exported(grower);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...['Item ID', 'Common name', 'Botanical name', 'Category', 'Size', 'Quantity', 'Price', 'Ready'],
      ...['Price 10+', 'Price 50+'],
    ]);
    expect((rowOf(sheet, tiered.id).values as unknown[]).slice(7)).toEqual([34.5, 'Now', 31, 28]);
    // The vendor lowers the 50+ break and gives the plain plant a 10+ break.
    rowOf(sheet, tiered.id).getCell(10).value = 27;
    rowOf(sheet, plain.id).getCell(9).value = 8;
    const result = await upload(ctx, grower, await save(workbook), 'availability.xlsx', '');
    expect(result.json()).toMatchObject({ created: 0, updated: 2, failed: 0 });
    const items = new Map((await inventory(grower)).map((item) => [item.id, item]));
    expect(items.get(tiered.id)!.price_tiers).toEqual([
      { min_quantity: 10, price: 31 },
      { min_quantity: 50, price: 27 },
    ]);
    expect(items.get(plain.id)!.price_tiers).toEqual([{ min_quantity: 10, price: 8 }]);

    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/inventory/export?format=csv',
      headers: grower.headers,
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Item ID,Common name,Botanical name,Category,Size,Quantity,Price,Ready,Price 10+,Price 50+');
    expect(lines).toContain(`${plain.id},Texas Sage,Nephrolepis exaltata,Indoor Plants,1 gal,20,9.00,Now,8.00,`);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/inventory/export?format=pdf',
      headers: grower.headers,
    });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Tier prices');
    expect(text).toContain('10+ $31.00; 50+ $27.00');
  });
});

describe('ready dates in and out', () => {
  it('a ready date survives export -> edit -> import, and "Now" makes a plant ready now', async () => {
    const grower = await createVendor(ctx.app);
    const later = await createPlant(ctx.app, grower, {
      plantName: 'Red Maple',
      size: '3 gal',
      readyDate: '2031-04-15',
    });
    const now = await createPlant(ctx.app, grower, { plantName: 'Texas Sage', size: '1 gal' });
    const { workbook, sheet } = await exported(grower);
    const ready = (sheet.getRow(1).values as unknown[]).indexOf('Ready');
    expect(rowOf(sheet, later.id).getCell(ready).value).toBe('2031-04-15');
    expect(rowOf(sheet, now.id).getCell(ready).value).toBe('Now');
    // Untouched, the file imports back the same dates; then the vendor moves one and makes the other ready now.
    const same = await upload(ctx, grower, await save(workbook), 'availability.xlsx', '');
    expect(same.json()).toMatchObject({ created: 0, updated: 2, failed: 0 });
    const readyOf = async () =>
      new Map(
        (await inventory(grower)).map((item) => [item.id, (item as Item & { ready_date: string | null }).ready_date]),
      );
    expect(await readyOf()).toEqual(
      new Map([
        [later.id, '2031-04-15'],
        [now.id, null],
      ]),
    );
    rowOf(sheet, later.id).getCell(ready).value = 'Now';
    rowOf(sheet, now.id).getCell(ready).value = 'Spring 2031';
    const moved = await upload(ctx, grower, await save(workbook), 'availability.xlsx', '');
    expect(moved.json()).toMatchObject({ created: 0, updated: 2, failed: 0 });
    expect(await readyOf()).toEqual(
      new Map([
        [later.id, null],
        [now.id, '2031-03-01'],
      ]),
    );
  });
});
