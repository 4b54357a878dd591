import { existsSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import type { PlantImage } from '@verdant/shared/schemas/inventory';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createPlant, createVendor, type Session } from './factories.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let ctx: TestContext;
let vendor: Session;
let other: Session;

beforeAll(async () => {
  ctx = await createTestApp();
  vendor = await createVendor(ctx.app);
  other = await createVendor(ctx.app);
});
afterAll(() => ctx.close());

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 60 } } });

/** A multipart body with one file part (and the boundary to declare). */
function multipart(file: Buffer, filename: string, type: string, field = 'file') {
  const boundary = `----verdant${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(itemId: number, session: Session | null, file: Buffer, options: Record<string, string> = {}) {
  const { filename = 'plant.png', type = 'image/png', query = '' } = options;
  const body = multipart(file, filename, type);
  return ctx.app.inject({
    method: 'POST',
    url: `/api/inventory/${itemId}/images${query}`,
    payload: body.payload,
    headers: { ...body.headers, ...(session?.headers ?? {}) },
  });
}

const listImages = async (itemId: number, session?: Session) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/inventory/${itemId}/images`, headers: session?.headers ?? {} })
  ).json() as PlantImage[];

/** The images the public catalog shows for a plant (a trigger-kept copy on the item row). */
const catalogImages = async (itemId: number) =>
  ((await ctx.app.inject({ method: 'GET', url: `/api/inventory/${itemId}` })).json() as { images: PlantImage[] })
    .images;

const mediaFile = (url: string) => path.join(ctx.config.dataDir, url.replace(/^\//, ''));

describe('POST /api/inventory/{id}/images', () => {
  it('stores a PNG as WebP in several widths, served with long cache headers', async () => {
    const item = await createPlant(ctx.app, vendor);
    const response = await upload(item.id, vendor, await picture(1200, 900).png().toBuffer());
    expect(response.statusCode).toBe(201);
    const image = response.json() as PlantImage;
    expect(image).toMatchObject({ is_primary: true, width: 1024, height: 768 });
    expect(image.image_url).toMatch(/^\/media\/[0-9a-f-]{36}\/640\.webp$/);
    expect(image.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['320w', '640w', '1024w']);

    const served = await ctx.app.inject({ method: 'GET', url: image.image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const plant = (await ctx.app.inject({ method: 'GET', url: `/api/inventory/${item.id}` })).json();
    expect(plant.image_url).toBe(image.image_url);
  });

  it('accepts JPG and GIF by content, and strips metadata', async () => {
    const item = await createPlant(ctx.app, vendor);
    const jpeg = await picture(400, 300)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-location', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const fromJpeg = await upload(item.id, vendor, jpeg, { filename: 'photo.jpg', type: 'image/jpeg' });
    expect(fromJpeg.statusCode).toBe(201);
    const stored = await sharp(mediaFile((fromJpeg.json() as PlantImage).image_url)).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();

    const gif = await picture(64, 64).gif().toBuffer();
    // The declared type and name don't matter, the bytes do.
    expect(
      (await upload(item.id, vendor, gif, { filename: 'x.bin', type: 'application/octet-stream' })).statusCode,
    ).toBe(201);
  });

  it('refuses a file over 5MB with the spec message', async () => {
    const item = await createPlant(ctx.app, vendor);
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload(item.id, vendor, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: MESSAGES.imageTooLarge });
    expect(await listImages(item.id, vendor)).toEqual([]);
  });

  it('refuses a text file named .png, and a broken image', async () => {
    const item = await createPlant(ctx.app, vendor);
    const text = await upload(item.id, vendor, Buffer.from('just some text, not an image'), { filename: 'a.png' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: MESSAGES.imageTypeUnsupported });
    const webp = await upload(item.id, vendor, await picture(10, 10).webp().toBuffer(), { filename: 'a.png' });
    expect(webp.statusCode).toBe(415);
    const truncated = (await picture(50, 50).png().toBuffer()).subarray(0, 40);
    const broken = await upload(item.id, vendor, truncated);
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toEqual({ detail: MESSAGES.imageUnreadable });
    expect(await listImages(item.id, vendor)).toEqual([]);
  });

  it('refuses an image with too many pixels before decoding it', async () => {
    const item = await createPlant(ctx.app, vendor);
    // A tiny PNG whose header claims 8000 x 6000 pixels (48 megapixels), with a valid header checksum.
    const bomb = Buffer.from(await picture(1, 1).png().toBuffer());
    bomb.writeUInt32BE(8000, 16);
    bomb.writeUInt32BE(6000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb).metadata()).width).toBe(8000);
    const response = await upload(item.id, vendor, bomb);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: MESSAGES.imageTooManyPixels });
  });

  it("refuses another vendor's item (404), buyers (403), pending vendors (403) and anonymous users (401)", async () => {
    const item = await createPlant(ctx.app, vendor);
    const png = await picture(20, 20).png().toBuffer();
    const theirs = await upload(item.id, other, png);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: MESSAGES.itemNotFound });
    expect((await upload(item.id, await createBuyer(ctx.app), png)).statusCode).toBe(403);
    expect((await upload(item.id, await createVendor(ctx.app, { approved: false }), png)).statusCode).toBe(403);
    expect((await upload(item.id, null, png)).statusCode).toBe(401);
    expect((await upload(999999, vendor, png)).statusCode).toBe(404);
    expect(await listImages(item.id, vendor)).toEqual([]);
  });

  it('refuses a request without a file and a bad is_primary', async () => {
    const item = await createPlant(ctx.app, vendor);
    const png = await picture(20, 20).png().toBuffer();
    const json = await ctx.app.inject({
      method: 'POST',
      url: `/api/inventory/${item.id}/images`,
      payload: { file: 'x' },
      headers: vendor.headers,
    });
    expect(json.statusCode).toBe(422);
    expect(json.json()).toEqual({ detail: MESSAGES.imageMissing });
    expect((await upload(item.id, vendor, png, { query: '?is_primary=maybe' })).statusCode).toBe(400);
  });

  it(`keeps at most ${LIMITS.imagesPerItem} images per plant`, async () => {
    const item = await createPlant(ctx.app, vendor);
    const png = await picture(16, 16).png().toBuffer();
    for (let n = 0; n < LIMITS.imagesPerItem; n++) expect((await upload(item.id, vendor, png)).statusCode).toBe(201);
    const extra = await upload(item.id, vendor, png);
    expect(extra.statusCode).toBe(409);
    expect(extra.json()).toEqual({ detail: MESSAGES.imageLimitReached(LIMITS.imagesPerItem) });
  });
});

describe('the primary image rule', () => {
  it('keeps exactly one primary image through uploads, switches and deletes', async () => {
    const item = await createPlant(ctx.app, vendor);
    const png = await picture(30, 30).png().toBuffer();
    const first = (await upload(item.id, vendor, png, { query: '?is_primary=false' })).json() as PlantImage;
    expect(first.is_primary).toBe(true);
    const second = (await upload(item.id, vendor, png)).json() as PlantImage;
    expect(second.is_primary).toBe(false);
    const third = (await upload(item.id, vendor, png, { query: '?is_primary=true' })).json() as PlantImage;
    expect(third.is_primary).toBe(true);
    const primaries = async () => (await listImages(item.id, vendor)).filter((i) => i.is_primary).map((i) => i.id);
    expect(await primaries()).toEqual([third.id]);

    const patch = (id: number, session: Session) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/inventory/images/${id}/primary`, headers: session.headers });
    expect((await patch(second.id, other)).statusCode).toBe(404);
    const switched = await patch(second.id, vendor);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ id: second.id, is_primary: true });
    expect(await primaries()).toEqual([second.id]);
    expect((await listImages(item.id, vendor))[0]!.id).toBe(second.id);
    expect(await catalogImages(item.id)).toEqual(await listImages(item.id, vendor));

    const remove = (id: number, session: Session) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/inventory/images/${id}`, headers: session.headers });
    expect((await remove(second.id, other)).statusCode).toBe(404);
    expect(existsSync(mediaFile(second.image_url))).toBe(true);
    expect((await remove(second.id, vendor)).statusCode).toBe(204);
    expect(existsSync(mediaFile(second.image_url))).toBe(false);
    // The oldest remaining image takes over.
    expect(await primaries()).toEqual([first.id]);
    expect((await remove(first.id, vendor)).statusCode).toBe(204);
    expect(await primaries()).toEqual([third.id]);
    expect(await catalogImages(item.id)).toEqual(await listImages(item.id, vendor));
    expect((await remove(first.id, vendor)).statusCode).toBe(404);
  });

  it('keeps one primary when two primary uploads race', async () => {
    const item = await createPlant(ctx.app, vendor);
    const png = await picture(30, 30).png().toBuffer();
    const results = await Promise.all([1, 2, 3].map(() => upload(item.id, vendor, png, { query: '?is_primary=true' })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const images = await listImages(item.id, vendor);
    expect(images.filter((i) => i.is_primary)).toHaveLength(1);
    // Concurrent uploads each update the catalog's copy of the list: none is lost.
    expect(await catalogImages(item.id)).toEqual(images);
    expect(images).toHaveLength(3);
  });
});

describe('GET /api/inventory/{id}/images', () => {
  it("shows a public plant's images to anyone, a hidden plant's only to its vendor", async () => {
    const hidden = await createPlant(ctx.app, vendor, { isAvailable: false });
    await upload(hidden.id, vendor, await picture(20, 20).png().toBuffer());
    expect(await listImages(hidden.id, vendor)).toHaveLength(1);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/inventory/${hidden.id}/images` });
    expect(response.statusCode).toBe(404);
    const byOther = await ctx.app.inject({
      method: 'GET',
      url: `/api/inventory/${hidden.id}/images`,
      headers: other.headers,
    });
    expect(byOther.statusCode).toBe(404);
  });
});
