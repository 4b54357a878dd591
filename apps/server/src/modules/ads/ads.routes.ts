import { bannerSlotsQuerySchema, bannerVendorSchema } from '@verdant/shared/schemas/catalog';
import { errorResponse } from '@verdant/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bannerVendors } from './ads.service.ts';

export const adsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/banner-slots',
    {
      schema: {
        tags: ['ads'],
        summary: 'Vendors shown in the home page ad slots',
        querystring: bannerSlotsQuerySchema,
        response: { 200: z.array(bannerVendorSchema), 400: errorResponse },
      },
    },
    async (request) => bannerVendors(app.deps, request.query.slot_type),
  );
};
