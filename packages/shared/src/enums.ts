// Enumerations of docs/product.md#data, shared by the database schema, the API and the web app.

export const ROLES = ['buyer', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PLANS = ['NONE', 'BASIC_BUYER', 'PRO_BUYER', 'STARTER_VENDOR', 'PRO_VENDOR', 'PREMIUM_VENDOR'] as const;
export type Plan = (typeof PLANS)[number];

export const CATEGORIES = [
  'deals',
  'indoor',
  'outdoor',
  'succulents',
  'flowering',
  'herbs',
  'care',
  'seeds',
  'planters',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  deals: 'Deals',
  indoor: 'Indoor Plants',
  outdoor: 'Outdoor Plants',
  succulents: 'Succulents & Cacti',
  flowering: 'Flowering Plants',
  herbs: 'Herbs & Edibles',
  care: 'Plant Care',
  seeds: 'Seeds',
  planters: 'Planters & Pots',
};

export const ORDER_STATUSES = ['pending', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const INQUIRY_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const VENDOR_APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type VendorApprovalState = (typeof VENDOR_APPROVAL_STATES)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
