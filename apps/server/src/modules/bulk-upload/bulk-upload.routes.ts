import path from 'node:path';
import multipart from '@fastify/multipart';
import { LIMITS } from '@verdant/shared/messages';
import {
  bulkFormatsSchema,
  bulkImportRowsSchema,
  bulkProgressParamsSchema,
  bulkProgressSchema,
  bulkUploadQuerySchema,
  bulkUploadResultSchema,
} from '@verdant/shared/schemas/bulk-upload';
import { errorResponse } from '@verdant/shared/schemas/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedFile } from '../../lib/uploaded-file.ts';
import { currentUser, currentVendor, requireApprovedVendor } from '../auth/guard.ts';
import { processList, uploadList } from './bulk-upload.service.ts';
import { bulkFormats, templateCsv, templateXlsx } from './formats.ts';
import { OcrReader } from './ocr-reader.ts';
import { ReadPool } from './read-pool.ts';

const errors = {
  400: errorResponse,
  401: errorResponse,
  403: errorResponse,
  /** Another import of the vendor's list still running after the wait (import-lock.ts). */
  409: errorResponse,
  413: errorResponse,
  415: errorResponse,
  422: errorResponse,
  429: errorResponse,
};

/** /api/inventory/bulk-upload: turn a vendor's spreadsheet, document or photo of a list into listings. */
export const bulkUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: LIMITS.bulkUploadMaxBytes, files: 1, fields: 5, parts: 6 } });
  }
  const reader = new OcrReader(
    path.join(app.config.dataDir, 'ocr-cache'),
    undefined,
    app.config.BULK_READ_SECONDS * 1000,
  );
  const pool = new ReadPool({
    reader,
    seconds: app.config.BULK_READ_SECONDS,
    memoryMb: app.config.BULK_READ_MEMORY_MB,
    threads: app.config.BULK_READ_THREADS,
  });
  app.addHook('onClose', async () => {
    await pool.close();
    await reader.close();
  });

  app.get(
    '/formats',
    {
      schema: {
        tags: ['bulk upload'],
        summary: 'The accepted types, each with its columns, an example row and its limits',
        response: { 200: bulkFormatsSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(bulkFormats()),
  );

  app.get(
    '/template.csv',
    { schema: { tags: ['bulk upload'], summary: 'A CSV template with the columns and two example rows' } },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="verdant-bulk-upload-template.csv"')
        .send(templateCsv()),
  );

  app.get(
    '/template.xlsx',
    { schema: { tags: ['bulk upload'], summary: 'An Excel template with the columns and two example rows' } },
    async (_request, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="verdant-bulk-upload-template.xlsx"')
        .send(await templateXlsx()),
  );

  app.post(
    '',
    {
      onRequest: requireApprovedVendor,
      schema: {
        tags: ['bulk upload'],
        summary:
          'Upload a list (multipart field "file"; csv, xlsx, xls, docx, pdf or a photo). dry_run=true previews without writing',
        querystring: bulkUploadQuerySchema,
        response: { 200: bulkUploadResultSchema, ...errors },
      },
    },
    async (request) => {
      const uploader = { vendorId: currentVendor(request), plan: currentUser(request).plan };
      return uploadList(app.deps, uploader, await uploadedFile(request), {
        pool,
        uploadId: request.query.upload_id,
        dryRun: request.query.dry_run,
      });
    },
  );

  app.post(
    '/rows',
    {
      onRequest: requireApprovedVendor,
      // 10,000 rows of cells are bigger than the app's 1 MB default.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['bulk upload'],
        summary: 'Import the previewed rows as corrected by the vendor (same checks and answer as an upload)',
        querystring: bulkUploadQuerySchema.pick({ dry_run: true }),
        body: bulkImportRowsSchema,
        response: { 200: bulkUploadResultSchema, ...errors },
      },
    },
    async (request) =>
      processList(
        app.deps,
        currentVendor(request),
        { columns: [], rows: request.body.rows },
        { dryRun: request.query.dry_run, fileType: 'rows' },
      ),
  );

  app.get(
    '/progress/:upload_id',
    {
      onRequest: requireApprovedVendor,
      schema: {
        tags: ['bulk upload'],
        summary: 'How far the reading of one of my photos has got (poll while its upload is running)',
        params: bulkProgressParamsSchema,
        response: { 200: bulkProgressSchema, ...errors, 404: errorResponse },
      },
    },
    async (request) => reader.progress(currentVendor(request), request.params.upload_id),
  );

  // Start the reader's worker ahead of the first photo (tests start it when they need it).
  if (app.config.NODE_ENV !== 'test') app.addHook('onReady', async () => void reader.warm());
};
