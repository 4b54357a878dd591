import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import { inventoryItemInputSchema, inventoryItemUpdateSchema } from '@verdant/shared/schemas/inventory';
import {
  availabilityQuerySchema,
  confirmStockResultSchema,
  inventoryBulkResultSchema,
  inventoryBulkSchema,
  vendorInventoryItemSchema,
  vendorInventoryPageSchema,
  vendorInventoryQuerySchema,
} from '@verdant/shared/schemas/vendor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { currentVendor, requireApprovedVendor } from '../auth/guard.ts';
import { vendorAvailability } from './availability.ts';
import { createItem, deleteItem, getItem, updateItem } from './inventory.service.ts';
import { InventoryAnswerCache } from './inventory-answer-cache.ts';
import { foldInventoryChanges } from './inventory-table.repository.ts';
import { bulkAction, confirmStock, listTableJson } from './inventory-table.service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const deleteResponse = z.object({ message: z.string(), kept_for_history: z.boolean() });

/** How often each vendor's inventory change rows are merged into one (reading its version reads them all). */
const FOLD_MS = 60_000;

/** The vendor profile id of the approved vendor calling (the guard has checked it). */
const vendorOf = (request: FastifyRequest) => currentVendor(request);

/** /api/vendor/inventory: an approved vendor's own listings; anyone else's id is a 404. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApprovedVendor);
  const tableAnswers = new InventoryAnswerCache();
  runPeriodically(app, 'folding inventory change rows', FOLD_MS, () => foldInventoryChanges(app.db));

  app.get(
    '',
    {
      schema: {
        tags: ['vendor inventory'],
        summary:
          'A page of my listings: sort (name, price, quantity_available, updated_at; "-" descending), filters, search',
        querystring: vendorInventoryQuerySchema,
        response: { 200: vendorInventoryPageSchema, ...errors },
      },
    },
    // Sent as JSON text (a string with a JSON content type is not serialized again): cached answers are text.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await listTableJson(app.deps, currentVendor(request), request.query, tableAnswers)) as never),
  );

  app.post(
    '/bulk',
    {
      schema: {
        tags: ['vendor inventory'],
        summary:
          'One action on several of my listings at once (publish, unpublish, set_stock, adjust_price by %, delete): all or nothing',
        body: inventoryBulkSchema,
        response: { 200: inventoryBulkResultSchema, ...errors },
      },
    },
    async (request) => bulkAction(app.deps, currentVendor(request), request.body),
  );

  app.post(
    '/confirm-stock',
    {
      schema: {
        tags: ['vendor inventory'],
        summary: 'Confirm all my stock is current (every listing)',
        response: { 200: confirmStockResultSchema, ...errors },
      },
    },
    async (request) => confirmStock(app.deps, currentVendor(request)),
  );

  app.get(
    '/export',
    {
      schema: {
        tags: ['vendor inventory'],
        summary: 'My current availability list as a file (format xlsx, csv or pdf); its Item ID column imports back',
        querystring: availabilityQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await vendorAvailability(app.deps, currentVendor(request), request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['vendor inventory'],
        summary: 'One of my listings',
        params: idParam,
        response: { 200: vendorInventoryItemSchema, ...errors },
      },
    },
    async (request) => getItem(app.deps, currentVendor(request), request.params.id),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['vendor inventory'],
        summary: 'Add a listing',
        body: inventoryItemInputSchema,
        response: { 201: vendorInventoryItemSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createItem(app.deps, currentVendor(request), request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['vendor inventory'],
        summary: 'Change some fields of a listing',
        params: idParam,
        body: inventoryItemUpdateSchema,
        response: { 200: vendorInventoryItemSchema, ...errors },
      },
    },
    async (request) => updateItem(app.deps, currentVendor(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['vendor inventory'],
        summary: 'Remove a listing (kept out of sight for order history when it has orders or inquiries)',
        params: idParam,
        response: { 200: deleteResponse, ...errors },
      },
    },
    async (request) => {
      const result = await deleteItem(app.deps, currentVendor(request), request.params.id);
      return { message: 'Item deleted', ...result };
    },
  );
};
