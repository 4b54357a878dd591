import type { VendorApprovalState } from '@verdant/shared/enums';
import { PROJECT_CATEGORY_LABELS } from '@verdant/shared/enums';
import { formatCount, formatMoney } from '@verdant/shared/format';
import { MESSAGES } from '@verdant/shared/messages';
import { ClipboardList, Clock, Sprout } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useVendorProjects } from '../api/vendor-bids.ts';
import { formatDay } from '../lib/format-day.ts';
import { BidStatusBadge } from './project-status-badge.tsx';

/** The vendor dashboard's Projects tab: open projects matching what the nursery grows first, and its bids. */
export function VendorProjectsPanel({ approval }: { approval: VendorApprovalState }) {
  const data = useVendorProjects(approval === 'approved');
  if (approval !== 'approved') {
    return (
      <EmptyState
        icon={Clock}
        title="Waiting for approval"
        description={`${MESSAGES.vendorNotApproved}. Projects and bids open as soon as an admin approves your nursery.`}
      />
    );
  }
  if (data.isPending) return <Skeleton className="h-64 w-full rounded-card" />;
  if (data.isError) return <LoadError message="Failed to load projects." onRetry={() => data.refetch()} />;
  const { projects, bids } = data.data;

  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="my-bids-title" className="flex flex-col gap-3">
        <h2 id="my-bids-title" className="font-semibold text-lg text-slate-900">
          My bids
        </h2>
        {bids.length === 0 ? (
          <p className="text-slate-600 text-sm">You have not bid on a project yet.</p>
        ) : (
          <div className="overflow-x-auto rounded-card border border-slate-200 bg-white">
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <caption className="sr-only">Your bids</caption>
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Project
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-medium">
                    Total
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-medium">
                    Deadline
                  </th>
                </tr>
              </thead>
              <tbody>
                {bids.map(({ project, bid, awarded_lines }) => (
                  <tr key={bid.id} className="border-slate-100 border-t">
                    <th scope="row" className="px-3 py-2.5 font-normal">
                      <Link to={`/projects/${project.id}`} className="font-medium text-brand-800 hover:underline">
                        {project.title}
                      </Link>
                      <span className="block text-slate-600 text-xs">
                        {bid.covered_lines} of {project.line_count} lines
                      </span>
                    </th>
                    <td className="px-3 py-2.5">
                      <BidStatusBadge status={bid.status} />
                      {awarded_lines > 0 ? (
                        <span className="mt-1 block text-slate-600 text-xs">{awarded_lines} lines won</span>
                      ) : null}
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(bid.total)}</td>
                    <td className="px-3 py-2.5">{formatDay(project.bid_deadline)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="open-projects-title" className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <h2 id="open-projects-title" className="font-semibold text-lg text-slate-900">
            Open projects
          </h2>
          <p className="text-slate-600 text-sm">Projects with plants you list come first.</p>
        </div>
        {projects.length === 0 ? (
          <EmptyState icon={ClipboardList} title="No open projects right now" />
        ) : (
          <ul className="grid gap-3 lg:grid-cols-2">
            {projects.map((project) => (
              <li
                key={project.id}
                className="flex flex-col gap-2 rounded-card border border-slate-200 bg-white p-4 shadow-sm"
              >
                <div className="flex flex-wrap items-center gap-2">
                  <Badge tone="gray">{PROJECT_CATEGORY_LABELS[project.category]}</Badge>
                  {project.matching_lines > 0 ? (
                    <Badge tone="green">
                      <Sprout className="size-3.5" aria-hidden="true" />
                      You list {project.matching_lines} of {project.line_count} plants
                    </Badge>
                  ) : null}
                  {project.my_bid_status ? <BidStatusBadge status={project.my_bid_status} /> : null}
                </div>
                <h3 className="font-semibold text-slate-900">{project.title}</h3>
                <p className="text-slate-600 text-sm">
                  {project.location.city}, {project.location.state} · {formatCount(project.line_count)} lines · bids
                  until {formatDay(project.bid_deadline)} · posted by {project.posted_by}
                </p>
                <Link
                  to={`/projects/${project.id}`}
                  className={buttonVariants({
                    size: 'sm',
                    variant: project.my_bid_status ? 'secondary' : 'primary',
                    className: 'self-start',
                  })}
                >
                  {project.my_bid_status ? 'View my bid' : 'Submit Bid'}
                  <span className="sr-only"> for {project.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
