import { buyerProfileSchema } from '@verdant/shared/schemas/buyer';
import { errorResponse } from '@verdant/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireRole } from '../auth/guard.ts';
import { getBuyerProfile } from './buyer.service.ts';

/** /api/buyer/profile. (/api/buyer/orders belongs to the orders module.) */
export const buyerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      onRequest: requireRole('buyer'),
      schema: {
        tags: ['buyer'],
        summary: "The buyer's profile with the plan badge and counts",
        response: { 200: buyerProfileSchema, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getBuyerProfile(app.deps, currentUser(request).id),
  );
};
