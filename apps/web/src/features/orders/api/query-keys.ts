/** Query keys of the order lists; mutations refresh them through these. */
export const orderKeys = {
  all: ['orders'] as const,
  buyer: () => [...orderKeys.all, 'buyer'] as const,
  vendor: () => [...orderKeys.all, 'vendor'] as const,
};
