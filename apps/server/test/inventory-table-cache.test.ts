import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../src/app.ts';
import { inventoryChanges, inventoryItems, itemImages } from '../src/db/schema/index.ts';
import { foldInventoryChanges } from '../src/modules/inventory/inventory-table.repository.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, twoInstancesOnOnePostgres } from './helpers.ts';
import { placeOrderOk } from './order-fixtures.ts';

// GET /api/vendor/inventory answers are kept per process under the vendor's inventory version, which triggers
// raise with every committed write (the inventory_changes migration). Each kind of write, made through either
// instance or outside the API, shows on the next request of both, though both had the page cached.

interface Item {
  id: number;
  plant_name: string;
  price: number;
  quantity_available: number;
  is_available: boolean;
  image_url: string | null;
}
interface Page {
  items: Item[];
  total: number;
}

function writesShowEverywhere(label: string, open: () => Promise<{ apps: [App, App]; close(): Promise<void> }>) {
  describe(label, () => {
    let apps: [App, App];
    let close: () => Promise<void>;
    let vendor: Session;
    let plants: (typeof inventoryItems.$inferSelect)[];

    beforeAll(async () => {
      ({ apps, close } = await open());
      vendor = await createVendor(apps[0]);
      plants = [];
      for (const n of [1, 2, 3, 4]) {
        plants.push(await createPlant(apps[0], vendor, { plantName: `Cached Plant ${n}`, priceCents: 1000 * n }));
      }
    });
    afterAll(() => close?.());

    const read = async (app: App, query = 'sort=name') => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/vendor/inventory?${query}`,
        headers: vendor.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as Page;
    };
    /** Both instances answer (and keep) the page; after `write` through `writer`, both must show its effect. */
    async function afterWrite(query: string, write: (writer: App) => Promise<unknown>) {
      const [one, two] = apps;
      const before = await read(one, query);
      expect(await read(two, query)).toEqual(before);
      expect(await read(two, query)).toEqual(before);
      await write(one);
      const seenByOther = await read(two, query);
      expect(await read(one, query)).toEqual(seenByOther);
      return { before, after: seenByOther };
    }
    const itemOf = (page: Page, id: number) => page.items.find((item) => item.id === id);

    it('an edit in place', async () => {
      const plant = plants[0]!;
      const { after } = await afterWrite('sort=-price', (writer) =>
        writer.inject({
          method: 'PATCH',
          url: `/api/vendor/inventory/${plant.id}`,
          headers: vendor.headers,
          payload: { price: 99.5 },
        }),
      );
      expect(after.items[0]).toMatchObject({ id: plant.id, price: 99.5 });
    });

    it('a bulk unpublish', async () => {
      const ids = [plants[1]!.id, plants[2]!.id];
      const { before, after } = await afterWrite('published=false', async (writer) => {
        const response = await writer.inject({
          method: 'POST',
          url: '/api/vendor/inventory/bulk',
          headers: vendor.headers,
          payload: { action: 'unpublish', ids },
        });
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(before.total).toBe(0);
      expect(after.items.map((item) => item.id).sort((a, b) => a - b)).toEqual(ids);
      await apps[0].inject({
        method: 'POST',
        url: '/api/vendor/inventory/bulk',
        headers: vendor.headers,
        payload: { action: 'publish', ids },
      });
      expect((await read(apps[1], 'published=false')).total).toBe(0);
    });

    it('an order (the stock it takes)', async () => {
      const plant = plants[3]!;
      const { before, after } = await afterWrite('sort=name', (writer) =>
        placeOrderOk(writer, [{ plant, quantity: 3 }]),
      );
      expect(itemOf(after, plant.id)!.quantity_available).toBe(itemOf(before, plant.id)!.quantity_available - 3);
    });

    it('an import', async () => {
      const csv = 'Plant,Size,Qty,Price\r\nImported Sage,1 gal,12,9.00\r\n';
      const { before, after } = await afterWrite('search=imported', async (writer) => {
        const response = await writer.inject({
          method: 'POST',
          url: '/api/inventory/bulk-upload',
          headers: {
            ...vendor.headers,
            'content-type': 'multipart/form-data; boundary=cachetest',
          },
          payload:
            '--cachetest\r\nContent-Disposition: form-data; name="file"; filename="list.csv"\r\n' +
            `Content-Type: text/csv\r\n\r\n${csv}\r\n--cachetest--\r\n`,
        });
        expect(response.statusCode, response.body).toBe(200);
      });
      expect(before.total).toBe(0);
      expect(after.items.map((item) => item.plant_name)).toEqual(['Imported Sage']);
    });

    it('a delete', async () => {
      const plant = plants[2]!;
      const { before, after } = await afterWrite('sort=name', (writer) =>
        writer.inject({ method: 'DELETE', url: `/api/vendor/inventory/${plant.id}`, headers: vendor.headers }),
      );
      expect(after.total).toBe(before.total - 1);
      expect(itemOf(after, plant.id)).toBeUndefined();
    });

    it('a write outside the API, and a new image', async () => {
      const plant = plants[1]!;
      const { after } = await afterWrite('sort=name', async (writer) => {
        await writer.db.execute(sql`UPDATE inventory_items SET quantity_available = 777 WHERE id = ${plant.id}`);
        await writer.db.insert(itemImages).values({
          inventoryItemId: plant.id,
          storageKey: `cache-test-${plant.id}`,
          widths: [320, 640],
          width: 640,
          height: 480,
          isPrimary: true,
        });
      });
      expect(itemOf(after, plant.id)).toMatchObject({ quantity_available: 777 });
      expect(itemOf(after, plant.id)!.image_url).toContain(`cache-test-${plant.id}`);
    });

    it('folding the change rows keeps the answers, and later writes still show', async () => {
      const plant = plants[0]!;
      const before = await read(apps[1]);
      await foldInventoryChanges(apps[0].db);
      const left = await apps[0].db
        .select()
        .from(inventoryChanges)
        .where(eq(inventoryChanges.vendorId, vendor.user.vendor_profile!.id));
      expect(left).toHaveLength(1);
      expect(await read(apps[1])).toEqual(before);
      const { after } = await afterWrite('sort=name', (writer) =>
        writer.db
          .update(inventoryItems)
          .set({ plantName: 'Cached Plant 1 renamed' })
          .where(eq(inventoryItems.id, plant.id)),
      );
      expect(itemOf(after, plant.id)!.plant_name).toBe('Cached Plant 1 renamed');
    });

    it('serves a repeated page from the cache: a write the triggers do not see does not show', async () => {
      const plant = plants[3]!;
      const before = await read(apps[1], 'sort=price');
      await apps[1].db.transaction(async (tx) => {
        // The version's trigger off for this one update (the table's owner may; no superuser needed).
        await tx.execute(sql`ALTER TABLE inventory_items DISABLE TRIGGER inventory_items_note_update`);
        await tx.execute(sql`UPDATE inventory_items SET quantity_available = 4242 WHERE id = ${plant.id}`);
        await tx.execute(sql`ALTER TABLE inventory_items ENABLE TRIGGER inventory_items_note_update`);
      });
      expect(await read(apps[1], 'sort=price')).toEqual(before);
      expect(itemOf(await read(apps[1], 'sort=price&limit=24'), plant.id)!.quantity_available).toBe(4242);
    });
  });
}

writesShowEverywhere('one instance (PGlite, or PostgreSQL with DATABASE_URL)', async () => {
  const ctx = await createTestApp();
  return { apps: [ctx.app, ctx.app], close: ctx.close };
});

describe.runIf(inject('postgresTemplate'))('two instances on one PostgreSQL database (only with DATABASE_URL)', () => {
  writesShowEverywhere('the answers kept by each', () => twoInstancesOnOnePostgres());
});
