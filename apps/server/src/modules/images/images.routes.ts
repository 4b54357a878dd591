import multipart from '@fastify/multipart';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import { imageUploadQuerySchema } from '@verdant/shared/schemas/catalog';
import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import { plantImageSchema } from '@verdant/shared/schemas/inventory';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalid, tooLarge } from '../../lib/errors.ts';
import { currentVendor, optionalAuth, requireApprovedVendor } from '../auth/guard.ts';
import { listImages, makePrimary, removeImage, uploadImage } from './images.service.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  404: errorResponse,
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
};

/** Plant images: the owning (approved) vendor changes them; the files are served from /media with long caching. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: LIMITS.imageMaxBytes, files: 1, fields: 10, parts: 11 } });
  }

  app.post(
    '/inventory/:id/images',
    {
      onRequest: requireApprovedVendor,
      schema: {
        tags: ['images'],
        summary: 'Upload an image (multipart field "file"; PNG, JPG or GIF; 5MB at most)',
        params: idParam,
        querystring: imageUploadQuerySchema,
        response: { 201: plantImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw invalid(MESSAGES.imageMissing);
      const file = await request.file({ limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } });
      if (!file) throw invalid(MESSAGES.imageMissing);
      let buffer: Buffer;
      try {
        buffer = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(MESSAGES.imageTooLarge);
        throw error;
      }
      const image = await uploadImage(app.deps, {
        itemId: request.params.id,
        vendorId: currentVendor(request),
        buffer,
        isPrimary: request.query.is_primary,
      });
      return reply.code(201).send(image);
    },
  );

  app.get(
    '/inventory/:id/images',
    {
      onRequest: optionalAuth,
      schema: {
        tags: ['images'],
        summary: "A plant's images, primary first",
        params: idParam,
        response: { 200: z.array(plantImageSchema), ...errors },
      },
    },
    async (request) => {
      const user = request.authUser;
      return listImages(app.deps, request.params.id, user?.role === 'vendor' ? user.vendorId : null);
    },
  );

  app.delete(
    '/inventory/images/:id',
    {
      onRequest: requireApprovedVendor,
      schema: {
        tags: ['images'],
        summary: 'Delete an image (the oldest remaining one becomes primary)',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeImage(app.deps, request.params.id, currentVendor(request));
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/inventory/images/:id/primary',
    {
      onRequest: requireApprovedVendor,
      schema: {
        tags: ['images'],
        summary: "Make an image its plant's primary image",
        params: idParam,
        response: { 200: plantImageSchema, ...errors },
      },
    },
    async (request) => {
      return makePrimary(app.deps, request.params.id, currentVendor(request));
    },
  );
};
