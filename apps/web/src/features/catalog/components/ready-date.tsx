import { shortReadyDate, shownReadyDate } from '@verdant/shared/rules/ready-day';
import { CalendarClock } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** "Ready Apr 15" while the plant's ready date is ahead; nothing when it is ready now. */
export function ReadyDate({ date, className }: { date: string | null; className?: string }) {
  // Checked here too: a cached or prerendered answer may be older than the day.
  const ahead = shownReadyDate(date);
  if (!ahead) return null;
  return (
    <p className={cn('flex items-center gap-1 font-medium text-brand-800 text-xs', className)}>
      <CalendarClock className="size-3.5 shrink-0" aria-hidden="true" />
      Ready {shortReadyDate(ahead)}
    </p>
  );
}
