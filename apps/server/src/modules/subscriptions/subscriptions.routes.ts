import { errorResponse } from '@verdant/shared/schemas/common';
import {
  invoiceStatusSchema,
  planChoiceSchema,
  subscriptionChangeSchema,
  subscriptionStatusSchema,
} from '@verdant/shared/schemas/subscriptions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, currentUser, currentVendor, requireRole } from '../auth/guard.ts';
import { cancel, getInvoiceStatus, getSubscriptionStatus, subscribe, upgrade } from './subscriptions.service.ts';

const errors = {
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  422: errorResponse,
  502: errorResponse,
};
const subscriber = (request: FastifyRequest) => {
  const user = currentUser(request);
  return { id: user.id, role: user.role, email: user.email, vendorId: user.vendorId };
};

/** /api/subscription/status, /api/subscribe, /api/upgrade-subscription, /api/cancel-subscription, /api/invoice-status. */
export const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = requireRole('buyer', 'vendor');

  app.get(
    '/subscription/status',
    {
      onRequest: authenticate,
      schema: {
        tags: ['subscriptions'],
        summary: 'My plan, trial end, subscription id and what I can change',
        response: { 200: subscriptionStatusSchema, ...errors },
      },
    },
    async (request) => getSubscriptionStatus(app.deps, subscriber(request)),
  );

  app.post(
    '/subscribe',
    {
      onRequest: members,
      schema: {
        tags: ['subscriptions'],
        summary: 'Start a paid subscription (during or after the trial); may answer a checkout_url',
        body: planChoiceSchema,
        response: { 200: subscriptionChangeSchema, ...errors },
      },
    },
    async (request) => subscribe(app.deps, subscriber(request), request.body.plan),
  );

  app.post(
    '/upgrade-subscription',
    {
      onRequest: members,
      schema: {
        tags: ['subscriptions'],
        summary: 'Upgrade along the allowed paths; may answer a checkout_url',
        body: planChoiceSchema,
        response: { 200: subscriptionChangeSchema, ...errors },
      },
    },
    async (request) => upgrade(app.deps, subscriber(request), request.body.plan),
  );

  app.post(
    '/cancel-subscription',
    {
      onRequest: members,
      schema: {
        tags: ['subscriptions'],
        summary: 'Cancel my paid subscription (plan back to NONE; listings and orders stay)',
        response: { 200: subscriptionChangeSchema, ...errors },
      },
    },
    async (request) => cancel(app.deps, subscriber(request)),
  );

  app.get(
    '/invoice-status',
    {
      onRequest: requireRole('vendor'),
      schema: {
        tags: ['subscriptions'],
        summary: "This month's invoice count and my plan's limit (999999 = unlimited)",
        response: { 200: invoiceStatusSchema, ...errors },
      },
    },
    async (request) => getInvoiceStatus(app.deps, currentVendor(request)),
  );
};
