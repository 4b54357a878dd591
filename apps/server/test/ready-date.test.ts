import { MESSAGES } from '@verdant/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventoryItems } from '../src/db/schema/index.ts';
import { upload } from './bulk-upload-helpers.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';
import { pdfText } from './pdf-text.ts';

// Issue 18 point 3: a ready date on inventory items, through the API, the catalog, bulk upload and the lists out.
// Dates far ahead (2031) and long past (2020) keep the tests true whatever today is.

let ctx: TestContext;
let vendor: Session;
beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
});
afterAll(() => ctx.close());

const item = { plant_name: 'Red Maple', price: 34.5, quantity_available: 12, category: 'outdoor' };
const post = (payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/vendor/inventory', headers: vendor.headers, payload });
const patch = (id: number, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/vendor/inventory/${id}`, headers: vendor.headers, payload });
describe('ready_date through the API', () => {
  it('is saved on create and update, shown by the vendor API and the catalog, cleared with null', async () => {
    const created = await post({ ...item, ready_date: '2031-04-15' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json().ready_date).toBe('2031-04-15');
    expect((await ctx.app.inject({ url: `/api/inventory/${id}` })).json().ready_date).toBe('2031-04-15');
    const vendorId = vendor.user.vendor_profile!.id;
    const listed = (await ctx.app.inject({ url: `/api/inventory?vendor_id=${vendorId}` })).json();
    expect(listed.find((plant: { id: number }) => plant.id === id).ready_date).toBe('2031-04-15');
    const faceted = (
      await ctx.app.inject({ url: `/api/inventory?vendor_id=${vendorId}&search=maple&facets=true` })
    ).json();
    expect(faceted.plants.find((plant: { id: number }) => plant.id === id).ready_date).toBe('2031-04-15');

    // A PATCH without the field keeps it; null makes the plant ready now.
    expect((await patch(id, { quantity_available: 3 })).json().ready_date).toBe('2031-04-15');
    const cleared = await patch(id, { ready_date: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().ready_date).toBeNull();
    expect((await patch(id, { ready_date: '2031-05-01' })).json().ready_date).toBe('2031-05-01');
    expect((await ctx.app.inject({ url: `/api/inventory/${id}` })).json().ready_date).toBe('2031-05-01');
  });

  it('shows a past date as ready now (null) but keeps it as given', async () => {
    const created = await post({ ...item, plant_name: 'Old Oak', ready_date: '2020-01-01' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().ready_date).toBeNull();
    expect((await ctx.app.inject({ url: `/api/inventory/${created.json().id}` })).json().ready_date).toBeNull();
    const [row] = await ctx.app.db
      .select({ readyDate: inventoryItems.readyDate })
      .from(inventoryItems)
      .where(eq(inventoryItems.id, created.json().id));
    expect(row?.readyDate).toBe('2020-01-01');
  });

  it.each(['2031-02-30', '4/15/2031', 'soon', 20310415])('refuses %j on create and on update', async (bad) => {
    const created = await post({ ...item, ready_date: bad });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toContainEqual({ field: 'ready_date', message: MESSAGES.readyDateInvalid });
    const plant = await createPlant(ctx.app, vendor);
    const updated = await patch(plant.id, { ready_date: bad });
    expect(updated.statusCode).toBe(422);
    expect(updated.json().errors).toContainEqual({ field: 'ready_date', message: MESSAGES.readyDateInvalid });
  });
});

describe('a Ready column in bulk upload', () => {
  it('reads the dates into ready_date, refuses an unreadable cell, and a list without the column keeps them', async () => {
    const grower = await createVendor(ctx.app);
    const csv = [
      'Plant,Size,Qty,Price,Ready By',
      'Dwarf Yaupon Holly,3 gal,80,34.50,Spring 2031',
      'Texas Sage,1 gal,20,9.00,4/15/2031',
      'Blue Salvia,1 gal,40,8.99,in stock',
      'Live Oak,15 gal,6,149.00,whenever',
    ].join('\r\n');
    const result = await upload(ctx, grower, Buffer.from(csv), 'ready.csv', '');
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toMatchObject({ created: 3, failed: 1 });
    expect(result.json().columns[4]).toEqual({ header: 'Ready By', field: 'ready_date' });
    expect(result.json().errors[0].error).toBe(MESSAGES.bulkReadyUnreadable('whenever'));
    const items = await inventoryOf(grower);
    expect(items.get('Dwarf Yaupon Holly')).toBe('2031-03-01');
    expect(items.get('Texas Sage')).toBe('2031-04-15');
    expect(items.get('Blue Salvia')).toBeNull();

    // No Ready column: the dates stay. An "Availability" column of dates is read as the ready date.
    const again = 'Plant,Size,Qty,Price\r\nTexas Sage,1 gal,10,9.00\r\n';
    expect((await upload(ctx, grower, Buffer.from(again), 'again.csv', '')).json()).toMatchObject({ updated: 1 });
    expect((await inventoryOf(grower)).get('Texas Sage')).toBe('2031-04-15');
    const availability = 'Plant,Size,Stock,Price,Availability\r\nTexas Sage,1 gal,10,9.00,May 2031\r\n';
    const read = (await upload(ctx, grower, Buffer.from(availability), 'availability.csv', '')).json();
    expect(read.columns.map((column: { field: string }) => column.field)).toEqual([
      'plant_name',
      'size',
      'quantity_available',
      'price',
      'ready_date',
    ]);
    expect((await inventoryOf(grower)).get('Texas Sage')).toBe('2031-05-01');
  });
});

async function inventoryOf(session: Session): Promise<Map<string, string | null>> {
  const response = await ctx.app.inject({ url: '/api/vendor/inventory?limit=100', headers: session.headers });
  return new Map(
    response
      .json()
      .items.map((plant: { plant_name: string; ready_date: string | null }) => [plant.plant_name, plant.ready_date]),
  );
}

describe('a Ready column in the lists out', () => {
  it('writes the ISO day or "Now" in CSV, and a short day in the PDF', async () => {
    const grower = await createVendor(ctx.app);
    const later = await createPlant(ctx.app, grower, {
      plantName: 'Red Maple',
      size: '3 gal',
      readyDate: '2031-04-15',
    });
    await createPlant(ctx.app, grower, { plantName: 'Texas Sage', size: '1 gal', priceCents: 900 });
    await createPlant(ctx.app, grower, { plantName: 'Old Oak', size: '1 gal', readyDate: '2020-01-01' });
    const csv = await ctx.app.inject({ url: '/api/vendor/inventory/export?format=csv', headers: grower.headers });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Item ID,Common name,Botanical name,Category,Size,Quantity,Price,Ready');
    expect(lines).toContain(`${later.id},Red Maple,Nephrolepis exaltata,Indoor Plants,3 gal,20,24.99,2031-04-15`);
    expect(lines.find((line) => line.includes('Texas Sage'))).toMatch(/,Now$/);
    expect(lines.find((line) => line.includes('Old Oak'))).toMatch(/,Now$/);
    const pdf = await ctx.app.inject({ url: '/api/vendor/inventory/export?format=pdf', headers: grower.headers });
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Ready');
    expect(text).toContain('Apr 15, 2031');
    expect(text).toContain('Now');
  });
});
