// Files are read in worker threads with a time and a memory limit each: a file past a limit fails alone with a
// clear 422, the site keeps answering meanwhile, another vendor's file is read as usual, and the pool recovers.

import { MESSAGES } from '@verdant/shared/messages';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OcrReader } from '../src/modules/bulk-upload/ocr-reader.ts';
import { ReadPool } from '../src/modules/bulk-upload/read-pool.ts';
import { slowestHealth, upload } from './bulk-upload-helpers.ts';
import { createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

const csv = (rows: string[][]) => Buffer.from(rows.map((row) => row.join(',')).join('\n'));
const small = csv([
  ['Plant', 'Size', 'Qty', 'Price'],
  ['Hosta', '#1', '12', '9.50'],
]);

/** 9,000 rows of 25 cells of text: within the column and cell caps, but slow and big to read. */
function wideCsv(): string {
  const columns = Array.from({ length: 25 }, (_, c) => (c === 0 ? 'Plant' : c === 1 ? 'Price' : `c${c}`));
  const line = columns.map((_, c) => `cell ${c} with some longer text here`).join(',');
  return `${columns.join(',')}\n${`${line}\n`.repeat(9000)}`;
}

describe('reading in worker threads', () => {
  let ctx: TestContext;
  let vendor: Session;
  beforeAll(async () => {
    ctx = await createTestApp();
    vendor = await createVendor(ctx.app);
    await upload(ctx, vendor, small, 'warm.csv');
  });
  afterAll(() => ctx.close());

  it('keeps health under 100 ms while a 10,000-row workbook is read', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Availability');
    sheet.addRow(['Botanical Name', 'Common Name', 'Size', 'Qty Avail', 'Price']);
    for (let row = 0; row < 10_000; row++) sheet.addRow([`Acer rubrum ${row}`, 'Red maple', '#15', 20, 189]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    // Blocking work delays health in every attempt, a busy machine only in some: the best of three counts.
    const slowest: number[] = [];
    for (let attempt = 0; attempt < 3 && !slowest.some((ms) => ms < 100); attempt++) {
      const answer = upload(ctx, vendor, file, 'big.xlsx');
      slowest.push(await slowestHealth(ctx, answer));
      const json = (await answer).json();
      expect(json.total_processed).toBe(10_000);
    }
    expect(Math.min(...slowest)).toBeLessThan(100);
  });
});

describe('a file past the limits', () => {
  let ctx: TestContext;
  let vendor: Session;
  let other: Session;
  beforeAll(async () => {
    // A limit small enough for a test: 0.1 s of reading.
    ctx = await createTestApp({ env: { BULK_READ_SECONDS: '0.1', BULK_READ_THREADS: '2' } });
    [vendor, other] = [await createVendor(ctx.app), await createVendor(ctx.app)];
    await upload(ctx, vendor, small, 'warm.csv');
  });
  afterAll(() => ctx.close());

  it('is stopped at the time limit with a clear 422, while another vendor is read as usual', async () => {
    // 9,000 rows of 25 cells (7.8 MB, under the caps): a second or more of parsing, far past 0.1 s.
    const slow = Buffer.from(wideCsv());
    const [stopped, read] = await Promise.all([
      upload(ctx, vendor, slow, 'slow.csv'),
      new Promise((resolve) => setTimeout(resolve, 50)).then(() => upload(ctx, other, small, 'small.csv')),
    ]);
    expect(stopped.statusCode).toBe(422);
    expect(stopped.json()).toEqual({ detail: MESSAGES.bulkFileTooSlow(0.1) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ total_processed: 1, failed: 0 });
  });
});

describe("an image past the text reader's time limit", () => {
  it('is refused whole with a 422 that says so, never read as a table with nothing in it', async () => {
    // A recogniser that never answers (a machine far too busy), with a 50 ms limit.
    const reader = new OcrReader('/tmp/unused', () => new Promise(() => {}), 50);
    const pool = new ReadPool({ reader, seconds: 30, memoryMb: 256, threads: 1 });
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ffffff' } })
      .composite([
        { input: { create: { width: 300, height: 20, channels: 3, background: '#000000' } }, top: 100, left: 50 },
      ])
      .png()
      .toBuffer();
    try {
      const answer = pool.read(photo, 'list.png', { vendorId: 1, plan: 'PRO_VENDOR' }, { promotionalPeriod: true });
      await expect(answer).rejects.toMatchObject({ statusCode: 422, message: MESSAGES.bulkPhotoTooSlow(0.05) });
    } finally {
      await pool.close();
      await reader.close();
    }
  });
});

describe('a file past the memory limit', () => {
  let ctx: TestContext;
  let vendor: Session;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { BULK_READ_MEMORY_MB: '64' } });
    vendor = await createVendor(ctx.app);
    await upload(ctx, vendor, small, 'warm.csv');
  });
  afterAll(() => ctx.close());

  it('is stopped at the memory limit with a clear 422, and the next file is read', async () => {
    // 9,000 rows of 25 cells (under the cell cap), 7.8 MB: about 200 MB of heap as strings and arrays.
    const file = wideCsv();
    const answer = await upload(ctx, vendor, Buffer.from(file), 'huge.csv');
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({ detail: MESSAGES.bulkFileTooMuchMemory });
    const next = await upload(ctx, vendor, small, 'next.csv');
    expect(next.statusCode).toBe(200);
  });
});
