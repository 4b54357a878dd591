import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProjectDetail, ProjectList, ProjectListQuery } from '@verdant/shared/schemas/projects';
import { apiFetch } from '../../../lib/api-client.ts';
import { projectKeys } from './query-keys.ts';

/** GET /api/projects: open public projects, soonest deadline first. */
export function useOpenProjects(params: ProjectListQuery) {
  return useQuery({
    queryKey: projectKeys.board(params),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
      return apiFetch<ProjectList>(`/api/projects?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/projects/{id}: the project, its lines with live matches, and the viewer's own bid. */
export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => apiFetch<ProjectDetail>(`/api/projects/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}
