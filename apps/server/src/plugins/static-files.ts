import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import {
  marketplaceFilters,
  PAGES_WITH_CODE,
  type PageWithCode,
  PROMO_DISMISSED_COOKIE,
  showsResults,
} from '@verdant/shared/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MEDIA_CACHE_CONTROL as IMMUTABLE, type MediaStorage } from '../media/media-storage.ts';

/**
 * Serves the built SPA (hashed assets cached for a year, index.html always revalidated, history fallback for any
 * other non-API GET) and the uploaded images under /media. Unknown /api paths stay JSON 404s.
 */
export interface StaticFilesOptions {
  webDistDir: string;
  /** Uploaded images: a folder served as files, or object storage the server streams from. */
  media: MediaStorage;
  /** A `Link` preload header for a page (the data and photo it will ask for first), or null. */
  preloadFor?: (page: NamedPage, url: URL) => Promise<string | null>;
}

export const staticFilesPlugin = fp(async (app: FastifyInstance, options: StaticFilesOptions) => {
  if (options.media.folder) {
    await app.register(fastifyStatic, {
      root: options.media.folder,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
  } else {
    streamMediaFrom(app, options.media);
  }

  const hasSpa = existsSync(path.join(options.webDistDir, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', isHashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  const pages = hasSpa ? readPages(options.webDistDir) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      pages &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/media/');
    if (wantsPage) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const address = URL.parse(request.url, 'http://page');
      const named = address && namedPage(address);
      if (pages.home && named === 'home') {
        const dismissed = PROMO_DISMISSED.test(request.headers.cookie ?? '');
        reply.header('vary', 'cookie');
        return sendPage(request, reply, dismissed ? pages.home.withoutPromo : pages.home.withPromo);
      }
      const preload =
        named &&
        (await options.preloadFor?.(named, address).catch((error: unknown) => {
          request.log.warn({ err: error }, 'no preload for this page'); // the page works without it
          return null;
        }));
      if (preload) reply.header('link', preload);
      return sendPage(request, reply, (named && named !== 'home' && pages.withCode[named]) || pages.index);
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${pathname}` });
  });
});

/** Same URLs and cache headers as the folder: /media/<key>/<width>.webp, streamed from object storage. */
function streamMediaFrom(app: FastifyInstance, storage: MediaStorage) {
  app.get<{ Params: { key: string; file: string } }>(
    '/media/:key/:file',
    { schema: { hide: true } },
    async (request, reply) => {
      const { key, file } = request.params;
      // Only names the server makes; anything else is not there (and never reaches the bucket).
      if (!/^[0-9a-f-]{36}$/.test(key) || !/^\d{1,5}\.webp$/.test(file)) return reply.callNotFound();
      const object = await storage.read(`${key}/${file}`);
      if (!object) return reply.callNotFound();
      reply.header('cache-control', IMMUTABLE).type('image/webp');
      if (object.etag) reply.header('etag', object.etag);
      if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
      if (object.etag && request.headers['if-none-match'] === object.etag) {
        object.body.destroy();
        return reply.code(304).send();
      }
      if (object.contentLength !== undefined) reply.header('content-length', object.contentLength);
      return reply.send(object.body);
    },
  );
}

/** Set by the web app when the promo banner is dismissed (apps/web/src/features/catalog/components/promo-banner.tsx). */
const PROMO_DISMISSED = new RegExp(`(?:^|;\\s*)${PROMO_DISMISSED_COOKIE}=1(?:;|$)`);

/**
 * The pages the server treats apart, by address; null for every other route. `marketplace` is the results view
 * (`/?search=`, `?category=` or any filter), read with the same rule as the web app. Marketplace, plant and cart have
 * HTML that names their code (apps/web/scripts/page-chunks.ts); plant ids are at most 9 digits, as the API's.
 */
export type NamedPage = 'home' | PageWithCode;
function namedPage(url: URL): NamedPage | null {
  if (url.pathname === '/') {
    return showsResults(marketplaceFilters(url.searchParams)) ? 'marketplace' : 'home';
  }
  if (/^\/product\/\d{1,9}$/.test(url.pathname)) return 'plant';
  return url.pathname === '/cart' ? 'cart' : null;
}

/**
 * The built pages, read once at start (a new build comes with a restart): index.html for every route, the
 * prerendered top of the home page, and the pages that name their code (apps/web/scripts/prerender.ts).
 */
function readPages(webDistDir: string) {
  const read = (name: string) => {
    const file = path.join(webDistDir, name);
    return existsSync(file) ? compressedPage(readFileSync(file)) : null;
  };
  const index = read('index.html')!;
  const withPromo = read('home.html');
  const withoutPromo = read('home-without-promo.html');
  // The plain shell plus `<link rel=modulepreload>` for that page's code; index.html where a build made none.
  const withCode = Object.fromEntries(PAGES_WITH_CODE.map((name) => [name, read(`${name}.html`)])) as Record<
    PageWithCode,
    Page | null
  >;
  return { index, home: withPromo && withoutPromo ? { withPromo, withoutPromo } : null, withCode };
}

type Page = ReturnType<typeof compressedPage>;

/** A page in each encoding, made once: @fastify/compress only hooks into routes, and pages come from the 404 handler. */
function compressedPage(html: Buffer) {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
  reply.header('vary', [reply.getHeader('vary'), 'accept-encoding'].filter(Boolean).join(', '));
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page[encoding]);
}
