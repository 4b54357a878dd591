import { MESSAGES } from '@verdant/shared/messages';
import { type ApprovalAction, approvalRefusal, approvalState } from '@verdant/shared/rules/admin';
import { fromCents } from '@verdant/shared/rules/cart';
import type { AdminStats, AdminVendor, PublicVendor, VendorFilter } from '@verdant/shared/schemas/admin';
import type { Deps } from '../../lib/deps.ts';
import { conflict, invalid, notFound } from '../../lib/errors.ts';
import { toVendorProfileView } from '../auth/user-view.ts';
import { notify } from '../notifications/notify.ts';
import { adminWeeks } from '../stats/stats.service.ts';
import {
  findVendor,
  listApprovedVendors,
  listVendors,
  markApproved,
  markRejected,
  readStats,
  type VendorRow,
} from './admin.repository.ts';

function toAdminVendorView({ profile, owner, plantCount }: VendorRow): AdminVendor {
  return {
    ...toVendorProfileView(profile),
    user_id: profile.userId,
    status: approvalState({ is_approved: profile.isApproved, is_rejected: profile.isRejected }),
    reviewed_at: profile.reviewedAt?.toISOString() ?? null,
    owner: {
      first_name: owner.firstName,
      last_name: owner.lastName,
      email: owner.email,
      phone: owner.phone,
      email_verified_at: owner.emailVerifiedAt?.toISOString() ?? null,
    },
    plan: owner.plan,
    plant_count: plantCount,
  };
}

export async function getVendors({ db }: Deps, filter: VendorFilter): Promise<AdminVendor[]> {
  return (await listVendors(db, filter)).map(toAdminVendorView);
}

/**
 * Applies the approval rules of docs/product.md#vendor-approval. The UPDATE itself only matches a vendor in an allowed
 * state; when it matches nothing we look again to say why (404 or a 409 with the rule that refused it).
 */
export async function decideVendor(
  { db }: Deps,
  id: number,
  action: ApprovalAction,
  reason?: string,
): Promise<AdminVendor> {
  // Fastify skips the body schema when a request has no body at all: the reason is required all the same.
  if (action === 'reject' && !reason) {
    throw invalid(MESSAGES.rejectionReasonRequired, [{ field: 'reason', message: MESSAGES.rejectionReasonRequired }]);
  }
  // One transaction: the decision and the vendor's notification (and email) commit together.
  const row = await db.transaction(async (tx) => {
    const changed = action === 'approve' ? await markApproved(tx, id) : await markRejected(tx, id, reason ?? '');
    const found = await findVendor(tx, id);
    if (!found) throw notFound(MESSAGES.vendorNotFound);
    if (!changed) {
      const state = approvalState({ is_approved: found.profile.isApproved, is_rejected: found.profile.isRejected });
      throw conflict(approvalRefusal(state, action) ?? MESSAGES.notFound);
    }
    await notify(
      tx,
      action === 'approve'
        ? {
            userId: found.profile.userId,
            type: 'vendor_approved',
            title: `${found.profile.businessName} is approved`,
            body: 'Your nursery is approved: your listings are now visible to buyers.',
            link: '/vendor/dashboard?tab=overview',
          }
        : {
            userId: found.profile.userId,
            type: 'vendor_rejected',
            title: `${found.profile.businessName} was not approved`,
            body: `Reason: ${reason ?? ''} Update your business profile and contact us to be reviewed again.`,
            link: '/vendor/dashboard?tab=profile',
          },
    );
    return found;
  });
  return toAdminVendorView(row);
}

export async function getStats({ db, now }: Deps): Promise<AdminStats> {
  const [stats, weeks] = await Promise.all([readStats(db), adminWeeks(db, now())]);
  return {
    total_vendors: stats.vendors.total,
    pending_vendors: stats.vendors.pending,
    approved_vendors: stats.vendors.approved,
    rejected_vendors: stats.vendors.rejected,
    total_buyers: stats.buyers,
    total_plants: stats.plants,
    total_orders: stats.orders.total,
    total_sales: fromCents(stats.orders.salesCents),
    weeks,
  };
}

export async function getPublicVendors({ db }: Deps): Promise<PublicVendor[]> {
  return (await listApprovedVendors(db)).map((vendor) => ({
    id: vendor.id,
    business_name: vendor.businessName,
    business_description: vendor.businessDescription,
    business_address: vendor.businessAddress,
    business_email: vendor.businessEmail,
    business_phone: vendor.businessPhone,
  }));
}
