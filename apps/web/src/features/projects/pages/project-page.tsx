import { PROJECT_CATEGORY_LABELS } from '@verdant/shared/enums';
import { formatCount, formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { fromCents } from '@verdant/shared/rules/cart';
import { projectActions } from '@verdant/shared/rules/projects';
import type { ProjectDetail } from '@verdant/shared/schemas/projects';
import { SearchX } from 'lucide-react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type ProjectStep, useProjectStep } from '../api/buyer-projects.ts';
import { useProject } from '../api/public-projects.ts';
import { BidForm } from '../components/bid-form.tsx';
import { CompareAndAward } from '../components/compare-and-award.tsx';
import { LineMatches } from '../components/line-matches.tsx';
import { ProjectStatusBadge } from '../components/project-status-badge.tsx';
import { formatDay } from '../lib/format-day.ts';

/** /projects/{id}: the owner compares and awards; a nursery bids; another buyer reads the list. */
export function ProjectPage() {
  const id = Number(useParams().id);
  const project = useProject(id);
  const { user } = useAuth();
  useDocumentTitle(project.data?.title ?? 'Project');

  if (project.isPending) return <PageSpinner label="Loading the project" />;
  if (project.isError) {
    return (
      <PageContainer>
        <EmptyState
          icon={SearchX}
          title={MESSAGES.projectNotFound}
          description="It may be private, or it was removed."
          action={
            <Link to="/browse-projects" className={buttonVariants()}>
              Browse Open Projects
            </Link>
          }
        />
      </PageContainer>
    );
  }
  const data = project.data;
  return (
    <PageContainer>
      <ProjectHeader project={data} />
      <div className="mt-8">
        {data.is_owner ? (
          <OwnerView project={data} />
        ) : user?.role === 'vendor' ? (
          <div className="flex flex-col gap-6">
            {data.buyer_contact ? (
              <Notice tone="success">
                You were awarded lines on this project. Buyer: {data.buyer_contact.name}, {data.buyer_contact.email}
                {data.buyer_contact.phone ? `, ${data.buyer_contact.phone}` : ''}.
              </Notice>
            ) : null}
            <BidForm key={data.id} project={data} vendorId={user.vendor_profile?.id ?? null} />
          </div>
        ) : (
          <div className="flex flex-col gap-4">
            <Notice tone="info">{MESSAGES.projectBidsForNurseries}</Notice>
            <LineMatches lines={data.lines} canOrder={user?.role === 'buyer'} />
          </div>
        )}
      </div>
    </PageContainer>
  );
}

function ProjectHeader({ project }: { project: ProjectDetail }) {
  const { city, state, zip } = project.location;
  return (
    <>
      <PageHeader
        eyebrow={`${PROJECT_CATEGORY_LABELS[project.category]} · ${city}, ${state} ${zip}`}
        title={project.title}
        description={project.description}
        actions={<ProjectStatusBadge status={project.status} />}
      />
      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {[
          ['Bid deadline', formatDay(project.bid_deadline, 'long')],
          ['Needed by', formatDay(project.needed_by, 'long')],
          ['Budget', project.budget === null ? 'Open to bids' : formatMoney(fromCents(project.budget))],
          [
            'Plant list',
            `${formatCount(project.line_count)} lines, ${formatCount(project.total_quantity)} plants · ${project.bid_count} ${project.bid_count === 1 ? 'bid' : 'bids'}`,
          ],
        ].map(([term, value]) => (
          <div key={term} className="rounded-lg border border-slate-200 bg-white px-3 py-2">
            <dt className="text-slate-500">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

const STEP_LABELS: Record<ProjectStep, string> = {
  publish: 'Publish',
  close: 'Close bidding',
  cancel: 'Cancel project',
};

function OwnerView({ project }: { project: ProjectDetail }) {
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const step = useProjectStep();
  const actions = projectActions(project.status);
  const steps = (['publish', 'close', 'cancel'] as const).filter((action) => actions.includes(action));
  const saved = (location.state as { saved?: string } | null)?.saved;
  const view = searchParams.get('view') === 'list' || project.status === 'draft' ? 'list' : 'bids';

  return (
    <div className="flex flex-col gap-5">
      {saved ? (
        <Notice tone="success">
          {saved === 'draft' ? 'Draft saved. Publish it when the list is ready.' : 'Your project is open for bids.'}
        </Notice>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions.includes('edit') ? (
          <Link to={`/projects/${project.id}/edit`} className={buttonVariants({ variant: 'secondary' })}>
            Edit draft
          </Link>
        ) : null}
        {steps.map((action) => (
          <Button
            key={action}
            variant={action === 'cancel' ? 'ghost' : action === 'publish' ? 'primary' : 'secondary'}
            loading={step.isPending && step.variables?.step === action}
            disabled={step.isPending}
            onClick={() => step.mutate({ id: project.id, step: action })}
          >
            {STEP_LABELS[action]}
          </Button>
        ))}
        <Link to="/buyer/dashboard?tab=projects" className={buttonVariants({ variant: 'ghost', className: 'ml-auto' })}>
          All my projects
        </Link>
      </div>
      {step.isError ? (
        <Notice tone="error">{errorMessage(step.error, 'That did not work. Please try again.')}</Notice>
      ) : null}

      <Tabs value={view} onValueChange={(value) => setSearchParams({ view: value }, { replace: true })}>
        <TabsList aria-label="Project sections" className="w-full sm:w-fit">
          <TabsTrigger value="bids" className="flex-1 sm:flex-none" disabled={project.status === 'draft'}>
            Compare bids ({project.bid_count})
          </TabsTrigger>
          <TabsTrigger value="list" className="flex-1 sm:flex-none">
            Plant list and stock ({project.line_count})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="bids" className="mt-5">
          <CompareAndAward project={project} />
        </TabsContent>
        <TabsContent value="list" className="mt-5">
          <LineMatches lines={project.lines} canOrder />
        </TabsContent>
      </Tabs>
    </div>
  );
}
