import { MESSAGES } from '@verdant/shared/messages';
import { approvalState } from '@verdant/shared/rules/admin';
import { fromCents } from '@verdant/shared/rules/cart';
import type { VendorProfile } from '@verdant/shared/schemas/auth';
import type { VendorAnalytics, vendorProfileUpdateSchema } from '@verdant/shared/schemas/vendor';
import type { z } from 'zod';
import type { Deps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { toVendorProfileView } from '../auth/user-view.ts';
import { findProfile, orderCounts, productCounts, recentOrders, updateProfile } from './vendor.repository.ts';

export async function getProfile({ db }: Deps, vendorId: number): Promise<VendorProfile> {
  const profile = await findProfile(db, vendorId);
  if (!profile) throw notFound(MESSAGES.vendorNotFound);
  return toVendorProfileView(profile);
}

export async function editProfile(
  { db }: Deps,
  vendorId: number,
  input: z.output<typeof vendorProfileUpdateSchema>,
): Promise<VendorProfile> {
  const profile = await updateProfile(db, vendorId, {
    businessName: input.business_name,
    businessDescription: input.business_description,
    businessAddress: input.business_address,
    businessPhone: input.business_phone,
    businessEmail: input.business_email,
  });
  if (!profile) throw notFound(MESSAGES.vendorNotFound);
  return toVendorProfileView(profile);
}

export async function getAnalytics({ db }: Deps, vendorId: number): Promise<VendorAnalytics> {
  const profile = await findProfile(db, vendorId);
  if (!profile) throw notFound(MESSAGES.vendorNotFound);
  const [products, orderTotals, recent] = await Promise.all([
    productCounts(db, vendorId),
    orderCounts(db, vendorId),
    recentOrders(db, vendorId),
  ]);
  return {
    total_products: products.total,
    total_orders: orderTotals.total,
    total_revenue: fromCents(orderTotals.revenueCents),
    account_status: approvalState({ is_approved: profile.isApproved, is_rejected: profile.isRejected }),
    rejection_reason: profile.isRejected ? profile.rejectionReason : null,
    pending_orders: orderTotals.pending,
    out_of_stock_products: products.outOfStock,
    recent_orders: recent.map((order) => ({
      id: order.id,
      order_number: order.orderNumber,
      buyer_name: order.buyerName,
      status: order.status,
      total_amount: fromCents(order.totalCents),
      created_at: order.createdAt.toISOString(),
    })),
  };
}
