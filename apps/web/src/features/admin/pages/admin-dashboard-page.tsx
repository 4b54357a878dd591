import { MESSAGES } from '@verdant/shared/messages';
import type { ApprovalAction } from '@verdant/shared/rules/admin';
import { type AdminVendor, VENDOR_FILTERS, type VendorFilter } from '@verdant/shared/schemas/admin';
import { CircleAlert, Store } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageContainer, PageHeader } from '../../../components/layout/page.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useDecideVendor } from '../api/decide-vendor.ts';
import { useAdminStats } from '../api/get-stats.ts';
import { useAdminVendors } from '../api/get-vendors.ts';
import { AdminStatsGrid } from '../components/admin-stats.tsx';
import { DecisionDialog, type PendingDecision } from '../components/decision-dialog.tsx';
import { OutboxSection } from '../components/outbox-section.tsx';
import { VendorsTable } from '../components/vendors-table.tsx';

// The charts are their own chunk, loaded by this page only.
const AdminCharts = lazy(() => import('../components/admin-charts.tsx'));

const FILTER_LABELS: Record<VendorFilter, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};
const COUNT_LABELS: Record<VendorFilter, string> = {
  all: 'Total vendors',
  pending: 'Pending approval',
  approved: 'Approved',
  rejected: 'Rejected',
};
const FAILURE = { approve: MESSAGES.approveVendorFailed, reject: MESSAGES.rejectVendorFailed } as const;

const isFilter = (value: string | null): value is VendorFilter => VENDOR_FILTERS.some((filter) => filter === value);

/** /admin/dashboard: vendor counts, filter tabs kept in ?status=, the vendors table, the stats and the email outbox. */
export function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  const vendors = useAdminVendors();
  const stats = useAdminStats();
  const decide = useDecideVendor();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PendingDecision | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const filter: VendorFilter = isFilter(requested) ? requested : 'all';

  const all = vendors.data ?? [];
  const counts = Object.fromEntries(
    VENDOR_FILTERS.map((key) => [key, key === 'all' ? all.length : all.filter((v) => v.status === key).length]),
  ) as Record<VendorFilter, number>;

  // One click only opens the confirmation; the dialog's button sends the decision.
  const onDecide = (vendor: AdminVendor, action: ApprovalAction) => setConfirming({ vendor, action });

  const send = ({ vendor, action }: PendingDecision, reason: string | undefined) => {
    setFailure(null);
    decide.mutate(
      { id: vendor.id, action, reason },
      {
        onSuccess: () => {
          setConfirming(null);
          toast.success(`${vendor.business_name} ${action === 'approve' ? 'approved' : 'rejected'}`);
        },
        onError: (error) => {
          setConfirming(null);
          // A refused transition (409) says why, e.g. the vendor was approved meanwhile.
          const detail = error instanceof ApiError && error.status === 409 ? error.detail : null;
          setFailure(detail ? `${FAILURE[action]} ${detail}` : FAILURE[action]);
        },
      },
    );
  };

  const selectFilter = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (value === 'all') next.delete('status');
        else next.set('status', value);
        return next;
      },
      { replace: true },
    );

  return (
    <PageContainer>
      <PageHeader title="Admin Dashboard" description="Review vendor applications and see marketplace statistics." />

      <section aria-labelledby="vendor-counts-title" className="mt-8">
        <h2 id="vendor-counts-title" className="sr-only">
          Vendor counts
        </h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {VENDOR_FILTERS.map((key) => (
            <Card key={key} className="flex flex-col gap-1 px-4 py-3">
              <dt className="text-slate-600 text-sm">{COUNT_LABELS[key]}</dt>
              <dd className="font-semibold text-2xl text-slate-900 tabular-nums">
                {vendors.data ? counts[key] : <Skeleton className="h-8 w-12" />}
              </dd>
            </Card>
          ))}
        </dl>
      </section>

      <div className="mt-3">
        <AdminStatsGrid stats={stats.data} isError={stats.isError} />
      </div>

      {stats.data ? (
        <Suspense fallback={<Skeleton className="mt-8 h-56 w-full" />}>
          <AdminCharts weeks={stats.data.weeks} />
        </Suspense>
      ) : null}

      <section aria-labelledby="vendors-title" className="mt-10">
        <h2 id="vendors-title" className="font-semibold text-lg text-slate-900">
          Vendors
        </h2>
        {failure ? (
          <div
            role="alert"
            className="mt-3 flex items-start gap-2.5 rounded-lg border border-red-200 bg-red-50 px-3.5 py-3 text-red-800 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <p>{failure}</p>
          </div>
        ) : null}

        <Tabs value={filter} onValueChange={selectFilter} className="mt-4">
          <TabsList aria-label="Filter vendors by status" className="w-full flex-wrap sm:w-fit sm:flex-nowrap">
            {VENDOR_FILTERS.map((key) => (
              <TabsTrigger
                key={key}
                value={key}
                className="flex-1 basis-[calc(50%-0.25rem)] sm:flex-none sm:basis-auto"
              >
                {FILTER_LABELS[key]}
                <span className="rounded-full bg-slate-200/70 px-1.5 text-slate-700 text-xs tabular-nums">
                  {vendors.data ? counts[key] : '–'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
          {VENDOR_FILTERS.map((key) => (
            <TabsContent key={key} value={key}>
              {vendors.isPending ? (
                <div className="flex flex-col gap-2">
                  <p role="status" className="sr-only">
                    Loading vendors
                  </p>
                  <Skeleton className="h-16 w-full" />
                  <Skeleton className="h-16 w-full" />
                </div>
              ) : vendors.isError ? (
                <LoadError
                  message="Failed to load vendors"
                  onRetry={() => vendors.refetch()}
                  retrying={vendors.isFetching}
                />
              ) : (
                <FilteredVendors
                  vendors={key === 'all' ? all : all.filter((vendor) => vendor.status === key)}
                  filter={key}
                  busy={decide.isPending && decide.variables ? decide.variables : null}
                  onDecide={onDecide}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </section>
      <OutboxSection />
      <DecisionDialog
        decision={confirming}
        pending={decide.isPending}
        onConfirm={send}
        onClose={() => setConfirming(null)}
      />
    </PageContainer>
  );
}

function FilteredVendors({
  vendors,
  filter,
  busy,
  onDecide,
}: {
  vendors: AdminVendor[];
  filter: VendorFilter;
  busy: { id: number; action: ApprovalAction } | null;
  onDecide: (vendor: AdminVendor, action: ApprovalAction) => void;
}) {
  if (vendors.length === 0) {
    return (
      <EmptyState
        icon={Store}
        title={filter === 'all' ? 'No vendors yet' : `No ${FILTER_LABELS[filter].toLowerCase()} vendors`}
      />
    );
  }
  return (
    <Card className="overflow-hidden border-0 bg-transparent shadow-none md:border md:bg-white md:shadow-sm">
      <VendorsTable vendors={vendors} busy={busy} onDecide={onDecide} />
    </Card>
  );
}
