import { z } from 'zod';
import { LIMITS, MESSAGES } from '../messages.ts';
import { DATE_YEARS_AHEAD, dayInRange, isDayShape } from '../rules/ready-day.ts';

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

/**
 * A calendar day 'YYYY-MM-DD' (trimmed): `notADay` when it is not one, and a message naming the range when it is
 * one outside 2000 .. 5 years ahead (9999-12-31 is a date, just not a plausible one).
 */
export const dayField = (label: string, notADay: string) =>
  z
    .string({ error: notADay })
    .trim()
    .refine(isDayShape, { message: notADay, abort: true })
    .refine((day) => dayInRange(day), MESSAGES.dateOutOfRange(label, DATE_YEARS_AHEAD));

/** The highest row id (PostgreSQL integer). */
export const ID_MAX = 2147483647;

/**
 * Text of digits only becomes its number; anything else stays as it is and fails as not a number. A bare coercion
 * (Number()) read "1e3" as 1000, "0x10" as 16, " 7", "+7" and "7.0" as 7, and "" as 0.
 */
export const digitsToNumber = (value: unknown): unknown =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

/**
 * Text written as a plain decimal ("12", " 12.50 ", "-3": the range check names a negative) becomes its number;
 * anything else ("0x10", "1e3", "Infinity") stays as it is and fails as not a number.
 */
export const decimalToNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
};

/** A row id, in the address, a query or a body: a positive whole number (or its digits as text), else `message`. */
export const idField = (message: string) =>
  z.preprocess(digitsToNumber, z.number({ error: message }).int(message).positive(message).max(ID_MAX, message));

/** A row id in a JSON body where only a JSON number is taken (order lines, bid lines), else `message`. */
export const jsonIdField = (message: string) =>
  z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/** A row id in the address (`/api/.../{id}`): a positive whole number, or a 422 that says so. */
export const idParam = z.object({ id: idField(MESSAGES.invalidId) });

/** A whole number in a query (`page`, `limit`): digits only, 1 to `max`, with the same words everywhere. */
export const wholeNumber = (name: string, max: number) =>
  z.preprocess(
    digitsToNumber,
    z
      .number({ error: `${name} must be a whole number` })
      .int(`${name} must be a whole number`)
      .min(1, `${name} must be at least 1`)
      .max(max, `${name} must be at most ${max}`),
  );

export const errorResponse = z.object({
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

export const messageResponse = z.object({ message: z.string() });
