import type { Plan } from '@verdant/shared/enums';
import { bannerSlotsQuerySchema, bannerVendorSchema, type SlotType } from '@verdant/shared/schemas/catalog';
import { errorResponse } from '@verdant/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findVendorsOnPlan } from './ads.repository.ts';

/** Premium vendors fill the premium slot, Pro vendors the standard one. */
const PLAN_FOR_SLOT: Record<SlotType, Plan> = { premium: 'PREMIUM_VENDOR', standard: 'PRO_VENDOR' };

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
    async (request) => {
      return findVendorsOnPlan(app.db, PLAN_FOR_SLOT[request.query.slot_type]);
    },
  );
};
