import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA (hashed assets cached for a year, index.html always revalidated, history fallback for any
 * other non-API GET) and the uploaded images under /media. Unknown /api paths stay JSON 404s.
 */
export const staticFilesPlugin = fp(async (app: FastifyInstance, options: { webDistDir: string; mediaDir: string }) => {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

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

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      hasSpa &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/media/');
    if (wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', options.webDistDir);
    }
    return reply.code(404).send({ detail: `Not found: ${request.method} ${pathname}` });
  });
});
