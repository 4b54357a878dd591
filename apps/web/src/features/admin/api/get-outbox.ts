import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type OutboxList, outboxListResponse } from '@verdant/shared/schemas/notifications';
import { apiFetch } from '../../../lib/api-client.ts';

export function getOutbox(page: number, signal?: AbortSignal): Promise<OutboxList> {
  return apiFetch(`/api/admin/outbox?page=${page}&limit=10`, signal ? { signal } : {}).then((answer) =>
    outboxListResponse.parse(answer),
  );
}

/** The email outbox, a page at a time; refreshed every 15 s so a newcomer sees emails arrive. */
export function useOutbox(page: number) {
  return useQuery({
    queryKey: ['admin', 'outbox', page],
    queryFn: ({ signal }) => getOutbox(page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
