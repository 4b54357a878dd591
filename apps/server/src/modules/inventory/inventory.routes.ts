import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import { inventoryItemInputSchema, inventoryItemUpdateSchema } from '@verdant/shared/schemas/inventory';
import { vendorInventoryItemSchema, vendorInventoryQuerySchema } from '@verdant/shared/schemas/vendor';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentVendor, requireApprovedVendor } from '../auth/guard.ts';
import { createItem, deleteItem, getItem, listItems, updateItem } from './inventory.service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const deleteResponse = z.object({ message: z.string(), kept_for_history: z.boolean() });

/** The vendor profile id of the approved vendor calling (the guard has checked it). */
const vendorOf = (request: FastifyRequest) => currentVendor(request);

/** /api/vendor/inventory: an approved vendor's own listings; anyone else's id is a 404. */
export const inventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApprovedVendor);

  app.get(
    '',
    {
      schema: {
        tags: ['vendor inventory'],
        summary: 'My listings, newest first (search by name, scientific name or category)',
        querystring: vendorInventoryQuerySchema,
        response: { 200: z.array(vendorInventoryItemSchema), ...errors },
      },
    },
    async (request) => listItems(app.deps, currentVendor(request), request.query.search),
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
