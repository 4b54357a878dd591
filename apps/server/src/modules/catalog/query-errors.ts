import type { FastifyRequest } from 'fastify';
import { AppError, type FieldError } from '../../lib/errors.ts';

/**
 * Routes with `attachValidation: true` call this first: a bad query string or path parameter (page 0, limit 500,
 * an unknown sort) is a 400 with the same `{detail, errors}` shape as a body's 422.
 */
export function rejectInvalidRequest(request: FastifyRequest): void {
  const failure = request.validationError;
  if (!failure) return;
  const issues: Array<{ instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }> =
    Array.isArray(failure.validation) ? failure.validation : [];
  const errors: FieldError[] = issues.map((issue) => ({
    field:
      issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ||
      issue.params?.issue?.path?.map(String).join('.') ||
      failure.validationContext,
    message: issue.message ?? 'Invalid value',
  }));
  throw new AppError(400, errors[0]?.message ?? 'Invalid request', errors);
}
