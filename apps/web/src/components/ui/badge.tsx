import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

export type BadgeTone = 'green' | 'gray' | 'amber' | 'red' | 'blue' | 'purple';

// 700/800 text on 50 backgrounds keeps every tone above 4.5:1.
const tones: Record<BadgeTone, string> = {
  green: 'bg-brand-50 text-brand-800 ring-brand-600/20',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/20',
  purple: 'bg-purple-50 text-purple-800 ring-purple-600/20',
};

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone };

export function Badge({ tone = 'gray', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 font-medium text-xs ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
