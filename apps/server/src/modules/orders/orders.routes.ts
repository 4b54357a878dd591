import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import {
  CHECKOUT_TOKEN_HEADER,
  cartCheckResponseSchema,
  cartCheckSchema,
  checkoutAccessQuerySchema,
  checkoutViewSchema,
  orderCreateResponseSchema,
  orderCreateSchema,
  orderListSchema,
  orderStatusUpdateSchema,
  orderViewSchema,
} from '@verdant/shared/schemas/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate, currentUser, currentVendor, optionalAuth, requireRole } from '../auth/guard.ts';
import { getCheckout, placeOrder } from './checkout.service.ts';
import {
  changeOrderStatus,
  checkCart,
  getOrderFor,
  listBuyerOrders,
  listOrdersFor,
  listVendorOrders,
} from './orders.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 422: errorResponse };
const withConflict = { ...errors, 409: errorResponse, 502: errorResponse };

export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders',
    {
      onRequest: optionalAuth,
      schema: {
        tags: ['orders'],
        summary: 'Place an order (guests too); one order per vendor under one checkout',
        description:
          'Prices come from the database: unit_price and total_amount are ignored. Send an Idempotency-Key header ' +
          'so a retry returns the same result. The answer carries checkout_url, where the buyer pays.',
        body: orderCreateSchema,
        response: { 201: orderCreateResponseSchema, 429: errorResponse, ...withConflict },
      },
      config: {
        // After the guard, so a buyer is counted by account and a guest by address.
        rateLimit: {
          ...app.config.rateLimits.order,
          hook: 'preHandler',
          keyGenerator: (request) => (request.authUser ? `user:${request.authUser.id}` : `ip:${request.ip}`),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const idempotencyKey = Array.isArray(key) ? key[0] : key;
      const result = await placeOrder(app.deps, request.body, request.authUser, idempotencyKey, request.ip);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/orders',
    {
      onRequest: authenticate,
      schema: {
        tags: ['orders'],
        summary: "The caller's orders (a buyer's, a vendor's, or all for an admin)",
        response: { 200: orderListSchema, ...errors },
      },
    },
    async (request) => listOrdersFor(app.deps, currentUser(request)),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['orders'],
        summary: 'One order, for its buyer, its vendor or an admin',
        params: idParam,
        response: { 200: orderViewSchema, ...errors },
      },
    },
    async (request) => getOrderFor(app.deps, currentUser(request), request.params.id),
  );

  app.get(
    '/buyer/orders',
    {
      onRequest: requireRole('buyer'),
      schema: { tags: ['orders'], summary: "The buyer's orders", response: { 200: orderListSchema, ...errors } },
    },
    async (request) => listBuyerOrders(app.deps, currentUser(request)),
  );

  app.post(
    '/buyer/orders/:id/cancel',
    {
      onRequest: requireRole('buyer'),
      schema: {
        tags: ['orders'],
        summary: 'Cancel a pending order, or a paid one with a refund; the stock goes back',
        params: idParam,
        response: { 200: orderViewSchema, ...withConflict },
      },
    },
    async (request) => changeOrderStatus(app.deps, currentUser(request), 'buyer', request.params.id, 'cancelled'),
  );

  app.get(
    '/vendor/orders',
    {
      onRequest: requireRole('vendor'),
      schema: { tags: ['orders'], summary: "The vendor's orders", response: { 200: orderListSchema, ...errors } },
    },
    async (request) => listVendorOrders(app.deps, currentVendor(request)),
  );

  app.patch(
    '/vendor/orders/:id/status',
    {
      onRequest: requireRole('vendor'),
      schema: {
        tags: ['orders'],
        summary: 'Move an order: paid to shipped, shipped to delivered, pending to cancelled',
        params: idParam,
        body: orderStatusUpdateSchema,
        response: { 200: orderViewSchema, ...withConflict },
      },
    },
    async (request) =>
      changeOrderStatus(app.deps, currentUser(request), 'vendor', request.params.id, request.body.status),
  );

  app.post(
    '/cart/check',
    {
      schema: {
        tags: ['orders'],
        summary: "Current price, stock and availability of a saved cart's plants",
        body: cartCheckSchema,
        response: { 200: cartCheckResponseSchema, ...errors },
      },
    },
    async (request) =>
      checkCart(
        app.deps,
        request.body.items.map((item) => item.inventory_item_id),
      ),
  );

  app.get(
    '/checkouts/:id',
    {
      schema: {
        tags: ['orders'],
        summary: 'A checkout and its orders, for the holder of its access token (payment and confirmation pages)',
        params: idParam,
        querystring: checkoutAccessQuerySchema,
        response: { 200: checkoutViewSchema, ...errors },
      },
    },
    async (request) => {
      // The header keeps the token out of URLs (and so out of logs and history); the query still works.
      const header = request.headers[CHECKOUT_TOKEN_HEADER];
      const token = (typeof header === 'string' && header.length > 0 ? header : request.query.token) ?? '';
      return getCheckout(app.deps, request.params.id, token);
    },
  );
};
