import { describe, expect, it } from 'vitest';
import { inventoryItemInputSchema } from '../src/schemas/inventory.ts';

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
    expect(item({ price: 0 }).data?.price).toBe(0);
    expect(item({ compare_at_price: null }).data?.compare_at_price).toBeNull();
    expect(item({ compare_at_price: '' }).data?.compare_at_price).toBeNull();
  });
});
