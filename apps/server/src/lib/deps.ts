import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../app.ts';
import type { Db } from '../db/client.ts';
import type { ImageStore } from '../media/image-store.ts';
import type { TokenService } from '../modules/auth/tokens.ts';
import type { CatalogCache } from '../modules/catalog/catalog-cache.ts';
import type { SearchIndex } from '../modules/catalog/search-index/search-index.ts';
import type { PaymentProvider } from '../payments/provider.ts';

/**
 * What a service may use, passed in as one object (never the Fastify instance): routes hand over `app.deps`,
 * a transaction hands over `{ ...deps, db: tx }`, and a test can pass its own clock or provider.
 */
export interface Deps {
  db: Db;
  config: AppConfig;
  payments: PaymentProvider;
  log: FastifyBaseLogger;
  images: ImageStore;
  tokens: TokenService;
  catalogCache: CatalogCache;
  /** The catalog's in-process search index; null when SEARCH_INDEX=off. */
  searchIndex: SearchIndex | null;
  /** The current time; one place to fix it in a test. */
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
