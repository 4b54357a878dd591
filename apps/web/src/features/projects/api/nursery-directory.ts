import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { VendorDirectoryEntry } from '@verdant/shared/schemas/catalog';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/vendors: approved nurseries by name, to invite to a project. */
export function useNurseryDirectory(search: string) {
  return useQuery({
    queryKey: ['projects', 'nursery-directory', search],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ page: '1' });
      if (search) query.set('search', search);
      return apiFetch<VendorDirectoryEntry[]>(`/api/vendors?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}
