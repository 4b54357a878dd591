/** Query keys of the vendor workspace; mutations refresh through these. */
export const vendorKeys = {
  all: ['vendor'] as const,
  profile: () => [...vendorKeys.all, 'profile'] as const,
  analytics: () => [...vendorKeys.all, 'analytics'] as const,
  stats: () => [...vendorKeys.all, 'stats'] as const,
  inventory: () => [...vendorKeys.all, 'inventory'] as const,
  inventoryList: (query: string) => [...vendorKeys.inventory(), 'list', query] as const,
  payouts: () => [...vendorKeys.all, 'payouts'] as const,
};
