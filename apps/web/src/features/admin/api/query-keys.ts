export const adminKeys = {
  all: ['admin'] as const,
  vendors: () => [...adminKeys.all, 'vendors'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
};
