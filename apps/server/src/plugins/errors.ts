import { MESSAGES } from '@verdant/shared/messages';
import type { FastifyError, FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldError } from '../lib/errors.ts';
import { plainIssueMessage } from './plain-issue.ts';

/** Maps every error to `{ detail, errors? }` with the right status; a 5xx never leaks details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      request.log.info({ statusCode: error.statusCode, detail: error.message }, 'request refused');
      return reply
        .code(error.statusCode)
        .send(error.errors ? { detail: error.message, errors: error.errors } : { detail: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => {
        const field = fieldName(issue.instancePath, issue.params, error.validationContext);
        return { field, message: plainIssueMessage(issue, field, error.validationContext) };
      });
      request.log.info({ errors }, 'validation failed');
      return reply.code(422).send({ detail: errors[0]?.message ?? 'Invalid request', errors });
    }
    if (isMultipartError(request.headers['content-type'], error)) {
      request.log.info({ err: error }, 'upload refused');
      const tooMany = ['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'].includes(error.code);
      return reply.code(400).send({ detail: tooMany ? MESSAGES.uploadTooManyParts : MESSAGES.uploadMalformed });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit...).
      return reply.code(status).send({ detail: clientErrorDetail(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ detail: MESSAGES.internalError });
  });
});

/**
 * A multipart body that could not be parsed: @fastify/multipart's own errors, and the parser's (busboy) plain
 * errors for a missing boundary or a truncated body, which carry no status and would otherwise be a 500.
 */
function isMultipartError(contentType: string | undefined, error: FastifyError): boolean {
  if (!contentType?.toLowerCase().startsWith('multipart/')) return false;
  if (['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_MP_PREMATURE_CLOSE'].includes(error.code)) {
    return true;
  }
  return error.statusCode === undefined && /^Multipart:|Unexpected end of|Malformed/i.test(error.message);
}

/**
 * The public catalog's choice (catalog, photos, reviews, ads: the routes registered in `scope`): a bad query string
 * or path parameter (page 0, limit 500, an unknown sort, id "abc") is a 400 with the same `{detail, errors}` shape as
 * a body's 422. The route's guards run earlier (onRequest), so a caller without the right login still gets 401/403.
 */
export function badQueryIs400(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (!route.schema?.querystring && !route.schema?.params) return;
    route.attachValidation = true;
    const earlier = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...earlier, rejectInvalidRequest];
  });
}

const rejectInvalidRequest: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
  const failure = request.validationError;
  if (!failure) return;
  const errors: FieldError[] = (Array.isArray(failure.validation) ? failure.validation : []).map((issue) => {
    const field = fieldName(issue.instancePath ?? '', issue.params, failure.validationContext);
    return { field, message: plainIssueMessage(issue, field, failure.validationContext) };
  });
  throw new AppError(400, errors[0]?.message ?? 'Invalid request', errors);
};

function fieldName(instancePath: string, params: unknown, fallback = 'body'): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const issue = (params as { issue?: { path?: PropertyKey[] } })?.issue;
  return fromPath || issue?.path?.map(String).join('.') || fallback;
}

function clientErrorDetail(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body must not be empty';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    default:
      return error.code?.startsWith('FST_ERR_CTP') ? 'Request body is not valid JSON' : error.message;
  }
}
