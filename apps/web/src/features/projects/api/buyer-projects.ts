import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matrixBids } from '@verdant/shared/rules/projects';
import type {
  AwardInput,
  AwardResponse,
  ProjectBids,
  ProjectCreateInput,
  ProjectDetail,
  ProjectLinesPreview,
  ProjectSummary,
  ProjectUpdateInput,
} from '@verdant/shared/schemas/projects';
import { apiFetch } from '../../../lib/api-client.ts';
import { projectKeys } from './query-keys.ts';

/** GET /api/projects/mine: the buyer's own projects, drafts included, newest first. */
export function useMyProjects() {
  return useQuery({
    queryKey: projectKeys.mine(),
    queryFn: ({ signal }) => apiFetch<ProjectSummary[]>('/api/projects/mine', { signal }),
  });
}

/** The matrix's answer with each bid's offer columns turned back into one object per offer. */
const toMatrix = (data: ProjectBids) => ({ ...data, bids: matrixBids(data.bids) });
export type MatrixData = ReturnType<typeof toMatrix>;

/** GET /api/projects/{id}/bids (the owner): the comparison matrix's data. */
export function useProjectBids(id: number, enabled: boolean) {
  return useQuery({
    queryKey: projectKeys.bids(id),
    queryFn: ({ signal }) => apiFetch<ProjectBids>(`/api/projects/${id}/bids`, { signal }),
    select: toMatrix,
    enabled,
  });
}

/**
 * POST /api/projects (a draft, or open at once), or for a saved draft PUT /api/projects/{id} and, to publish it,
 * POST /api/projects/{id}/publish.
 */
async function saveProject({ id, payload }: { id: number | null; payload: ProjectCreateInput }) {
  if (id === null) return apiFetch<ProjectDetail>('/api/projects', { method: 'POST', body: payload });
  const { status, ...fields } = payload;
  const update: ProjectUpdateInput = fields;
  const saved = await apiFetch<ProjectDetail>(`/api/projects/${id}`, { method: 'PUT', body: update });
  return status === 'open' ? apiFetch<ProjectDetail>(`/api/projects/${id}/publish`, { method: 'POST' }) : saved;
}

export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

export type ProjectStep = 'publish' | 'close' | 'cancel';

/** POST /api/projects/{id}/publish, /close or /cancel. */
export function useProjectStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step }: { id: number; step: ProjectStep }) =>
      apiFetch<ProjectDetail>(`/api/projects/${id}/${step}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** POST /api/projects/{id}/award: the chosen lines become orders; the answer says where to pay. */
export function useAwardProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AwardInput) =>
      apiFetch<AwardResponse>(`/api/projects/${id}/award`, { method: 'POST', body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.all }),
  });
}

/** POST /api/projects/lines/preview: a plant list read from a file; nothing is saved. */
export function usePreviewProjectLines() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiFetch<ProjectLinesPreview>('/api/projects/lines/preview', { method: 'POST', form });
    },
  });
}
