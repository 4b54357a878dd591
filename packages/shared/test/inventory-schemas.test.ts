import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import { inventoryItemInputSchema, inventoryItemUpdateSchema } from '../src/schemas/inventory.ts';
import { bulkValueProblem } from '../src/schemas/vendor.ts';

const item = (fields: Record<string, unknown>) =>
  inventoryItemInputSchema.safeParse({ plant_name: 'Fern', price: 12.5, quantity_available: 3, ...fields });

describe('listing prices and quantities are strict decimals', () => {
  it.each([null, true, false, '0x10', '1e3', '12,50', ' ', [], {}])('refuses price %j', (price) => {
    expect(item({ price }).success).toBe(false);
  });

  it.each([null, true, '0x10', '2.5e1'])('refuses quantity %j', (quantity_available) => {
    expect(item({ quantity_available }).success).toBe(false);
  });

  it('accepts numbers and plain decimal text (forms send text)', () => {
    expect(item({ price: '12.50', quantity_available: '4' }).data).toMatchObject({
      price: 12.5,
      quantity_available: 4,
    });
    expect(item({ price: 0 }).error?.issues[0]?.message).toBe('Price must be more than 0');
    expect(item({ compare_at_price: null }).data?.compare_at_price).toBeNull();
    expect(item({ compare_at_price: '' }).data?.compare_at_price).toBeNull();
  });
});

describe('ready_date', () => {
  const item = { plant_name: 'Red Maple', price: 20, quantity_available: 5 };
  it('takes a YYYY-MM-DD day, blank or null as ready now (null), and refuses anything else', () => {
    expect(inventoryItemInputSchema.parse({ ...item, ready_date: '2027-04-15' }).ready_date).toBe('2027-04-15');
    expect(inventoryItemInputSchema.parse({ ...item, ready_date: '' }).ready_date).toBeNull();
    expect(inventoryItemInputSchema.parse(item).ready_date).toBeNull();
    for (const bad of ['2027-02-30', '4/15/2027', 'soon', 20270415]) {
      const result = inventoryItemInputSchema.safeParse({ ...item, ready_date: bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGES.readyDateInvalid);
    }
    expect(inventoryItemUpdateSchema.parse({}).ready_date).toBeUndefined();
    expect(inventoryItemUpdateSchema.parse({ ready_date: null }).ready_date).toBeNull();
  });
});

describe('bulkValueProblem (the API and the bulk bar)', () => {
  it('takes -99 to 1000 percent, not 0, and whole stock up to 1000000', () => {
    expect([-99, 1000, 0.5].map((value) => bulkValueProblem('adjust_price', value))).toEqual([null, null, null]);
    expect([-100, 1001, 0, undefined].map((value) => bulkValueProblem('adjust_price', value))).toEqual(
      Array(4).fill('Enter a percentage from -99 to 1000, not 0'),
    );
    expect([0, 1_000_000].map((value) => bulkValueProblem('set_stock', value))).toEqual([null, null]);
    expect([-1, 1.5, 1_000_001, undefined].map((value) => bulkValueProblem('set_stock', value))).toEqual(
      Array(4).fill('Stock must be a whole number from 0 to 1000000'),
    );
    expect(bulkValueProblem('publish', undefined)).toBeNull();
  });
});
