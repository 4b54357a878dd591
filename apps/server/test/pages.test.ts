import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PLANT_CARD_IMAGE_SIZES, PLANT_PAGE_IMAGE_SIZES } from '@verdant/shared/pages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.ts';
import { inventoryItems, itemImages } from '../src/db/schema/index.ts';
import { createPlant, createVendor } from './factories.ts';
import { makeTestConfig, openTestDatabase } from './helpers.ts';

// The built SPA's pages: every route gets index.html (with the prerendered header), `/` gets the prerendered top of
// the home page, without the promo banner once the visitor dismissed it; all of them compressed when asked.

const page = (marker: string) =>
  `<!doctype html><html><head><title>Verdant</title></head><body><div id="root">${marker}${' padding'.repeat(300)}</div></body></html>`;

let site: App;
let close: () => Promise<void>;

beforeAll(async () => {
  const config = await makeTestConfig();
  const webDistDir = path.join(config.dataDir, 'web');
  await mkdir(webDistDir, { recursive: true });
  await writeFile(path.join(webDistDir, 'index.html'), page('SHELL-PAGE'));
  await writeFile(path.join(webDistDir, 'home.html'), page('SHELL-HOME-WITH-PROMO'));
  await writeFile(path.join(webDistDir, 'home-without-promo.html'), page('SHELL-HOME'));
  for (const name of ['marketplace', 'plant', 'cart']) {
    await writeFile(path.join(webDistDir, `${name}.html`), page(`SHELL-WITH-CODE-${name}`));
  }
  const { database, drop } = await openTestDatabase();
  site = await buildApp({ config: { ...config, webDistDir }, database });
  await site.ready();
  close = async () => {
    await site.close();
    await drop();
  };
});
afterAll(() => close?.());

const get = (url: string, headers: Record<string, string> = {}) => site.inject({ method: 'GET', url, headers });

describe('pages of the built web app', () => {
  it('sends the home page its own first paint, and other routes the plain one', async () => {
    // An unknown category or a blank search is the home page, as the web app reads the address too.
    for (const url of ['/', '/?category=bogus', '/?search=%20%20', '/?sort=newest']) {
      expect((await get(url)).body, url).toContain('SHELL-HOME-WITH-PROMO');
    }
    for (const url of ['/about', '/vendor/dashboard', '/login', '/no/such/page']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain('SHELL-PAGE');
    }
  });

  it("sends the results view, a plant and the cart the shell that names their page's code", async () => {
    const expected: [string, string][] = [
      ['/?search=fern', 'SHELL-WITH-CODE-marketplace'],
      ['/?category=herbs&sort=newest', 'SHELL-WITH-CODE-marketplace'],
      ['/product/12', 'SHELL-WITH-CODE-plant'],
      ['/cart', 'SHELL-WITH-CODE-cart'],
      ['/product/abc', 'SHELL-PAGE'],
      ['/cart/extra', 'SHELL-PAGE'],
      ['/checkout', 'SHELL-PAGE'],
    ];
    for (const [url, marker] of expected) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain(marker);
    }
  });

  it('leaves the promo banner out for a visitor who dismissed it', async () => {
    const response = await get('/', { cookie: 'theme=x; verdant_promo_dismissed=1' });
    expect(response.body).toContain('SHELL-HOME');
    expect(response.body).not.toContain('WITH-PROMO');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect((await get('/', { cookie: 'verdant_promo_dismissed=0' })).body).toContain('WITH-PROMO');
  });

  it('compresses pages with brotli or gzip, as the browser accepts', async () => {
    const br = await get('/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(page('SHELL-PAGE').length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page('SHELL-PAGE'));

    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page('SHELL-HOME-WITH-PROMO'));

    const plain = await get('/about', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page('SHELL-PAGE'));
  });

  it("preloads a plant page's data and main photo with the HTML", async () => {
    const vendor = await createVendor(site);
    const plant = await createPlant(site, vendor);
    const bare = await createPlant(site, vendor);
    await site.db.insert(itemImages).values({
      inventoryItemId: plant.id,
      storageKey: 'photo-key',
      widths: [320, 640, 1024],
      width: 1024,
      height: 768,
      isPrimary: true,
    });
    const page = await get(`/product/${plant.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('SHELL-WITH-CODE-plant');
    expect(page.headers.link).toBe(
      `</api/inventory/${plant.id}>; rel=preload; as=fetch; crossorigin=anonymous, ` +
        '</media/photo-key/640.webp>; rel=preload; as=image; fetchpriority=high; ' +
        'imagesrcset="/media/photo-key/320.webp 320w, /media/photo-key/640.webp 640w, /media/photo-key/1024.webp 1024w"; ' +
        `imagesizes="${PLANT_PAGE_IMAGE_SIZES}"`,
    );
    // No photo: the data alone. No such plant, not a plant page: the page alone.
    expect((await get(`/product/${bare.id}`)).headers.link).toBe(
      `</api/inventory/${bare.id}>; rel=preload; as=fetch; crossorigin=anonymous`,
    );
    for (const url of ['/product/999999999', '/product/abc', '/about']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers.link, url).toBeUndefined();
    }
  });

  it("preloads the results page's first plants and first photo, and answers the page's request from the cache", async () => {
    const vendor = await createVendor(site);
    const word = `Quillwort${Date.now()}`;
    const first = await createPlant(site, vendor, { plantName: `${word} Prime`, category: 'herbs' });
    await createPlant(site, vendor, { plantName: `${word} Second`, category: 'herbs' });
    await site.db.insert(itemImages).values({
      inventoryItemId: first.id,
      storageKey: 'results-key',
      widths: [320, 640],
      width: 640,
      height: 480,
      isPrimary: true,
    });
    site.catalogCache.clear();

    // The same list the results view asks for: trimmed search, known category and sort only, in that order, with the
    // filters' counts.
    const listUrl = `/api/inventory?search=${word}&category=herbs&sort=newest&facets=true`;
    const response = await get(`/?sort=newest&category=herbs&search=%20${word}%20&page=3`);
    expect(response.body).toContain('SHELL-WITH-CODE-marketplace');
    const newest = await get(listUrl);
    expect(newest.json().plants.map((plant: { id: number }) => plant.id)[0]).not.toBe(first.id); // newest first
    expect(response.headers.link).toBe(`<${listUrl}>; rel=preload; as=fetch; crossorigin=anonymous`);

    const bestMatch = await get(`/?search=${word}+prime`);
    expect(bestMatch.headers.link).toBe(
      `</api/inventory?search=${word}+prime&facets=true>; rel=preload; as=fetch; crossorigin=anonymous, ` +
        '</media/results-key/640.webp>; rel=preload; as=image; fetchpriority=high; ' +
        'imagesrcset="/media/results-key/320.webp 320w, /media/results-key/640.webp 640w"; ' +
        `imagesizes="${PLANT_CARD_IMAGE_SIZES}"`,
    );
    // The search ran for the preload; the page's own request for it is then answered from memory.
    const cached = site.catalogCache.size;
    await site.db
      .update(inventoryItems)
      .set({ plantName: 'Renamed behind the cache' })
      .where(eq(inventoryItems.id, first.id));
    const list = await get(`/api/inventory?search=${word}+prime&facets=true`);
    expect(list.json().plants[0].plant_name).toBe(`${word} Prime`);
    expect(site.catalogCache.size).toBe(cached);

    // A filter alone is a results view too, its list named with the filter.
    const filtered = await get('/?size_class=%233&light=full_sun&light=bogus');
    expect(filtered.body).toContain('SHELL-WITH-CODE-marketplace');
    expect(filtered.headers.link).toMatch(
      /^<\/api\/inventory\?light=full_sun&size_class=%233&facets=true>; rel=preload/,
    );

    // Not a results view, an unknown category alone, or a search the API refuses: the page alone.
    for (const url of ['/', '/?category=bogus', '/?light=moon', `/?search=${'x'.repeat(201)}`, '/?search=%20%20']) {
      const other = await get(url);
      expect(other.statusCode, url).toBe(200);
      expect(other.headers.link, url).toBeUndefined();
    }
  });

  it('keeps unknown API paths JSON 404s, and refuses pages to other methods', async () => {
    const api = await get('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ detail: 'Not found: GET /api/nope' });
    expect((await site.inject({ method: 'POST', url: '/about' })).statusCode).toBe(404);
    const head = await site.inject({ method: 'HEAD', url: '/about' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
