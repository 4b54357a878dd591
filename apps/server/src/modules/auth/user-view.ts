import type { User, VendorProfile } from '@verdant/shared/schemas/auth';
import type { UserWithProfile, VendorProfileRow } from './users.repository.ts';

export function toVendorProfileView(profile: VendorProfileRow): VendorProfile {
  return {
    id: profile.id,
    business_name: profile.businessName,
    business_description: profile.businessDescription,
    business_address: profile.businessAddress,
    business_phone: profile.businessPhone,
    business_email: profile.businessEmail,
    is_approved: profile.isApproved,
    is_rejected: profile.isRejected,
    rejection_reason: profile.isRejected ? profile.rejectionReason : null,
    created_at: profile.createdAt.toISOString(),
  };
}

/** The public shape of a user: never the password hash. */
export function toUserView({ user, vendorProfile }: UserWithProfile): User {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
    plan: user.plan,
    is_active: user.isActive,
    trial_end_date: user.trialEndDate?.toISOString() ?? null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    usda_zone: user.usdaZone,
    vendor_profile: vendorProfile ? toVendorProfileView(vendorProfile) : null,
  };
}
