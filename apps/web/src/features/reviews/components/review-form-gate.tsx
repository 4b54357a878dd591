import { MESSAGES } from '@verdant/shared/messages';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAuth } from '../../../lib/auth-context.ts';

// Only buyers write reviews: the form, with its form and schema libraries, loads for them alone.
const ReviewForm = lazy(() => import('./review-form.tsx').then((module) => ({ default: module.ReviewForm })));

/** What the Reviews tab offers: a login prompt to visitors, the review form to buyers, nothing to others. */
export function ReviewFormGate({ plantId }: { plantId: number }) {
  const { user } = useAuth();
  const location = useLocation();
  if (!user) {
    return (
      <p className="rounded-lg border border-slate-200 bg-sage-50 p-4 text-slate-700 text-sm">
        {MESSAGES.reviewLoginRequired}{' '}
        <Link
          to="/login"
          state={{ from: `${location.pathname}#reviews` }}
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          Log in
        </Link>
      </p>
    );
  }
  if (user.role !== 'buyer') return null;
  return (
    <Suspense fallback={<Skeleton className="h-48 w-full" />}>
      <ReviewForm plantId={plantId} />
    </Suspense>
  );
}
