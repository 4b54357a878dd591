import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MESSAGES } from '@verdant/shared/messages';
import { count, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../../src/app.ts';
import { inventoryItems, orders } from '../../src/db/schema/index.ts';
import { createBuyer, createPlant, createVendor, type Session } from '../factories.ts';
import { createTestApp, makeTestConfig, openTestDatabase, type TestContext } from '../helpers.ts';
import { retryWhenBusy } from './world.ts';

// Bodies are capped, page sizes bounded, every answer (API, page, file, error) carries the security headers, and
// no error shows a stack trace or an internal message.

let ctx: TestContext;
let buyer: Session;
let vendor: Session;
let plantId: number;

beforeAll(async () => {
  ctx = await createTestApp({
    beforeReady: (app) => {
      // Routes that fail the ways real code can: a thrown error, a database error, a bad answer shape.
      app.get('/api/test/throw', async () => {
        throw new Error('kaboom: secret detail at /srv/verdant/src/thing.ts:12');
      });
      app.get('/api/test/database', async () => app.db.execute(sql`select * from no_such_table_secret`));
      app.get('/api/test/type-error', async () => (undefined as unknown as { x: { y: number } }).x.y);
      app.get('/api/test/throw-string', async () => {
        throw 'a plain string with a secret';
      });
      app.get(
        '/api/test/bad-answer',
        { schema: { response: { 200: z.object({ total: z.number() }) } } },
        async () => ({ total: 'not a number secret' }) as unknown as { total: number },
      );
    },
  });
  await retryWhenBusy(ctx.app);
  [buyer, vendor] = await Promise.all([createBuyer(ctx.app), createVendor(ctx.app)]);
  plantId = (await createPlant(ctx.app, vendor)).id;
});
afterAll(() => ctx.close());

const SECURITY_HEADERS = (response: LightMyRequestResponse, where: string) => {
  const csp = String(response.headers['content-security-policy'] ?? '');
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
  ]) {
    expect(csp, `${where}: CSP ${directive}`).toContain(directive);
  }
  expect(csp, `${where}: no inline scripts`).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(response.headers['x-content-type-options'], where).toBe('nosniff');
  expect(response.headers['strict-transport-security'], where).toMatch(/max-age=\d+/);
  expect(response.headers['referrer-policy'], where).toBe('same-origin');
  expect(response.headers['x-frame-options'], where).toBe('SAMEORIGIN');
  expect(response.headers['cross-origin-opener-policy'], where).toBe('same-origin');
  expect(response.headers['x-powered-by'], where).toBeUndefined();
};

const STACK_OR_INTERNALS = /secret|\n\s+at |node_modules|\.ts:\d+|no_such_table|TypeError|Cannot read/;

describe('JSON bodies are capped (413), and nothing is created', () => {
  const big = (extra: object) => JSON.stringify({ ...extra, padding: 'x'.repeat(1024 * 1024 + 10) });

  it.each([
    ['POST', '/api/orders', 'buyer'],
    ['POST', '/api/inquiries', 'buyer'],
    ['POST', '/api/reviews', 'buyer'],
    ['POST', '/api/vendor/inventory', 'vendor'],
    ['PATCH', '/api/vendor/profile', 'vendor'],
    ['POST', '/api/auth/register/buyer', 'nobody'],
  ] as const)('%s %s', async (method, url, who) => {
    const [plantsBefore, ordersBefore] = await Promise.all([tally(inventoryItems), tally(orders)]);
    const session = who === 'buyer' ? buyer : who === 'vendor' ? vendor : null;
    const response = await ctx.app.inject({
      method,
      url,
      headers: { 'content-type': 'application/json', ...session?.headers },
      payload: big({ plant_name: 'Huge', inventory_item_id: plantId }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Request body is too large' });
    expect([await tally(inventoryItems), await tally(orders)]).toEqual([plantsBefore, ordersBefore]);
  });

  it('a form-encoded login is capped lower (64 KB)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `username=a%40b.test&password=${'x'.repeat(70 * 1024)}`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('the bulk import of corrected rows has its own, larger cap (8 MB)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/inventory/bulk-upload/rows',
      headers: { 'content-type': 'application/json', ...vendor.headers },
      payload: JSON.stringify({ rows: [], padding: 'x'.repeat(8 * 1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('deeply nested JSON within the cap is refused cleanly, not a 500', async () => {
    const depth = 200_000;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: `{"items":${'['.repeat(depth)}${']'.repeat(depth)}}`,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

const tally = async (table: typeof inventoryItems | typeof orders) =>
  (await ctx.app.db.select({ n: count() }).from(table))[0]!.n;

describe('NUL characters (PostgreSQL text cannot hold them) are a 400, not a 500', () => {
  const nul = 'Fern\u0000 with a NUL inside';
  type Call = ['GET' | 'POST' | 'PATCH', string, 'buyer' | 'vendor' | 'nobody', () => object | undefined];
  const calls: Call[] = [
    ['POST', '/api/vendor/inventory', 'vendor', () => ({ plant_name: nul, price: 1, quantity_available: 1 })],
    ['PATCH', '/api/vendor/profile', 'vendor', () => ({ business_name: nul })],
    ['PATCH', '/api/auth/profile', 'buyer', () => ({ first_name: nul, last_name: 'Nul' })],
    ['POST', '/api/inquiries', 'buyer', () => ({ inventory_item_id: plantId, message: nul, requested_quantity: 1 })],
    ['POST', '/api/reviews', 'buyer', () => ({ inventory_item_id: plantId, rating: 4, review_text: nul })],
    ['POST', '/api/auth/login', 'nobody', () => ({ username: 'nul\u0000@example.test', password: 'whatever' })],
    [
      'POST',
      '/api/auth/register/buyer',
      'nobody',
      () => ({ first_name: nul, last_name: 'N', email: 'n@example.test' }),
    ],
    ['GET', '/api/vendor/inventory?search=%00', 'vendor', () => undefined],
  ];
  it.each(calls)('%s %s', async (method, url, who, body) => {
    const [plantsBefore, ordersBefore] = await Promise.all([tally(inventoryItems), tally(orders)]);
    const session = who === 'buyer' ? buyer : who === 'vendor' ? vendor : null;
    const response = await ctx.app.inject({ method, url, headers: { ...session?.headers }, payload: body() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: MESSAGES.nulCharacter });
    expect([await tally(inventoryItems), await tally(orders)]).toEqual([plantsBefore, ordersBefore]);
  });

  it('a guest order with a NUL in the address', async () => {
    const payload = {
      buyer_name: 'Nul Guest',
      buyer_email: 'guest@example.test',
      shipping_address: '1 Main St\u0000',
      items: [{ inventory_item_id: plantId, quantity: 1 }],
    };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/orders', payload });
    expect(response.statusCode).toBe(400);
  });
});

describe('page sizes are bounded', () => {
  it.each([
    '/api/inventory?limit=100000',
    '/api/inventory?limit=101',
    '/api/inventory?limit=-1',
    '/api/inventory?limit=1e9',
    '/api/inventory?page=100000000',
    '/api/inventory/deals?limit=100000',
    '/api/reviews/product/{plant}?limit=100000',
  ])('%s is a 400 that says why', async (template) => {
    const response = await ctx.app.inject({ method: 'GET', url: template.replace('{plant}', String(plantId)) });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toMatch(/limit|page/);
  });

  it('the largest allowed page is 100 plants', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/inventory?limit=100' });
    expect(response.statusCode).toBe(200);
  });
});

describe('no stack trace or internal message in any error', () => {
  it.each([
    '/api/test/throw',
    '/api/test/database',
    '/api/test/type-error',
    '/api/test/throw-string',
    '/api/test/bad-answer',
  ])('%s: a plain 500 with the security headers', async (url) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ detail: MESSAGES.internalError });
    expect(response.body).not.toMatch(STACK_OR_INTERNALS);
    SECURITY_HEADERS(response, url);
  });

  it.each([
    ['broken JSON', { 'content-type': 'application/json' }, '{"items": [1, 2,'],
    ['prototype poisoning', { 'content-type': 'application/json' }, '{"__proto__": {"x": 1}}'],
    ['an unknown content type', { 'content-type': 'text/xml' }, '<order/>'],
    ['a wrong multipart body', { 'content-type': 'multipart/form-data; boundary=x' }, '--y\r\n'],
  ])('%s: a 4xx with a plain detail', async (_name, headers, payload) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/orders', headers, payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    expect(response.body).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|\.js:\d+/);
  });
});

describe('security headers on every kind of answer', () => {
  let site: App;
  let dropSite: () => Promise<void>;

  beforeAll(async () => {
    // An app with a built SPA (a stand-in index.html and asset), as production serves it.
    const config = await makeTestConfig();
    const webDistDir = path.join(config.dataDir, 'web');
    await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><title>Verdant</title><div id="root"></div>');
    await writeFile(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    const { database, drop } = await openTestDatabase();
    site = await buildApp({ config: { ...config, webDistDir }, database });
    await site.ready();
    await retryWhenBusy(site);
    await mkdir(path.join(site.images.root, 'probe'), { recursive: true });
    await writeFile(path.join(site.images.root, 'probe', '320.webp'), 'RIFF');
    dropSite = async () => {
      await site.close();
      await drop();
    };
  });
  afterAll(() => dropSite?.());

  it.each([
    ['the home page', '/'],
    ['a deep link (history fallback)', `/product/1?search=<script>`],
    ['a dashboard page', '/vendor/dashboard'],
    ['a hashed asset', '/assets/index-abc123.js'],
    ['an uploaded image', '/media/probe/320.webp'],
    ['an API answer', '/api/inventory'],
    ['an API 404', '/api/nothing-here'],
    ['an API 401', '/api/auth/me'],
    ['an API 400', '/api/inventory?limit=100000'],
  ])('%s', async (name, url) => {
    const response = await site.inject({ method: 'GET', url });
    expect(response.statusCode, name).toBeLessThan(500);
    SECURITY_HEADERS(response, name);
  });

  it('pages are HTML that is never cached stale, assets are immutable', async () => {
    const page = await site.inject({ method: 'GET', url: '/orders' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await site.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
