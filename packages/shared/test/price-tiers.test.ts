import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import { addItem, type CartProduct, cartTotalCents, lineUnitPrice, parseStoredCart } from '../src/rules/cart.ts';
import { appliedTier, bestTierLabel, tierRows, unitPriceFor } from '../src/rules/price-tiers.ts';
import { inventoryItemInputSchema, inventoryItemUpdateSchema } from '../src/schemas/inventory.ts';

const maple = {
  price: 34.5,
  price_tiers: [
    { min_quantity: 10, price: 31 },
    { min_quantity: 50, price: 28 },
  ],
};

describe('unitPriceFor', () => {
  it('charges the break the quantity reaches', () => {
    expect([1, 9, 10, 49, 50, 500].map((quantity) => unitPriceFor(maple, quantity))).toEqual([
      34.5, 34.5, 31, 31, 28, 28,
    ]);
    expect(appliedTier(maple, 10)).toEqual({ min_quantity: 10, price: 31 });
    expect(unitPriceFor({ price: 12 }, 100)).toBe(12);
  });

  it('never charges more per unit for more units, even with a base price cut below a break', () => {
    expect(unitPriceFor({ ...maple, price: 30 }, 20)).toBe(30);
    expect(appliedTier({ ...maple, price: 30 }, 20)).toBeNull();
    expect(unitPriceFor({ ...maple, price: 30 }, 60)).toBe(28);
  });

  it('labels cards and tables', () => {
    expect(bestTierLabel(maple)).toBe('from $28.00 at 50+');
    expect(bestTierLabel({ price: 5 })).toBeNull();
    expect(tierRows(maple).map((row) => `${row.range} ${row.price}`)).toEqual(['1-9 34.5', '10-49 31', '50+ 28']);
  });
});

describe('the cart with breaks', () => {
  const product: CartProduct = { id: 1, plant_name: 'Red Maple', quantity_available: 100, vendor: null, ...maple };
  it('prices each line by its quantity', () => {
    const cart = addItem([], product, 12);
    expect(lineUnitPrice(cart[0]!)).toBe(31);
    expect(cartTotalCents(cart)).toBe(37200);
  });
  it('keeps sane stored breaks and drops the rest', () => {
    const [item] = parseStoredCart([
      { ...product, quantity: 2, price_tiers: [...maple.price_tiers, { min_quantity: 'x', price: 1 }, null] },
    ]);
    expect(item!.price_tiers).toEqual(maple.price_tiers);
  });
});

describe('price_tiers validation', () => {
  const base = { plant_name: 'Red Maple', price: 34.5, quantity_available: 5 };
  const issues = (price_tiers: unknown) => {
    const result = inventoryItemInputSchema.safeParse({ ...base, price_tiers });
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };
  it('sorts breaks and takes form text', () => {
    const parsed = inventoryItemInputSchema.parse({
      ...base,
      price_tiers: [
        { min_quantity: '50', price: '28' },
        { min_quantity: 10, price: 31 },
      ],
    });
    expect(parsed.price_tiers).toEqual(maple.price_tiers);
    expect(inventoryItemInputSchema.parse(base).price_tiers).toEqual([]);
  });
  it('refuses breaks from 1, repeated quantities, rising prices and prices at or above the price', () => {
    expect(issues([{ min_quantity: 1, price: 30 }])).toContain(MESSAGES.tierMinQuantity);
    expect(
      issues([
        { min_quantity: 10, price: 30 },
        { min_quantity: 10, price: 29 },
      ]),
    ).toContain(MESSAGES.tierQuantitiesUnique);
    expect(
      issues([
        { min_quantity: 10, price: 30 },
        { min_quantity: 20, price: 30 },
      ]),
    ).toContain(MESSAGES.tierPricesFalling);
    expect(issues([{ min_quantity: 10, price: 34.5 }])).toContain(MESSAGES.tierBelowPrice);
    expect(issues(Array.from({ length: 11 }, (_, i) => ({ min_quantity: i + 2, price: 30 - i })))).toContain(
      MESSAGES.tooManyTiers(10),
    );
  });
  it('leaves breaks alone in a PATCH without them', () => {
    expect(inventoryItemUpdateSchema.parse({ price: 20 }).price_tiers).toBeUndefined();
  });
});
