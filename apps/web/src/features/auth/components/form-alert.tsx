import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../../lib/cn.ts';

/** A message above a form: role=alert for errors (read out at once), role=status for success. */
export function FormAlert({
  tone,
  children,
  ref,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      ref={ref}
      // Focusable from script only: a page can move the reader (and the viewport) to the message.
      tabIndex={ref ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex scroll-mt-24 items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm outline-none',
        tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      <Icon className="mt-0.5 size-4" aria-hidden="true" />
      <div className="flex-1">{children}</div>
    </div>
  );
}
