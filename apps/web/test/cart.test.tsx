import { act, render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSummary } from '../src/features/cart/components/order-summary.tsx';
import {
  addToCart,
  CART_KEY,
  type CartProduct,
  clearCart,
  getCart,
  removeFromCart,
  setCartQuantity,
  useCart,
} from '../src/lib/cart.ts';

const fern: CartProduct = {
  id: 1,
  plant_name: 'Boston Fern',
  price: 24.99,
  quantity_available: 10,
  vendor: { id: 7, business_name: 'Green Thumb Nursery' },
};
const cactus: CartProduct = {
  id: 2,
  plant_name: 'Barrel Cactus',
  price: 0.1,
  quantity_available: 5,
  vendor: { id: 8, business_name: 'Desert Blooms' },
};
const aloe: CartProduct = { ...cactus, id: 3, plant_name: 'Aloe Vera', price: 0.2 };

afterEach(() => {
  clearCart();
  localStorage.clear();
});

describe('the cart store (lib/cart.ts)', () => {
  it('adds 1 by default, adds up a plant added twice, and counts quantities', () => {
    addToCart(fern);
    addToCart(fern, 2);
    addToCart(cactus);
    expect(getCart().items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 3],
      [2, 1],
    ]);
    expect(getCart().count).toBe(4);
  });

  it('removes a plant whose quantity is set to 0, and on Remove', () => {
    addToCart(fern, 2);
    addToCart(cactus);
    setCartQuantity(1, 5);
    expect(getCart().items.find((item) => item.id === 1)?.quantity).toBe(5);
    setCartQuantity(1, 0);
    expect(getCart().items.map((item) => item.id)).toEqual([2]);
    removeFromCart(2);
    expect(getCart()).toEqual({ items: [], count: 0 });
    expect(localStorage.getItem(CART_KEY)).toBeNull();
  });

  it('keeps the cart in localStorage, so a reload finds it', () => {
    addToCart(fern, 2);
    const stored = JSON.parse(localStorage.getItem(CART_KEY) ?? 'null');
    expect(stored).toEqual([{ ...fern, quantity: 2 }]);
  });

  it('reads a damaged saved cart as empty', () => {
    localStorage.setItem(CART_KEY, '{not json');
    expect(getCart()).toEqual({ items: [], count: 0 });
  });

  it('re-renders readers on a change here and on a change from another tab', () => {
    const { result } = renderHook(() => useCart());
    expect(result.current.count).toBe(0);
    act(() => addToCart(fern, 2));
    expect(result.current.count).toBe(2);

    act(() => {
      localStorage.setItem(CART_KEY, JSON.stringify([{ ...cactus, quantity: 4 }]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY }));
    });
    expect(result.current.items.map((item) => item.plant_name)).toEqual(['Barrel Cactus']);
    expect(result.current.count).toBe(4);
  });
});

describe('OrderSummary', () => {
  it('groups the lines by nursery, with the amount of each line and the total', () => {
    addToCart(fern, 3);
    addToCart(cactus);
    addToCart(aloe);
    render(<OrderSummary items={getCart().items} />);

    expect(screen.getByText('2 nurseries: each ships its part as a separate order, paid together.')).toBeVisible();
    const green = screen.getByRole('region', { name: 'Green Thumb Nursery' });
    expect(within(green).getByText('$74.97')).toBeInTheDocument();
    const desert = screen.getByRole('region', { name: 'Desert Blooms' });
    expect(within(desert).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByTestId('order-total')).toHaveTextContent('$75.27');
  });

  it('says nothing about nurseries when one ships everything', () => {
    addToCart(fern);
    render(<OrderSummary items={getCart().items} />);
    expect(screen.queryByText(/nurseries:/)).not.toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent('$24.99');
  });
});
