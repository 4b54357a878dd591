import { vendorProfileSchema } from '@verdant/shared/schemas/auth';
import { errorResponse } from '@verdant/shared/schemas/common';
import { vendorStatsSchema } from '@verdant/shared/schemas/stats';
import { vendorAnalyticsSchema, vendorProfileUpdateSchema } from '@verdant/shared/schemas/vendor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentVendor, requireRole } from '../auth/guard.ts';
import { getVendorStats } from '../stats/stats.service.ts';
import { editProfile, getAnalytics, getProfile } from './vendor.service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };

/**
 * /api/vendor/profile and /api/vendor/analytics: any vendor, approved or not, so a vendor waiting for approval
 * can see where it stands and fix its business details. Inventory and payouts need approval.
 */
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('vendor'));

  app.get(
    '/profile',
    {
      schema: { tags: ['vendor'], summary: 'My business profile', response: { 200: vendorProfileSchema, ...errors } },
    },
    async (request) => getProfile(app.deps, currentVendor(request)),
  );

  app.patch(
    '/profile',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Edit my business profile (business name required)',
        body: vendorProfileUpdateSchema,
        response: { 200: vendorProfileSchema, ...errors },
      },
    },
    async (request) => editProfile(app.deps, currentVendor(request), request.body),
  );

  app.get(
    '/analytics',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Products, orders, revenue and approval status for the dashboard',
        response: { 200: vendorAnalyticsSchema, ...errors },
      },
    },
    async (request) => getAnalytics(app.deps, currentVendor(request)),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['vendor'],
        summary: 'Paid orders and revenue per week (last 12 weeks) and top plants, for the overview charts',
        response: { 200: vendorStatsSchema, ...errors },
      },
    },
    async (request) => getVendorStats(app.deps, currentVendor(request)),
  );
};
