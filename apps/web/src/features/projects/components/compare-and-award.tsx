import { formatMoney } from '@verdant/shared/format';
import { awardRefusal, type BidSort, lowestOffers } from '@verdant/shared/rules/projects';
import type { ProjectDetail } from '@verdant/shared/schemas/projects';
import { Scale } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { payPagePath, saveCheckoutToken } from '../../../lib/checkout-token.ts';
import { useAwardProject, useProjectBids } from '../api/buyer-projects.ts';
import { CompareMatrix } from './compare-matrix.tsx';

/** The owner's comparison: the matrix, a choice per line, and the award that turns the choices into orders. */
export function CompareAndAward({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const bids = useProjectBids(project.id, true);
  const award = useAwardProject(project.id);
  const [sort, setSort] = useState<BidSort>('total');
  const [selection, setSelection] = useState<ReadonlyMap<number, number>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSelect = useCallback((lineId: number, bidId: number | null) => {
    setRefusal(null);
    setSelection((current) => {
      const next = new Map(current);
      if (bidId === null) next.delete(lineId);
      else next.set(lineId, bidId);
      return next;
    });
  }, []);

  const data = bids.data;
  // An awarded project still takes awards for lines without one (never awarded, or released unpaid).
  const canAward =
    project.status === 'open' ||
    project.status === 'closed' ||
    (project.status === 'awarded' && Boolean(data?.lines.some((line) => line.awarded_bid_id === null)));
  const chosen = useMemo(() => {
    if (!data) return { total: 0, nurseries: 0 };
    let cents = 0;
    const nurseries = new Set<number>();
    for (const [lineId, bidId] of selection) {
      const offer = data.bids.find((bid) => bid.id === bidId)?.lines.find((item) => item.line_id === lineId);
      if (!offer) continue;
      cents += Math.round(offer.unit_price * 100) * offer.quantity;
      nurseries.add(bidId);
    }
    return { total: cents / 100, nurseries: nurseries.size };
  }, [data, selection]);

  if (bids.isError) return <LoadError message="Failed to load the bids." onRetry={() => bids.refetch()} />;
  if (!data) return <Skeleton className="h-96 w-full rounded-card" />;
  if (data.bids.length === 0) {
    return (
      <EmptyState
        icon={Scale}
        title="No bids yet"
        description={
          project.status === 'draft'
            ? 'Publish the project and nurseries can bid on it.'
            : 'Nurseries can bid until the deadline. You are notified of every new bid.'
        }
      />
    );
  }

  const chooseLowest = () => {
    setRefusal(null);
    const free = data.lines.filter((line) => line.awarded_bid_id === null);
    setSelection(new Map(lowestOffers(free, data.bids)));
  };

  const submit = () => {
    const awards = [...selection].map(([line_id, bid_id]) => ({ line_id, bid_id }));
    const refused = awardRefusal(data.lines, data.bids, awards);
    if (refused) {
      setRefusal(refused);
      return;
    }
    award.mutate(
      { awards },
      {
        onSuccess: (answer) => {
          // The payment page reads the checkout's key from this tab's storage; Stripe's page is another site.
          saveCheckoutToken(answer.checkout_id, answer.access_token);
          const path = payPagePath(answer.checkout_url);
          if (path.startsWith('/')) navigate(path);
          else window.location.assign(path);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {canAward ? (
        <p className="text-slate-600 text-sm">
          Choose an offer for each line you want, from one or several nurseries, then award: each nursery gets one order
          with its bid's prices and ready dates, paid in one payment.
        </p>
      ) : null}
      <CompareMatrix
        data={data}
        sort={sort}
        onSort={setSort}
        selection={selection}
        onSelect={onSelect}
        readOnly={!canAward}
      />
      {canAward ? (
        <div className="z-30 flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4 shadow-lg sm:sticky sm:bottom-0 sm:flex-row sm:items-center">
          <p className="text-slate-700 text-sm" aria-live="polite">
            <span className="font-semibold text-slate-900">
              {selection.size} of {data.lines.length} lines
            </span>{' '}
            chosen from {chosen.nurseries} {chosen.nurseries === 1 ? 'nursery' : 'nurseries'}:{' '}
            <span className="font-semibold text-slate-900 tabular-nums">{formatMoney(chosen.total)}</span>
          </p>
          <div className="flex flex-wrap gap-2 sm:ml-auto">
            <Button variant="secondary" onClick={chooseLowest}>
              Choose lowest offers
            </Button>
            {selection.size > 0 ? (
              <Button variant="ghost" onClick={() => setSelection(new Map())}>
                Clear
              </Button>
            ) : null}
            <Button onClick={submit} loading={award.isPending} disabled={selection.size === 0}>
              Award and pay
            </Button>
          </div>
        </div>
      ) : null}
      {refusal ? <Notice tone="error">{refusal}</Notice> : null}
      {award.isError ? (
        <Notice tone="error">{errorMessage(award.error, 'The award failed. Please try again.')}</Notice>
      ) : null}
    </div>
  );
}
