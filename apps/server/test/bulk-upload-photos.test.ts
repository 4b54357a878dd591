import { MESSAGES } from '@verdant/shared/messages';
import type { BulkProgress, BulkUploadResult } from '@verdant/shared/schemas/bulk-upload';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixture, PLANTS, plantsOf, upload } from './bulk-upload-helpers.ts';
import { createVendor } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

// Photos of availability lists: the plan gate (docs/product.md#bulk-upload) and text recognition, which is slow, so it
// runs once.

let ctx: TestContext;
const timings: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  console.info('bulk upload photo read time (ms, includes starting the reader):', timings);
  await ctx.close();
});

describe('outside the promotional period', () => {
  it('refuses photos to the Starter plan outside the promotional period, saying how to get them', async () => {
    const starter = await createVendor(ctx.app, { plan: 'STARTER_VENDOR' });
    const response = await upload(ctx, starter, fixture('availability-photo.png'), 'list.png');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: MESSAGES.bulkPhotoPlan });
    // Words for people, not a raw path (issue 14.16); the web app shows the link.
    expect(MESSAGES.bulkPhotoPlan).toContain('Upgrade to Pro in Settings');
    expect(MESSAGES.bulkPhotoPlan).not.toContain('/settings');
    // Spreadsheets stay open to every plan.
    expect((await upload(ctx, starter, fixture('availability.csv'), 'list.csv')).statusCode).toBe(200);
  });

  it('reads photos for the Pro plan outside the promotional period', async () => {
    const pro = await createVendor(ctx.app, { plan: 'PRO_VENDOR' });
    const blank = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const response = await upload(ctx, pro, blank, 'blank.png');
    // Past the plan check: the reader found no text on a blank page.
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: MESSAGES.bulkPhotoUnreadable });
  }, 60_000);
});

describe('photos during the promotional period (text recognition)', () => {
  let promo: TestContext;
  beforeAll(async () => {
    promo = await createTestApp({ env: { PROMO_END_DATE: '2999-12-31' } });
  });
  afterAll(() => promo.close());

  it('reads the photo of the printed list into the same plants for a Starter vendor, with progress', async () => {
    const starter = await createVendor(promo.app, { plan: 'STARTER_VENDOR' });
    const uploadId = 'photo-0001-abcd';
    const started = performance.now();
    const pending = upload(
      promo,
      starter,
      fixture('availability-photo.png'),
      'list.png',
      `dry_run=true&upload_id=${uploadId}`,
    );
    const seen: BulkProgress[] = [];
    let done = false;
    void pending.finally(() => {
      done = true;
    });
    while (!done) {
      const progress = await promo.app.inject({
        method: 'GET',
        url: `/api/inventory/bulk-upload/progress/${uploadId}`,
        headers: starter.headers,
      });
      seen.push(progress.json() as BulkProgress);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const response = await pending;
    timings.png = Math.round(performance.now() - started);
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json() as BulkUploadResult;
    expect(result).toMatchObject({ file_type: 'png', total_processed: 8, created: 8, failed: 0 });
    expect(plantsOf(result)).toEqual(PLANTS);

    expect(seen.some((progress) => progress.status === 'reading' || progress.status === 'starting')).toBe(true);
    const reading = seen.filter((progress) => progress.status === 'reading').map((progress) => progress.progress);
    expect(reading).toEqual([...reading].sort((a, b) => a - b));
    const after = await promo.app.inject({
      method: 'GET',
      url: `/api/inventory/bulk-upload/progress/${uploadId}`,
      headers: starter.headers,
    });
    expect(after.json()).toMatchObject({ status: 'done', progress: 1 });
    // Another vendor can't follow someone else's upload.
    const other = await createVendor(promo.app);
    const hidden = await promo.app.inject({
      method: 'GET',
      url: `/api/inventory/bulk-upload/progress/${uploadId}`,
      headers: other.headers,
    });
    expect(hidden.json()).toMatchObject({ status: 'unknown' });
  }, 120_000);
});
