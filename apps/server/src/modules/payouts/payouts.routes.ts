import { errorResponse } from '@verdant/shared/schemas/common';
import {
  onboardResponseSchema,
  paymentAccountStatusSchema,
  payoutLinkSchema,
  testOnboardingSchema,
} from '@verdant/shared/schemas/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, currentVendor, requireApprovedVendor } from '../auth/guard.ts';
import {
  completeTestOnboarding,
  dashboardLink,
  getAccountStatus,
  onboardingLink,
  startOnboarding,
} from './payouts.service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

/** /api/stripe-connect/*: an approved vendor's payout account, through app.payments (Stripe or test mode). */
export const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApprovedVendor);

  app.post(
    '/onboard',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Open my payout account (once) and get an onboarding link',
        response: { 200: onboardResponseSchema, ...errors },
      },
    },
    async (request) =>
      startOnboarding(app.deps, { vendorId: currentVendor(request), email: currentUser(request).email }),
  );

  app.post(
    '/onboard-link',
    {
      schema: {
        tags: ['payouts'],
        summary: 'A fresh onboarding link (each link works once)',
        response: { 200: payoutLinkSchema, ...errors },
      },
    },
    async (request) => onboardingLink(app.deps, currentVendor(request)),
  );

  app.get(
    '/account-status',
    {
      schema: {
        tags: ['payouts'],
        summary: 'My payout account: charges, details and payouts enabled, what is still due',
        response: { 200: paymentAccountStatusSchema, ...errors },
      },
    },
    async (request) => getAccountStatus(app.deps, currentVendor(request)),
  );

  app.get(
    '/dashboard-link',
    {
      schema: {
        tags: ['payouts'],
        summary: "A login link to the provider's dashboard for my account",
        response: { 200: payoutLinkSchema, ...errors },
      },
    },
    async (request) => dashboardLink(app.deps, currentVendor(request)),
  );

  app.post(
    '/test-onboarding',
    {
      schema: {
        tags: ['payouts'],
        summary: 'Test mode only: complete my payout account from the in-app onboarding page',
        body: testOnboardingSchema,
        response: { 200: paymentAccountStatusSchema, 422: errorResponse, ...errors },
      },
    },
    async (request) => completeTestOnboarding(app.deps, currentVendor(request), request.body),
  );
};
