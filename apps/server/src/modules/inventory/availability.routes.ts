import { idParam } from '@verdant/shared/schemas/common';
import { availabilityQuerySchema } from '@verdant/shared/schemas/vendor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAvailability } from './availability.ts';

/** /api/vendors/{id}/availability: a store's published plants as a file, for anyone (the store page's download). */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/availability',
    {
      schema: {
        tags: ['catalog'],
        summary: "A nursery's availability list of its published plants (format xlsx, csv or pdf)",
        params: idParam,
        querystring: availabilityQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await publicAvailability(app.deps, request.params.id, request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(file.body);
    },
  );
};
