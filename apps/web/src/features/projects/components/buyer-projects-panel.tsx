import { PROJECT_CATEGORY_LABELS } from '@verdant/shared/enums';
import { formatCount } from '@verdant/shared/format';
import { ClipboardList, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMyProjects } from '../api/buyer-projects.ts';
import { formatDay } from '../lib/format-day.ts';
import { ProjectStatusBadge } from './project-status-badge.tsx';

/** The buyer dashboard's Projects tab: every project of the buyer with its state, newest first. */
export function BuyerProjectsPanel() {
  const projects = useMyProjects();
  const newProject = (
    <Link to="/projects/new" className={buttonVariants()}>
      <Plus className="size-4" aria-hidden="true" />
      Post a Project
    </Link>
  );
  if (projects.isPending) return <Skeleton className="h-48 w-full rounded-card" />;
  if (projects.isError) {
    return <LoadError message="Failed to load your projects." onRetry={() => projects.refetch()} />;
  }
  if (projects.data.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title="No projects yet"
        description="Post a plant list once and get bids from many nurseries, compared side by side."
        action={newProject}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-600 text-sm">
          {projects.data.length} {projects.data.length === 1 ? 'project' : 'projects'}
        </p>
        {newProject}
      </div>
      <ul className="flex flex-col gap-3">
        {projects.data.map((project) => (
          <li key={project.id}>
            <Link
              to={`/projects/${project.id}`}
              className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-500 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{project.title}</span>
                  <ProjectStatusBadge status={project.status} />
                </span>
                <span className="text-slate-600 text-sm">
                  {PROJECT_CATEGORY_LABELS[project.category]} · {project.location.city}, {project.location.state} ·{' '}
                  {formatCount(project.line_count)} lines
                </span>
              </div>
              <div className="flex gap-6 text-sm sm:text-right">
                <span>
                  <span className="block text-slate-500">Bids</span>
                  <span className="font-semibold text-slate-900">{project.bid_count}</span>
                </span>
                <span>
                  <span className="block text-slate-500">Deadline</span>
                  <span className="font-medium text-slate-900">{formatDay(project.bid_deadline)}</span>
                </span>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
