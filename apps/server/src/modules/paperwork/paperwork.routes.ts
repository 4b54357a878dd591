import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import { CHECKOUT_TOKEN_HEADER } from '@verdant/shared/schemas/orders';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentVendor, optionalAuth, requireRole } from '../auth/guard.ts';
import { type PaperworkFile, receipt, vendorPaperwork } from './paperwork.service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const pdfResponse = z.any().describe('application/pdf');

/** Personal documents: opened in the browser, never cached by a shared cache. */
const sendPdf = (reply: FastifyReply, file: PaperworkFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

/** Order paperwork (issue 18 point 5): /api/orders/{id}/invoice.pdf, packing-slip.pdf and receipt.pdf. */
export const paperworkRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of ['invoice', 'packing-slip'] as const) {
    app.get(
      `/orders/:id/${kind}.pdf`,
      {
        onRequest: requireRole('vendor'),
        schema: {
          tags: ['orders'],
          summary:
            kind === 'invoice'
              ? "The vendor's invoice of a paid order (PDF), numbered per vendor without gaps"
              : "The vendor's packing slip of an order (PDF)",
          params: idParam,
          response: { 200: pdfResponse, ...errors },
        },
      },
      async (request, reply) =>
        sendPdf(reply, await vendorPaperwork(app.deps, currentVendor(request), request.params.id, kind)),
    );
  }

  app.get(
    '/orders/:id/receipt.pdf',
    {
      onRequest: optionalAuth,
      schema: {
        tags: ['orders'],
        summary: "The buyer's receipt of a paid order (PDF); guests send the checkout token in X-Checkout-Token",
        params: idParam,
        response: { 200: pdfResponse, ...errors },
      },
    },
    async (request, reply) => {
      const header = request.headers[CHECKOUT_TOKEN_HEADER];
      const token = typeof header === 'string' && header.length > 0 ? header : undefined;
      return sendPdf(reply, await receipt(app.deps, request.authUser, token, request.params.id));
    },
  );
};
