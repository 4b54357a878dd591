import { PROJECT_CATEGORY_LABELS, type ProjectCategory } from '@verdant/shared/enums';
import { formatCount, formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { fromCents } from '@verdant/shared/rules/cart';
import type { ProjectSummary } from '@verdant/shared/schemas/projects';
import { Calendar, ClipboardList, DollarSign, MapPin, User } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useOpenProjects } from '../api/public-projects.ts';
import { formatDay } from '../lib/format-day.ts';

/** The spec's four filter buttons; "All Projects" sends no category. */
const FILTERS: { label: string; category: ProjectCategory | null }[] = [
  { label: 'All Projects', category: null },
  { label: 'Trees', category: 'trees' },
  { label: 'Perennials', category: 'perennials' },
  { label: 'Shrubs', category: 'shrubs' },
];

const readCategory = (value: string | null): ProjectCategory | null =>
  FILTERS.find((filter) => filter.category === value)?.category ?? null;

/** /browse-projects: the open public projects (GET /api/projects), soonest deadline first. */
export function BrowseProjectsPage() {
  useDocumentTitle('Browse Open Projects');
  const { user } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = readCategory(searchParams.get('category'));
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const projects = useOpenProjects({ ...(category ? { category } : {}), page });
  // Submit Bid by a buyer: the note sits on that card.
  const [buyerNoteFor, setBuyerNoteFor] = useState<number | null>(null);

  const go = (next: { category: ProjectCategory | null; page: number }) => {
    const query = new URLSearchParams();
    if (next.category) query.set('category', next.category);
    if (next.page > 1) query.set('page', String(next.page));
    setSearchParams(query);
  };

  const data = projects.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  return (
    <PageContainer>
      <PageHeader
        title="Browse Open Projects"
        description="Landscapers and contractors post the plants they need for upcoming projects. Vendors: find projects that match your inventory and submit a bid."
      />
      <fieldset className="mt-6 flex flex-wrap gap-2">
        <legend className="sr-only">Filter projects by category</legend>
        {FILTERS.map((filter) => (
          <Button
            key={filter.label}
            size="sm"
            variant={category === filter.category ? 'primary' : 'secondary'}
            aria-pressed={category === filter.category}
            onClick={() => go({ category: filter.category, page: 1 })}
          >
            {filter.label}
          </Button>
        ))}
      </fieldset>

      {projects.isError ? (
        <div className="mt-6">
          <LoadError message="Failed to load projects." onRetry={() => projects.refetch()} />
        </div>
      ) : !data ? (
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-80 rounded-card" />
          ))}
        </div>
      ) : data.projects.length === 0 ? (
        <EmptyState
          className="mt-6"
          icon={ClipboardList}
          title="No open projects here right now"
          description="New plant lists are posted every week. Check back soon, or look at another category."
        />
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={projects.isFetching || undefined}>
          {data.projects.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              buyerNote={buyerNoteFor === project.id}
              onBuyerBid={() => setBuyerNoteFor(project.id)}
            />
          ))}
        </ul>
      )}

      {data && pages > 1 ? (
        <nav className="mt-6 flex items-center justify-between gap-3 text-slate-600 text-sm" aria-label="Project pages">
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => go({ category, page: page - 1 })}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => go({ category, page: page + 1 })}
          >
            Next
          </Button>
        </nav>
      ) : null}

      <section className="mt-12 rounded-card border border-slate-200 bg-sage-50 p-6 text-center">
        <h2 className="font-semibold text-xl">Want to post a project?</h2>
        {user?.role === 'buyer' ? (
          <>
            <p className="mt-1 text-slate-600">Post your plant list and get bids from local nurseries.</p>
            <Link to="/projects/new" className={buttonVariants({ className: 'mt-4' })}>
              Post a Project
            </Link>
          </>
        ) : user?.role === 'vendor' ? (
          <>
            <p className="mt-1 text-slate-600">
              Projects are posted by buyers. Your dashboard lists the ones that match what you grow first.
            </p>
            <Link to="/vendor/dashboard?tab=projects" className={buttonVariants({ className: 'mt-4' })}>
              My Projects and Bids
            </Link>
          </>
        ) : (
          <>
            <p className="mt-1 text-slate-600">
              Create a free account to post your project and get bids from local nurseries.
            </p>
            <Link to="/register" className={buttonVariants({ className: 'mt-4' })}>
              Create Account
            </Link>
          </>
        )}
      </section>
    </PageContainer>
  );
}

function ProjectCard({
  project,
  buyerNote,
  onBuyerBid,
}: {
  project: ProjectSummary;
  buyerNote: boolean;
  onBuyerBid: () => void;
}) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const bidPath = `/projects/${project.id}`;
  // Visitors log in first and come back to the bid form; buyers are told bids are for nurseries.
  const submitBid = () => {
    if (!user) navigate('/login', { state: { from: { pathname: bidPath } } });
    else if (user.role === 'vendor') navigate(bidPath);
    else onBuyerBid();
  };
  const { city, state } = project.location;

  return (
    <li className="flex flex-col rounded-card border border-slate-200 bg-white p-6 shadow-sm">
      <Badge tone="green" className="self-start">
        {PROJECT_CATEGORY_LABELS[project.category]}
      </Badge>
      <h2 className="mt-3 font-semibold text-lg text-slate-900">{project.title}</h2>
      <p className="mt-1 flex items-center gap-1.5 text-slate-600 text-sm">
        <MapPin className="size-4" aria-hidden="true" />
        {city}, {state}
      </p>
      <p className="mt-3 line-clamp-4 flex-1 text-slate-700 text-sm">{project.description}</p>
      <p className="mt-3 text-slate-600 text-sm">
        {formatCount(project.line_count)} {project.line_count === 1 ? 'plant' : 'plants'} on the list,{' '}
        {formatCount(project.total_quantity)} in all · {project.bid_count} {project.bid_count === 1 ? 'bid' : 'bids'}
      </p>
      <dl className="mt-4 grid gap-2 text-sm">
        <div className="flex items-center gap-1.5">
          <DollarSign className="size-4 text-slate-500" aria-hidden="true" />
          <dt className="text-slate-500">Budget:</dt>
          <dd className="font-medium text-slate-900">
            {project.budget === null ? 'Open to bids' : formatMoney(fromCents(project.budget))}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Calendar className="size-4 text-slate-500" aria-hidden="true" />
          <dt className="text-slate-500">Deadline:</dt>
          <dd className="font-medium text-slate-900">{formatDay(project.bid_deadline, 'long')}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <User className="size-4 text-slate-500" aria-hidden="true" />
          <dt className="text-slate-500">Posted by:</dt>
          <dd className="font-medium text-slate-900">{project.posted_by}</dd>
        </div>
      </dl>
      {buyerNote ? (
        <Notice tone="info" className="mt-4">
          {MESSAGES.projectBidsForNurseries}
        </Notice>
      ) : null}
      <Button className="mt-5" onClick={submitBid}>
        Submit Bid
        <span className="sr-only"> for {project.title}</span>
      </Button>
    </li>
  );
}
