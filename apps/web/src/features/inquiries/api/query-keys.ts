/** Query keys of the inquiry lists and threads; mutations refresh them through these. */
export const inquiryKeys = {
  all: ['inquiries'] as const,
  buyer: () => [...inquiryKeys.all, 'buyer'] as const,
  vendor: () => [...inquiryKeys.all, 'vendor'] as const,
  detail: (id: number) => [...inquiryKeys.all, 'detail', id] as const,
};
