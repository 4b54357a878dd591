import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/messages.ts';
import {
  addItem,
  type CartItem,
  type CartItemFacts,
  type CartProduct,
  cartCount,
  cartTotalCents,
  clearCart,
  groupByVendor,
  parseStoredCart,
  reconcileCart,
  removeItem,
  setQuantity,
} from '../src/rules/cart.ts';
import { orderCreateSchema } from '../src/schemas/orders.ts';

const fern: CartProduct = {
  id: 1,
  plant_name: 'Boston Fern',
  price: 24.99,
  quantity_available: 10,
  vendor: { id: 7, business_name: 'Greenleaf' },
};
const cactus: CartProduct = {
  id: 2,
  plant_name: 'Golden Barrel',
  price: 0.1,
  quantity_available: 3,
  vendor: { id: 8, business_name: 'Desert Bloom' },
};
const aloe: CartProduct = {
  ...cactus,
  id: 3,
  plant_name: 'Aloe',
  price: 0.2,
  vendor: { id: 7, business_name: 'Greenleaf' },
};

const facts = (item: CartProduct, overrides: Partial<CartItemFacts> = {}): CartItemFacts => ({
  inventory_item_id: item.id,
  found: true,
  plant_name: item.plant_name,
  price: item.price,
  quantity_available: item.quantity_available,
  is_available: true,
  vendor: item.vendor,
  ...overrides,
});

describe('cart rules (docs/product.md#cart)', () => {
  it('adds with a default quantity of 1 and appends new plants', () => {
    const cart = addItem(addItem([], fern), cactus, 2);
    expect(cart.map((item) => [item.id, item.quantity])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it('merges quantities when the plant is already in the cart', () => {
    const cart = addItem(addItem([], fern, 2), fern, 3);
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
  });

  it('refreshes the plant facts on a merge', () => {
    const cart = addItem(addItem([], fern), { ...fern, price: 19.99 });
    expect(cart[0]?.price).toBe(19.99);
  });

  it('ignores adding zero or a negative amount', () => {
    expect(addItem([], fern, 0)).toEqual([]);
    expect(addItem([], fern, -2)).toEqual([]);
  });

  it('does not mutate the given list', () => {
    const before: CartItem[] = [{ ...fern, quantity: 1 }];
    addItem(before, fern, 4);
    setQuantity(before, 1, 9);
    expect(before[0]?.quantity).toBe(1);
  });

  it('sets a quantity, and 0 or less removes the item', () => {
    const cart = addItem(addItem([], fern), cactus);
    expect(setQuantity(cart, 1, 4).find((item) => item.id === 1)?.quantity).toBe(4);
    expect(setQuantity(cart, 1, 0).map((item) => item.id)).toEqual([2]);
    expect(setQuantity(cart, 1, -3).map((item) => item.id)).toEqual([2]);
    expect(setQuantity(cart, 1, Number.NaN).map((item) => item.id)).toEqual([2]);
  });

  it('removes one item and clears all', () => {
    const cart = addItem(addItem([], fern), cactus);
    expect(removeItem(cart, 2).map((item) => item.id)).toEqual([1]);
    expect(clearCart()).toEqual([]);
  });

  it('counts the sum of quantities', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount(addItem(addItem([], fern, 2), cactus, 3))).toBe(5);
  });

  it('totals in cents, without floating point drift', () => {
    const cart = addItem(addItem([], cactus), aloe);
    expect(cartTotalCents(cart)).toBe(30);
    expect(cartTotalCents(addItem([], fern, 3))).toBe(7497);
  });

  it('groups by vendor, one group per future order', () => {
    const groups = groupByVendor(addItem(addItem(addItem([], fern), cactus), aloe));
    expect(groups.map((group) => [group.vendor?.id, group.items.map((item) => item.id)])).toEqual([
      [7, [1, 3]],
      [8, [2]],
    ]);
  });
});

describe('checking a saved cart against the server', () => {
  it('takes over a changed price and says so', () => {
    const { items, notices } = reconcileCart(addItem([], fern), [facts(fern, { price: 29.99 })]);
    expect(items[0]?.price).toBe(29.99);
    expect(notices).toEqual([
      {
        kind: 'price',
        id: 1,
        plant_name: 'Boston Fern',
        message: MESSAGES.cartPriceChanged('Boston Fern', '$24.99', '$29.99'),
      },
    ]);
  });

  it('lowers a quantity above the stock and says so', () => {
    const { items, notices } = reconcileCart(addItem([], fern, 8), [facts(fern, { quantity_available: 5 })]);
    expect(items[0]?.quantity).toBe(5);
    expect(notices.map((notice) => notice.kind)).toEqual(['stock']);
    expect(notices[0]?.message).toBe(MESSAGES.cartStockReduced('Boston Fern', 5));
  });

  it('removes vanished, unavailable and sold-out plants and says so', () => {
    const cart = addItem(addItem(addItem([], fern), cactus), aloe);
    const { items, notices } = reconcileCart(cart, [
      facts(fern, { found: false, plant_name: null, price: null }),
      facts(cactus, { is_available: false }),
      facts(aloe, { quantity_available: 0 }),
    ]);
    expect(items).toEqual([]);
    expect(notices.map((notice) => [notice.kind, notice.message])).toEqual([
      ['removed', MESSAGES.cartItemRemoved('Boston Fern')],
      ['removed', MESSAGES.cartItemRemoved('Golden Barrel')],
      ['removed', MESSAGES.cartItemRemoved('Aloe')],
    ]);
  });

  it('gives no notice when nothing changed', () => {
    const cart = addItem(addItem([], fern, 2), cactus);
    const result = reconcileCart(cart, [facts(fern), facts(cactus)]);
    expect(result.notices).toEqual([]);
    expect(result.items).toEqual(cart);
  });
});

describe('reading a stored cart', () => {
  it('keeps sane lines and drops the rest', () => {
    const stored = [
      { ...fern, quantity: 2 },
      { id: 'x', quantity: 1 },
      { ...cactus, quantity: 0 },
      { ...aloe, price: -1, quantity: 1 },
      { ...fern, quantity: 5 },
      null,
    ];
    expect(parseStoredCart(stored)).toEqual([{ ...fern, image_url: null, quantity: 2 }]);
    expect(parseStoredCart('nonsense')).toEqual([]);
  });
});

describe('order payload', () => {
  const valid = {
    buyer_name: 'Ada Lovelace',
    buyer_email: 'Ada@Example.test',
    shipping_address: '1 Garden Way, Austin TX',
    items: [{ inventory_item_id: 1, quantity: 2, unit_price: 24.99 }],
    total_amount: 49.98,
  };

  it('accepts the spec payload, with nursery_id defaulting to 1 and phone optional', () => {
    const parsed = orderCreateSchema.parse(valid);
    expect(parsed.nursery_id).toBe(1);
    expect(parsed.buyer_phone).toBeNull();
    expect(parsed.buyer_email).toBe('ada@example.test');
  });

  it.each([
    ['buyer_name', '', 'Full Name is required'],
    ['buyer_email', '', 'Email is required'],
    ['buyer_email', 'not-an-email', MESSAGES.invalidEmail],
    ['shipping_address', '  ', 'Shipping Address is required'],
    ['items', [], MESSAGES.cartEmpty],
  ])('%s = %j is refused with "%s"', (field, value, message) => {
    const result = orderCreateSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('refuses a quantity below 1 or not whole', () => {
    for (const quantity of [0, -1, 1.5]) {
      const result = orderCreateSchema.safeParse({ ...valid, items: [{ inventory_item_id: 1, quantity }] });
      expect(result.success).toBe(false);
    }
  });
});
