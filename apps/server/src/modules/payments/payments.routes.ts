import { MESSAGES } from '@verdant/shared/messages';
import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import { checkoutViewSchema, testPaymentSchema } from '@verdant/shared/schemas/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { WebhookSignatureError } from '../../payments/provider.ts';
import { newTestPaymentIntentId } from '../../payments/test-mode.ts';
import { completeCheckoutPayment, findCheckoutForToken, getCheckout } from '../orders/checkout.service.ts';
import { handlePaymentEvent } from './webhook.service.ts';

const WEBHOOK_BODY_LIMIT = 512 * 1024;

/** POST /api/stripe/webhook. Its own plugin scope: only here is the body kept raw, for the signature check. */
const stripeWebhookRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe webhook (signature checked on the raw body; each event processed once)',
        response: {
          200: z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) }),
          400: errorResponse,
        },
      },
    },
    async (request) => {
      if (app.payments.name !== 'stripe') throw badRequest(MESSAGES.webhooksNotConfigured);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      let event: ReturnType<typeof app.payments.verifyWebhook>;
      try {
        event = app.payments.verifyWebhook(raw, Array.isArray(signature) ? signature[0] : signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'webhook signature refused');
          throw badRequest(MESSAGES.webhookSignatureInvalid);
        }
        throw error;
      }
      const outcome = await handlePaymentEvent(app.deps, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'webhook handled');
      return { received: true as const, outcome };
    },
  );
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(stripeWebhookRoute);

  app.post(
    '/payments/test/checkouts/:id/pay',
    {
      schema: {
        tags: ['payments'],
        summary: 'Test mode only: pay a checkout (no money moves), through the same code as a Stripe payment',
        params: idParam,
        body: testPaymentSchema,
        response: { 200: checkoutViewSchema, 404: errorResponse, 409: errorResponse, 422: errorResponse },
      },
    },
    async (request) => {
      if (app.payments.name !== 'test') throw notFound(MESSAGES.testModeOnly);
      const checkout = await findCheckoutForToken(app.deps, request.params.id, request.body.token);
      if (checkout.paymentStatus === 'paid') throw conflict(MESSAGES.checkoutAlreadyPaid);
      if (checkout.paymentStatus !== 'unpaid' || checkout.expiresAt.getTime() <= app.deps.now().getTime()) {
        throw conflict(MESSAGES.checkoutExpired);
      }
      const before = await getCheckout(app.deps, checkout.id, request.body.token);
      if (!before.orders.some((order) => order.status === 'pending')) throw conflict(MESSAGES.checkoutNothingToPay);
      const result = await completeCheckoutPayment(app.deps, checkout.id, newTestPaymentIntentId());
      if (!result.applied) throw conflict(MESSAGES.checkoutAlreadyPaid);
      return getCheckout(app.deps, checkout.id, request.body.token);
    },
  );
};
