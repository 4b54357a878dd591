import { addItem, setQuantity } from '@verdant/shared/rules/cart';
import type { Inquiry } from '@verdant/shared/schemas/inquiries';
import { type CartProduct, getCart, setCartItems } from '../../lib/cart.ts';

/**
 * Puts the confirmed quantity of the inquiry's plant in the cart. The vendor agreed to that quantity, so it replaces
 * whatever quantity of the same plant the cart held rather than adding to it.
 */
export function putConfirmedQuantityInCart(inquiry: Inquiry): void {
  const product: CartProduct = {
    id: inquiry.inventory_item.id,
    plant_name: inquiry.inventory_item.plant_name,
    price: inquiry.inventory_item.price,
    quantity_available: inquiry.inventory_item.quantity_available,
    vendor: { id: inquiry.vendor_id, business_name: inquiry.vendor_business_name },
  };
  // addItem appends the plant or refreshes its facts; setQuantity then sets the agreed quantity.
  const withPlant = addItem(getCart().items, product, 1);
  setCartItems(setQuantity(withPlant, product.id, inquiry.requested_quantity));
}
