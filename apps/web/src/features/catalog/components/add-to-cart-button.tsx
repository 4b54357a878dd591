import type { Plant } from '@verdant/shared/schemas/inventory';
import { ShoppingCart } from 'lucide-react';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { addToCart } from '../../../lib/cart.ts';

type AddToCartButtonProps = Omit<ButtonProps, 'onClick'> & { plant: Plant; quantity?: number };

export function toCartProduct(plant: Plant) {
  return {
    id: plant.id,
    plant_name: plant.plant_name,
    price: plant.price,
    price_tiers: plant.price_tiers,
    quantity_available: plant.quantity_available,
    vendor: { id: plant.vendor.id, business_name: plant.vendor.business_name },
    image_url: plant.image_url,
  };
}

export function AddToCartButton({ plant, quantity = 1, children, ...props }: AddToCartButtonProps) {
  const toast = useToast();
  const soldOut = plant.quantity_available <= 0;
  return (
    <Button
      {...props}
      disabled={soldOut || props.disabled}
      onClick={() => {
        addToCart(toCartProduct(plant), quantity);
        toast.success(`Added ${quantity > 1 ? `${quantity} × ` : ''}${plant.plant_name} to your cart`);
      }}
    >
      <ShoppingCart className="size-4" aria-hidden="true" />
      {soldOut ? 'Out of Stock' : (children ?? 'Add to Cart')}
    </Button>
  );
}
