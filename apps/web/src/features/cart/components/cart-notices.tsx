import type { CartNotice } from '@verdant/shared/rules/cart';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';

/** What changed in the saved cart since the buyer filled it: prices, stock, plants gone. */
export function CartNotices({ notices, onDismiss }: { notices: CartNotice[]; onDismiss: () => void }) {
  if (notices.length === 0) return null;
  return (
    <Notice tone="warning">
      <p className="font-semibold">Your cart was updated</p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {notices.map((notice) => (
          <li key={`${notice.kind}-${notice.id}`}>{notice.message}</li>
        ))}
      </ul>
      <Button variant="ghost" size="sm" className="-ml-3 mt-1" onClick={onDismiss}>
        Got it
      </Button>
    </Notice>
  );
}
