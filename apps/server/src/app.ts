import formbody from '@fastify/formbody';
import { MESSAGES } from '@verdant/shared/messages';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Deps } from './lib/deps.ts';
import { badRequest } from './lib/errors.ts';
import { withLogRedaction } from './lib/log-redaction.ts';
import { containsNul } from './lib/text-guard.ts';
import { createMediaStorage, ImageStore } from './media/image-store.ts';
import { adminRoutes, vendorDirectoryRoutes } from './modules/admin/admin.routes.ts';
import { adsRoutes } from './modules/ads/ads.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { authPlugin } from './modules/auth/guard.ts';
import { bulkUploadRoutes } from './modules/bulk-upload/bulk-upload.routes.ts';
import { buyerRoutes } from './modules/buyer/buyer.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { plantPagePreload, resultsPagePreload } from './modules/catalog/catalog.service.ts';
import { catalogCachePlugin } from './modules/catalog/catalog-cache.ts';
import { searchIndexPlugin } from './modules/catalog/search-index/search-index.plugin.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes.ts';
import { availabilityRoutes } from './modules/inventory/availability.routes.ts';
import { inventoryRoutes } from './modules/inventory/inventory.routes.ts';
import { adminOutboxRoutes, notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { outboxWorkerPlugin } from './modules/notifications/outbox-worker.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { reservationJobPlugin } from './modules/orders/reservation-job.ts';
import { paperworkRoutes } from './modules/paperwork/paperwork.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { payoutsRoutes } from './modules/payouts/payouts.routes.ts';
import { projectsRoutes, vendorProjectsRoutes } from './modules/projects/projects.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes.ts';
import { trialRemindersPlugin } from './modules/subscriptions/trial-reminders.ts';
import { vendorRoutes } from './modules/vendor/vendor.routes.ts';
import { createPaymentProvider } from './payments/create-provider.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { connectionsPlugin } from './plugins/connections.ts';
import { badQueryIs400, errorsPlugin } from './plugins/errors.ts';
import { securityPlugin } from './plugins/security.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

export interface RateLimits {
  /** Wrong passwords from one address for one email (failed logins only, like the two below). */
  login: RateLimit;
  /** Wrong passwords for one account from any address; past it, a backoff (modules/auth/login-throttle.ts). */
  loginAccount: RateLimit;
  /** Wrong passwords from one address for any email. */
  loginAddress: RateLimit;
  register: RateLimit;
  /** POST /api/auth/forgot-password, /reset-password and /verify-email, per address. */
  passwordReset: RateLimit;
  /** POST /api/inquiries, per buyer. */
  inquiry: RateLimit;
  /** POST /api/orders, per buyer (guests: per IP); every order holds stock until paid or expired. */
  order: RateLimit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: 15 * MINUTE },
  loginAccount: { max: 10, timeWindow: 15 * MINUTE },
  loginAddress: { max: 30, timeWindow: 15 * MINUTE },
  register: { max: 20, timeWindow: 60 * MINUTE },
  passwordReset: { max: 10, timeWindow: 15 * MINUTE },
  inquiry: { max: 30, timeWindow: 60 * MINUTE },
  order: { max: 20, timeWindow: 15 * MINUTE },
};

/** The defaults with every max multiplied by RATE_LIMIT_FACTOR (load tests and e2e runs act as many users). */
export function scaledRateLimits(factor: number): RateLimits {
  const scaled = Object.entries(DEFAULT_RATE_LIMITS).map(([name, limit]) => [
    name,
    { ...limit, max: Math.round(limit.max * factor) },
  ]);
  return Object.fromEntries(scaled) as unknown as RateLimits;
}

export interface AppConfig extends Config {
  rateLimits: RateLimits;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: Database['kind'];
    images: ImageStore;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
}

/** Builds the whole app (plugins, then feature modules) without listening: tests call inject() on it. */
export async function buildApp({ config, database, logger = false, rateLimits }: BuildAppOptions) {
  const app = Fastify({
    logger: withLogRedaction(logger),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Request ids in logs, so one request's lines can be followed.
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', { ...config, rateLimits: { ...scaledRateLimits(config.RATE_LIMIT_FACTOR), ...rateLimits } });
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  const images = new ImageStore(createMediaStorage(config));
  app.decorate('images', images);
  // A bucket that cannot be reached stops start-up with one line, rather than failing every upload later.
  app.addHook('onReady', () => images.storage.check());
  app.addHook('onClose', async () => images.storage.close());
  app.decorate('payments', createPaymentProvider(config));

  await app.register(errorsPlugin);
  await app.register(connectionsPlugin);
  const searchIndex = config.SEARCH_INDEX === 'memory';
  await app.register(catalogCachePlugin, {
    ttlMs: config.CATALOG_CACHE_MS,
    databaseUrl: config.DATABASE_URL,
    // The search index listens for other processes' writes even when the cache is off.
    signalOthers: searchIndex,
  });
  await app.register(searchIndexPlugin, { enabled: searchIndex, maxAgeMs: config.SEARCH_INDEX_CHECK_MS });
  await app.register(securityPlugin);
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  // The spec's client sends a JSON content type on every call, body or not (approve, cancel...): an empty body is
  // "no body", not a parse error. Anything else goes through Fastify's own safe parser.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
  // Refused before validation, for every route: NUL in text would otherwise reach PostgreSQL and fail as a 500.
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw badRequest(MESSAGES.nulCharacter);
    }
  });
  await app.register(apiDocsPlugin);
  await app.register(authPlugin, { jwtSecret: config.JWT_SECRET, ttlHours: config.JWT_TTL_HOURS });
  // What every service gets, in one object (lib/deps.ts).
  const deps: Deps = {
    db: app.db,
    config: app.config,
    payments: app.payments,
    log: app.log,
    images: app.images,
    tokens: app.tokens,
    catalogCache: app.catalogCache,
    searchIndex: app.searchIndex,
    now: () => new Date(),
  };
  app.decorate('deps', deps);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(ordersRoutes);
      await api.register(paperworkRoutes);
      await api.register(paymentsRoutes);
      // The public catalog's reads: a bad query string or path parameter is a 400 there (errors plugin).
      await api.register(async (catalogApi) => {
        badQueryIs400(catalogApi);
        await catalogApi.register(catalogRoutes);
        await catalogApi.register(imagesRoutes);
        await catalogApi.register(reviewsRoutes, { prefix: '/reviews' });
        await catalogApi.register(adsRoutes, { prefix: '/ads' });
        await catalogApi.register(availabilityRoutes, { prefix: '/vendors' });
      });
      await api.register(bulkUploadRoutes, { prefix: '/inventory/bulk-upload' });
      await api.register(vendorRoutes, { prefix: '/vendor' });
      await api.register(inventoryRoutes, { prefix: '/vendor/inventory' });
      await api.register(payoutsRoutes, { prefix: '/stripe-connect' });
      await api.register(subscriptionsRoutes);
      await api.register(vendorDirectoryRoutes, { prefix: '/auth' });
      await api.register(inquiriesRoutes, { prefix: '/inquiries' });
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(buyerRoutes, { prefix: '/buyer' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      await api.register(adminOutboxRoutes, { prefix: '/admin/outbox' });
      await api.register(projectsRoutes, { prefix: '/projects' });
      await api.register(vendorProjectsRoutes, { prefix: '/vendor/projects' });
    },
    { prefix: '/api' },
  );

  await app.register(reservationJobPlugin);
  await app.register(outboxWorkerPlugin);
  await app.register(trialRemindersPlugin);
  await app.register(staticFilesPlugin, {
    webDistDir: config.webDistDir,
    media: app.images.storage,
    preloadFor: async (page, url) => {
      if (page === 'plant') return plantPagePreload(app.deps, Number(url.pathname.slice('/product/'.length)));
      return page === 'marketplace' ? resultsPagePreload(app.deps, url.searchParams) : null;
    },
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
