import { MESSAGES } from '@verdant/shared/messages';
import { RefreshCw, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** docs/product.md#error-messages: "Failed to load plants. Please try again later." with Try Again. */
export function PlantsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-card border border-red-200 bg-red-50 p-8 text-center"
    >
      <p className="font-medium text-red-800">{MESSAGES.plantsLoadFailed}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RefreshCw className="size-4" aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}

export function NoPlants({
  title = 'No plants found',
  description,
  action,
}: {
  title?: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return <EmptyState icon={SearchX} title={title} description={description} action={action} />;
}
