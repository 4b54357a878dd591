import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BulkUploadResult } from '@verdant/shared/schemas/bulk-upload';
import { expect } from 'vitest';
import type { Session } from './factories.ts';
import type { TestContext } from './helpers.ts';

// Shared by the bulk upload API suites: the fixtures, the list they were all made from, and an upload helper.

export const FIXTURES = path.join(import.meta.dirname, 'fixtures/bulk-upload');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** The one list every fixture was made from (scripts/make-bulk-fixtures.sh), as the preview should show it. */
export const PLANTS = [
  { plant_name: 'Blue Salvia', size: '1 gal', quantity_available: '48', price: '8.99', category: 'flowering' },
  { plant_name: 'Texas Sage', size: '3 gal', quantity_available: '25', price: '24.99', category: 'outdoor' },
  { plant_name: 'Knock Out Rose', size: '#3', quantity_available: '30', price: '29.50', category: 'flowering' },
  { plant_name: 'Dwarf Yaupon Holly', size: '5 gal', quantity_available: '18', price: '34.00', category: 'outdoor' },
  { plant_name: 'Mexican Feathergrass', size: '1 gal', quantity_available: '60', price: '7.49', category: 'outdoor' },
  { plant_name: 'Rosemary', size: '4"', quantity_available: '120', price: '4.25', category: 'herbs' },
  { plant_name: 'Live Oak', size: '15 gal', quantity_available: '6', price: '149.00', category: 'outdoor' },
  { plant_name: 'Aloe Vera', size: '6"', quantity_available: '40', price: '12.99', category: 'succulents' },
];
export const SCIENTIFIC = [
  "Salvia farinacea 'Henry Duelberg'",
  'Leucophyllum frutescens',
  "Rosa 'Radrazz'",
  "Ilex vomitoria 'Nana'",
  'Nassella tenuissima',
  'Salvia rosmarinus',
  'Quercus virginiana',
  'Aloe barbadensis',
];
export const plantsOf = (result: BulkUploadResult) =>
  result.rows.map(({ cells }) => ({
    plant_name: cells.plant_name,
    size: cells.size,
    quantity_available: cells.quantity_available,
    price: cells.price,
    category: cells.category,
  }));

function multipart(file: Buffer, filename: string) {
  const boundary = `----verdant${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export async function upload(
  context: TestContext,
  session: Session | null,
  file: Buffer,
  filename: string,
  query = 'dry_run=true',
) {
  const body = multipart(file, filename);
  return context.app.inject({
    method: 'POST',
    url: `/api/inventory/bulk-upload?${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(session?.headers ?? {}) },
  });
}

/** Asks /api/health every 20 ms while `work` runs; the slowest answer in ms. */
export async function slowestHealth(ctx: TestContext, work: Promise<unknown>): Promise<number> {
  let done = false;
  let slowest = 0;
  const probe = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await work.finally(() => {
    done = true;
  });
  await probe;
  return slowest;
}
