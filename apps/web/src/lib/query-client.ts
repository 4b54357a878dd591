import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change by asking again; network and 5xx failures get two more tries.
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
