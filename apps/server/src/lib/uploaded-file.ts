import { LIMITS, MESSAGES } from '@verdant/shared/messages';
import type { FastifyRequest } from 'fastify';
import { invalid, tooLarge } from './errors.ts';

/** The one uploaded file of a multipart request, refused past the size cap while it streams in (never buffered whole). */
export async function uploadedFile(request: FastifyRequest): Promise<{ buffer: Buffer; filename: string }> {
  if (!request.isMultipart()) throw invalid(MESSAGES.bulkFileMissing);
  const file = await request.file({ limits: { fileSize: LIMITS.bulkUploadMaxBytes, files: 1 } });
  if (!file) throw invalid(MESSAGES.bulkFileMissing);
  try {
    return { buffer: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(MESSAGES.bulkFileTooLarge);
    throw error;
  }
}
