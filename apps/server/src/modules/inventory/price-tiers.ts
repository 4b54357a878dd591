import { fromCents, toCents } from '@verdant/shared/rules/cart';
import type { PriceTier } from '@verdant/shared/rules/price-tiers';
import type { StoredPriceTier } from '../../db/schema/index.ts';

// Quantity breaks travel in dollars (like price) and are stored in cents (like price_cents).

export const tiersToCents = (tiers: readonly PriceTier[]): StoredPriceTier[] =>
  tiers.map((tier) => ({ min_quantity: tier.min_quantity, price_cents: toCents(tier.price) }));

export const tiersFromCents = (tiers: readonly StoredPriceTier[] | null | undefined): PriceTier[] =>
  (tiers ?? []).map((tier) => ({ min_quantity: tier.min_quantity, price: fromCents(tier.price_cents) }));
