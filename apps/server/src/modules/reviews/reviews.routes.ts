import { MESSAGES } from '@verdant/shared/messages';
import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import { reviewCreateSchema, reviewListQuerySchema, reviewSchema } from '@verdant/shared/schemas/reviews';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { authenticate, currentUser, optionalAuth } from '../auth/guard.ts';
import { createReview, getProductReviews, removeReview } from './reviews.service.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/** 401 without a login, 403 with the reason for vendors and admins. */
const buyersOnly: onRequestAsyncHookHandler = async function (request, reply) {
  await authenticate.call(this, request, reply);
  if (currentUser(request).role !== 'buyer') throw forbidden(MESSAGES.reviewBuyersOnly);
};

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/product/:id',
    {
      onRequest: optionalAuth,
      schema: {
        tags: ['reviews'],
        summary: "A plant's reviews, newest first",
        params: idParam,
        querystring: reviewListQuerySchema,
        response: { 200: z.array(reviewSchema), ...errors },
      },
    },
    async (request) => {
      return getProductReviews(app.deps, request.params.id, request.query.limit, request.authUser);
    },
  );

  app.post(
    '/',
    {
      onRequest: buyersOnly,
      schema: {
        tags: ['reviews'],
        summary: 'Review a plant (buyers; one review per plant)',
        body: reviewCreateSchema,
        response: { 201: reviewSchema, 422: errorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const review = await createReview(app.deps, currentUser(request), request.body);
      return reply.code(201).send(review);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Delete a review (its author or an admin)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeReview(app.deps, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
