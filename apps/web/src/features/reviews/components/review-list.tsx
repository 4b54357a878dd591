import { formatDate } from '@verdant/shared/format';
import { BadgeCheck, MessageSquare, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Rating } from '../../../components/ui/rating.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth-context.ts';
import { useDeleteReview } from '../api/delete-review.ts';
import { useReviews } from '../api/get-reviews.ts';

export function ReviewList({ plantId }: { plantId: number }) {
  const { user } = useAuth();
  const reviews = useReviews(plantId, user?.id ?? null);
  const remove = useDeleteReview(plantId);
  const toast = useToast();

  if (reviews.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading reviews…
        </p>
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  const list = reviews.data ?? [];
  if (list.length === 0) {
    return <EmptyState icon={MessageSquare} title="No reviews yet" description="Be the first to review this plant." />;
  }
  return (
    <ul className="flex flex-col gap-3">
      {list.map((review) => (
        <li key={review.id} className="rounded-card border border-slate-200 bg-white p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Rating average={review.rating} />
              <span className="font-medium text-slate-900 text-sm">{review.buyer_name}</span>
              {review.is_verified_purchase ? (
                <span className="inline-flex items-center gap-1 text-brand-700 text-xs">
                  <BadgeCheck className="size-4" aria-hidden="true" />
                  Verified purchase
                </span>
              ) : null}
            </div>
            <time dateTime={review.created_at} className="text-slate-500 text-xs">
              {formatDate(review.created_at)}
            </time>
          </div>
          {review.review_text ? (
            <p className="mt-2 whitespace-pre-line text-slate-700 text-sm">{review.review_text}</p>
          ) : null}
          {review.can_delete ? (
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              loading={remove.isPending && remove.variables === review.id}
              onClick={() =>
                remove.mutate(review.id, {
                  onError: (error) =>
                    toast.error(errorMessage(error, 'Could not delete the review. Please try again.')),
                })
              }
            >
              <Trash2 className="size-4" aria-hidden="true" />
              Delete review
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
