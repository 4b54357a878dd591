import { cn } from '../../lib/cn.ts';

/** A grey placeholder block while content loads; hidden from assistive tech (pair it with a status message). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-slate-200/80', className)} />;
}
