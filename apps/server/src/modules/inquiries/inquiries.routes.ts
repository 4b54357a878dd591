import { MESSAGES } from '@verdant/shared/messages';
import { errorResponse, idParam, messageResponse } from '@verdant/shared/schemas/common';
import {
  inquiryCreatedSchema,
  inquiryCreateSchema,
  inquiryDetailSchema,
  inquiryMessageSentSchema,
  inquiryReplySchema,
  inquiryRespondedSchema,
  inquiryRespondSchema,
  inquirySchema,
} from '@verdant/shared/schemas/inquiries';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { authenticate, currentUser, currentVendor, requireRole } from '../auth/guard.ts';
import {
  cancelBuyerInquiry,
  createInquiry,
  getInquiry,
  type InquiryCaller,
  listBuyerInquiries,
  listVendorInquiries,
  readThread,
  respondToInquiry,
  sendThreadMessage,
} from './inquiries.service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };

/** After authenticate: the spec's "Only buyers can send inquiries" for anyone else. */
const buyersOnly: onRequestAsyncHookHandler = async (request) => {
  if (currentUser(request).role !== 'buyer') throw forbidden(MESSAGES.inquiryBuyersOnly);
};

/** The caller as a party of an inquiry (the guards let only buyers and vendors through where it matters). */
function callerOf(request: FastifyRequest): InquiryCaller {
  const user = currentUser(request);
  return user.role === 'vendor'
    ? { userId: user.id, vendorId: currentVendor(request), party: 'vendor' }
    : { userId: user.id, vendorId: null, party: 'buyer' };
}

export const inquiriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      onRequest: [authenticate, buyersOnly],
      schema: {
        tags: ['inquiries'],
        summary: 'Send an inquiry about a plant (buyers)',
        body: inquiryCreateSchema,
        response: { 201: inquiryCreatedSchema, 429: errorResponse, ...errors },
      },
      // After the guards: counted per buyer account.
      config: {
        rateLimit: {
          ...app.config.rateLimits.inquiry,
          hook: 'preHandler',
          keyGenerator: (request) => `user:${request.authUser?.id ?? request.ip}`,
        },
      },
    },
    async (request, reply) => {
      const inquiry = await createInquiry(app.deps, currentUser(request).id, request.body);
      return reply.code(201).send({ message: MESSAGES.inquirySent, inquiry });
    },
  );

  app.get(
    '/buyer',
    {
      onRequest: requireRole('buyer'),
      schema: {
        tags: ['inquiries'],
        summary: "The buyer's own inquiries, newest first",
        response: { 200: z.array(inquirySchema), ...errors },
      },
    },
    async (request) => listBuyerInquiries(app.deps, currentUser(request).id),
  );

  app.get(
    '/vendor',
    {
      onRequest: requireRole('vendor'),
      schema: {
        tags: ['inquiries'],
        summary: "Inquiries about the vendor's plants, pending first",
        response: { 200: z.array(inquirySchema), ...errors },
      },
    },
    async (request) => listVendorInquiries(app.deps, currentVendor(request)),
  );

  app.put(
    '/respond',
    {
      onRequest: requireRole('vendor'),
      schema: {
        tags: ['inquiries'],
        summary: 'Confirm, decline or answer a pending inquiry (its vendor)',
        body: inquiryRespondSchema,
        response: { 200: inquiryRespondedSchema, ...errors },
      },
    },
    async (request) => {
      const inquiry = await respondToInquiry(app.deps, currentVendor(request), request.body);
      return { message: 'Response sent', inquiry };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['inquiries'],
        summary: 'One inquiry with its thread, oldest message first (its buyer or its vendor)',
        params: idParam,
        response: { 200: inquiryDetailSchema, ...errors },
      },
    },
    async (request) => getInquiry(app.deps, request.params.id, callerOf(request)),
  );

  app.post(
    '/:id/messages',
    {
      onRequest: requireRole('buyer', 'vendor'),
      schema: {
        tags: ['inquiries'],
        summary: "Write in the inquiry's thread (its buyer or its vendor, after the first answer, until closed)",
        params: idParam,
        body: inquiryReplySchema,
        response: { 201: inquiryMessageSentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const sent = await sendThreadMessage(app.deps, request.params.id, callerOf(request), request.body);
      return reply.code(201).send({ message: 'Message sent', inquiry_message: sent });
    },
  );

  app.post(
    '/:id/read',
    {
      onRequest: requireRole('buyer', 'vendor'),
      schema: {
        tags: ['inquiries'],
        summary: "Mark the other party's messages of the thread as read (its buyer or its vendor)",
        params: idParam,
        response: { 200: messageResponse, ...errors },
      },
    },
    async (request) => {
      await readThread(app.deps, request.params.id, callerOf(request));
      return { message: 'Marked as read' };
    },
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: requireRole('buyer'),
      schema: {
        tags: ['inquiries'],
        summary: 'Withdraw an inquiry the vendor has not confirmed or declined (its buyer)',
        params: idParam,
        response: { 200: inquiryRespondedSchema, ...errors },
      },
    },
    async (request) => {
      const inquiry = await cancelBuyerInquiry(app.deps, request.params.id, currentUser(request).id);
      return { message: 'Inquiry cancelled', inquiry };
    },
  );
};
