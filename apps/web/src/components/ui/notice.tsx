import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn.ts';

type Tone = 'error' | 'success' | 'info' | 'warning';

const tones: Record<Tone, string> = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  info: 'border-slate-200 bg-slate-50 text-slate-700',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
};
const icons = { error: CircleAlert, success: CircleCheck, info: Info, warning: CircleAlert };

/** An inline message: errors are alerts (read out at once), the others polite status updates. */
export function Notice({
  tone,
  children,
  className,
  ref,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  const Icon = icons[tone];
  return (
    <div
      ref={ref}
      // Focusable from script only: a page can move the reader (and the viewport) to the message.
      tabIndex={ref ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex scroll-mt-24 items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm outline-none',
        tones[tone],
        className,
      )}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="flex-1">{children}</div>
    </div>
  );
}
