import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createDatabase,
  guestOrder,
  loginAs,
  openShop,
  type Shop,
  startServer,
  stockAndSold,
  tempDataDir,
} from './server-process.ts';

// scripts/backup.sh and scripts/restore.sh, as docs/operations.md tells an operator to use them: back up, wipe
// everything, restore, start again, and find every account, plant, image and order. PGlite by default,
// PostgreSQL (pg_dump / pg_restore) when DATABASE_URL is set.
const template = inject('postgresTemplate');
const dbName = template ? 'PostgreSQL' : 'PGlite';
const SCRIPTS = fileURLToPath(new URL('../../../../scripts/', import.meta.url));

async function runScript(name: string, folder: string, env: { DATA_DIR: string; DATABASE_URL?: string }) {
  const { DATABASE_URL: _inherited, ...base } = process.env;
  try {
    const { stdout } = await promisify(execFile)('bash', [path.join(SCRIPTS, name), folder], {
      env: { ...base, ...env },
    });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Everything a user could see of the shop, through the API. */
async function snapshot(url: string, shop: Shop) {
  const { stock, orders } = await stockAndSold(url, shop);
  const plant = await call<{ images: { image_url: string }[] }>(url, 'GET', `/api/inventory/${shop.plantId}`);
  const image = Buffer.from(await (await fetch(`${url}${plant.body.images[0]!.image_url}`)).arrayBuffer());
  return { stock, orders, plant: plant.body, image: image.toString('base64') };
}

describe(`backup, wipe, restore (${dbName})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it(`brings back every account, plant, image and order (${dbName})`, async () => {
    const work = await mkdtemp(path.join(tmpdir(), 'verdant-backup-test-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));
    const dataDir = await tempDataDir({ pglite: !template });
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    const database = template ? await createDatabase(template.adminUrl) : null;
    if (database) cleanups.push(() => database.drop());
    const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };

    const server = await startServer({ dataDir, databaseUrl: database?.url, env: { RATE_LIMIT_FACTOR: '1000' } });
    cleanups.push(() => server.stop('SIGKILL'));
    const shop = await openShop(server.url, 50);
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#2f855a' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'fern.png');
    const upload = await fetch(`${server.url}/api/inventory/${shop.plantId}/images`, {
      method: 'POST',
      headers: shop.vendorHeaders,
      body: form,
    });
    expect(upload.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const order = await call(server.url, 'POST', '/api/orders', { body: guestOrder(shop.plantId, i + 1, i) });
      expect(order.status).toBe(201);
    }
    const before = await snapshot(server.url, shop);
    expect(before.orders).toHaveLength(3);
    expect(before.stock).toBe(44);

    const backup = path.join(work, 'backup');
    if (!template) {
      // The embedded database must be closed: a running server is detected and refused.
      const refused = await runScript('backup.sh', path.join(work, 'too-early'), env);
      expect(refused).toMatchObject({ code: 1, output: expect.stringContaining('stop the server first') });
      await server.stop();
    }
    const started = performance.now();
    const made = await runScript('backup.sh', backup, env); // PostgreSQL: online, while the server runs
    const backupMs = performance.now() - started;
    expect(made).toMatchObject({ code: 0, output: expect.stringContaining(`backup written to ${backup}`) });
    await server.stop();

    // A damaged copy is refused before anything is touched.
    const damaged = path.join(work, 'damaged');
    await cp(backup, damaged, { recursive: true });
    const archive = path.join(damaged, template ? 'database.dump' : 'data-dir.tar.gz');
    const bytes = await readFile(archive);
    const middle = bytes.length >> 1;
    bytes.writeUInt8(bytes.readUInt8(middle) ^ 0xff, middle);
    await writeFile(archive, bytes);

    // Wipe: the data folder and the database are gone.
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
    const fresh = template ? await createDatabase(template.adminUrl) : null;
    if (fresh) cleanups.push(() => fresh.drop());
    const restoreEnv = { DATA_DIR: dataDir, ...(fresh ? { DATABASE_URL: fresh.url } : {}) };

    expect(await runScript('restore.sh', damaged, restoreEnv)).toMatchObject({
      code: 1,
      output: expect.stringContaining('FAILED'),
    });
    const restoredAt = performance.now();
    const restored = await runScript('restore.sh', backup, restoreEnv);
    const restoreMs = performance.now() - restoredAt;
    expect(restored).toMatchObject({ code: 0, output: expect.stringContaining('restored') });
    // Restoring again over the restored data is refused: nothing is overwritten.
    expect((await runScript('restore.sh', backup, restoreEnv)).code).toBe(1);

    const again = await startServer({ dataDir, databaseUrl: fresh?.url });
    cleanups.push(() => again.stop());
    const after = await snapshot(again.url, shop);
    expect(after).toEqual(before);
    // Passwords came back too: the vendor logs in again.
    await loginAs(again.url, shop.vendorEmail);
    console.log(
      `[${dbName}] backup ${backupMs.toFixed(0)} ms, restore ${restoreMs.toFixed(0)} ms; after restore: ` +
        `${after.orders.length} orders, stock ${after.stock}, image ${after.image.length} base64 chars identical`,
    );
  }, 150_000);
});
