import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { rowsOf } from '../catalog.repository.ts';
import { SearchIndex } from './search-index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchIndex: SearchIndex | null;
  }
}

/** Up to this many listed plants the index is built before the server takes traffic (well under a second). */
const BUILD_BEFORE_LISTENING = 20_000;

export interface SearchIndexOptions {
  enabled: boolean;
  /** How old a check for changes may be (SEARCH_INDEX_CHECK_MS). */
  maxAgeMs: number;
}

/**
 * Decorates the app with its search index (null when turned off). Whatever empties the catalog cache (a write here,
 * another process's signal) marks the index changed. A small catalog is indexed before the server listens; a large
 * one in the background, searched from PostgreSQL until then.
 */
export const searchIndexPlugin = fp<SearchIndexOptions>(async (app, { enabled, maxAgeMs }) => {
  if (!enabled) {
    app.decorate('searchIndex', null);
    return;
  }
  const index = new SearchIndex(app.db, maxAgeMs, app.log);
  app.decorate('searchIndex', index);
  app.catalogCache.onClear(() => index.markChanged());
  app.addHook('onReady', async () => {
    const [row] = rowsOf<{ plants: number }>(
      await app.db.execute(sql`SELECT count(*)::int AS plants FROM inventory_items WHERE deleted_at IS NULL`),
    );
    const building = index
      .build()
      .catch((error: unknown) => app.log.warn({ err: error }, 'search index not built; searching PostgreSQL'));
    if ((row?.plants ?? 0) <= BUILD_BEFORE_LISTENING) await building;
  });
});
