import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import {
  canCancelInquiry,
  canInquire,
  canMoveInquiry,
  canRespond,
  canWriteInThread,
  inquiryPreview,
  inquiryStatesMovableTo,
  isOutOfStock,
  orderNow,
  parseInquiryQuantity,
  sortPendingFirst,
} from '../src/rules/inquiries.ts';
import {
  customResponseFormSchema,
  declineFormSchema,
  inquiryCreateSchema,
  inquiryFormSchema,
  inquiryRespondSchema,
} from '../src/schemas/inquiries.ts';

type Issues = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const messagesOf = (result: Issues) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const valid = { message: 'Do you have 20 of these?', requested_quantity: '2', requested_specifications: '' };

describe('the inquiry form (docs/product.md#inquiries), every message', () => {
  const form = inquiryFormSchema(12);
  it.each([
    ['an empty message', { message: '' }, `message: ${MESSAGES.inquiryMessageRequired}`],
    ['a blank message', { message: '     ' }, `message: ${MESSAGES.inquiryMessageRequired}`],
    ['a missing message', { message: undefined }, `message: ${MESSAGES.inquiryMessageRequired}`],
    ['9 characters', { message: '123456789' }, `message: ${MESSAGES.inquiryMessageTooShort}`],
    ['9 characters padded with spaces', { message: '   123456789    ' }, `message: ${MESSAGES.inquiryMessageTooShort}`],
    ['quantity 0', { requested_quantity: '0' }, `requested_quantity: ${MESSAGES.inquiryQuantityMin}`],
    ['a negative quantity', { requested_quantity: '-3' }, `requested_quantity: ${MESSAGES.inquiryQuantityMin}`],
    ['more than available', { requested_quantity: '13' }, `requested_quantity: ${MESSAGES.inquiryQuantityMax(12)}`],
  ])('%s', (_name, change, expected) => {
    expect(messagesOf(form.safeParse({ ...valid, ...change }))).toEqual([expected]);
  });

  it('accepts exactly 10 characters after trimming and trims the text', () => {
    const parsed = form.parse({ ...valid, message: '  1234567890  ' });
    expect(parsed.message).toBe('1234567890');
  });

  it('accepts 1 and the whole stock', () => {
    expect(form.parse({ ...valid, requested_quantity: '1' }).requested_quantity).toBe(1);
    expect(form.parse({ ...valid, requested_quantity: '12' }).requested_quantity).toBe(12);
  });

  it.each([
    ['an empty box', ''],
    ['letters', 'abc'],
    ['undefined', undefined],
    ['null', null],
  ])('falls back to 1 for %s', (_name, raw) => {
    expect(form.parse({ ...valid, requested_quantity: raw }).requested_quantity).toBe(1);
  });

  it('keeps special requirements optional (empty becomes null)', () => {
    expect(form.parse(valid).requested_specifications).toBeNull();
    expect(form.parse({ ...valid, requested_specifications: ' 3 gal pots ' }).requested_specifications).toBe(
      '3 gal pots',
    );
  });
});

describe('parseInquiryQuantity', () => {
  it.each([
    ['5', 5],
    [' 7 ', 7],
    ['0', 0],
    ['-2', -2],
    ['3.9', 3],
    [4, 4],
    [Number.NaN, 1],
    [Number.POSITIVE_INFINITY, 1],
    ['x', 1],
    ['', 1],
    [{}, 1],
  ])('%j -> %d', (raw, expected) => {
    expect(parseInquiryQuantity(raw)).toBe(expected);
  });
});

describe('the create payload', () => {
  it('needs a plant id', () => {
    expect(messagesOf(inquiryCreateSchema.safeParse(valid))).toEqual([
      `inventory_item_id: ${MESSAGES.required('Plant')}`,
    ]);
  });

  it('has no stock bound of its own (the server checks the plant)', () => {
    expect(inquiryCreateSchema.parse({ ...valid, inventory_item_id: 3, requested_quantity: 500 })).toMatchObject({
      inventory_item_id: 3,
      requested_quantity: 500,
    });
  });
});

describe('responses', () => {
  it('requires a non-blank custom response', () => {
    expect(messagesOf(customResponseFormSchema.safeParse({ vendor_response: '  ' }))).toEqual([
      `vendor_response: ${MESSAGES.inquiryResponseRequired}`,
    ]);
    expect(customResponseFormSchema.parse({ vendor_response: ' Yes, we can. ' }).vendor_response).toBe('Yes, we can.');
  });

  it('requires a reason to decline', () => {
    expect(messagesOf(declineFormSchema.safeParse({ decline_reason: '' }))).toEqual([
      `decline_reason: ${MESSAGES.declineReasonRequired}`,
    ]);
    expect(messagesOf(inquiryRespondSchema.safeParse({ inquiry_id: 1, status: 'declined' }))).toEqual([
      `decline_reason: ${MESSAGES.declineReasonRequired}`,
    ]);
  });

  it('lets a plain confirm go without text, but not with blank text', () => {
    expect(inquiryRespondSchema.parse({ inquiry_id: 1, status: 'confirmed' })).toEqual({
      inquiry_id: 1,
      status: 'confirmed',
      vendor_response: null,
      decline_reason: null,
    });
    expect(
      messagesOf(inquiryRespondSchema.safeParse({ inquiry_id: 1, status: 'confirmed', vendor_response: ' ' })),
    ).toEqual([`vendor_response: ${MESSAGES.inquiryResponseRequired}`]);
  });

  it('refuses other statuses', () => {
    for (const status of ['pending', 'cancelled', 'done']) {
      expect(inquiryRespondSchema.safeParse({ inquiry_id: 1, status }).success).toBe(false);
    }
  });

  it('a pending or answered inquiry can still be answered or decided by the vendor', () => {
    expect(canRespond('pending')).toBe(true);
    expect(canRespond('answered')).toBe(true);
    for (const status of ['confirmed', 'declined', 'cancelled'] as const) expect(canRespond(status)).toBe(false);
  });

  it('an answered inquiry needs its message', () => {
    const parsed = inquiryRespondSchema.safeParse({ inquiry_id: 1, status: 'answered', vendor_response: ' ' });
    expect(parsed.success).toBe(false);
    expect(inquiryRespondSchema.safeParse({ inquiry_id: 1, status: 'answered', vendor_response: 'Yes' }).success).toBe(
      true,
    );
  });
});

describe('the inquiry state machine', () => {
  it('moves as docs/product.md#inquiries says', () => {
    expect(inquiryStatesMovableTo('answered', 'vendor')).toEqual(['pending']);
    expect(inquiryStatesMovableTo('confirmed', 'vendor')).toEqual(['pending', 'answered']);
    expect(inquiryStatesMovableTo('declined', 'vendor')).toEqual(['pending', 'answered']);
    expect(inquiryStatesMovableTo('cancelled', 'buyer')).toEqual(['pending', 'answered']);
    expect(inquiryStatesMovableTo('cancelled', 'vendor')).toEqual([]);
    expect(inquiryStatesMovableTo('confirmed', 'buyer')).toEqual([]);
    expect(canMoveInquiry('answered', 'answered', 'vendor')).toBe(false);
  });

  it('the buyer cancels until the vendor confirms or declines', () => {
    expect(['pending', 'answered'].every((status) => canCancelInquiry(status as 'pending'))).toBe(true);
    for (const status of ['confirmed', 'declined', 'cancelled'] as const) expect(canCancelInquiry(status)).toBe(false);
  });

  it('the thread is open after the first answer and until the inquiry is declined or cancelled', () => {
    expect(canWriteInThread('pending')).toBe(false);
    expect(canWriteInThread('answered')).toBe(true);
    expect(canWriteInThread('confirmed')).toBe(true);
    expect(canWriteInThread('declined')).toBe(false);
    expect(canWriteInThread('cancelled')).toBe(false);
  });
});

describe('stock and previews', () => {
  it('is out of stock at 0 or less', () => {
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(-1)).toBe(true);
    expect(isOutOfStock(1)).toBe(false);
    expect(canInquire({ quantity_available: 5, is_available: false })).toBe(false);
    expect(canInquire({ quantity_available: 5, is_available: true })).toBe(true);
  });

  it('cuts the preview at 100 characters', () => {
    const long = 'a'.repeat(150);
    expect(inquiryPreview(long)).toBe(`${'a'.repeat(100)}…`);
    expect(inquiryPreview('a'.repeat(100))).toBe('a'.repeat(100));
  });

  it('sorts pending first, then newest', () => {
    const rows = [
      { id: 1, status: 'confirmed' as const, created_at: '2026-03-03T00:00:00.000Z' },
      { id: 2, status: 'pending' as const, created_at: '2026-03-01T00:00:00.000Z' },
      { id: 3, status: 'pending' as const, created_at: '2026-03-02T00:00:00.000Z' },
      { id: 4, status: 'declined' as const, created_at: '2026-03-04T00:00:00.000Z' },
    ];
    expect(sortPendingFirst(rows).map((row) => row.id)).toEqual([3, 2, 4, 1]);
  });
});

describe('order now', () => {
  const item = { quantity_available: 10, is_available: true };
  it('orders the confirmed quantity', () => {
    expect(orderNow({ status: 'confirmed', requested_quantity: 4, inventory_item: item })).toEqual({
      ok: true,
      quantity: 4,
    });
  });
  it('refuses what is not confirmed, unlisted or short', () => {
    expect(orderNow({ status: 'pending', requested_quantity: 4, inventory_item: item })).toMatchObject({ ok: false });
    expect(
      orderNow({ status: 'confirmed', requested_quantity: 4, inventory_item: { ...item, is_available: false } }),
    ).toEqual({ ok: false, reason: 'unavailable' });
    expect(orderNow({ status: 'confirmed', requested_quantity: 11, inventory_item: item })).toEqual({
      ok: false,
      reason: 'short',
      available: 10,
    });
  });
});
