// One error taxonomy for the whole server; plugins/errors.ts maps it to HTTP in one place.

export interface FieldError {
  field: string;
  message: string;
}

export class AppError extends Error {
  readonly statusCode: number;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(statusCode: number, detail: string, errors?: FieldError[], headers?: Record<string, string>) {
    super(detail);
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
  }
}

export const invalid = (detail: string, errors?: FieldError[]) => new AppError(422, detail, errors);
export const badRequest = (detail: string) => new AppError(400, detail);
export const unauthorized = (detail: string) => new AppError(401, detail, undefined, { 'www-authenticate': 'Bearer' });
export const forbidden = (detail: string) => new AppError(403, detail);
export const notFound = (detail: string) => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
/** A link that worked once and no longer does (used or expired). */
export const gone = (detail: string) => new AppError(410, detail);
export const tooLarge = (detail: string) => new AppError(413, detail);
export const unsupportedMediaType = (detail: string) => new AppError(415, detail);
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new AppError(429, detail, undefined, { 'retry-after': String(retryAfterSeconds) });

/** PostgreSQL unique_violation, for "check, then insert" races turned into a clean 409. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const cause = (error as { cause?: unknown })?.cause ?? error;
  const pgError = cause as { code?: string; constraint?: string };
  return pgError?.code === '23505' && (!constraint || pgError.constraint === constraint);
}
