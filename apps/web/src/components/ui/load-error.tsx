import { RefreshCw } from 'lucide-react';
import { Button } from './button.tsx';
import { Notice } from './notice.tsx';

/** What a panel shows when its data failed to load: the message (an alert) and a Retry button. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Notice tone="error" className="items-center">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">{message}</p>
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          <RefreshCw className="size-4" aria-hidden="true" />
          Retry
        </Button>
      </div>
    </Notice>
  );
}
