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

/** `answered`: the vendor replied with a message and the conversation goes on; only Confirm sets `confirmed`. */
export const INQUIRY_STATUSES = ['pending', 'answered', 'confirmed', 'declined', 'cancelled'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/** Which party wrote a message of an inquiry's thread. */
export const INQUIRY_PARTIES = ['buyer', 'vendor'] as const;
export type InquiryParty = (typeof INQUIRY_PARTIES)[number];

export const VENDOR_APPROVAL_STATES = ['pending', 'approved', 'rejected'] as const;
export type VendorApprovalState = (typeof VENDOR_APPROVAL_STATES)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

// Plant lists and bids (issue 16, docs/product.md#projects-and-bids).
export const PROJECT_CATEGORIES = ['trees', 'shrubs', 'perennials', 'groundcover', 'mixed'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export const PROJECT_CATEGORY_LABELS: Record<ProjectCategory, string> = {
  trees: 'Trees',
  shrubs: 'Shrubs',
  perennials: 'Perennials',
  groundcover: 'Groundcover',
  mixed: 'Mixed',
};

export const PROJECT_STATUSES = ['draft', 'open', 'closed', 'awarded', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_VISIBILITIES = ['public', 'invited'] as const;

/** submitted (editable until the deadline), withdrawn, awarded (at least one line won), not_awarded. */
export const BID_STATUSES = ['submitted', 'withdrawn', 'awarded', 'not_awarded'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

/** What a user can be told about, in the app and by email (issue 17); each one can be turned off for email. */
export const NOTIFICATION_TYPES = [
  'order_placed',
  'order_paid',
  'order_shipped',
  'order_delivered',
  'order_cancelled',
  'inquiry_received',
  'inquiry_answered',
  'inquiry_message',
  'vendor_approved',
  'vendor_rejected',
  'trial_ending',
  'invoice_limit',
  'project_matching',
  'bid_received',
  'bid_changed',
  'project_deadline',
  'project_awarded',
  'project_not_awarded',
  'award_released',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
