/** Query keys of projects and bids; mutations refresh through these. */
export const projectKeys = {
  all: ['projects'] as const,
  board: (params: object) => [...projectKeys.all, 'board', params] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  bids: (id: number) => [...projectKeys.all, 'bids', id] as const,
  vendor: () => [...projectKeys.all, 'vendor'] as const,
};
