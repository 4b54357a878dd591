import { z } from 'zod';
import { LIMITS, MESSAGES } from '../messages.ts';

/** A required text field: trimmed, non-empty, bounded, with "<Label> is required". */
export const requiredText = (label: string, max: number = LIMITS.nameMax) =>
  z
    .string({ error: MESSAGES.required(label) })
    .trim()
    .min(1, MESSAGES.required(label))
    .max(max, MESSAGES.tooLong(label, max));

/** An optional text field: trimmed; empty becomes null. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, MESSAGES.tooLong(label, max))
    .nullish()
    .transform((value) => (value ? value : null));

export const emailField = z
  .string({ error: MESSAGES.required('Email') })
  .trim()
  .min(1, MESSAGES.required('Email'))
  .max(LIMITS.emailMax, MESSAGES.tooLong('Email', LIMITS.emailMax))
  .pipe(z.email(MESSAGES.invalidEmail))
  .transform((email) => email.toLowerCase());

/** A row id in the address (`/api/.../{id}`): a positive whole number, or a 422 that says so. */
export const idParam = z.object({
  id: z.coerce
    .number({ error: MESSAGES.invalidId })
    .int(MESSAGES.invalidId)
    .positive(MESSAGES.invalidId)
    .max(2147483647, MESSAGES.invalidId),
});

export const errorResponse = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const messageResponse = z.object({ message: z.string() });
