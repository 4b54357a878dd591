import {
  catalogPageWithFacetsSchema,
  catalogQuerySchema,
  dealsQuerySchema,
  vendorDirectoryEntrySchema,
  vendorDirectoryQuerySchema,
  vendorStoreSchema,
} from '@verdant/shared/schemas/catalog';
import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import { plantSchema } from '@verdant/shared/schemas/inventory';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedCatalogSearch, getDailyDeals, getPlant, getVendorStore } from './catalog.service.ts';
import { getVendorDirectory } from './vendor-directory.service.ts';

const plantList = z.array(plantSchema);

/**
 * The search's answer is built by toPlant and toFacets, typed by these very schemas, so it is sent as it is: the
 * Zod pass over 24 plants and their facets before JSON.stringify cost about 0.1 ms of the app's ~1 ms per search.
 * catalog.test.ts checks that every kind of listing answers exactly what the schema's own pass would give.
 */
const sendAsBuilt = (route: Parameters<typeof serializerCompiler>[0]) =>
  String(route.httpStatus) === '200' ? (data: unknown) => JSON.stringify(data) : serializerCompiler(route);

/** The public catalog: no login needed, only live plants of approved vendors. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/inventory',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Search and list plants',
        description:
          'Full-text search (prefix, accent- and typo-tolerant; any name of the plant-name reference: synonyms, ' +
          'common names, cultivars), filters (category, price, stock, USDA zone, light, water, trade size class, ' +
          "native state, deer resistant, the nursery's state), sorts and pages of at most 100. The x-has-more " +
          'header says whether another page follows. With facets=true the answer is { plants, facets }: each ' +
          "filter's values with counts for the current query, its own filter left out.",
        querystring: catalogQuerySchema,
        response: { 200: z.union([plantList, catalogPageWithFacetsSchema]), 400: errorResponse },
      },
      serializerCompiler: (route) => sendAsBuilt(route as unknown as Parameters<typeof serializerCompiler>[0]),
    },
    async (request, reply) => {
      const { plants, hasMore, facets } = await cachedCatalogSearch(app.deps, request.query);
      reply.header('x-has-more', String(hasMore));
      return facets ? { plants, facets } : plants;
    },
  );

  app.get(
    '/inventory/deals',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Daily Deals: the largest real discounts, then the newest plants',
        querystring: dealsQuerySchema,
        response: { 200: plantList, 400: errorResponse },
      },
    },
    async (request) => {
      const { limit } = request.query;
      return app.catalogCache.get(`deals:${limit}`, () => getDailyDeals(app.deps, limit));
    },
  );

  app.get(
    '/inventory/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One plant',
        params: idParam,
        response: { 200: plantSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      return getPlant(app.deps, request.params.id);
    },
  );

  app.get(
    '/vendors',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The directory of approved nurseries (Find Nursery Vendors)',
        description:
          'search (name, description or plant name), location (a city in the address), category (a specialty ' +
          'named in the description or the plants), page and limit. Ratings are over real reviews, as on the ' +
          'store page. The x-has-more header says whether another page follows.',
        querystring: vendorDirectoryQuerySchema,
        response: { 200: z.array(vendorDirectoryEntrySchema), 400: errorResponse },
      },
    },
    async (request, reply) => {
      const { vendors, hasMore } = await getVendorDirectory(app.deps, request.query);
      reply.header('x-has-more', String(hasMore));
      return vendors;
    },
  );

  app.get(
    '/vendors/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: "A vendor's public store profile",
        params: idParam,
        response: { 200: vendorStoreSchema, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      return getVendorStore(app.deps, request.params.id);
    },
  );
};
