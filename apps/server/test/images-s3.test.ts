import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { PlantImage } from '@verdant/shared/schemas/inventory';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseEnv } from '../src/config.ts';
import { seedDemo } from '../src/db/seed/seed.ts';
import { createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, makeTestConfig, openTestDatabase, type TestContext } from './helpers.ts';
import { multipartFile } from './security/world.ts';

// Images in an S3-compatible bucket: s3rver runs in this process on a loopback port, the app talks to it through
// @aws-sdk/client-s3 with a custom endpoint (path-style), as it would to MinIO or AWS itself.
const BUCKET = 'verdant-test-media';
const IMMUTABLE = 'public, max-age=31536000, immutable';

let s3rver: S3rver;
let s3Dir: string;
let endpoint: string;
let bucket: S3Client;

const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: endpoint,
  S3_REGION: 'us-east-1',
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
});

beforeAll(async () => {
  s3Dir = await mkdtemp(path.join(tmpdir(), 'verdant-s3-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(async () => {
  bucket?.destroy();
  await s3rver?.close();
  await rm(s3Dir, { recursive: true, force: true });
});

const keysUnder = async (prefix: string) =>
  ((await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }))).Contents ?? [])
    .map((object) => object.Key!)
    .sort();

const storageKeyOf = (url: string) => url.split('/')[2]!;

describe('images in an S3 bucket (S3_BUCKET set)', () => {
  let ctx: TestContext;
  let vendor: Session;

  beforeAll(async () => {
    ctx = await createTestApp({ env: s3Env() });
    vendor = await createVendor(ctx.app);
  });
  afterAll(() => ctx?.close());

  async function upload(itemId: number, width: number, height: number) {
    const content = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({ name: 'plant.png', type: 'image/png', content });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/inventory/${itemId}/images`,
      payload,
      headers: { ...headers, ...vendor.headers },
    });
    expect(response.statusCode).toBe(201);
    return response.json() as PlantImage;
  }

  it('stores every width in the bucket, none in DATA_DIR, at the same URLs as before', async () => {
    const item = await createPlant(ctx.app, vendor);
    const image = await upload(item.id, 1200, 900);
    expect(image.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\/640\.webp$/);
    const key = storageKeyOf(image.image_url);
    expect(await keysUnder(`${key}/`)).toEqual([`${key}/1024.webp`, `${key}/320.webp`, `${key}/640.webp`]);
    const local = await readdir(path.join(ctx.config.dataDir, 'media')).catch(() => []);
    expect(local).toEqual([]);
  });

  it('serves them from the bucket with the same cache headers as the folder', async () => {
    const item = await createPlant(ctx.app, vendor);
    const image = await upload(item.id, 800, 600);
    const served = await ctx.app.inject({ method: 'GET', url: image.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe(IMMUTABLE);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640 });

    const etag = served.headers.etag as string;
    expect(etag).toBeTruthy();
    const revalidated = await ctx.app.inject({
      method: 'GET',
      url: image.image_url,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    const head = await ctx.app.inject({ method: 'HEAD', url: image.image_url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers 404 for a file that is not there, or a name the server never makes', async () => {
    for (const url of [
      '/media/00000000-0000-4000-8000-000000000000/320.webp',
      '/media/not-a-key/320.webp',
      '/media/00000000-0000-4000-8000-000000000000/320.png',
      '/media/..%2F..%2Fetc/passwd',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: expect.stringMatching(/^Not found/) });
    }
  });

  it('deleting an image deletes its objects', async () => {
    const item = await createPlant(ctx.app, vendor);
    const image = await upload(item.id, 700, 500);
    const key = storageKeyOf(image.image_url);
    expect(await keysUnder(`${key}/`)).toEqual([`${key}/320.webp`, `${key}/640.webp`]);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/inventory/images/${image.id}`,
      headers: vendor.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect(await keysUnder(`${key}/`)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: image.image_url })).statusCode).toBe(404);
  });
});

describe('demo seed with S3_BUCKET set', () => {
  it('puts the demo photos in the bucket, and the server serves them', async () => {
    const ctx = await createTestApp({ env: s3Env() });
    try {
      expect(await seedDemo(ctx.app.db, ctx.app.images)).toBe(true);
      const plants = (await ctx.app.inject({ method: 'GET', url: '/api/inventory?limit=100' })).json() as {
        image_url: string | null;
      }[];
      const urls = plants.map((plant) => plant.image_url).filter((url): url is string => url !== null);
      expect(urls.length).toBeGreaterThan(40);
      for (const url of urls) {
        expect(await keysUnder(url.slice('/media/'.length))).toHaveLength(1);
        const served = await ctx.app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['cache-control']).toBe(IMMUTABLE);
      }
      expect(await readdir(path.join(ctx.config.dataDir, 'media')).catch(() => [])).toEqual([]);
    } finally {
      await ctx.close();
    }
  }, 120_000);
});

describe('S3 settings', () => {
  it('a bucket that cannot be used stops start-up with one line naming it', async () => {
    const config = await makeTestConfig({ ...s3Env(), S3_BUCKET: 'no-such-bucket' });
    const { database, drop } = await openTestDatabase();
    const app = await buildApp({ config, database });
    try {
      await expect(app.ready()).rejects.toThrow(
        /^Image storage: cannot use S3 bucket "no-such-bucket" at http:\/\/127\.0\.0\.1:\d+: /,
      );
    } finally {
      await app.close().catch(() => undefined);
      await drop();
      await rm(config.dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET is required when S3_ENDPOINT or S3_REGION is set/],
    [{ S3_BUCKET: 'My_Bucket' }, /^Invalid configuration: S3_BUCKET must be a bucket name/],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, /^Invalid configuration: S3_ENDPOINT must be a URL/],
    [{ S3_BUCKET: 'media', AWS_ACCESS_KEY_ID: 'AKIA' }, /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY go together/],
  ])('refuses %o', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
  });
});
