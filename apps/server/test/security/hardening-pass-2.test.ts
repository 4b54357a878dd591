import { crc32 } from 'node:zlib';
import { MESSAGES } from '@verdant/shared/messages';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createPlant, createVendor, type Session } from '../factories.ts';
import { createTestApp, type TestContext } from '../helpers.ts';

// Issue 14 point 8: malformed uploads, per-address fairness, no-store on personal answers, huge image headers.

let ctx: TestContext;
let vendor: Session;
let itemId: number;
beforeAll(async () => {
  ctx = await createTestApp({
    env: { MAX_CONCURRENT_REQUESTS: '12', MAX_CONCURRENT_REQUESTS_PER_ADDRESS: '3', MAX_EVENT_LOOP_DELAY_MS: '0' },
  });
  vendor = await createVendor(ctx.app);
  itemId = (await createPlant(ctx.app, vendor)).id;
});
afterAll(() => ctx.close());

const uploadRaw = (payload: string | Buffer, contentType: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/inventory/${itemId}/images`,
    payload,
    headers: { ...vendor.headers, 'content-type': contentType },
  });

describe('malformed multipart uploads are 400 in our words', () => {
  it('a body cut off before its end', async () => {
    const body =
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
    const response = await uploadRaw(body, 'multipart/form-data; boundary=XYZ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MESSAGES.uploadMalformed });
  });

  it('no boundary', async () => {
    const response = await uploadRaw('--XYZ\r\n\r\n--XYZ--', 'multipart/form-data');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MESSAGES.uploadMalformed });
  });

  it('more fields than the form has', async () => {
    const fields = Array.from(
      { length: 15 },
      (_, i) => `--XYZ\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`,
    ).join('');
    const response = await uploadRaw(`${fields}--XYZ--\r\n`, 'multipart/form-data; boundary=XYZ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MESSAGES.uploadTooManyParts });
  });
});

describe('a 30000 x 30000 PNG', () => {
  it('gets the size message, not "unreadable"', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#0a0' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const boundary = 'PNGBOUNDARY';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await uploadRaw(body, `multipart/form-data; boundary=${boundary}`);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: MESSAGES.imageTooManyPixels });
  });
});

describe('Cache-Control: no-store on personal answers', () => {
  it('login, /me and orders', async () => {
    const buyer = await createBuyer(ctx.app);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: buyer.headers });
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/buyer/orders', headers: buyer.headers });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: buyer.user.email, password: 'wrong password' },
    });
    for (const response of [me, orders, login]) expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('one address cannot take every request slot', () => {
  it('past its share, one address gets 503 while another is still served', async () => {
    const flood = Array.from({ length: 10 }, () =>
      ctx.app.inject({ method: 'GET', url: '/api/inventory', remoteAddress: '198.51.100.5' }),
    );
    const other = await ctx.app.inject({ method: 'GET', url: '/api/inventory', remoteAddress: '198.51.100.6' });
    const statuses = (await Promise.all(flood)).map((response) => response.statusCode);
    expect(other.statusCode).toBe(200);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
  });
});

describe('POST /api/vendor/inventory/bulk adjust_price (probe)', () => {
  const bulk = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/api/vendor/inventory/bulk', headers: vendor.headers, payload });
  const read = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/vendor/inventory/${id}`, headers: vendor.headers })).json();

  it('a rise past the highest price is a 422 and changes nothing (it was a 500, then a price above it)', async () => {
    const cheap = await createPlant(ctx.app, vendor, { priceCents: 1000 });
    const dear = await createPlant(ctx.app, vendor, { priceCents: 99_999_900 });
    const before = [await read(cheap.id), await read(dear.id)];
    for (let i = 0; i < 2; i++) {
      const response = await bulk({ ids: [cheap.id, dear.id], action: 'adjust_price', value: 1000 });
      expect(response.statusCode).toBe(422);
      expect(response.json().detail).toBe(MESSAGES.bulkPriceAboveMax(1_000_000));
    }
    expect([await read(cheap.id), await read(dear.id)]).toEqual(before);
  });

  it('quantity breaks move with the price, and one no longer a discount goes', async () => {
    const item = await createPlant(ctx.app, vendor, {
      priceCents: 3000,
      priceTiers: [
        { min_quantity: 10, price_cents: 2500 },
        { min_quantity: 50, price_cents: 2499 },
      ],
    });
    expect((await bulk({ ids: [item.id], action: 'adjust_price', value: -50 })).statusCode).toBe(200);
    const after = await read(item.id);
    expect(after.price).toBe(15);
    // 25.00 and 24.99 halved both round to 12.50 (1249.5 cents, half away from zero): the second is no discount.
    expect(after.price_tiers).toEqual([{ min_quantity: 10, price: 12.5 }]);
    expect((await bulk({ ids: [item.id], action: 'adjust_price', value: -100 })).statusCode).toBe(422);
    expect((await bulk({ ids: [item.id], action: 'adjust_price', value: -99 })).statusCode).toBe(200);
    expect((await read(item.id)).price).toBe(0.15);
  });
});

describe("Zod's own wording never reaches a caller (probe)", () => {
  const cases: [string, string, string, Record<string, unknown> | undefined, number, string][] = [
    ['GET', '/api/inventory?zone=8a&zone=9b', '', undefined, 400, MESSAGES.paramOnce('zone')],
    ['GET', '/api/inventory?native_state=TX&native_state=CA', '', undefined, 400, MESSAGES.paramOnce('native_state')],
    ['GET', '/api/projects?state=TX&state=CA', '', undefined, 422, MESSAGES.paramOnce('state')],
    ['GET', '/api/projects?page=5000', '', undefined, 422, 'page must be at most 1000'],
    ['GET', '/api/notifications?limit=1000', 'vendor', undefined, 422, 'limit must be at most 50'],
    ['POST', '/api/inventory/bulk-upload/rows', 'vendor', undefined, 422, MESSAGES.bodyNotObject],
    ['POST', '/api/inventory/bulk-upload/rows', 'vendor', {}, 422, MESSAGES.required('rows')],
    [
      'POST',
      '/api/inventory/bulk-upload/rows',
      'vendor',
      { rows: [{ row: 2, cells: ['a'] }] },
      422,
      'rows.0.cells must be an object',
    ],
    [
      'POST',
      '/api/vendor/inventory/bulk',
      'vendor',
      { ids: [1], action: 'set_stock', value: '5' },
      422,
      'value must be a number',
    ],
  ];
  it.each(cases)('%s %s', async (method, url, who, payload, status, detail) => {
    const response = await ctx.app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: who ? vendor.headers : {},
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().detail).toBe(detail);
  });
});

describe('the same import sent twice at once (probe)', () => {
  it('creates its plant once, as one after the other does (it created two)', async () => {
    const body = {
      rows: [
        {
          row: 2,
          cells: { plant_name: 'Twice Fern', price: '5', quantity_available: '1', category: 'indoor', size: '1 gal' },
        },
      ],
    };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/inventory/bulk-upload/rows',
        headers: vendor.headers,
        payload: body,
      });
    const answers = await Promise.all([send(), send()]);
    expect(answers.map((answer) => [answer.json().created, answer.json().updated]).sort()).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const table = await ctx.app.inject({
      method: 'GET',
      url: '/api/vendor/inventory?search=Twice',
      headers: vendor.headers,
    });
    expect(table.json().total).toBe(1);
  });
});
