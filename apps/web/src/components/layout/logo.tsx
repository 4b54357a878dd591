import { Link } from 'react-router';
import { cn } from '../../lib/cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={cn('size-8', className)} aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M16 25c0-6 1-10.5 7-14-6.8.2-10 3.3-10.6 8.2C10.2 17 8.6 14 8 10c3.9.6 7 2.2 8 5"
        fill="none"
        stroke="#d9ead9"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 rounded-lg font-semibold text-brand-800 text-xl tracking-tight"
    >
      <LogoMark />
      <span>Verdant</span>
    </Link>
  );
}
