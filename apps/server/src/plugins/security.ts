import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MESSAGES } from '@verdant/shared/messages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import { runPeriodically } from '../lib/periodic-task.ts';
import { eventLoopGuardPlugin } from './event-loop-guard.ts';
import { deleteEndedRateLimitWindows, postgresRateLimitStore } from './rate-limit-store.ts';

const RETRY_AFTER_SECONDS = 10;
/** How often ended rate-limit windows are deleted from the shared counters. */
const SWEEP_MS = 10 * 60_000;

const serverBusy = (reply: FastifyReply) =>
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ detail: MESSAGES.serverBusy });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route computes a password hash (argon2): it counts against the smaller share of request slots. */
    passwordWork?: boolean;
  }
}

/** Security headers (with a CSP the SPA passes), compression, opt-in rate limits and overload protection. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and Radix set inline style attributes; no inline <style> or <script> is used.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // No address (path or query) leaves for another site: a page that briefly carried a checkout token leaks nothing.
    referrerPolicy: { policy: 'same-origin' },
  });
  await app.register(compress, { threshold: 1024 });
  // On PostgreSQL, several processes may serve one shop: they count together in the database. PGlite is one process.
  const sharedCounters = app.dbKind === 'postgres';
  await app.register(rateLimit, {
    global: false,
    ...(sharedCounters ? { store: postgresRateLimitStore(app.db) } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, MESSAGES.tooManyRequests, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  });
  // Login throttling counts in the database on both kinds (modules/auth/login-throttle.ts), so sweep on both.
  runPeriodically(app, 'deleting ended rate-limit windows', SWEEP_MS, () => deleteEndedRateLimitWindows(app.db));
  // Overload: a fast 503 with Retry-After rather than a request that waits until the client gives up.
  // The event-loop guard catches CPU stalls...
  await app.register(eventLoopGuardPlugin, { maxDelayMs: app.config.MAX_EVENT_LOOP_DELAY_MS, busy: serverBusy });
  // ...but requests waiting on the database do not lag the loop (PGlite yields between queries, PostgreSQL waits
  // on its pool), so a queue could still grow without bound: cap the API requests in progress. The health check
  // is not counted, so a load balancer does not drop a busy but healthy process.
  // Requests that compute a password hash (config.passwordWork: login, registration, password change) may take at
  // most a quarter of the slots: a login flood waits on argon2 and would otherwise hold them all, starving reads.
  const maxInProgress = app.config.MAX_CONCURRENT_REQUESTS;
  const maxPasswordWork = Math.max(1, Math.floor(maxInProgress / 4));
  // One address may hold at most MAX_CONCURRENT_REQUESTS_PER_ADDRESS of them, so one client cannot take them all.
  const maxPerAddress = app.config.MAX_CONCURRENT_REQUESTS_PER_ADDRESS;
  const byAddress = new Map<string, number>();
  let inProgress = 0;
  let passwordWork = 0;
  if (maxInProgress > 0) {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
      if (inProgress >= maxInProgress) return serverBusy(reply);
      const hashing = request.routeOptions.config?.passwordWork === true;
      if (hashing && passwordWork >= maxPasswordWork) return serverBusy(reply);
      const address = request.ip;
      const fromAddress = byAddress.get(address) ?? 0;
      if (maxPerAddress > 0 && fromAddress >= maxPerAddress) return serverBusy(reply);
      inProgress += 1;
      if (hashing) passwordWork += 1;
      byAddress.set(address, fromAddress + 1);
      // 'close' fires once per response, also when the client went away first.
      reply.raw.once('close', () => {
        inProgress -= 1;
        if (hashing) passwordWork -= 1;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      });
    });
  }
  // Personal answers (login, /me, orders, checkouts...) must not be kept by browsers or shared caches: every API
  // answer that does not choose its own caching is no-store.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
