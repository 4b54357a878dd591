import {
  adminStatsSchema,
  adminVendorSchema,
  adminVendorsQuery,
  publicVendorSchema,
  vendorDecisionResponseSchema,
  vendorRejectionSchema,
} from '@verdant/shared/schemas/admin';
import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../auth/guard.ts';
import { decideVendor, getPublicVendors, getStats, getVendors } from './admin.service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

/** /api/admin: every route of this plugin is for admins only. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));

  app.get(
    '/vendors',
    {
      schema: {
        tags: ['admin'],
        summary: 'All vendors, or those in one approval state',
        querystring: adminVendorsQuery,
        response: { 200: z.array(adminVendorSchema), ...errors },
      },
    },
    async (request) => getVendors(app.deps, request.query.status),
  );

  app.patch(
    '/vendors/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending or rejected vendor',
        params: idParam,
        response: { 200: vendorDecisionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Vendor approved',
      vendor: await decideVendor(app.deps, request.params.id, 'approve'),
    }),
  );

  app.patch(
    '/vendors/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending vendor, with the reason the vendor reads',
        params: idParam,
        body: vendorRejectionSchema,
        response: { 200: vendorDecisionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Vendor rejected',
      vendor: await decideVendor(app.deps, request.params.id, 'reject', request.body?.reason),
    }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Vendors by state, buyers, plants, orders and sales',
        response: { 200: adminStatsSchema, ...errors },
      },
    },
    async () => getStats(app.deps),
  );
};

/** GET /api/auth/vendors: the public directory of approved vendors (registered under the /auth prefix). */
export const vendorDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/vendors',
    {
      schema: {
        tags: ['auth'],
        summary: 'Approved vendors (public business details)',
        response: { 200: z.array(publicVendorSchema) },
      },
    },
    async () => getPublicVendors(app.deps),
  );
};
