import { z } from 'zod';
import { PLANS, VENDOR_APPROVAL_STATES } from '../enums.ts';
import { LIMITS, MESSAGES } from '../messages.ts';
import { adminWeekSchema } from './stats.ts';

/** A vendor as the admin dashboard lists it. */
export const adminVendorSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  business_name: z.string(),
  business_description: z.string().nullable(),
  business_address: z.string().nullable(),
  business_phone: z.string().nullable(),
  business_email: z.string().nullable(),
  is_approved: z.boolean(),
  is_rejected: z.boolean(),
  status: z.enum(VENDOR_APPROVAL_STATES),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Why the admin rejected it (null unless rejected). */
  rejection_reason: z.string().nullable(),
  owner: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    /** When the owner opened the verification email's link; null while unverified. */
    email_verified_at: z.string().nullable(),
  }),
  plan: z.enum(PLANS),
  plant_count: z.number(),
});
export type AdminVendor = z.infer<typeof adminVendorSchema>;

export const VENDOR_FILTERS = ['all', ...VENDOR_APPROVAL_STATES] as const;
export type VendorFilter = (typeof VENDOR_FILTERS)[number];

/** GET /api/admin/vendors?status=... (default all). */
export const adminVendorsQuery = z.object({
  status: z.enum(VENDOR_FILTERS, { error: 'Status must be all, pending, approved or rejected' }).default('all'),
});

/** PATCH /api/admin/vendors/{id}/reject: the reason the vendor will read. */
export const vendorRejectionSchema = z.object(
  {
    reason: z
      .string({ error: MESSAGES.rejectionReasonRequired })
      .trim()
      .min(1, MESSAGES.rejectionReasonRequired)
      .max(LIMITS.rejectionReasonMax, MESSAGES.tooLong('Reason', LIMITS.rejectionReasonMax)),
  },
  { error: MESSAGES.rejectionReasonRequired },
);

export const vendorDecisionResponseSchema = z.object({ message: z.string(), vendor: adminVendorSchema });

/** GET /api/admin/stats. Sales count orders that were paid (paid, shipped, delivered). */
export const adminStatsSchema = z.object({
  total_vendors: z.number(),
  pending_vendors: z.number(),
  approved_vendors: z.number(),
  rejected_vendors: z.number(),
  total_buyers: z.number(),
  total_plants: z.number(),
  total_orders: z.number(),
  total_sales: z.number(),
  /** Sign-ups and sales per week, the last 12 weeks (issue 18). */
  weeks: z.array(adminWeekSchema),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** GET /api/auth/vendors: approved vendors' public business details. */
export const publicVendorSchema = z.object({
  id: z.number(),
  business_name: z.string(),
  business_description: z.string().nullable(),
  business_address: z.string().nullable(),
  business_email: z.string().nullable(),
  business_phone: z.string().nullable(),
});
export type PublicVendor = z.infer<typeof publicVendorSchema>;
