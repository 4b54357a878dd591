import { MESSAGES } from '@verdant/shared/messages';

// Zod's own wording ("Invalid input: expected object, received null", "Too big: expected int to be
// <=9007199254740991") reaches a caller only where a schema gave no message of its own. Such an issue is said again
// here in plain words naming the field; a schema's own message is kept as it is.

const ZOD_DEFAULT = /^(Invalid input|Invalid option|Too big|Too small|Invalid string|Invalid number)\b/;

const KIND: Record<string, string> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
};

/** The parts of a fastify-type-provider-zod validation entry used here: `keyword` is the Zod issue's code. */
interface ValidationEntry {
  keyword?: string;
  message?: string;
  params?: unknown;
}

interface IssueParams {
  expected?: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  values?: unknown[];
}

/** The message to send for one validation issue of `field` ("body" for the body as a whole) in `context`. */
export function plainIssueMessage(
  { keyword, message, params }: ValidationEntry,
  field: string,
  context: string | undefined,
): string {
  if (message && !ZOD_DEFAULT.test(message)) return message;
  const issue = (params ?? {}) as IssueParams;
  const received = /received (\w+)$/.exec(message ?? '')?.[1];
  if (field === 'body') return MESSAGES.bodyNotObject;
  switch (keyword) {
    case 'invalid_type':
      if (received === 'undefined') return MESSAGES.required(field);
      // A query parameter given twice arrives as a list.
      if (context === 'querystring' && received === 'array') return MESSAGES.paramOnce(field);
      return `${field} must be ${KIND[issue.expected ?? ''] ?? 'valid'}`;
    case 'too_big':
      return bound(field, 'at most', issue.maximum, issue.origin);
    case 'too_small':
      return bound(field, 'at least', issue.minimum, issue.origin);
    case 'invalid_value':
      return `${field} must be one of ${(issue.values ?? []).map(String).join(', ')}`;
    default:
      return `${field} is not valid`;
  }
}

function bound(field: string, side: string, limit: number | bigint | undefined, origin: string | undefined) {
  if (origin === 'array' || origin === 'set') return `${field} can have ${side} ${limit} items`;
  if (origin === 'string') return `${field} must be ${side} ${limit} characters`;
  return `${field} must be ${side} ${limit}`;
}
