import path from 'node:path';
import multipart from '@fastify/multipart';
import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import { errorResponse, idParam } from '@verdant/shared/schemas/common';
import {
  awardInputSchema,
  awardResponseSchema,
  bidInputSchema,
  bidSchema,
  projectBidsSchema,
  projectCreateSchema,
  projectDetailSchema,
  projectLinesPreviewSchema,
  projectListQuerySchema,
  projectListSchema,
  projectSummarySchema,
  projectUpdateSchema,
  vendorProjectsSchema,
} from '@verdant/shared/schemas/projects';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { runPeriodically } from '../../lib/periodic-task.ts';
import { uploadedFile } from '../../lib/uploaded-file.ts';
import { authenticate, currentUser, optionalAuth, requireApprovedVendor, requireRole } from '../auth/guard.ts';
import { OcrReader } from '../bulk-upload/ocr-reader.ts';
import { awardProject } from './award.service.ts';
import { projectBidsJson, submitBid, updateMyBid, vendorProjects, withdrawMyBid } from './bids.service.ts';
import { previewLines } from './lines-preview.service.ts';
import { MatrixCache } from './matrix-cache.ts';
import {
  changeStatus,
  closeProjectsPastDeadline,
  createProject,
  getProject,
  listMyProjects,
  listProjects,
  updateProject,
  type Viewer,
} from './projects.service.ts';

const errors = { 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse };
const tags = ['projects'];

/** Bids are for approved nurseries: a buyer (or admin) is told so, an unapproved vendor why not. */
const nurseriesOnly: onRequestAsyncHookHandler = async (request, reply) => {
  await authenticate.call(request.server, request, reply);
  const user = currentUser(request);
  if (user.role !== 'vendor' || user.vendorId === null) throw forbidden(MESSAGES.projectBidsForNurseries);
  if (!user.vendorApproved) throw forbidden(MESSAGES.vendorNotApproved);
};

const buyersOnly = requireRole('buyer');
/** How often open projects past their deadline are stored as closed (reads report them closed at once anyway). */
const CLOSE_PASS_MS = 5 * 60_000;
const viewerOf = (request: FastifyRequest): Viewer => request.authUser;

/** /api/projects: plant lists posted by buyers, bid on by nurseries, awarded into orders (issue 16). */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: LIMITS.bulkUploadMaxBytes, files: 1, fields: 5, parts: 6 } });
  }
  const reader = new OcrReader(path.join(app.config.dataDir, 'ocr-cache'));
  const matrixCache = new MatrixCache();
  app.addHook('onClose', () => reader.close());
  runPeriodically(app, 'closing projects past their deadline', CLOSE_PASS_MS, () =>
    closeProjectsPastDeadline(app.deps),
  );
  const id = { params: idParam };

  app.get(
    '',
    {
      schema: {
        tags,
        summary: 'Open public projects taking bids (filter by category, state, text; sort by deadline)',
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, 422: errorResponse },
      },
    },
    async (request) => listProjects(app.deps, request.query),
  );

  app.post(
    '',
    {
      onRequest: buyersOnly,
      // 500 lines of text are bigger than the app's default body limit allows for comfortably.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Post a project with its plant list (buyers); a draft, or open at once with status "open"',
        body: projectCreateSchema,
        response: { 201: projectDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createProject(app.deps, currentUser(request), request.body)),
  );

  app.get(
    '/mine',
    {
      onRequest: buyersOnly,
      schema: {
        tags,
        summary: "The buyer's own projects, drafts included, newest first",
        response: { 200: z.array(projectSummarySchema), ...errors },
      },
    },
    async (request) => listMyProjects(app.deps, currentUser(request).id),
  );

  app.post(
    '/lines/preview',
    {
      onRequest: buyersOnly,
      schema: {
        tags,
        summary: 'Read a plant list from a file (multipart field "file": csv, xlsx, xls, docx, pdf or a photo)',
        response: { 200: projectLinesPreviewSchema, 413: errorResponse, 415: errorResponse, ...errors },
      },
    },
    async (request) => previewLines(app.deps, currentUser(request), await uploadedFile(request), reader),
  );

  app.get(
    '/:id',
    {
      onRequest: optionalAuth,
      schema: {
        tags,
        summary: 'One project with its lines and live matches (an invited project is a 404 for everyone else)',
        ...id,
        response: { 200: projectDetailSchema, ...errors },
      },
    },
    async (request) => getProject(app.deps, request.params.id, viewerOf(request)),
  );

  app.put(
    '/:id',
    {
      onRequest: buyersOnly,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Edit a draft: its fields and plant list, replaced whole (its buyer)',
        ...id,
        body: projectUpdateSchema,
        response: { 200: projectDetailSchema, ...errors },
      },
    },
    async (request) => updateProject(app.deps, currentUser(request), request.params.id, request.body),
  );

  for (const [action, summary] of [
    ['publish', 'Publish a draft: draft -> open (its buyer)'],
    ['close', 'Stop taking bids before the deadline: open -> closed (its buyer)'],
    ['cancel', 'Cancel a project before it is awarded (its buyer)'],
  ] as const) {
    app.post(
      `/:id/${action}`,
      {
        onRequest: buyersOnly,
        schema: { tags, summary, ...id, response: { 200: projectDetailSchema, ...errors } },
      },
      async (request) => changeStatus(app.deps, currentUser(request), request.params.id, action),
    );
  }

  app.post(
    '/:id/bids',
    {
      onRequest: nurseriesOnly,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Bid on a project (approved nurseries; one bid per nursery, until the deadline)',
        ...id,
        body: bidInputSchema,
        response: { 201: bidSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await submitBid(app.deps, currentUser(request), request.params.id, request.body)),
  );

  app.put(
    '/:id/bids/mine',
    {
      onRequest: nurseriesOnly,
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Replace my bid, or send a withdrawn one again (until the deadline)',
        ...id,
        body: bidInputSchema,
        response: { 200: bidSchema, ...errors },
      },
    },
    async (request) => updateMyBid(app.deps, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/bids/mine',
    {
      onRequest: nurseriesOnly,
      schema: { tags, summary: 'Withdraw my bid (until the deadline)', ...id, response: { 200: bidSchema, ...errors } },
    },
    async (request) => withdrawMyBid(app.deps, currentUser(request), request.params.id),
  );

  app.get(
    '/:id/bids',
    {
      onRequest: buyersOnly,
      schema: {
        tags,
        summary: "Every bid of my project, for the comparison matrix (the project's buyer only)",
        ...id,
        response: { 200: projectBidsSchema, ...errors },
      },
    },
    // Sent as the cached JSON text (a string with a JSON content type is not serialized again).
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await projectBidsJson(app.deps, currentUser(request), request.params.id, matrixCache)) as never),
  );

  app.post(
    '/:id/award',
    {
      onRequest: buyersOnly,
      schema: {
        tags,
        summary: 'Award lines to bids: one order per nursery at the bid prices, then pay as at checkout',
        ...id,
        body: awardInputSchema,
        response: { 200: awardResponseSchema, 502: errorResponse, ...errors },
      },
    },
    async (request) => awardProject(app.deps, currentUser(request), request.params.id, request.body),
  );
};

/** /api/vendor/projects: the nursery's Projects tab. */
export const vendorProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      onRequest: requireApprovedVendor,
      schema: {
        tags,
        summary: 'Open projects I may bid on (matching my plants first) and my bids',
        response: { 200: vendorProjectsSchema, ...errors },
      },
    },
    async (request) => vendorProjects(app.deps, currentUser(request)),
  );
};
